import { t } from '@lingui/core/macro';
import '../lib/zod-config';
import * as z from 'zod/mini';
import { sessionEndedReason, type SessionEndedReason } from '../../contract/accounts/session-ended';
import { SYNC_ROUTES, syncViewSchema, type SyncBatch, type SyncView } from '../../contract/sync/sync-schema';
import { API_BASE } from '../lib/api-url';
import { holdBackAhead } from './ahead-of-clock';

/** A sync request that failed: the status, what the server said (or what went wrong), when to try again. */
export class SyncFailure extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly retryAfterMs?: number,
    /** A 401's reason, when the server gave one: the account was deleted. */
    readonly reason?: SessionEndedReason,
  ) {
    super(message);
  }
}

const responseSchema = z.object({ status: z.literal(true), message: z.string(), data: z.unknown() });
const errorSchema = z.object({ status: z.literal(false), message: z.string() });

export type SyncFetch = (url: string, init: RequestInit) => Promise<Response>;
/** The account's view, less the answers ahead of this device's clock, which it counts (./ahead-of-clock.ts). */
export type ReceivedView = SyncView & { heldBack: number };

/** The account's view and its tag; no view when a pull's tag still held (304: nothing changed). */
export type SyncAnswer = { view?: ReceivedView; etag?: string };

/**
 * One request to the sync routes. The cookie goes with it on a build whose API is on another
 * origin too (credentials: include; README "Accounts and sync across origins"). A pull sends the
 * tag of the last view taken: since the header is set here, fetch hands the 304 over as it came.
 */
export async function syncRequest(
  batch: SyncBatch | undefined,
  fetchApi: SyncFetch = fetch,
  etag?: string,
): Promise<SyncAnswer> {
  let response: Response;
  try {
    response = await fetchApi(`${API_BASE}${SYNC_ROUTES.sync}`, {
      method: batch ? 'POST' : 'GET',
      credentials: 'include',
      headers: batch
        ? { 'content-type': 'application/json', accept: 'application/json' }
        : { accept: 'application/json', ...(etag ? { 'if-none-match': etag } : {}) },
      ...(batch ? { body: JSON.stringify(batch) } : {}),
    });
  } catch {
    throw new SyncFailure(t`the server could not be reached`, 0);
  }
  if (response.status === 304 && etag && !batch) return { etag };
  const body: unknown = await response.json().catch(() => undefined);
  if (response.ok) {
    const envelope = responseSchema.safeParse(body);
    const { view, heldBack } = holdBackAhead(envelope.success ? envelope.data.data : undefined, Date.now());
    const parsed = syncViewSchema.safeParse(view);
    if (parsed.success) return { view: { ...parsed.data, heldBack }, etag: response.headers.get('etag') ?? undefined };
    throw new SyncFailure(t`the server sent progress in an unexpected form`, response.status);
  }
  const said = errorSchema.safeParse(body);
  const { status } = response;
  const retryAfter = Number(response.headers.get('retry-after'));
  throw new SyncFailure(
    said.success ? said.data.message : t`the server answered ${status}`,
    response.status,
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : undefined,
    sessionEndedReason(body),
  );
}
