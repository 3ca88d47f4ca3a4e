import type { Difficulty } from '../../contract/quiz.js';

/** One problem in a content file, printed as `file:line: message (fix)`. */
export type ContentProblem = { file: string; line: number; message: string; fix: string };

export type OptionDraft = { text: string; correct: boolean; line: number };

/** A question as read from a file, before validation: anything may be missing or wrong. */
export type QuestionDraft = {
  localId: string;
  line: number;
  html: string;
  difficulty: string | undefined;
  difficultyLine: number;
  options: OptionDraft[];
  explanation: string;
  explanationLine: number;
};

export type TopicDraft = {
  file: string;
  slug: string;
  id: unknown;
  name: unknown;
  logo: unknown;
  /** Line of each front matter field, for messages. */
  lines: { id: number; name: number; logo: number };
  questions: QuestionDraft[];
};

/** A topic before anything of it has been read: every field missing, every line the first. */
export function emptyDraft(file: string, slug: string): TopicDraft {
  return {
    file,
    slug,
    id: undefined,
    name: undefined,
    logo: undefined,
    lines: { id: 1, name: 1, logo: 1 },
    questions: [],
  };
}

export type BankQuestion = {
  id: string;
  question: string;
  options: string[];
  correctAnswer: string;
  explanation: string;
  difficulty: Difficulty;
};

export type BankTopic = { id: number; slug: string; name: string; logoSvg: string; questions: BankQuestion[] };

export type Bank = { hash: string; topics: BankTopic[] };

export class ContentError extends Error {
  constructor(readonly problems: ContentProblem[]) {
    super(`${problems.length} problem(s) in the question files:\n${formatProblems(problems)}`);
  }
}

export function formatProblems(problems: ContentProblem[]): string {
  return problems.map((p) => `${p.file}:${p.line}: ${p.message} (${p.fix})`).join('\n');
}
