import { describe, expect, it } from 'vitest';
import { summarizeFigures } from './figures-text';

const options = ['a', 'b', 'c', 'd'];

describe('the figures a card shows after a first answer', () => {
  it('gives the share of the chosen option and the wrong option picked most', () => {
    const figures = { id: 'x:y', learners: 100, picks: [10, 62, 21, 7] };
    expect(summarizeFigures(figures, options, 'b', 'b')).toEqual({
      learners: 100,
      chosenShare: 0.62,
      mostMissed: { option: 'c', share: 0.21 },
    });
    expect(summarizeFigures(figures, options, 'b', 'd')!.chosenShare).toBe(0.07);
  });

  it('says nothing without figures, or when the options no longer match', () => {
    expect(summarizeFigures(undefined, options, 'b', 'b')).toBeNull();
    expect(summarizeFigures({ id: 'x:y', learners: 20, picks: [20, 0, 0] }, options, 'b', 'b')).toBeNull();
    expect(
      summarizeFigures({ id: 'x:y', learners: 20, picks: [0, 20, 0, 0] }, options, 'b', 'b')!.mostMissed,
    ).toBeNull();
  });
});
