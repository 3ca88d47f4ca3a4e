import { describe, expect, it } from 'vitest';
import { schedule, type Outcome } from '../progress/scheduler';
import { seededRandom as random } from '../testing/seeded-random';
import { mergeBatches, receivedAt } from './merge';
import { progressView, resetTimes } from './progress-view';
import { syncBatchSchema, type AccountBatch, type AnswerRecord, type SyncBatch } from './sync-schema';

const T = Date.UTC(2026, 2, 2, 9);
const MIN = 60_000;
type First = { chosen: string; correct: boolean; at: number; since?: number };
const answer = (
  questionId: string,
  chosen: string,
  at: number,
  first: First = { chosen, correct: chosen === 'A', at },
) => ({
  topicId: '2',
  questionId,
  chosen,
  correct: chosen === 'A',
  at,
  first,
});
const rating = (questionId: string, at: number, outcome: Outcome, ratedAt = at) => ({
  topicId: '2',
  questionId,
  at,
  outcome,
  ratedAt,
});

function randomBatches(seed: number, count: number): SyncBatch[] {
  const next = random(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const time = () => T + Math.floor(next() * 20) * MIN;
  return Array.from({ length: count }, () => {
    const questions = ['q1', 'q2', 'q3'];
    return {
      answers: Array.from({ length: 3 }, () => {
        const at = time();
        // Some first tries follow a reset (`since`), some are legacy ones of unknown time (0).
        const firstAt = next() < 0.1 ? 0 : at - Math.floor(next() * 3) * MIN;
        const since = firstAt > 0 && next() < 0.4 ? { since: firstAt - Math.ceil(next() * 10) * MIN } : {};
        return answer(pick(questions), pick(['A', 'B', 'C']), at, {
          chosen: pick(['A', 'B']),
          correct: next() < 0.5,
          at: firstAt,
          ...since,
        });
      }),
      ratings: Array.from({ length: 3 }, () =>
        rating(pick(questions), time(), pick(['again', 'good', 'hard', 'easy']), time()),
      ),
      bases: [{ topicId: '2', questionId: pick(questions), card: schedule(undefined, 'good', new Date(time())) }],
      days: [
        {
          device: pick(['device-aaaaaaaaaaaa', 'device-bbbbbbbbbbbb']),
          day: '2026-03-02',
          answered: 4,
          correct: Math.floor(next() * 5),
        },
      ],
      resets: next() < 0.3 ? [{ topicId: '2', at: time() }] : [],
    };
  });
}

/**
 * Random batches as the account received them: each stamped with a server time within the span of
 * the records' own times, so some devices' clocks run ahead of it (their times are clamped).
 */
function receivedBatches(seed: number, count: number): { raw: SyncBatch[]; received: AccountBatch[] } {
  const next = random(seed + 1_000);
  const raw = randomBatches(seed, count);
  return { raw, received: raw.map((batch) => receivedAt(batch, T + Math.floor(next() * 20) * MIN)) };
}

function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, index) =>
    permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]),
  );
}

describe('sync merge', () => {
  it('keeps the union of two devices: every latest answer by time and the earliest first try', () => {
    const phone = { answers: [answer('q1', 'B', T), answer('q2', 'A', T + MIN)] };
    const laptop = { answers: [answer('q1', 'A', T + 5 * MIN), answer('q3', 'C', T + 2 * MIN)] };
    const { answers } = progressView(mergeBatches(phone, laptop));
    expect(answers['2']).toEqual({
      q1: { chosen: 'A', correct: true, at: T + 5 * MIN, first: { chosen: 'B', correct: false, at: T } },
      q2: { chosen: 'A', correct: true, at: T + MIN, first: { chosen: 'A', correct: true, at: T + MIN } },
      q3: { chosen: 'C', correct: false, at: T + 2 * MIN, first: { chosen: 'C', correct: false, at: T + 2 * MIN } },
    });
  });

  it('is idempotent: a batch uploaded again, or a state merged with itself, changes nothing', () => {
    for (let seed = 1; seed <= 50; seed++) {
      const { raw, received: batches } = receivedBatches(seed, 3);
      const state = mergeBatches(...batches);
      expect(mergeBatches(state, state)).toEqual(state);
      for (const batch of batches) expect(mergeBatches(state, batch), `seed ${seed}`).toEqual(state);
      // A retry reaches the account later than the first copy: the first receipt stands, but for
      // what a clock ahead of it stamped, which counts from the retry, no later than its own time
      // (an answer keeps one pick, not the receipts of every pick it replaced: decision 16).
      for (const [index, batch] of raw.entries()) {
        const retried = mergeBatches(state, receivedAt(batch, T + 60 * MIN));
        expect({ ...retried, answers: [] }, `seed ${seed}`).toEqual({ ...state, answers: [] });
        const firstCopy = batches[index]!.answers!;
        const bounded = (part: (answer: AnswerRecord) => unknown) =>
          new Set(
            batch.answers!.filter((sent, at) => part(sent) !== part(firstCopy[at]!)).map((sent) => sent.questionId),
          );
        const latestMoves = bounded((answer) => answer.at);
        const firstMoves = bounded((answer) => answer.first.since);
        const latest = ({ chosen, correct, at }: AnswerRecord) => ({ chosen, correct, at });
        for (const [at, after] of retried.answers.entries()) {
          const before = state.answers[at]!;
          if (!firstMoves.has(after.questionId)) expect(after.first, `seed ${seed}`).toEqual(before.first);
          if (!latestMoves.has(after.questionId)) expect(latest(after), `seed ${seed}`).toEqual(latest(before));
        }
      }
    }
  });

  it('is order independent: every order and grouping of the same batches ends in one state', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const batches = receivedBatches(seed, 4).received;
      const expected = mergeBatches(...batches);
      for (const order of permutations(batches)) {
        expect(mergeBatches(...order), `seed ${seed}`).toEqual(expected);
        // Grouped as a server would see them: two uploads merged, then the rest one by one.
        const [a, b, ...rest] = order;
        expect(rest.reduce((state, batch) => mergeBatches(state, batch), mergeBatches(b!, a!))).toEqual(expected);
      }
      expect(progressView(mergeBatches(...batches.reverse()))).toEqual(progressView(expected));
    }
  });

  it('random batches pass the schema that checks every upload', () => {
    for (const batch of randomBatches(7, 5)) expect(syncBatchSchema.safeParse(batch).success).toBe(true);
  });

  it('counts a day from two devices used offline on the same day, and a re-upload adds nothing', () => {
    const phone = { days: [{ device: 'phone-aaaaaaaaaaaaaa', day: '2026-03-02', answered: 5, correct: 3 }] };
    const laptop = { days: [{ device: 'laptop-aaaaaaaaaaaaa', day: '2026-03-02', answered: 2, correct: 2 }] };
    const later = { days: [{ device: 'phone-aaaaaaaaaaaaaa', day: '2026-03-02', answered: 7, correct: 4 }] };
    const state = mergeBatches(phone, laptop, phone, later, laptop);
    expect(progressView(state).activity).toEqual({ '2026-03-02': { answered: 9, correct: 6 } });
  });

  it('makes each card the result of all its ratings in time order, replayed on the newest base', () => {
    const base = schedule(undefined, 'good', new Date(T));
    // Each device rated offline; the laptop then chose Easy instead of Good for its answer.
    const phone = {
      bases: [{ topicId: '2', questionId: 'q1', card: base }],
      ratings: [rating('q1', T + 3 * MIN, 'again')],
    };
    const laptop = {
      ratings: [
        rating('q1', T + 9 * MIN, 'good'),
        rating('q1', T + 9 * MIN, 'easy', T + 10 * MIN),
        rating('q1', T - MIN, 'hard'),
      ],
    };
    const expected = schedule(schedule(base, 'again', new Date(T + 3 * MIN)), 'easy', new Date(T + 9 * MIN));
    expect(progressView(mergeBatches(laptop, phone)).cards).toEqual({ '2': { q1: expected } });
    expect(progressView(mergeBatches(phone, laptop)).cards).toEqual({ '2': { q1: expected } });
  });

  it('a reset hides the answers given before it; one answered again since keeps only what is known after it', () => {
    const before = answer('q1', 'B', T);
    const again = answer('q2', 'A', T + 5 * MIN, { chosen: 'B', correct: false, at: T });
    const state = mergeBatches({ answers: [before, again], resets: [{ topicId: '2', at: T + MIN }] });
    expect(progressView(state).answers).toEqual({
      '2': {
        q2: { chosen: 'A', correct: true, at: T + 5 * MIN, first: { chosen: 'A', correct: true, at: T + 5 * MIN } },
      },
    });
  });

  it('takes a reset from a clock that runs ahead at when the account received it', () => {
    // The laptop, 2 hours fast, resets at its T + 2 h; the account receives it at T.
    const laptop = receivedAt({ resets: [{ topicId: '2', at: T + 120 * MIN }] }, T);
    // The phone answered q1 a minute before (sent late, offline) and q2 a minute after, on time.
    const phone = receivedAt({ answers: [answer('q1', 'B', T - MIN), answer('q2', 'A', T + MIN)] }, T + 2 * MIN);
    for (const state of [mergeBatches(laptop, phone), mergeBatches(phone, laptop)]) {
      // A millisecond before its receipt: it was pressed before the answers that come with it.
      expect(resetTimes(state)).toEqual({ '2': T - 1 });
      expect(Object.keys(progressView(state).answers['2']!)).toEqual(['q2']);
    }
    // Two resets of one topic are two records: the later as received counts, whatever their own times say.
    const phoneReset = receivedAt({ resets: [{ topicId: '2', at: T + 5 * MIN }] }, T + 5 * MIN);
    expect(resetTimes(mergeBatches(phoneReset, laptop, phone))).toEqual({ '2': T + 5 * MIN - 1 });
    // A reset from a clock that runs slow is taken at its own time: it hides less, never more.
    const slow = receivedAt({ resets: [{ topicId: '2', at: T - 30 * MIN }] }, T);
    expect(resetTimes(mergeBatches(slow))).toEqual({ '2': T - 30 * MIN });
  });

  it('replays on a base from a clock that runs ahead the ratings given after the account received it, not those in it', () => {
    const base = schedule(undefined, 'good', new Date(T + 120 * MIN));
    // The laptop, 2 hours fast, rated q1 Good (in its base) and sends both at its first sync.
    const laptop = receivedAt(
      { bases: [{ topicId: '2', questionId: 'q1', card: base }], ratings: [rating('q1', T + 120 * MIN, 'good')] },
      T,
    );
    // The phone, on time, rates q1 Again a minute later.
    const phone = receivedAt({ ratings: [rating('q1', T + MIN, 'again')] }, T + MIN);
    const expected = schedule(base, 'again', new Date(T + MIN));
    expect(progressView(mergeBatches(laptop, phone)).cards).toEqual({ '2': { q1: expected } });
    expect(progressView(mergeBatches(phone, laptop)).cards).toEqual({ '2': { q1: expected } });
  });

  it('refuses values an imported progress file would refuse', () => {
    const future = Date.now() + 3 * 86_400_000;
    const bad: unknown[] = [
      { answers: [answer('q1', 'A', future)] },
      { ratings: [rating('q1', Date.UTC(2019, 0, 1), 'good')] },
      { days: [{ device: 'phone-aaaaaaaaaaaaaa', day: '2026-02-30', answered: 1, correct: 0 }] },
      { days: [{ device: 'phone-aaaaaaaaaaaaaa', day: '2026-03-02', answered: 1, correct: 2 }] },
      { days: [{ device: 'x', day: '2026-03-02', answered: 1, correct: 0 }] },
      { bases: [{ topicId: '0', questionId: 'q1', card: schedule(undefined, 'good', new Date(T)) }] },
    ];
    for (const batch of bad) expect(syncBatchSchema.safeParse(batch).success, JSON.stringify(batch)).toBe(false);
  });
});
