/** What the app and its service worker say to each other, and the texts the worker answers with. */

export const NOT_SAVED_MESSAGE =
  'This topic is not saved for offline use. Open it once while online, or use Save all topics for offline on the Topics page.';
export const NOT_SAVED_LIST_MESSAGE =
  'The topic list is not saved for offline use. Open Quiz Dojo once while online to keep it.';

/** Sent with a MessagePort, on which the worker answers with SaveReports. */
export type SaveRequest = { type: 'SAVE_FOR_OFFLINE'; urls: string[] };

/**
 * A topic's answer as the page holds it (server-rendered, decision 6), for the worker to keep if it
 * has none; sent with a MessagePort, on which the worker answers `{ kept }`.
 */
export type KeepShownRequest = { type: 'KEEP_SHOWN'; url: string; body: string };

/** After each answer, then once with `done`: the URLs in the cache now, and the bytes they and their logos take. */
export type SaveReport = { done: boolean; total: number; saved: string[]; bytes: number };

/** The worker's answer for a topic or list it never kept, read back from the error it becomes. */
export function notSavedKind(status: number, message: string): 'topic' | 'list' | null {
  if (status !== 503) return null;
  if (message === NOT_SAVED_MESSAGE) return 'topic';
  return message === NOT_SAVED_LIST_MESSAGE ? 'list' : null;
}
