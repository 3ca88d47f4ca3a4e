import { answerIndex, type ExportTopic, licenceNotice, localId } from './export-topic.js';

/** GIFT's special characters (and the backslash that escapes them); a newline is written `\n`. */
export const escapeGift = (text: string) => text.replace(/[\\~=#{}:]/g, '\\$&').replace(/\r?\n/g, '\\n');

/** Options and explanation are text, but a Moodle reads them in the question's format, HTML. */
export const escapeHtmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** GIFT keeps no difficulty: it travels as a tag of this prefix, which the importer reads back. */
export const DIFFICULTY_TAG = 'difficulty-';

const HEADER = [
  'What GIFT cannot carry: a difficulty field (written as a tag difficulty-easy, -medium or -hard),',
  'the topic as more than a category name, and code as code in options and explanations (they are',
  'plain text in which backticks mark code). The question text is HTML; its code blocks keep their language.',
];

/** A GIFT file for Moodle: one category for the topic, one multiple-choice question each. */
export function writeGift(topic: ExportTopic): string {
  const lines = [
    `// ${licenceNotice(topic)}`,
    `// Source: ${topic.source}`,
    ...HEADER.map((line) => `// ${line}`),
    '',
    // The category line is read to its end as it is; a slash would start a sub-category.
    `$CATEGORY: Quiz Dojo/${topic.name.replace(/[/\r\n]+/g, ' ')}`,
    '',
  ];
  for (const question of topic.questions) {
    const tags = [...question.tags, `${DIFFICULTY_TAG}${question.difficulty}`];
    const correct = answerIndex(question);
    lines.push(`// [id:${question.id}] ${tags.map((tag) => `[tag:${tag}]`).join(' ')}`);
    lines.push(`::${escapeGift(localId(question.id))}::[html]${escapeGift(question.question)} {`);
    question.options.forEach((option, index) =>
      lines.push(`\t${index === correct ? '=' : '~'}${escapeGift(escapeHtmlText(option))}`),
    );
    lines.push(`\t####${escapeGift(escapeHtmlText(question.explanation))}`, '}', '');
  }
  return lines.join('\n');
}
