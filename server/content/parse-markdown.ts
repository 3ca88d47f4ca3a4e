import { LineCounter, parseDocument } from 'yaml';
import { FENCE, HEADING, type Line, readQuestion } from './parse-markdown-question.js';
import { type ContentProblem, emptyDraft, type TopicDraft } from './types.js';

/** Reads one topic file: YAML front matter, then one `## id` section per question. */
export function parseTopicMarkdown(file: string, slug: string, source: string) {
  const problems: ContentProblem[] = [];
  const problem = (line: number, message: string, fix: string) => problems.push({ file, line, message, fix });
  const allLines = source.replace(/\r\n?/g, '\n').split('\n');
  const draft = emptyDraft(file, slug);

  let bodyStart = 0;
  if (allLines[0]?.trim() === '---') {
    const end = allLines.findIndex((line, index) => index > 0 && line.trim() === '---');
    if (end === -1) {
      problem(1, 'the front matter is not closed', 'end it with a line of three dashes: ---');
      return { draft: undefined, problems };
    }
    readFrontMatter(allLines.slice(1, end).join('\n'), draft, problem);
    bodyStart = end + 1;
  } else {
    problem(1, 'the file has no front matter', 'start it with ---, then id, name and logo lines, then ---');
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
  draft.questions = sections.map((lines) => readQuestion(lines, problem));
  return { draft, problems };
}

type Report = (line: number, message: string, fix: string) => void;

function readFrontMatter(yamlText: string, draft: TopicDraft, problem: Report) {
  const counter = new LineCounter();
  const doc = parseDocument(yamlText, { lineCounter: counter });
  if (doc.errors.length > 0) {
    const error = doc.errors[0]!;
    problem(
      1 + (error.linePos?.[0].line ?? 1),
      `the front matter is not valid YAML: ${error.message.split('\n')[0]}`,
      'write it as "key: value" lines',
    );
    return;
  }
  const values: unknown = doc.toJS();
  for (const key of ['id', 'name', 'logo', 'tags'] as const) {
    const node = doc.get(key, true) as { range?: [number, number, number] } | undefined;
    draft[key] = values && typeof values === 'object' ? (values as Record<string, unknown>)[key] : undefined;
    if (node?.range) draft.lines[key] = 1 + counter.linePos(node.range[0]).line;
  }
}
