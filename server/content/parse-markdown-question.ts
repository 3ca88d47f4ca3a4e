import { renderQuestionMarkdown } from './render-question.js';
import { type CodeDraft, emptyQuestion, parseTags, parseVerify, type QuestionDraft } from './types.js';

export const HEADING = /^##\s+(.*?)\s*$/;
export const FENCE = /^\s*(```|~~~)/;
const FENCE_LANG = /^\s*(?:```|~~~)\s*([^\s`{]*)/;
const HEADER = /^(difficulty|tags|verify):\s*(.*?)\s*$/i;
const OPTION = /^[-*]\s+\[([ xX])\]\s+(.*?)\s*$/;
const EXPLANATION = /^explanation:\s*(.*?)\s*$/i;
const CHECK = /^check:\s*(.*?)\s*$/i;
const EXPECT = /^expect:\s*(.*?)\s*$/i;
const CODE_SPAN = /^(`+)(.*)\1$/;

export type Line = { text: string; number: number; inFence: boolean };
type Report = (line: number, message: string, fix: string) => void;
type Stage = 'start' | 'body' | 'options' | 'explanation' | 'check' | 'after-check' | 'expect' | 'done';

/** One `## id` section: header lines, question text, options, explanation, then optional Check/Expect. */
export function readQuestion(lines: Line[], problem: Report): QuestionDraft {
  const [heading, ...rest] = lines;
  const draft = emptyQuestion(HEADING.exec(heading!.text)![1]!, heading!.number);
  const name = `"${draft.localId}"`;
  const body: Line[] = [];
  let block: Line[] | undefined;
  let stage: Stage = 'start';
  const seenHeaders = new Set<string>();
  const unexpected = (line: Line, after: string, fix: string) =>
    problem(line.number, `unexpected text after ${after} of ${name}`, fix);

  for (const line of rest) {
    const text = line.text;
    const blank = text.trim() === '';
    if (block) {
      block.push(line);
      if (line.inFence && FENCE.test(text)) {
        const code = toCode(block);
        if (stage === 'check') draft.check = code;
        else draft.expect = code.code;
        stage = stage === 'check' ? 'after-check' : 'done';
        block = undefined;
      }
      continue;
    }
    if (stage === 'start' && blank) continue;
    const header = stage === 'start' ? HEADER.exec(text) : null;
    if (header) {
      readHeader(draft, header[1]!.toLowerCase(), header[2]!, line.number, seenHeaders, problem);
      continue;
    }
    if (stage === 'start') stage = 'body';
    const option = line.inFence ? null : OPTION.exec(text);
    const explanation = line.inFence ? null : EXPLANATION.exec(text);
    const check = line.inFence ? null : CHECK.exec(text);
    const expect = line.inFence ? null : EXPECT.exec(text);
    if (stage === 'body' || stage === 'options') {
      if (option) {
        stage = 'options';
        draft.options.push({ text: option[2]!, correct: option[1] !== ' ', line: line.number });
      } else if (explanation) {
        stage = 'explanation';
        draft.explanation = explanation[1]!;
        draft.explanationLine = line.number;
      } else if (stage === 'body') body.push(line);
      else if (!blank)
        unexpected(
          line,
          'the options',
          'put the question text above the options and start the explanation with "Explanation:"',
        );
    } else if (
      (stage === 'explanation' && (check || expect)) ||
      ((stage === 'check' || stage === 'after-check') && expect)
    ) {
      const isCheck: boolean = check !== null && stage === 'explanation';
      draft[isCheck ? 'checkLine' : 'expectLine'] = line.number;
      stage = isCheck ? 'check' : 'expect';
      const inline = (isCheck ? check : expect)![1]!;
      if (!isCheck && inline !== '') {
        stage = 'done';
        const span = CODE_SPAN.exec(inline);
        if (span) draft.expect = span[2]!.replace(/^ (.*) $/, '$1');
        else
          problem(
            line.number,
            `the Expect: value of ${name} is not in backticks`,
            'write it as Expect: `output`, or put a ```text block under Expect:',
          );
      } else if (isCheck && inline !== '') {
        problem(
          line.number,
          `text after "Check:" in ${name}`,
          'put the check script in a fenced code block on the lines under "Check:"',
        );
      }
    } else if (stage === 'explanation') {
      draft.explanation = `${draft.explanation} ${text.trim()}`.trim();
    } else if ((stage === 'check' || stage === 'expect') && !line.inFence && FENCE.test(text)) {
      block = [line];
    } else if (!blank) {
      const after = draft.expectLine !== undefined ? 'Expect:' : 'Check:';
      stage = 'done';
      unexpected(
        line,
        after,
        'after "Check:" comes one fenced code block, after "Expect:" `output` or one ```text block',
      );
    }
  }
  if (block)
    problem(block[0]!.number, `the code block of ${name} is not closed`, 'end it with a line of three backticks');
  draft.markdown = body.map((line) => line.text).join('\n');
  const rendered = renderQuestionMarkdown(draft.markdown);
  draft.html = rendered.html;
  draft.code = firstCodeBlock(body);
  if (rendered.unsupported) {
    problem(
      draft.line,
      `question ${name} uses Markdown that is not shown (links, images, headings, quotes or tables)`,
      'use only paragraphs, lists, **bold**, *emphasis*, `code` and fenced code blocks',
    );
  }
  return draft;
}

function readHeader(
  draft: QuestionDraft,
  key: string,
  value: string,
  line: number,
  seen: Set<string>,
  problem: Report,
) {
  if (seen.has(key)) {
    problem(line, `question "${draft.localId}" has a second "${key}:" line`, `keep one "${key}:" line`);
    return;
  }
  seen.add(key);
  if (key === 'difficulty') {
    draft.difficulty = value;
    draft.difficultyLine = line;
  } else if (key === 'tags') {
    draft.tags = parseTags(value);
    draft.tagsLine = line;
  } else {
    draft.verify = parseVerify(value);
    draft.verifyLine = line;
  }
}

/** A fenced block from its opening to its closing fence line. */
function toCode(block: Line[], closed = true): CodeDraft {
  return {
    lang: FENCE_LANG.exec(block[0]!.text)![1]!.toLowerCase(),
    code: block
      .slice(1, closed ? -1 : undefined)
      .map((line) => line.text)
      .join('\n'),
    line: block[0]!.number,
  };
}

function firstCodeBlock(body: Line[]): CodeDraft | undefined {
  const start = body.findIndex((line) => !line.inFence && FENCE.test(line.text));
  if (start === -1) return undefined;
  const end = body.findIndex((line, index) => index > start && line.inFence && FENCE.test(line.text));
  return toCode(body.slice(start, end === -1 ? body.length : end + 1), end !== -1);
}
