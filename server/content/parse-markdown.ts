import { LineCounter, parseDocument } from 'yaml';
import { renderQuestionMarkdown } from './render-question.js';
import { type ContentProblem, emptyDraft, type OptionDraft, type QuestionDraft, type TopicDraft } from './types.js';

const HEADING = /^##\s+(.*?)\s*$/;
const DIFFICULTY = /^difficulty:\s*(.*?)\s*$/i;
const OPTION = /^[-*]\s+\[([ xX])\]\s+(.*?)\s*$/;
const EXPLANATION = /^explanation:\s*(.*?)\s*$/i;
const FENCE = /^\s*(```|~~~)/;

type Line = { text: string; number: number; inFence: boolean };

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
  for (const key of ['id', 'name', 'logo'] as const) {
    const node = doc.get(key, true) as { range?: [number, number, number] } | undefined;
    draft[key] = doc.get(key);
    if (node?.range) draft.lines[key] = 1 + counter.linePos(node.range[0]).line;
  }
}

function readQuestion(lines: Line[], problem: Report): QuestionDraft {
  const [heading, ...rest] = lines;
  const draft: QuestionDraft = {
    localId: HEADING.exec(heading!.text)![1]!,
    line: heading!.number,
    html: '',
    difficulty: undefined,
    difficultyLine: heading!.number,
    options: [],
    explanation: '',
    explanationLine: heading!.number,
  };
  const body: string[] = [];
  let stage: 'start' | 'body' | 'options' | 'explanation' = 'start';
  for (const line of rest) {
    const text = line.text;
    const option = line.inFence ? null : OPTION.exec(text);
    const explanation = line.inFence ? null : EXPLANATION.exec(text);
    if (stage === 'start' && text.trim() === '') continue;
    if (stage === 'start') {
      stage = 'body';
      const difficulty = DIFFICULTY.exec(text);
      if (difficulty) {
        draft.difficulty = difficulty[1];
        draft.difficultyLine = line.number;
        continue;
      }
    }
    if (option && stage !== 'explanation') {
      stage = 'options';
      draft.options.push(readOption(option, line.number));
    } else if (explanation && stage !== 'explanation') {
      stage = 'explanation';
      draft.explanation = explanation[1]!;
      draft.explanationLine = line.number;
    } else if (stage === 'body') {
      body.push(text);
    } else if (stage === 'explanation') {
      draft.explanation = `${draft.explanation} ${text.trim()}`.trim();
    } else if (text.trim() !== '') {
      problem(
        line.number,
        `unexpected text after the options of "${draft.localId}"`,
        'put the question text above the options and start the explanation with "Explanation:"',
      );
    }
  }
  const rendered = renderQuestionMarkdown(body.join('\n'));
  draft.html = rendered.html;
  if (rendered.unsupported) {
    problem(
      draft.line,
      `question "${draft.localId}" uses Markdown that is not shown (links, images, headings, quotes or tables)`,
      'use only paragraphs, lists, **bold**, *emphasis*, `code` and fenced code blocks',
    );
  }
  return draft;
}

function readOption(match: RegExpExecArray, line: number): OptionDraft {
  return { text: match[2]!, correct: match[1] !== ' ', line };
}
