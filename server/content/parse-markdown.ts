import { LineCounter, parseDocument } from 'yaml';
import { FENCE, HEADING, type Line, readQuestion } from './parse-markdown-question.js';
import { type ContentProblem, emptyDraft } from './types.js';

type Report = (line: number, message: string, fix: string) => void;

/** Reads one topic file: YAML front matter, then one `## id` section per question. */
export function parseTopicMarkdown(file: string, slug: string, source: string) {
  const problems: ContentProblem[] = [];
  const problem = (line: number, message: string, fix: string) => problems.push({ file, line, message, fix });
  const split = splitMarkdownFile(source, problem, 'start it with ---, then id, name and logo lines, then ---');
  if (!split) return { draft: undefined, problems };
  const draft = emptyDraft(file, slug);
  if (split.frontMatter !== undefined) {
    const fields = readFrontMatter(split.frontMatter, ['id', 'name', 'logo', 'tags'], problem);
    Object.assign(draft, fields.values);
    Object.assign(draft.lines, fields.lines);
  }
  draft.questions = split.sections.map((lines) => readQuestion(lines, problem));
  return { draft, problems };
}

/**
 * The parts every Markdown content file shares (topics and their translations): the front matter's
 * text, then the lines of each `## id` section. Undefined when the front matter is not closed.
 */
export function splitMarkdownFile(source: string, problem: Report, noFrontMatterFix: string) {
  const allLines = source.replace(/\r\n?/g, '\n').split('\n');
  let bodyStart = 0;
  let frontMatter: string | undefined;
  if (allLines[0]?.trim() === '---') {
    const end = allLines.findIndex((line, index) => index > 0 && line.trim() === '---');
    if (end === -1) {
      problem(1, 'the front matter is not closed', 'end it with a line of three dashes: ---');
      return undefined;
    }
    frontMatter = allLines.slice(1, end).join('\n');
    bodyStart = end + 1;
  } else {
    problem(1, 'the file has no front matter', noFrontMatterFix);
  }

  let inFence = false;
  const lines: Line[] = allLines.slice(bodyStart).map((text, index) => {
    const line = { text, number: bodyStart + index + 1, inFence };
    if (FENCE.test(text)) inFence = !inFence;
    return line;
  });

  let section: Line[] | undefined;
  const sections: Line[][] = [];
  for (const line of lines) {
    if (!line.inFence && HEADING.test(line.text)) {
      section = [line];
      sections.push(section);
    } else if (section) {
      section.push(line);
    } else if (line.text.trim() !== '') {
      problem(line.number, 'text outside a question', 'start each question with a "## question-id" heading');
    }
  }
  return { frontMatter, sections };
}

/** The values of `keys` in the front matter (a line's number counts from the file's first line). */
export function readFrontMatter<K extends string>(yamlText: string, keys: readonly K[], problem: Report) {
  const values = {} as Record<K, unknown>;
  const lines = {} as Record<K, number>;
  const counter = new LineCounter();
  const doc = parseDocument(yamlText, { lineCounter: counter });
  if (doc.errors.length > 0) {
    const error = doc.errors[0]!;
    problem(
      1 + (error.linePos?.[0].line ?? 1),
      `the front matter is not valid YAML: ${error.message.split('\n')[0]}`,
      'write it as "key: value" lines',
    );
    return { values, lines, keys: [] as string[] };
  }
  const all: unknown = doc.toJS();
  const record = all && typeof all === 'object' ? (all as Record<string, unknown>) : {};
  for (const key of keys) {
    const node = doc.get(key, true) as { range?: [number, number, number] } | undefined;
    values[key] = record[key];
    lines[key] = node?.range ? 1 + counter.linePos(node.range[0]).line : 1;
  }
  return { values, lines, keys: Object.keys(record) };
}
