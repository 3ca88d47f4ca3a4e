import { describe, expect, it } from 'vitest';
import { nextBatchSize } from './use-progressive-count';

describe('nextBatchSize', () => {
  it('renders one card at a time where a card takes longer than a batch may', () => {
    expect(nextBatchSize(1, 12)).toBe(1);
    expect(nextBatchSize(3, 30)).toBe(1);
  });

  it('cuts a batch that took longer than 8 ms to what fits', () => {
    expect(nextBatchSize(4, 16)).toBe(2);
    expect(nextBatchSize(6, 12)).toBe(4);
  });

  it('keeps a batch that took between 4 and 8 ms', () => {
    expect(nextBatchSize(4, 8)).toBe(4);
    expect(nextBatchSize(4, 5)).toBe(4);
  });

  it('grows a quick batch by one card only, up to 20', () => {
    expect(nextBatchSize(1, 0)).toBe(2);
    expect(nextBatchSize(2, 4)).toBe(3);
    expect(nextBatchSize(20, 0.5)).toBe(20);
  });
});
