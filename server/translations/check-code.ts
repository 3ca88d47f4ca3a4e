import type { QuestionDraft } from '../content/types.js';
import { codeSpans, isCodeOption, numbered, spanDifferences, splitFences } from './code-parts.js';
import type { TranslatedQuestion } from './parse-translation.js';

type Report = (line: number, message: string, fix: string) => void;

const NEVER_TRANSLATED = 'code is never translated: copy it from the source byte for byte';

/**
 * The code rule (docs/translations.md): the question's fenced blocks byte-identical and in order;
 * each inline code span of the question text, of each option and of the explanation as many times
 * as in the source; options that are code identical; the same options in order with the same mark.
 */
export function checkCode(source: QuestionDraft, sourceFile: string, translated: TranslatedQuestion, fail: Report) {
  const draft = translated.draft;
  const name = `question "${draft.localId}"`;
  const stemEnd = draft.options[0]?.line ?? draft.explanationLine;
  const stemLines = translated.lines.filter((line) => line.number < stemEnd || stemEnd === draft.line);
  const stemLine =
    stemLines.find((line) => line.text.trim() !== '' && line.number !== translated.sourceLine)?.number ?? draft.line;
  const ours = splitFences(stemLines);
  const theirs = splitFences(numbered(source.markdown));
  theirs.blocks.forEach((block, index) => {
    const mine = ours.blocks[index];
    if (!mine)
      fail(
        stemLine,
        `${name} lacks the source's code block ${index + 1}`,
        `add it as in ${sourceFile}; ${NEVER_TRANSLATED}`,
      );
    else if (mine.text !== block.text)
      fail(mine.line, `${name}: this code block differs from the source's block ${index + 1}`, NEVER_TRANSLATED);
  });
  for (const extra of ours.blocks.slice(theirs.blocks.length))
    fail(
      extra.line,
      `${name} has a code block the source does not have`,
      `remove it; ${sourceFile} has ${theirs.blocks.length}`,
    );

  const spans = (part: string, line: number, sourceText: string, text: string) => {
    for (const [span, more] of spanDifferences(codeSpans(sourceText), codeSpans(text))) {
      const times = (count: number) => (count === 1 ? 'once' : `${count} times`);
      const inSource = codeSpans(sourceText).filter((s) => s === span).length;
      fail(
        line,
        `${name}: ${part} has ${span} ${times(inSource + more)}, the source ${times(inSource)}`,
        `keep every inline code span of the source, as many times and byte for byte; ${NEVER_TRANSLATED}`,
      );
    }
  };
  spans('the question text', stemLine, theirs.prose, ours.prose);
  if (draft.options.length !== source.options.length) {
    fail(
      draft.options[0]?.line ?? draft.line,
      `${name} has ${draft.options.length} options, the source ${source.options.length}`,
      'translate each option of the source, in its order',
    );
  } else {
    source.options.forEach((option, index) => {
      const mine = draft.options[index]!;
      const label = `option ${index + 1}`;
      if (mine.correct !== option.correct)
        fail(
          mine.line,
          `${name}: ${label} is marked ${mine.correct ? '[x]' : '[ ]'}, the source's ${option.correct ? '[x]' : '[ ]'}`,
          `keep the options in the source's order and mark with [x] the one the source marks (${sourceFile})`,
        );
      if (isCodeOption(option.text) && mine.text.trim() !== option.text.trim())
        fail(
          mine.line,
          `${name}: ${label} is code and differs from the source's ${option.text.trim()}`,
          NEVER_TRANSLATED,
        );
      else spans(label, mine.line, option.text, mine.text);
    });
  }
  spans('the explanation', draft.explanationLine, source.explanation, draft.explanation);
}
