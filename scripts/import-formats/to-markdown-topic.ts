import type { ImportedQuestion, ImportProblem, ReadResult } from '../../contract/import/imported.js';
import { questionMarkdown, shownWhitespace, topicMarkdown } from '../../contract/import/markdown-topic.js';
import type { TopicFileWriter } from '../../server/content/import-json-file.js';
import { parseTopicMarkdown } from '../../server/content/parse-markdown.js';
import { sanitizeQuestionHtml } from '../../server/content/render-question.js';
import { ContentError } from '../../server/content/types.js';

/** The bank's Markdown, with every question's verify line saying it is not proven yet. */
export const markdownWriter = (verify: string): TopicFileWriter => ({
  extension: 'md',
  text: (topic, tags) => topicMarkdown({ ...topic, ...(tags ? { tags } : {}) }, verify),
});

/** What of a question the bank's Markdown parser would read back otherwise, or undefined when nothing. */
function markdownDifference(question: ImportedQuestion & { difficulty: string }): string | undefined {
  const stem = sanitizeQuestionHtml(question.question);
  if (stem.unsupported)
    return 'its text holds HTML tags the bank does not keep (only p, code, pre, strong, em, br, ul, ol, li)';
  if (question.options.some((option) => /[\r\n]/.test(option))) return 'an option spans several lines';
  const section = questionMarkdown('check', question, 'none: check');
  const { draft, problems } = parseTopicMarkdown('check.md', 'check', `---\nid: 1\n---\n\n${section}`);
  const read = draft?.questions[0];
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  if (problems.length > 0 || !read || shownWhitespace(read.html) !== shownWhitespace(stem.html))
    return 'its text reads back otherwise from Markdown';
  if (
    !same(
      read.options.map((option) => option.text),
      question.options,
    )
  )
    return 'an option reads back otherwise from Markdown (spaces around it, or a line break)';
  if (
    !same(
      read.options.map((option) => option.correct),
      question.options.map((o) => o === question.correctAnswer),
    )
  )
    return 'its right answer reads back otherwise from Markdown';
  if (read.explanation !== question.explanation) return 'its explanation reads back otherwise from Markdown';
  if (!same(read.tags, question.tags) || read.difficulty !== question.difficulty)
    return 'its tags or difficulty read back otherwise from Markdown';
  return undefined;
}

/**
 * Gives every question its difficulty (its own, else --difficulty), joins its explanation's lines
 * (the bank's explanation is one paragraph), and leaves out, listed, any question that the bank's
 * Markdown would not read back as it is.
 */
export function keepWritable(read: ReadResult, file: string, difficulty: string | undefined): ReadResult {
  const skipped: ImportProblem[] = [...read.skipped];
  const questions: ImportedQuestion[] = [];
  const missing = read.questions.filter((question) => !question.difficulty).length;
  if (missing > 0 && !difficulty) {
    const message = `${missing} question(s) carry no difficulty (the format has none, or the file gives none)`;
    const fix = 'pass --difficulty easy, medium or hard for them, then change it per question in the written file';
    throw new ContentError([{ file, line: 1, message, fix }]);
  }
  read.questions.forEach((imported, index) => {
    const question = {
      ...imported,
      difficulty: imported.difficulty || difficulty!,
      explanation: imported.explanation.replace(/\s+/g, ' ').trim(),
    };
    const why = markdownDifference(question);
    if (why === undefined) questions.push(question);
    else {
      const name = `question ${index + 1}${imported.id ? ` (${imported.id})` : ''}`;
      const fix = 'write it into the Markdown by hand, or change it in the file you import';
      skipped.push({ file, line: 1, message: `${name} left out: ${why}`, fix });
    }
  });
  if (questions.length === 0) {
    const fix = 'see why each question was left out above';
    throw new ContentError([...skipped, { file, line: 1, message: 'no question can be written as it is', fix }]);
  }
  return { ...read, questions, skipped };
}
