import { type CodeDraft, parseVerify, type QuestionDraft } from './types.js';

type Report = (line: number, message: string, fix: string) => void;

/**
 * The question-format fields of a JSON question (`tags`, `verify`, `check`, `expect`), read the
 * same way as their Markdown lines; a field of the wrong JSON type is reported at its line.
 */
export function readFormatFields(
  draft: QuestionDraft,
  value: Record<string, unknown>,
  lineOf: (key: string) => number,
  problem: Report,
) {
  const name = `question "${draft.localId}"`;
  if (value.tags !== undefined) {
    draft.tagsLine = lineOf('tags');
    if (Array.isArray(value.tags) && value.tags.every((tag) => typeof tag === 'string')) draft.tags = value.tags;
    else
      problem(draft.tagsLine, `the "tags" of ${name} are not a list of strings`, 'write them as "tags": ["tag-one"]');
  }
  if (value.verify !== undefined) {
    draft.verifyLine = lineOf('verify');
    if (typeof value.verify === 'string') draft.verify = parseVerify(value.verify);
    else
      problem(
        draft.verifyLine,
        `the "verify" of ${name} is not a string`,
        'write it as "verify": "node" or "verify": "none: concept"',
      );
  }
  if (value.check !== undefined) {
    const line = lineOf('check');
    draft.checkLine = line;
    const check = value.check as { lang?: unknown; code?: unknown } | null;
    if (check && typeof check === 'object' && typeof check.code === 'string' && check.code.trim() !== '')
      draft.check = { lang: typeof check.lang === 'string' ? check.lang.toLowerCase() : '', code: check.code, line };
    else
      problem(
        line,
        `the "check" of ${name} has no code`,
        'write it as "check": {"lang": "js", "code": "console.log(1)"}',
      );
  }
  if (value.expect !== undefined) {
    draft.expectLine = lineOf('expect');
    if (typeof value.expect === 'string') draft.expect = value.expect;
    else
      problem(
        draft.expectLine,
        `the "expect" of ${name} is not a string`,
        'write the expected output as a JSON string',
      );
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'" };

/** The first `<pre><code class="language-x">` of sanitized question HTML, as source text. */
export function firstCodeBlock(html: string, line: number): CodeDraft | undefined {
  const match = /<pre><code(?: class="language-([^"]*)")?>([\s\S]*?)<\/code><\/pre>/.exec(html);
  if (!match) return undefined;
  const code = match[2]!.replace(/&(amp|lt|gt|quot|#39|apos);/g, (_all, name: string) => ENTITIES[name]!);
  return { lang: (match[1] ?? '').toLowerCase(), code: code.replace(/\n$/, ''), line };
}
