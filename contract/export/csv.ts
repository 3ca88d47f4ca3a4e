import { stringify } from 'csv-stringify/browser/esm/sync';
import { CSV_COLUMNS, escapeCell } from './csv-cells.js';
import { ANSWER_LETTERS, answerIndex, type ExportTopic, licenceNotice } from './export-topic.js';

/**
 * One row per question (RFC 4180: comma, CRLF, quotes doubled; UTF-8 without BOM). Tags are
 * separated by spaces, as Anki and most flashcard tools read them. CSV has no comments, so every
 * row carries the licence and the source.
 */
export function writeCsv(topic: ExportTopic): string {
  const notice = licenceNotice(topic);
  const rows = topic.questions.map((question) => [
    question.id,
    topic.slug,
    question.difficulty,
    question.tags.join(' '),
    question.question,
    ...question.options,
    ANSWER_LETTERS[answerIndex(question)]!,
    question.explanation,
    notice,
    topic.source,
  ]);
  return stringify([[...CSV_COLUMNS], ...rows.map((row) => row.map(escapeCell))], { record_delimiter: '\r\n' });
}
