import { describe, expect, it } from 'vitest';
import type { Question } from '../../contract/quiz';
import { drawRound, drawSelection, planDraw, reshuffle } from './select';

const make = (id: string): Question => ({ id, question: id, options: ['a', 'b', 'c', 'd'], correctAnswer: 'b' });
const questions = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => make(`${prefix}${i}`));

/** A seeded generator, so a draw can be repeated in a test. */
function seeded(seed: number) {
  return () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
}

describe('planning a draw across topics', () => {
  const topics = [
    { id: 1, total: 3 },
    { id: 2, total: 0 },
    { id: 3, total: 40 },
  ];

  it('takes exactly the count, never more than a topic holds, and nothing from an empty topic', () => {
    for (let seed = 1; seed < 50; seed++) {
      const plan = planDraw(topics, 10, seeded(seed));
      expect([...plan.values()].reduce((sum, n) => sum + n, 0)).toBe(10);
      expect(plan.get(1) ?? 0).toBeLessThanOrEqual(3);
      expect(plan.has(2)).toBe(false);
    }
  });

  it('asks for at most the count of topics, so it fetches only what it needs', () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, total: 28 }));
    expect(planDraw(many, 5).size).toBeLessThanOrEqual(5);
  });

  it('takes everything when the pile is smaller than the count', () => {
    expect(planDraw([{ id: 1, total: 3 }], 20)).toEqual(new Map([[1, 3]]));
  });

  it('weights topics by their size: each question is equally likely', () => {
    const random = seeded(7);
    let fromSmall = 0;
    for (let run = 0; run < 2000; run++) fromSmall += planDraw(topics, 1, random).get(1) ?? 0;
    // 3 of 43 questions: about 140 of 2,000 draws.
    expect(fromSmall).toBeGreaterThan(90);
    expect(fromSmall).toBeLessThan(200);
  });
});

describe('drawing a round', () => {
  const topics = [
    { id: 1, name: 'React', questions: questions('r', 10), take: 3 },
    { id: 2, name: 'Git', questions: questions('g', 4), take: 2 },
  ];

  it('takes the planned number of distinct questions of each topic, with what saving needs', () => {
    const round = drawRound(topics, seeded(3));
    expect(round).toHaveLength(5);
    expect(new Set(round.map((item) => item.question.id)).size).toBe(5);
    expect(round.filter((item) => item.topicId === 1)).toHaveLength(3);
    const git = round.find((item) => item.topicId === 2)!;
    expect(git).toMatchObject({ topicName: 'Git', topicTotal: 4 });
    expect(git.question.id).toMatch(/^g/);
  });

  it('is random per round: the order of questions and options changes between rounds', () => {
    const a = drawRound(topics, seeded(1));
    const b = drawRound(topics, seeded(2));
    const key = (round: typeof a) => round.map((item) => `${item.question.id}:${item.question.options.join('')}`);
    expect(key(a)).not.toEqual(key(b));
    for (const item of a) expect([...item.question.options].sort()).toEqual(['a', 'b', 'c', 'd']);
  });

  it('reshuffles the same questions for a retry', () => {
    const round = drawRound(topics, seeded(4));
    const again = reshuffle(round, seeded(5));
    expect(again.map((item) => item.question.id).sort()).toEqual(round.map((item) => item.question.id).sort());
    expect(again.every((item) => item.question.correctAnswer === 'b')).toBe(true);
  });
});

describe('drawing a round from a selection', () => {
  const tagged = (id: string, difficulty: 'easy' | 'hard', tags: string[]): Question => ({
    ...make(id),
    difficulty,
    tags,
  });
  const pool = [
    {
      id: 1,
      name: 'One',
      questions: [
        tagged('a', 'hard', ['promises']),
        tagged('b', 'hard', ['closures']),
        tagged('c', 'easy', ['promises']),
        tagged('d', 'hard', ['promises', 'closures']),
      ],
    },
    { id: 2, name: 'Two', questions: [tagged('e', 'hard', []), tagged('f', 'easy', [])] },
  ];

  it('draws only the matching questions, fewer than the count when fewer match', () => {
    for (let seed = 1; seed < 20; seed++) {
      const items = drawSelection([pool[0]!], { difficulty: 'hard', tag: 'promises' }, 10, seeded(seed));
      expect(items.map((item) => item.question.id).sort()).toEqual(['a', 'd']);
    }
  });

  it('draws a difficulty across topics, counting progress against each whole topic', () => {
    const items = drawSelection(pool, { difficulty: 'hard' }, 3, seeded(7));
    expect(items).toHaveLength(3);
    for (const item of items) {
      expect(item.question.difficulty).toBe('hard');
      expect(item.topicTotal).toBe(item.topicId === 1 ? 4 : 2);
    }
  });
});
