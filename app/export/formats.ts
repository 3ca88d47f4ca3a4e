import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PlainExportFormat } from '../../contract/export/export-topic';
import type { Selection } from '../../contract/export/selection';
import { API_BASE } from '../lib/api-url';

/**
 * The formats the browser writes itself, in the menu's order, each with what reads it. Kept here,
 * not read from contract/export/export-topic.ts, which would bring the full zod into every page with a menu.
 */
// Read when rendered (`i18n._`), in the page's language: these tables are made before any is active.
export const BROWSER_FORMATS: Record<PlainExportFormat, { label: MessageDescriptor; note: MessageDescriptor }> = {
  csv: { label: msg`CSV`, note: msg`spreadsheets, flashcard tools` },
  gift: { label: msg`GIFT`, note: msg`Moodle` },
  moodle: { label: msg`Moodle XML`, note: msg`Moodle` },
  qti21: { label: msg`QTI 2.1 package`, note: msg`Canvas New Quizzes, Moodle 4` },
  qti12: { label: msg`QTI 1.2 package`, note: msg`Canvas Classic, Blackboard` },
};

/** Formats only the server makes (the Anki package needs SQLite): a link to the topic's export route. */
export const SERVER_FORMATS = {
  apkg: { label: msg`Anki package`, note: msg`Anki, AnkiDroid; needs a connection` },
} as const;
export type ServerFormat = keyof typeof SERVER_FORMATS;

/**
 * The route's address for the topic, or for the selection of its questions when one is given. The
 * route takes no `lang`: the package is the English bank's (README "Taking questions out").
 */
export function serverExportHref(topicId: string, format: ServerFormat, selection: Selection = {}) {
  const query = new URLSearchParams({ format });
  if (selection.difficulty) query.set('difficulty', selection.difficulty);
  if (selection.tag) query.set('tag', selection.tag);
  return `${API_BASE}/api/quiz/${encodeURIComponent(topicId)}/export?${query.toString()}`;
}
