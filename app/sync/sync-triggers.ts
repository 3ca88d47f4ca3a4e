import { subscribeOutbox } from '../record/outbox';

/** What the sync engine does when the page, the network or the stored progress changes. */
export type SyncTriggers = {
  /** The learner's record changed (an answer, a card, a day, a reset), here or in another tab. */
  changed: () => void;
  /** Back online, or the window took focus: the account may have changed elsewhere. */
  online: () => void;
  offline: () => void;
  /** The page was shown or hidden. */
  visibility: () => void;
  /** The page is going away and may never run again. */
  leaving: () => void;
};

/** Wires the engine to the stores and the page's events; returns the function that unwires it. */
export function watchSyncTriggers(on: SyncTriggers): () => void {
  const unsubscribe = [subscribeOutbox(on.changed)];
  const listeners: [Window | Document, string, () => void][] = [
    [window, 'online', on.online],
    [window, 'offline', on.offline],
    [window, 'focus', on.online],
    [document, 'visibilitychange', on.visibility],
    [window, 'pagehide', on.leaving],
  ];
  for (const [target, type, listener] of listeners) target.addEventListener(type, listener);
  return () => {
    for (const off of unsubscribe) off();
    for (const [target, type, listener] of listeners) target.removeEventListener(type, listener);
  };
}
