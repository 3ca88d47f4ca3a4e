import { parse, type GIFTQuestion, type SyntaxError as GiftSyntaxError } from 'gift-pegjs';
import { type ImportedQuestion, type ImportProblem, type ReadResult, splitTags, whyNotTaken } from './imported.js';

const HTML_TEXT: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>' };
const htmlText = (text: string) => text.replace(/&(amp|lt|gt);/g, (entity) => HTML_TEXT[entity]!);

/** GIFT questions are separated by blank lines: each block is parsed alone, so a problem has its line. */
function blocks(text: string) {
  const found: { line: number; text: string }[] = [];
  let current: string[] = [];
  let start = 1;
  text.split(/\r?\n/).forEach((line, index) => {
    if (line.trim() === '') {
      if (current.length > 0) found.push({ line: start, text: current.join('\n') });
      current = [];
      start = index + 2;
    } else current.push(line);
  });
  if (current.length > 0) found.push({ line: start, text: current.join('\n') });
  return found;
}

/**
 * Reads GIFT with gift-pegjs, a GIFT grammar of its own. Only multiple-choice questions with four
 * options and one `=` answer come in; in an [html] question the options and feedback are HTML text.
 */
export function readGift(file: string, text: string): ReadResult {
  const questions: ImportedQuestion[] = [];
  const skipped: ImportProblem[] = [];
  let name: string | undefined;
  for (const block of blocks(text)) {
    if (block.text.split('\n').every((line) => line.trimStart().startsWith('//'))) continue;
    let parsed: GIFTQuestion[];
    try {
      parsed = parse(`${block.text}\n`);
    } catch (error) {
      const { location, message } = error as GiftSyntaxError;
      const fix = 'correct the GIFT there: escape ~ = # { } : with a backslash inside text';
      skipped.push({ file, line: block.line + (location?.start.line ?? 1) - 1, message: `left out: ${message}`, fix });
      continue;
    }
    for (const question of parsed) {
      if (question.type === 'Category') {
        name ??= question.title.split('/').pop()?.trim();
        continue;
      }
      if (question.type !== 'MC') {
        const fix = 'only multiple-choice questions with four options come in';
        skipped.push({ file, line: block.line, message: `left out: a ${question.type} question`, fix });
        continue;
      }
      const html = question.stem.format === 'html';
      const options = question.choices.map((choice) => (html ? htmlText(choice.text.text) : choice.text.text));
      const correct = question.choices.flatMap((choice, index) => (choice.isCorrect ? [index] : []));
      const why = whyNotTaken(question.stem.text, options, correct);
      if (why) {
        skipped.push({
          file,
          line: block.line,
          message: `question left out: ${why}`,
          fix: 'give it four different options, one of them marked =',
        });
        continue;
      }
      const feedback = question.globalFeedback?.text ?? '';
      questions.push({
        ...(question.id ? { id: question.id } : {}),
        question: question.stem.text,
        options,
        correctAnswer: options[correct[0]!]!,
        explanation: html ? htmlText(feedback) : feedback,
        ...splitTags(question.tags ?? []),
      });
    }
  }
  return { name, questions, skipped };
}
