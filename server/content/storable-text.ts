import type { TopicDraft } from './types.js';

/**
 * Text both databases store as written. PostgreSQL's text refuses U+0000 (error 22021) and the
 * drivers write an unpaired surrogate half as U+FFFD, so either would fail an import or change
 * a question silently; SQLite keeps the first but many of its functions stop at it.
 */
// eslint-disable-next-line no-control-regex -- U+0000 is exactly what this looks for
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSTORABLE_FIX =
  'delete it (in JSON or quoted YAML, look for an escape such as \\u0000, \\0 or \\x00, or a \\uD800-\\uDFFF escape without its pair)';

/** Where the first character no database can store sits in the text, and what it is. */
export function findUnstorable(text: string): { index: number; what: string } | undefined {
  const match = UNSTORABLE.exec(text);
  if (!match) return undefined;
  const code = match[0].charCodeAt(0);
  const what =
    code === 0
      ? 'a NUL character (U+0000)'
      : `half of a surrogate pair without its other half (U+${code.toString(16).toUpperCase()})`;
  return { index: match.index, what };
}

/** The 1-based line of a position in a text. */
export function lineAt(text: string, index: number): number {
  let line = 1;
  for (let at = text.indexOf('\n'); at !== -1 && at < index; at = text.indexOf('\n', at + 1)) line++;
  return line;
}

type Report = (line: number, message: string, fix: string) => void;

/**
 * Every text of a topic that reaches the database, escapes decoded: a JSON "\u0000" or a YAML
 * "\0" is not in the file as such, so checking the file's characters alone would miss it.
 */
export function reportUnstorable(draft: TopicDraft, report: Report) {
  const check = (text: unknown, line: number, where: string) => {
    const found = typeof text === 'string' ? findUnstorable(text) : undefined;
    if (found) report(line, `${where} contains ${found.what}, which the database cannot store`, UNSTORABLE_FIX);
  };
  check(draft.name, draft.lines.name, 'the topic name');
  check(draft.logo, draft.lines.logo, 'the logo reference');
  for (const question of draft.questions) {
    const name = `question "${question.localId}"`;
    check(question.html, question.line, `the text of ${name}`);
    for (const option of question.options) check(option.text, option.line, `an option of ${name}`);
    check(question.explanation, question.explanationLine, `the explanation of ${name}`);
  }
}
