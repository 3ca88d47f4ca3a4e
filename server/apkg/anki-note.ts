import { ANSWER_LETTERS, answerIndex, type ExportTopic } from '../../contract/export/export-topic.js';
import { DIFFICULTY_TAG } from '../../contract/export/gift.js';
import type { FullQuestion } from '../../contract/quiz.js';

/** The note type's fields, in order: the first is the one Anki sorts by and checks for duplicates. */
export const NOTE_FIELDS = ['Question', 'Options', 'Answer', 'Explanation', 'Id', 'Source'] as const;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => ESCAPES[char]!);

/**
 * Anki reads `[sound:x]`, `[anki:tts]` and `[$]…[/$]` in a field's text as media and LaTeX; a `[`
 * written as a character reference shows the same and starts none of them.
 */
const inertBrackets = (html: string) => html.replace(/\[/g, '&#91;');

/**
 * Options and explanations are plain text in which `backticks` mark code (as on the site): escaped,
 * with code in `<code>`; an unmatched last backtick stays as typed.
 */
export function codeTextHtml(text: string): string {
  const parts = escapeHtml(text).split('`');
  if (parts.length % 2 === 0) {
    const tail = parts.pop()!;
    parts[parts.length - 1] += `\`${tail}`;
  }
  const joined = parts.map((part, index) => (index % 2 === 1 ? `<code>${part}</code>` : part)).join('');
  return joined.replace(/\r?\n/g, '<br>');
}

/** Anki tags have no spaces; a topic or question tag with one keeps its words joined by `_`. */
const ankiTag = (tag: string) => tag.trim().replace(/\s+/g, '_');

/** The note's tags: the topic's slug, the question's tags and its difficulty as the other formats write it. */
export const noteTags = (topic: ExportTopic, question: FullQuestion) => [
  ...new Set([topic.slug, ...question.tags, `${DIFFICULTY_TAG}${question.difficulty}`].map(ankiTag)),
];

/**
 * The fields of one question's note. The stem is the API's sanitized HTML, its code in
 * `<pre><code class="language-x">`, kept as it is; everything else is escaped here.
 */
export function noteFields(question: FullQuestion, notice: string): string[] {
  const correct = answerIndex(question);
  const options = question.options
    .map((option, index) => `<li><strong>${ANSWER_LETTERS[index]}.</strong> ${codeTextHtml(option)}</li>`)
    .join('');
  const fields: Record<(typeof NOTE_FIELDS)[number], string> = {
    Question: question.question,
    Options: `<ul class="options">${options}</ul>`,
    Answer: `<p class="answer"><strong>${ANSWER_LETTERS[correct]}.</strong> ${codeTextHtml(question.options[correct]!)}</p>`,
    Explanation: question.explanation ? `<p>${codeTextHtml(question.explanation)}</p>` : '',
    Id: escapeHtml(question.id),
    Source: escapeHtml(notice),
  };
  return NOTE_FIELDS.map((name) => inertBrackets(fields[name]));
}
