import type { AccountBatch, AnswerRecord, Received, SyncBatch } from './sync-schema.js';

/**
 * Times as received (docs/decisions/0016-sync-merge.md): nothing is made after it reaches the
 * account, so the server's clock at receipt bounds every time a device sends, whatever its clock.
 */

/**
 * One record received twice keeps its first receipt, so a retry, whenever it comes, changes nothing.
 * A record stored before receipts were kept has none and takes the next one.
 */
export const firstReceipt = <T extends Received>(a: T, b: T): T =>
  (a.receivedAt ?? Infinity) <= (b.receivedAt ?? Infinity) ? a : b;

/**
 * A record's time as the merge compares it with others (a reset with answers, a base with ratings):
 * its own, or when the account first received it if that is earlier. Nothing is made after it
 * reaches the account, so this only corrects a clock that runs fast (decision 16).
 */
export const receivedBy = (time: number, record: Received) => Math.min(time, record.receivedAt ?? Infinity);

/**
 * An answer as the account stores it: no time later than `now`, its receipt. An answer keys by
 * question and holds one pick, so its receipt cannot be kept beside it as a reset's is (a pick
 * replaced by another would lose it): the time itself is bounded, and the browser takes the
 * bounded copy back as it is (app/sync/taken-answers.ts), so it does not send it again. A first
 * try keeps its reset (`since`) before its time.
 */
function receivedAnswer(answer: AnswerRecord, now: number): AnswerRecord {
  const { at, first } = answer;
  if (at <= now && first.at <= now) return answer;
  const firstAt = Math.min(first.at, now);
  const since = first.since === undefined ? {} : { since: Math.min(first.since, firstAt - 1) };
  return { ...answer, at: Math.min(at, now), first: { ...first, at: firstAt, ...since } };
}

/**
 * An upload as the account receives it at `now` (the server's clock, epoch ms): each rating and base
 * stamped with it, each answer's times bounded by it. A reset is stamped a millisecond earlier: it was
 * pressed before the answers that come with it (the browser clears a topic's answers when it resets
 * it), which a clock that runs fast would otherwise bound to the same time, and hide. Merged into what
 * the account holds, a record it had already keeps its first receipt.
 */
export function receivedAt(batch: SyncBatch, now: number): AccountBatch {
  const stamp = <T extends object>(records: T[] = [], at = now) =>
    records.map((record) => ({ ...record, receivedAt: at }));
  return {
    ...batch,
    ...(batch.answers ? { answers: batch.answers.map((answer) => receivedAnswer(answer, now)) } : {}),
    ratings: stamp(batch.ratings),
    bases: stamp(batch.bases),
    resets: stamp(batch.resets, now - 1),
  };
}
