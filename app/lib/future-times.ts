import { safeJson } from './safe-json';
import { CLOCK_SKEW_MS } from './time-bounds';

type Timed = { at?: unknown; first?: { at?: unknown } };

const beyond = (time: unknown, now: number): time is number =>
  typeof time === 'number' && Number.isSafeInteger(time) && time > now + CLOCK_SKEW_MS;

/**
 * Stored answers with their times brought back to `now` where they lie beyond the day of clock skew
 * the bounds allow (docs/progress-format.md#bounds): this browser's clock was corrected after running
 * fast, and the answers were given, not forged, so they are kept rather than dropped. A first try
 * moved with it stays no later than its answer. Anything not of the stored shape is returned as it is, for the schema
 * to judge; `changed` says whether a time was moved (so the caller can store the value once).
 */
export function clampFutureAnswers(value: unknown, now: number): { value: unknown; changed: boolean } {
  const answers = (value as { answers?: unknown } | null)?.answers;
  if (typeof answers !== 'object' || answers === null) return { value, changed: false };
  let changed = false;
  const kept: Record<string, unknown> = {};
  for (const [id, answer] of Object.entries(answers as Record<string, unknown>)) {
    const timed = answer as Timed | null;
    if (typeof timed !== 'object' || timed === null || !(beyond(timed.at, now) || beyond(timed.first?.at, now))) {
      kept[id] = answer;
      continue;
    }
    changed = true;
    const at = beyond(timed.at, now) ? now : timed.at;
    const first =
      timed.first && typeof timed.first.at === 'number' && timed.first.at > now
        ? { ...timed.first, at: now }
        : timed.first;
    kept[id] = { ...timed, at, ...(first ? { first } : {}) };
  }
  return { value: changed ? { ...(value as object), answers: kept } : value, changed };
}

/**
 * Stores once, at a page's first read, the values whose times {@link clampFutureAnswers} moved, so
 * they read the same from then on (a moving "now" on every read would change them, and sync would
 * send them again and again).
 */
export function settleFutureAnswers(storage: Storage, prefix: string, now: number) {
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index);
    if (!key?.startsWith(prefix)) continue;
    const { value, changed } = clampFutureAnswers(safeJson(storage.getItem(key)), now);
    try {
      if (changed) storage.setItem(key, JSON.stringify(value));
    } catch {
      // A full storage: each read still takes the time as now; the next load tries again.
    }
  }
}
