import {
  type ImportedQuestion,
  type ImportProblem,
  lineAt,
  type ReadResult,
  splitTags,
  whyNotTaken,
} from './imported.js';
import { parseUntrustedXml, xmlText } from './safe-xml.js';

type Node = Record<string, unknown>;
const text = (node: unknown) => xmlText((node as Node | undefined)?.text);

/** The line of each `<question` start tag, found with CDATA and comments blanked out. */
function questionLines(source: string): number[] {
  const masked = source.replace(/<!\[CDATA\[[\s\S]*?\]\]>|<!--[\s\S]*?-->/g, (part) => part.replace(/[^\n]/g, ' '));
  return [...masked.matchAll(/<question\b/g)].map((match) => lineAt(masked, match.index));
}

/**
 * Reads Moodle XML: multichoice questions with one answer of fraction 100 among four come in;
 * a category names the topic; any other question is listed with its line and left out.
 */
export function readMoodleXml(file: string, source: string): ReadResult {
  const root = parseUntrustedXml(file, source);
  const quiz = root.quiz as Node | undefined;
  if (!quiz) {
    const fix = 'a Moodle XML file has <quiz> as its root element';
    return { questions: [], skipped: [{ file, line: 1, message: 'there is no <quiz> element', fix }] };
  }
  const lines = questionLines(source);
  const questions: ImportedQuestion[] = [];
  const skipped: ImportProblem[] = [];
  let name: string | undefined;
  ((quiz.question as Node[] | undefined) ?? []).forEach((question, index) => {
    const line = lines[index] ?? 1;
    const type = String(question['@_type'] ?? '');
    if (type === 'category') {
      name ??= text(question.category).split('/').pop()?.trim();
      return;
    }
    const answers = (question.answer as Node[] | undefined) ?? [];
    const options = answers.map(text);
    const correct = answers.flatMap((answer, i) => (Number(answer['@_fraction']) === 100 ? [i] : []));
    const single = xmlText(question.single) !== 'false';
    const why =
      type !== 'multichoice'
        ? `a ${type || 'untyped'} question`
        : single
          ? whyNotTaken(text(question.questiontext), options, correct)
          : 'it allows more than one answer (<single>false</single>)';
    if (why) {
      skipped.push({
        file,
        line,
        message: `question left out: ${why}`,
        fix: 'only multichoice questions with one right answer (fraction 100) among four come in',
      });
      return;
    }
    const tags = ((question.tags as Node | undefined)?.tag as Node[] | undefined) ?? [];
    const id = xmlText(question.idnumber);
    questions.push({
      ...(id ? { id } : {}),
      question: text(question.questiontext),
      options,
      correctAnswer: options[correct[0]!]!,
      explanation: text(question.generalfeedback),
      ...splitTags(tags.map(text)),
    });
  });
  return { name, questions, skipped };
}
