import type { SyncBatch } from '../../contract/sync/sync-schema';
import { deletePendingBatch, dropPendingBatchUnlessOf, storePendingBatch, SYNC_TAG } from '../record/pending-batch';
import { signedInSince as currentSignIn } from '../record/signed-in';
import { isEmpty } from './sync-batch';

type SyncRegistration = ServiceWorkerRegistration & { sync?: { register: (tag: string) => Promise<void> } };

/** The worker's registration where the browser has Background Sync (Chromium), else undefined. */
async function syncRegistration(): Promise<SyncRegistration | undefined> {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker) return undefined;
  // getRegistration, not ready: ready never settles on a page the worker does not control yet.
  const registration = (await navigator.serviceWorker.getRegistration().catch(() => undefined)) as
    SyncRegistration | undefined;
  return registration?.active && registration.sync ? registration : undefined;
}

/**
 * What the sync engine hands to the service worker (app/offline/background-sync.ts): a copy of the
 * batch it could not send, so that it goes out on the next connection even when no page of the site
 * is open then. Where the browser has no Background Sync (Safari, Firefox) nothing is kept: the
 * batch waits in localStorage for the next page, as before. Every call is best effort: the queue
 * in localStorage stays the source of truth, so a failure here loses nothing.
 */
export function workerHandoff(signedInSince: number) {
  let keptId: string | undefined;
  // Looked up once it exists: a page being closed has little time for each step.
  let found: SyncRegistration | undefined;
  // A copy left by an earlier sign-in (or by none) is not this account's to send. One of this
  // sign-in's is known as kept, so the page's next successful send deletes it: else, once the
  // browser gave up its retries, it would stay until the next copy replaced it.
  void dropPendingBatchUnlessOf(signedInSince)
    .then((id) => (keptId ??= id))
    .catch(() => undefined);
  return {
    /** Offline, a send that failed for now, or the page going away with changes not sent. */
    keep(batch: SyncBatch) {
      if (isEmpty(batch)) return;
      void (async () => {
        const registration = (found ??= await syncRegistration());
        // A page of a sign-in that ended (a request that failed after it, a frozen tab hidden later)
        // must not leave a copy that the worker would send under the next account's cookie.
        if (!registration || currentSignIn() !== signedInSince) return;
        keptId = (await storePendingBatch(batch, signedInSince)) ?? keptId;
        await registration.sync?.register(SYNC_TAG);
      })().catch(() => undefined);
    },
    /** The copy kept before a send began: if the send succeeds, that copy has nothing the account lacks. */
    kept: () => keptId,
    /** The page sent everything itself: the worker need not send this copy again (a newer one stays). */
    sent(id: string | undefined) {
      if (id !== undefined) void deletePendingBatch(id).catch(() => false);
    },
  };
}
