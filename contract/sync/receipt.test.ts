import { describe, expect, it } from 'vitest';
import { mergeBatches, receivedAt } from './merge';
import { progressView, resetTimes } from './progress-view';
import { syncBatchSchema, type AnswerRecord } from './sync-schema';

const T = Date.UTC(2026, 2, 2, 9);
const MIN = 60_000;
const HOUR = 60 * MIN;
const answer = (questionId: string, chosen: string, at: number, first?: Partial<AnswerRecord['first']>) => ({
  topicId: '2',
  questionId,
  chosen,
  correct: chosen === 'A',
  at,
  first: { chosen, correct: chosen === 'A', at, ...first },
});
const shown = (batches: Parameters<typeof mergeBatches>) => progressView(mergeBatches(...batches)).answers['2'];

describe('answers as received', () => {
  it('bounds an answer from a clock 23 hours fast by its receipt: a later answer of another device wins', () => {
    const laptop = receivedAt({ answers: [answer('q1', 'B', T + 23 * HOUR)] }, T);
    const phone = receivedAt({ answers: [answer('q1', 'A', T + MIN)] }, T + MIN);
    for (const batches of [
      [laptop, phone],
      [phone, laptop],
    ]) {
      expect(shown(batches)?.q1).toEqual({
        chosen: 'A',
        correct: true,
        at: T + MIN,
        first: { chosen: 'B', correct: false, at: T },
      });
    }
  });

  it('hides an answer from a fast clock under a reset the account received after it', () => {
    const laptop = receivedAt({ answers: [answer('q1', 'B', T + 23 * HOUR)] }, T);
    const phone = receivedAt({ resets: [{ topicId: '2', at: T + MIN }] }, T + MIN);
    expect(shown([laptop, phone])).toBeUndefined();
    expect(shown([phone, laptop])).toBeUndefined();
  });

  it('keeps the answers a fast clock gives after its own reset, received with it, and hides the ones before', () => {
    // Offline, 2 hours fast: q1 answered (sent before), the topic reset, q2 answered; one upload.
    const before = receivedAt({ answers: [answer('q1', 'B', T + 2 * HOUR - 10 * MIN)] }, T - 10 * MIN);
    const upload = receivedAt(
      { resets: [{ topicId: '2', at: T + 2 * HOUR }], answers: [answer('q2', 'A', T + 2 * HOUR + MIN)] },
      T,
    );
    expect(Object.keys(shown([before, upload]) ?? {})).toEqual(['q2']);
  });

  it('leaves an answer not ahead of its receipt as it came, so a retry of it changes nothing', () => {
    const upload = { answers: [answer('q1', 'B', T - MIN, { at: 0 })] };
    const state = mergeBatches(receivedAt(upload, T));
    expect(state.answers).toEqual(upload.answers);
    expect(mergeBatches(state, receivedAt(upload, T + HOUR))).toEqual(state);
  });
});

describe('first tries and resets', () => {
  const legacy = answer('q1', 'A', T - HOUR, { at: 0 });

  it('counts a first try of unknown time (a v1 answer, at 0) as the earliest until the next reset', () => {
    const phone = answer('q1', 'B', T - 2 * HOUR);
    expect(shown([{ answers: [phone] }, { answers: [legacy] }])?.q1?.first).toEqual({
      chosen: 'A',
      correct: true,
      at: 0,
    });
  });

  it('keeps the first try given after a reset over one the reset cleared, however early, on every device', () => {
    const reset = receivedAt({ resets: [{ topicId: '2', at: T }] }, T);
    const since = resetTimes(mergeBatches(reset))['2']!;
    // After the reset the phone answers q1 wrong, then right: its first try follows the reset.
    const phone = answer('q1', 'A', T + 5 * MIN, { chosen: 'B', correct: false, at: T + 2 * MIN, since });
    expect(syncBatchSchema.safeParse({ answers: [phone] }).success).toBe(true);
    for (const batches of [
      [{ answers: [legacy] }, reset, { answers: [phone] }],
      [{ answers: [phone] }, { answers: [legacy] }, reset],
    ]) {
      expect(shown(batches)?.q1).toMatchObject({
        chosen: 'A',
        first: { chosen: 'B', correct: false, at: T + 2 * MIN },
      });
      // `since` is the merge's: the view has the stored shape.
      expect(shown(batches)?.q1?.first).not.toHaveProperty('since');
    }
  });

  it('refuses a first try that claims to follow a reset made after it', () => {
    const claim = answer('q1', 'A', T, { since: T });
    expect(syncBatchSchema.safeParse({ answers: [claim] }).success).toBe(false);
  });

  it("bounds a first try's reset by its receipt, so a clock ahead cannot claim a reset to come", () => {
    // 23 hours fast: its first try and the reset it claims to follow both lie ahead of the receipt.
    const fast = answer('q1', 'B', T + 23 * HOUR, { since: T + 22 * HOUR });
    const [stored] = mergeBatches(receivedAt({ answers: [fast] }, T)).answers;
    expect(stored!.first).toMatchObject({ at: T, since: T - 1 });
    // An on-time device's first try after a reset received later wins over it.
    const reset = receivedAt({ resets: [{ topicId: '2', at: T + MIN }] }, T + MIN);
    const phone = answer('q1', 'A', T + 2 * MIN, { since: T + MIN - 1 });
    expect(shown([receivedAt({ answers: [fast] }, T), reset, { answers: [phone] }])?.q1?.first.chosen).toBe('A');
  });

  it('merges answers stored before first tries had resets or times were bounded', () => {
    // Stored as they came: no `since`, a time 20 hours ahead of when they were received.
    const old = answer('q1', 'B', T + 20 * HOUR, { at: T - HOUR });
    const now = receivedAt({ answers: [answer('q1', 'A', T + MIN, { since: T })] }, T + MIN);
    const state = mergeBatches({ answers: [old] }, now);
    expect(state.answers[0]).toMatchObject({ chosen: 'B', first: { chosen: 'A', at: T + MIN, since: T } });
    expect(mergeBatches(now, { answers: [old] })).toEqual(state);
  });
});
