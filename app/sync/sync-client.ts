import '../lib/zod-config';
import * as z from 'zod/mini';
import { SYNC_ROUTES, syncViewSchema, type SyncBatch, type SyncView } from '../../contract/sync/sync-schema';
import { API_BASE } from '../lib/api-url';
import { holdBackAhead } from './ahead-of-clock';

/** A sync request that failed: the status, what the server said (or what went wrong), when to try again. */
export class SyncFailure extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

const responseSchema = z.object({ status: z.literal(true), message: z.string(), data: z.unknown() });
const errorSchema = z.object({ status: z.literal(false), message: z.string() });

export type SyncFetch = (url: string, init: RequestInit) => Promise<Response>;
/** The account's view, less the answers ahead of this device's clock, which it counts (./ahead-of-clock.ts). */
export type ReceivedView = SyncView & { heldBack: number };

/**
 * One request to the sync routes. The cookie goes with it on a build whose API is on another
 * origin too (credentials: include; README "Accounts and sync across origins").
 */
export async function syncRequest(batch: SyncBatch | undefined, fetchApi: SyncFetch = fetch): Promise<ReceivedView> {
  let response: Response;
  try {
    response = await fetchApi(`${API_BASE}${SYNC_ROUTES.sync}`, {
      method: batch ? 'POST' : 'GET',
      credentials: 'include',
      headers: batch
        ? { 'content-type': 'application/json', accept: 'application/json' }
        : { accept: 'application/json' },
      ...(batch ? { body: JSON.stringify(batch) } : {}),
    });
  } catch {
    throw new SyncFailure('the server could not be reached', 0);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (response.ok) {
    const envelope = responseSchema.safeParse(body);
    const { view, heldBack } = holdBackAhead(envelope.success ? envelope.data.data : undefined, Date.now());
    const parsed = syncViewSchema.safeParse(view);
    if (parsed.success) return { ...parsed.data, heldBack };
    throw new SyncFailure('the server sent progress in an unexpected form', response.status);
  }
  const said = errorSchema.safeParse(body);
  const retryAfter = Number(response.headers.get('retry-after'));
  throw new SyncFailure(
    said.success ? said.data.message : `the server answered ${response.status}`,
    response.status,
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : undefined,
  );
}
