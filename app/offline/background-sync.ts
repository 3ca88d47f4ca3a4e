import { deletePendingBatch, readPendingBatch, SYNC_PATH, SYNC_TAG } from '../record/pending-batch';

/** The `sync` event of Background Sync, which TypeScript's worker types do not have. */
export type SyncEvent = ExtendableEvent & { tag: string; lastChance: boolean };

export class RetryLater extends Error {}

/**
 * Sends the batch a signed-in page kept for the worker (app/sync/worker-handoff.ts) to POST /api/sync,
 * as the page sends it: same URL, the session cookie (credentials: include), JSON. Rejects when the
 * send failed for now (network, 5xx, 429), so the browser runs the sync again later. Any other answer
 * deletes the copy: on success it is in the account; a refusal (401, 403, 409, 413, 400) would be the
 * same next time, and the page still has everything in localStorage and shows the error itself.
 */
export async function sendPendingBatch(root: string, fetchApi: typeof fetch = fetch): Promise<void> {
  const pending = await readPendingBatch();
  if (!pending) return;
  const body = bodyOf(pending.batch);
  // Not a batch (a store written by hand or by another version): it would never go, so it goes now.
  if (body === undefined) {
    await deletePendingBatch(pending.id);
    return;
  }
  let response: Response;
  try {
    response = await fetchApi(`${root}${SYNC_PATH}`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body,
    });
  } catch {
    throw new RetryLater('the server could not be reached');
  }
  if (response.status >= 500 || response.status === 429) throw new RetryLater(`the server answered ${response.status}`);
  // Only the copy that was sent: the page may have kept a newer one meanwhile, which goes next.
  await deletePendingBatch(pending.id);
}

/**
 * The JSON of a stored batch, when it is an object JSON can write. Its records are not checked
 * here: the server checks every one (contract/sync/sync-schema.ts) and a 400 deletes the copy,
 * and zod would weigh on the worker every page loads.
 */
function bodyOf(batch: unknown): string | undefined {
  if (typeof batch !== 'object' || batch === null || Array.isArray(batch)) return undefined;
  try {
    return JSON.stringify(batch);
  } catch {
    return undefined;
  }
}

/** Only our tag; the browser keeps the worker alive until the send settles, and retries on a rejection. */
export function handleSync(event: SyncEvent, root: string) {
  if (event.tag === SYNC_TAG) event.waitUntil(sendPendingBatch(root));
}
