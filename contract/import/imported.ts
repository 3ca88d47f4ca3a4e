/** One problem in a file we read, printed as `file:line: message (fix)`, like the bank's own. */
export type ImportProblem = { file: string; line: number; message: string; fix: string };

/** A file that cannot be read at all: each problem says what, where and how to fix it. */
export class ImportError extends Error {
  constructor(readonly problems: ImportProblem[]) {
    super(problems.map((p) => `${p.file}:${p.line}: ${p.message} (${p.fix})`).join('\n'));
  }
}

/** A question read from another tool's file, in the quiz API's shape (the stem as HTML). */
export type ImportedQuestion = {
  id?: string;
  question: string;
  options: string[];
  correctAnswer: string;
  explanation: string;
  difficulty?: string;
  tags: string[];
};

/** What a reader found: the questions it could take as they are, and each one it left out, and why. */
/** `format` names what was read when a file's name cannot say (QTI 2.1 or 1.2). */
export type ReadResult = { name?: string; format?: string; questions: ImportedQuestion[]; skipped: ImportProblem[] };

/** Larger than any topic we ship (the largest export is under 1 MiB), small enough to read at once. */
export const MAX_IMPORT_BYTES = 8 * 1024 * 1024;

/**
 * The checks every format shares: four distinct, non-empty options and exactly one right answer.
 * Returns why the question cannot come in, or undefined.
 */
export function whyNotTaken(stem: string, options: string[], correct: number[]): string | undefined {
  if (stem.trim() === '') return 'it has no question text';
  if (options.length !== 4) return `it has ${options.length} options, where a question has exactly 4`;
  if (options.some((option) => option.trim() === '')) return 'one of its options is empty';
  if (new Set(options).size !== 4) return 'two of its options are the same';
  if (correct.length !== 1) return `it has ${correct.length} right answers, where a question has exactly one`;
  return undefined;
}

const DIFFICULTY_TAG = /^difficulty-(easy|medium|hard)$/;

/** Tags as exported: the difficulty travels as a `difficulty-x` tag in GIFT and Moodle XML. */
export function splitTags(tags: string[]) {
  const difficulty = tags.map((tag) => DIFFICULTY_TAG.exec(tag)?.[1]).find(Boolean);
  return { difficulty, tags: tags.filter((tag) => !DIFFICULTY_TAG.test(tag)) };
}

/** The line (1-based) of a character offset. */
export const lineAt = (text: string, offset: number) => text.slice(0, offset).split('\n').length;

/** A file's bytes as UTF-8 text; a byte that is not UTF-8 becomes U+FFFD rather than stopping the read. */
export const decodeUtf8 = (bytes: Uint8Array) => new TextDecoder('utf-8', { fatal: false }).decode(bytes);

/** A question id as a file may hold it (`typeof-null`, `javascript:typeof-null`), else undefined. */
export const questionId = (...candidates: string[]) =>
  candidates.find((id) => /^(?:[a-z0-9][a-z0-9-]*:)?[a-z0-9][a-z0-9-]{0,59}$/.test(id));
