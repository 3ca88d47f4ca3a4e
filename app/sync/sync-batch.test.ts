import { describe, expect, it } from 'vitest';
import { schedule } from '../record/scheduler';
import type { SyncState } from '../record/outbox';
import { applyView, buildBatch, reconcileDays } from './sync-batch';
import { fingerprint } from './taken-answers';

const T = Date.now() - 3_600_000;
const MIN = 60_000;
const answer = (chosen: string, at: number) => ({
  chosen,
  correct: chosen === 'A',
  at,
  first: { chosen, correct: chosen === 'A', at },
});
const state = (change: Partial<SyncState> = {}): SyncState => ({
  device: 'a'.repeat(32),
  ratings: [],
  resets: [],
  own: {},
  ownSent: {},
  known: {},
  resetsSeen: {},
  basesDue: false,
  ...change,
});
const view = (change: object = {}) => ({
  answers: {},
  cards: {},
  activity: {},
  resets: {},
  records: 0,
  maxRecords: 100_000,
  ...change,
});

describe('sync batch', () => {
  it('sends only the answers the account does not hold as they are here', () => {
    const stored = {
      topics: { '2': { total: 9, answers: { q1: answer('A', T), q2: answer('B', T) } } },
      cards: {},
      activity: {},
    };
    const batch = buildBatch(state({ known: { '2\nq1': fingerprint(answer('A', T)) } }), stored);
    expect(batch.answers).toEqual([{ topicId: '2', questionId: 'q2', ...answer('B', T) }]);
  });

  it('takes a reset from another device: the answers before it go, one given since keeps only what is known after it', () => {
    const stored = {
      topics: {
        '2': {
          total: 9,
          answers: { q1: answer('B', T), q2: { ...answer('A', T + 5 * MIN), first: answer('B', T).first } },
        },
      },
      cards: {},
      activity: {},
    };
    const merged = applyView(stored, view({ resets: { '2': T + MIN } }), state());
    expect(merged.topics['2']).toEqual({ total: 9, answers: { q2: answer('A', T + 5 * MIN) } });
  });

  it('keeps an answer given after this device took in a reset but stamped before it by a slow clock, moved to just after it', () => {
    const reset = T + 10 * MIN;
    const seen = { '2': { at: reset, seenAt: T + MIN } };
    const stored = {
      topics: { '2': { total: 9, answers: { late: answer('A', T + 2 * MIN), imported: answer('B', T) } } },
      cards: {},
      activity: {},
    };
    const merged = applyView(stored, view({ resets: { '2': reset } }), state({ resetsSeen: seen }));
    expect(merged.topics['2']!.answers).toEqual({ late: answer('A', reset + 1) });
    // A reset not yet taken in (or another one since) hides them both, as before.
    const unseen = applyView(stored, view({ resets: { '2': reset } }), state());
    expect(unseen.topics['2']!.answers).toEqual({});
    const newer = applyView(
      stored,
      view({ resets: { '2': reset } }),
      state({ resetsSeen: { '2': { at: T, seenAt: T } } }),
    );
    expect(newer.topics['2']!.answers).toEqual({});
  });

  it("takes the account's verdict of the same pick, judged against today's bank, so it is not sent again", () => {
    const stale = { ...answer('A', T), correct: true, first: { ...answer('A', T).first, correct: true } };
    const judged = { ...stale, correct: false, first: { ...stale.first, correct: false } };
    const sync = state();
    const merged = applyView(
      { topics: { '2': { total: 9, answers: { q1: stale } } }, cards: {}, activity: {} },
      view({ answers: { '2': { q1: judged } } }),
      sync,
    );
    expect(merged.topics['2']!.answers.q1).toEqual(judged);
    expect(buildBatch(sync, merged).answers).toEqual([]);
  });

  it("keeps a card this browser rated while its upload was on the way, and takes the account's otherwise", () => {
    const mine = schedule(undefined, 'again', new Date(T + 2 * MIN));
    const theirs = schedule(undefined, 'good', new Date(T));
    const stored = { topics: {}, cards: { '2': { q1: mine, q2: mine } }, activity: {} };
    const pending = state({
      ratings: [{ topicId: '2', questionId: 'q1', at: T + 2 * MIN, outcome: 'again', ratedAt: T + 2 * MIN }],
    });
    const merged = applyView(stored, view({ cards: { '2': { q1: theirs, q2: theirs } } }), pending);
    expect(merged.cards['2']).toEqual({ q1: mine, q2: theirs });
  });

  it("counts the day as the account's sum plus this device's answers not yet acknowledged", () => {
    const stored = { topics: {}, cards: {}, activity: { '2026-03-02': { answered: 3, correct: 1 } } };
    const own = state({
      own: { '2026-03-02': { answered: 4, correct: 2 } },
      ownSent: { '2026-03-02': { answered: 3, correct: 1 } },
    });
    const merged = applyView(stored, view({ activity: { '2026-03-02': { answered: 10, correct: 5 } } }), own);
    expect(merged.activity['2026-03-02']).toEqual({ answered: 11, correct: 6 });
  });

  it('at a sign-in, counts as its own what this browser has beyond the other devices, answers given signed out included', () => {
    // The account has 4 that day: 2 from another device and this one's 2, acknowledged before it
    // signed out; this browser shows 7: those 4 and 3 answered while signed out.
    const again = state({
      own: { '2026-03-02': { answered: 2, correct: 2 } },
      ownSent: { '2026-03-02': { answered: 2, correct: 2 } },
    });
    const account = view({ activity: { '2026-03-02': { answered: 4, correct: 3 } } });
    reconcileDays(again, { '2026-03-02': { answered: 7, correct: 4 } }, account);
    expect(again.own['2026-03-02']).toEqual({ answered: 5, correct: 3 });
    expect(buildBatch({ ...again, basesDue: true }, { topics: {}, cards: {}, activity: {} }).days).toEqual([
      { device: again.device, day: '2026-03-02', answered: 5, correct: 3 },
    ]);
    const fresh = state();
    reconcileDays(fresh, { '2026-03-02': { answered: 5, correct: 3 } }, view());
    expect(fresh.own['2026-03-02']).toEqual({ answered: 5, correct: 3 });
  });
});
