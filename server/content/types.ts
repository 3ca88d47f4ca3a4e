import type { Difficulty } from '../../contract/quiz.js';
import type { TopicTranslation } from '../translations/check-translation.js';

/** One problem in a content file, printed as `file:line: message (fix)`. */
export type ContentProblem = { file: string; line: number; message: string; fix: string };

export type OptionDraft = { text: string; correct: boolean; line: number };

/**
 * How a question's answer is proven (`verify:` line, or `"verify"` in JSON), see
 * docs/content-format.md. `verify: node 22` reads as `{ runner: 'node', version: '22' }`,
 * `verify: none: concept` as `{ runner: 'none', reason: 'concept' }`. Parsing keeps whatever was
 * written; validation (validate-format.ts) rejects an unknown runner or a missing reason.
 */
export type VerifyDraft = { runner: string; version?: string } | { runner: 'none'; reason: string };

/** A fenced code block: its language (the word after the fence, '' if none), its text, its opening fence line. */
export type CodeDraft = { lang: string; code: string; line: number };

/** A question as read from a file, before validation: anything may be missing or wrong. */
export type QuestionDraft = {
  localId: string;
  line: number;
  html: string;
  /** The question text as written (Markdown; HTML in a JSON topic), which translations are checked against. */
  markdown: string;
  difficulty: string | undefined;
  difficultyLine: number;
  options: OptionDraft[];
  explanation: string;
  explanationLine: number;
  /** `tags: a, b` in the order written; [] when the question has no tags line. */
  tags: string[];
  tagsLine: number;
  /** undefined when the question has no `verify:` line (allowed only in topics without a tags list). */
  verify?: VerifyDraft;
  verifyLine: number;
  /** The first fenced code block of the question text: what runs when there is no `Check:` block. */
  code?: CodeDraft;
  /** `Check:` after the explanation: the script that demonstrates the answer. */
  check?: CodeDraft;
  /** Line of `Check:` itself (set even when no code block follows it, which validation rejects). */
  checkLine?: number;
  /** `Expect:` value: the output that proves the answer (otherwise the correct option, backticks removed). */
  expect?: string;
  expectLine?: number;
};

/** The languages whose fenced blocks look runnable: a converted topic must say how such a question is verified. */
export const RUNNABLE_LANGS = ['js', 'javascript', 'mjs', 'ts', 'typescript', 'python', 'py', 'sql', 'sh', 'bash'];

export type TopicDraft = {
  file: string;
  slug: string;
  id: unknown;
  name: unknown;
  logo: unknown;
  /** The topic's tag list from its front matter; undefined means not converted yet (see docs/content-format.md). */
  tags: unknown;
  /** Line of each front matter field, for messages. */
  lines: { id: number; name: number; logo: number; tags: number };
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
    tags: undefined,
    lines: { id: 1, name: 1, logo: 1, tags: 1 },
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
  tags: string[];
};

export type BankTopic = { id: number; slug: string; name: string; logoSvg: string; questions: BankQuestion[] };

export type Bank = {
  hash: string;
  topics: BankTopic[];
  /** Question translations (server/translations/), each question fresh, stale or not stamped yet. */
  translations?: TopicTranslation[];
  /** What content:check reports without failing: stale and unstamped translations. */
  warnings?: ContentProblem[];
};

export class ContentError extends Error {
  constructor(readonly problems: ContentProblem[]) {
    super(`${problems.length} problem(s) in the question files:\n${formatProblems(problems)}`);
  }
}

export function formatProblems(problems: ContentProblem[]): string {
  return problems.map((p) => `${p.file}:${p.line}: ${p.message} (${p.fix})`).join('\n');
}

/** A question before anything of it has been read. */
export function emptyQuestion(localId: string, line: number): QuestionDraft {
  return {
    localId,
    line,
    html: '',
    markdown: '',
    difficulty: undefined,
    difficultyLine: line,
    options: [],
    explanation: '',
    explanationLine: line,
    tags: [],
    tagsLine: line,
    verifyLine: line,
  };
}

/** Reads a `verify:` value as written: `node`, `node 22`, `none: concept`. */
export function parseVerify(value: string): VerifyDraft {
  const none = /^none\b\s*:?\s*(.*)$/i.exec(value);
  if (none) return { runner: 'none', reason: none[1]!.trim() };
  const [runner = '', ...rest] = value.trim().split(/\s+/);
  return rest.length > 0 ? { runner, version: rest.join(' ') } : { runner };
}

/** Reads a `tags:` value: `a, b` (brackets around it are tolerated). */
export function parseTags(value: string): string[] {
  return value
    .replace(/^\s*\[|\]\s*$/g, '')
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
}
