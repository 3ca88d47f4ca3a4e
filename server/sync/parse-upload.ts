import type * as z from 'zod/mini';
import { MAX_RECORDS_PER_BATCH, syncBatchSchema, type SyncBatch } from '../../contract/sync/sync-schema.js';
import { turnTaker } from './event-loop-turns.js';

/** Records checked in one go between turns of the event loop. */
const CHUNK = 250;
const TOO_MANY = `at most ${MAX_RECORDS_PER_BATCH.toLocaleString('en')} records of one kind in a request; send the rest after`;

type Parsed = { success: true; data: SyncBatch } | { success: false; message: string };

/**
 * The upload checked against syncBatchSchema, a few hundred records at a time with turns between: a
 * body of 5,000 records takes the loop tens of milliseconds to check on a busy machine (issue 31).
 * The batch's shape (known kinds, lists within the bound) is checked first, by the same schema with
 * empty lists; then each list a chunk at a time, so the paths in a message are those of the whole.
 */
export async function parseUpload(body: unknown = {}): Promise<Parsed> {
  const pause = turnTaker();
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    return failure(syncBatchSchema.safeParse(body).error!);
  const lists = body as Record<string, unknown>;
  const kinds = Object.keys(syncBatchSchema.shape) as (keyof SyncBatch)[];
  const outline = Object.fromEntries(
    kinds.map((kind) => [kind, Array.isArray(lists[kind]) ? new Array<never>(0) : lists[kind]]),
  );
  const shape = syncBatchSchema.safeParse({ ...lists, ...outline });
  if (!shape.success) return failure(shape.error);
  const data: SyncBatch = {};
  for (const kind of kinds) {
    const list = lists[kind];
    if (!Array.isArray(list)) continue;
    if (list.length > MAX_RECORDS_PER_BATCH)
      return { success: false, message: `Invalid sync upload at ${kind}: ${TOO_MANY}` };
    const parsed: unknown[] = [];
    for (let start = 0; start < list.length; start += CHUNK) {
      const chunk = syncBatchSchema.safeParse({ [kind]: list.slice(start, start + CHUNK) });
      if (!chunk.success) return failure(chunk.error, kind, start);
      parsed.push(...(chunk.data[kind] as unknown[]));
      await pause();
    }
    (data as Record<string, unknown[]>)[kind] = parsed;
  }
  return { success: true, data };
}

function failure(error: z.core.$ZodError, kind?: string, offset = 0): Parsed {
  const issue = error.issues[0]!;
  const path =
    kind && issue.path[0] === kind ? [kind, Number(issue.path[1]) + offset, ...issue.path.slice(2)] : issue.path;
  const where = path.length > 0 ? ` at ${path.join('.')}` : '';
  return { success: false, message: `Invalid sync upload${where}: ${issue.message}` };
}
