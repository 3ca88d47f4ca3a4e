import { type Line, readQuestion } from '../content/parse-markdown-question.js';
import { readFrontMatter, splitMarkdownFile } from '../content/parse-markdown.js';
import type { ContentProblem, QuestionDraft } from '../content/types.js';

const SOURCE_LINE = /^source:\s*(.*?)\s*$/i;
export const FRONT_MATTER_KEYS = ['locale', 'topic', 'name'] as const;

export type TranslatedQuestion = {
  draft: QuestionDraft;
  /** The `source:` value: `pending` or a fingerprint; undefined when the line is missing. */
  source: string | undefined;
  sourceLine: number;
  /** The section's lines after its heading, for the line of each code block. */
  lines: Line[];
};

export type TranslationDraft = {
  file: string;
  /** The folder's name and the file's name: where the file says it belongs. */
  folder: string;
  slug: string;
  values: Record<(typeof FRONT_MATTER_KEYS)[number], unknown>;
  lines: Record<(typeof FRONT_MATTER_KEYS)[number], number>;
  otherKeys: string[];
  questions: TranslatedQuestion[];
};

/** Reads content/translations/<locale>/<slug>.md: front matter, then `## id` sections led by `source:`. */
export function parseTranslationMarkdown(file: string, folder: string, slug: string, text: string) {
  const problems: ContentProblem[] = [];
  const problem = (line: number, message: string, fix: string) => problems.push({ file, line, message, fix });
  const split = splitMarkdownFile(text, problem, 'start it with ---, then locale, topic and name lines, then ---');
  if (!split) return { draft: undefined, problems };
  const fields = readFrontMatter(split.frontMatter ?? '', FRONT_MATTER_KEYS, problem);
  const draft: TranslationDraft = {
    file,
    folder,
    slug,
    values: fields.values,
    lines: fields.lines,
    otherKeys: fields.keys.filter((key) => !(FRONT_MATTER_KEYS as readonly string[]).includes(key)),
    questions: split.sections.map((lines) => readTranslatedQuestion(lines, problem)),
  };
  return { draft, problems };
}

function readTranslatedQuestion(lines: Line[], problem: Report) {
  const [heading, ...rest] = lines;
  const first = rest.findIndex((line) => line.text.trim() !== '');
  const match = first === -1 ? null : SOURCE_LINE.exec(rest[first]!.text);
  const body = match ? rest.map((line, index) => (index === first ? { ...line, text: '' } : line)) : rest;
  return {
    draft: readQuestion([heading!, ...body], problem),
    source: match ? match[1]! : undefined,
    sourceLine: match ? rest[first]!.number : heading!.number,
    lines: rest,
  };
}

type Report = (line: number, message: string, fix: string) => void;
