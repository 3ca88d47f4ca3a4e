import type { PlainExportFormat } from '../../contract/export/export-topic';
import type { Selection } from '../../contract/export/selection';
import { API_BASE, topicPath } from '../lib/api-url';

/**
 * The formats the browser writes itself, in the menu's order, each with what reads it. Kept here,
 * not read from contract/export/export-topic.ts, which would bring the full zod into every page with a menu.
 */
export const BROWSER_FORMATS: Record<PlainExportFormat, { label: string; note: string }> = {
  csv: { label: 'CSV', note: 'spreadsheets, flashcard tools' },
  gift: { label: 'GIFT', note: 'Moodle' },
  moodle: { label: 'Moodle XML', note: 'Moodle' },
  qti21: { label: 'QTI 2.1 package', note: 'Canvas New Quizzes, Moodle 4' },
  qti12: { label: 'QTI 1.2 package', note: 'Canvas Classic, Blackboard' },
};

/** Formats only the server makes (the Anki package needs SQLite): a link to the topic's export route. */
export const SERVER_FORMATS = {
  apkg: { label: 'Anki package', note: 'Anki, AnkiDroid; needs a connection' },
} as const;
export type ServerFormat = keyof typeof SERVER_FORMATS;

/** The route's address for the topic, or for the selection of its questions when one is given. */
export function serverExportHref(topicId: string, format: ServerFormat, selection: Selection = {}) {
  const query = new URLSearchParams({ format });
  if (selection.difficulty) query.set('difficulty', selection.difficulty);
  if (selection.tag) query.set('tag', selection.tag);
  return `${API_BASE}${topicPath(topicId)}/export?${query.toString()}`;
}
