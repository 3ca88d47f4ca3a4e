import { checkFrontMatter } from './check-front-matter.js';
import type { ContentProblem, QuestionDraft, TopicDraft } from '../content/types.js';
import { checkCode } from './check-code.js';
import { FINGERPRINT, PENDING, sourceFingerprint, translationState, type TranslationState } from './fingerprint.js';
import type { TranslatedQuestion, TranslationDraft } from './parse-translation.js';

export type TranslatedText = { question: string; options: string[]; correctAnswer: string; explanation: string };
export type QuestionTranslation = {
  localId: string;
  line: number;
  /** The line of its `source:`, which --stamp and --renew rewrite. */
  sourceLine: number;
  /** The source question's fingerprint now. */
  fingerprint: string;
  state: TranslationState;
  text: TranslatedText;
};
/** One file's result: its questions that meet every rule, each fresh, stale or pending. */
export type TopicTranslation = {
  file: string;
  locale: string;
  slug: string;
  name: string | undefined;
  questions: QuestionTranslation[];
};

type Report = (line: number, message: string, fix: string) => void;
const renew = (file: string, id: string) => `npm run content:translations -- --renew ${file} ${id}`;

/** Every rule of one translation file against its source topic (undefined when there is none). */
export function checkTranslation(
  draft: TranslationDraft,
  source: TopicDraft | undefined,
  problems: ContentProblem[],
  warnings: ContentProblem[],
) {
  const { file } = draft;
  const fail: Report = (line, message, fix) => problems.push({ file, line, message, fix });
  const warn: Report = (line, message, fix) => warnings.push({ file, line, message, fix });
  const name = checkFrontMatter(draft, fail);
  if (!source || !source.file.endsWith('.md')) {
    fail(
      1,
      `there is no Markdown topic content/topics/${draft.slug}.md to translate`,
      'name the file after a topic file of content/topics/',
    );
    return undefined;
  }
  const sourceIds = source.questions.map((q) => q.localId);
  const seen = new Set<string>();
  let lastIndex = -1;
  const questions = draft.questions.flatMap((translated) => {
    const q = translated.draft;
    const index = sourceIds.indexOf(q.localId);
    if (index === -1) {
      fail(
        q.line,
        `question "${q.localId}" is not in ${source.file}`,
        'use the id of a question of the source, or remove this one',
      );
      return [];
    }
    if (seen.has(q.localId)) {
      fail(q.line, `question "${q.localId}" appears twice in this file`, 'keep one translation of each question');
      return [];
    }
    seen.add(q.localId);
    if (index < lastIndex)
      fail(q.line, `question "${q.localId}" is out of the source's order`, `move it to where it is in ${source.file}`);
    lastIndex = Math.max(lastIndex, index);
    const sourceQuestion = source.questions[index]!;
    const before = problems.length;
    checkQuestion(translated, sourceQuestion, source.file, fail);
    if (problems.length > before) return [];
    const current = sourceFingerprint(sourceQuestion);
    const state = translationState(translated.source!, current);
    if (state === 'stale')
      warn(
        translated.sourceLine,
        `question "${q.localId}" is stale: its English source changed since it was translated, so the app shows the English`,
        `bring it in line with ${source.file}, then run ${renew(file, q.localId)}`,
      );
    else if (state === 'pending')
      warn(
        translated.sourceLine,
        `question "${q.localId}" is not stamped yet, so the app shows the English`,
        `run npm run content:translations -- --stamp ${file}`,
      );
    const place = { localId: q.localId, line: q.line, sourceLine: translated.sourceLine, fingerprint: current };
    return [{ ...place, state, text: translatedText(q) }];
  });
  return {
    file,
    locale: draft.folder,
    slug: draft.slug,
    name,
    questions,
  };
}

function checkQuestion(translated: TranslatedQuestion, source: QuestionDraft, sourceFile: string, fail: Report) {
  const q = translated.draft;
  const name = `question "${q.localId}"`;
  if (translated.source === undefined || (translated.source !== PENDING && !FINGERPRINT.test(translated.source)))
    fail(
      translated.sourceLine,
      `${name} does not start with "source: pending" or a fingerprint`,
      'write "source: pending" on the line under its heading, then stamp it (npm run content:translations -- --stamp FILE)',
    );
  const lines: [string, number | undefined][] = [
    ['difficulty:', q.difficulty === undefined ? undefined : q.difficultyLine],
    ['tags:', q.tags.length === 0 ? undefined : q.tagsLine],
    ['verify:', q.verify ? q.verifyLine : undefined],
    ['Check:', q.checkLine],
    ['Expect:', q.expectLine],
  ];
  for (const [key, line] of lines)
    if (line !== undefined)
      fail(line, `${name} has a "${key}" line, which belongs to the source`, `remove it; ${sourceFile} keeps it`);
  if (q.markdown.trim() === '')
    fail(q.line, `${name} has no question text`, 'translate the question text between the source line and the options');
  if (q.explanation.trim() === '')
    fail(
      q.explanationLine,
      `${name} has no explanation`,
      'translate the explanation after "Explanation:" (keep the keyword in English)',
    );
  const texts = new Set<string>();
  for (const option of q.options) {
    const text = option.text.trim();
    if (text === '') fail(option.line, `${name} has an empty option`, 'translate the option after the checkbox');
    else if (texts.has(text))
      fail(option.line, `${name} has the option "${text}" twice`, 'translate each option so that the four differ');
    texts.add(text);
  }
  checkCode(source, sourceFile, translated, fail);
}

function translatedText(q: QuestionDraft): TranslatedText {
  const options = q.options.map((option) => option.text.trim());
  return {
    question: q.html,
    options,
    correctAnswer: q.options.find((option) => option.correct)?.text.trim() ?? '',
    explanation: q.explanation.trim(),
  };
}
