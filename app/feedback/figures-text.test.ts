import { describe, expect, it } from 'vitest';
import { summarizeFigures } from './figures-text';

const options = ['a', 'b', 'c', 'd'];

describe('the figures a card shows after a first answer', () => {
  it('gives the share of the chosen option and the wrong option picked most', () => {
    const figures = { id: 'x:y', learners: 100, picks: [10, 62, 21, 7] };
    expect(summarizeFigures(figures, options, 'b', 'b')).toEqual({
      learners: 100,
      chosenShare: 0.62,
      chosenRight: true,
      mostMissed: { option: 'c', share: 0.21 },
    });
    expect(summarizeFigures(figures, options, 'b', 'd')!.chosenShare).toBe(0.07);
    // A wrong pick that is the most common one is the first figure, never the second.
    expect(summarizeFigures(figures, options, 'b', 'c')).toMatchObject({
      chosenRight: false,
      mostMissed: { option: 'a' },
    });
  });

  it('says nothing without figures, or when the options no longer match', () => {
    expect(summarizeFigures(undefined, options, 'b', 'b')).toBeNull();
    expect(summarizeFigures({ id: 'x:y', learners: 20, picks: [20, 0, 0] }, options, 'b', 'b')).toBeNull();
    expect(
      summarizeFigures({ id: 'x:y', learners: 20, picks: [0, 20, 0, 0] }, options, 'b', 'b')!.mostMissed,
    ).toBeNull();
  });
});
