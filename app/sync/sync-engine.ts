import { t } from '@lingui/core/macro';
import { readStored, writeStored } from '../record/stored-progress';
import { readSyncState, syncStateFor, writeSyncState } from '../record/outbox';
import { markSignedOut, signedInSince } from '../record/signed-in';
import { takeView } from './acknowledge';
import { buildBatch, changedAnswers, isEmpty, reconcileDays } from './sync-batch';
import { syncRequest, SyncFailure, type SyncAnswer, type SyncFetch } from './sync-client';
import { setSyncStatus } from './sync-status-store';
import { watchSyncTriggers } from './sync-triggers';
import { workerHandoff } from './worker-handoff';

/** A change waits this long for the next ones (an answer, its card and its day come together). */
export const SEND_AFTER_MS = 2_000;
/**
 * Other devices' changes are fetched this often while the page is shown and online (and on focus):
 * an unchanged account answers 304 from one read of a row (docs/decisions/0016-sync-merge.md, "Pulls").
 */
export const PULL_EVERY_MS = 30_000;
const FIRST_RETRY_MS = 2_000;
const LAST_RETRY_MS = 5 * 60_000;

/**
 * The sync of a signed-in browser (docs/decisions/0016-sync-merge.md): every change to the stored
 * progress is sent within seconds while online; offline, or when the server cannot take it, it
 * waits in the browser and goes again after a growing wait (2 s to 5 min), on the next `online`
 * event, or when the page is shown again. Nothing here runs while an answer is recorded: the stores
 * write first, and only tell the engine. Returns stop().
 */
export function startSync(fetchApi: SyncFetch = (url, init) => fetch(url, init)): () => void {
  const since = signedInSince();
  if (since === undefined) return () => {};
  syncStateFor(since);
  const handoff = workerHandoff(since);
  const handOver = () => handoff.keep(buildBatch(readSyncState(), readStored()));
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let running: Promise<void> | undefined;
  let again = false;
  let applying = false;
  let stopped = false;
  // A change here (say, progress cleared) may need the account's view back even though it did not change.
  let changedHere = false;
  // An answer that comes back after this sign-in ended (signed out, perhaps into another account,
  // while the request was on its way) is not this sign-in's to take, retry or answer with a sign-out.
  const ended = () => stopped || signedInSince() !== since;

  /** `pull`: a periodic pull, skipped while the page is hidden (shown again, it pulls at once). */
  const schedule = (delay: number, pull = false) => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(pull ? () => document.visibilityState === 'visible' && run() : run, delay);
  };
  const changed = () => {
    if (applying) return;
    changedHere = true;
    schedule(SEND_AFTER_MS);
  };

  function run() {
    if (running) {
      again = true;
      return running;
    }
    // One tab at a time, where the browser can say so; another tab's sync is harmless anyway (idempotent).
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    running = ((locks ? locks.request('quiz-dojo-sync', once) : once()) as Promise<void>).finally(() => {
      running = undefined;
      if (again) {
        again = false;
        schedule(0);
      }
    });
    return running;
  }

  async function once() {
    if (ended()) return;
    const stored = readStored();
    const waiting = changedAnswers(readSyncState(), stored).length;
    if (!navigator.onLine) {
      handOver();
      return setSyncStatus({ phase: 'offline', waiting });
    }
    const keptBefore = handoff.kept();
    setSyncStatus({ phase: 'syncing', waiting });
    const fresh = changedHere;
    changedHere = false;
    try {
      const state = readSyncState();
      let answer: SyncAnswer = {};
      if (state.basesDue) {
        answer = await syncRequest(undefined, fetchApi);
        if (ended()) return;
        reconcileDays(state, stored.activity, answer.view!);
        quietly(() => writeSyncState(state));
      }
      const batch = buildBatch(state, readStored());
      if (!isEmpty(batch)) answer = await syncRequest(batch, fetchApi);
      else if (!answer.view) answer = await syncRequest(undefined, fetchApi, fresh ? undefined : state.etag);
      if (ended()) return;
      // No view: the account is as this browser last took it (a 304), so there is nothing to apply.
      const view = answer.view;
      if (view) quietly(() => takeView(view, batch, state.basesDue, answer.etag, writeStored));
      handoff.sent(keptBefore);
      failures = 0;
      // A 304 answers only a tag taken with nothing held back (takeView), so nothing waits then.
      setSyncStatus({ phase: 'synced', at: Date.now(), heldBack: answer.view?.heldBack ?? 0 });
      // A change made meanwhile goes within seconds, not with the next pull (skipped while hidden).
      schedule(changedHere ? SEND_AFTER_MS : PULL_EVERY_MS, !changedHere);
    } catch (error) {
      if (ended()) return;
      changedHere ||= fresh;
      fail(error, waiting);
    }
  }

  /** The engine's own change to the record (what the account's answer gives), not taken for one made here. */
  function quietly(write: () => unknown) {
    applying = true;
    try {
      write();
    } finally {
      applying = false;
    }
  }

  function fail(error: unknown, waiting: number) {
    const failure = error instanceof SyncFailure ? error : new SyncFailure(t`something went wrong`, 0);
    if (failure.status === 401) {
      stop();
      markSignedOut(failure.reason);
      return setSyncStatus({ phase: 'signed-out' });
    }
    // Unreachable: the service worker may send it before this page tries again, or once it is closed.
    // A 429 or 5xx is not handed over while the page is shown: it retries as Retry-After says, where
    // the worker's sync would fire at once (it goes to the worker once the page is hidden or closed).
    if (failure.status === 0) handOver();
    // The connection went while the request was out: that is being offline, not a failure (issue 32).
    if (failure.status === 0 && !navigator.onLine) return setSyncStatus({ phase: 'offline', waiting });
    failures++;
    const backoff = Math.min(LAST_RETRY_MS, FIRST_RETRY_MS * 2 ** (failures - 1));
    const wait = Math.max(backoff, failure.retryAfterMs ?? 0);
    const message = failure.message.replace(/\.$/, '');
    setSyncStatus({ phase: 'error', message, retryAt: Date.now() + wait, waiting });
    schedule(wait);
  }

  // A hidden page may never run again (closed, or frozen): what it has not sent goes to the worker.
  const unwatch = watchSyncTriggers({
    changed,
    online: () => schedule(0),
    offline: () => setSyncStatus({ phase: 'offline', waiting: changedAnswers(readSyncState(), readStored()).length }),
    visibility: () => (document.visibilityState === 'visible' ? schedule(0) : handOver()),
    leaving: handOver,
  });
  schedule(0);

  function stop() {
    stopped = true;
    clearTimeout(timer);
    unwatch();
  }
  return stop;
}
