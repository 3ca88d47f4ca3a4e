import { describe, expect, it } from 'vitest';
import { parseAffinity } from './cpu-pinning.js';

describe('parseAffinity', () => {
  it('reads single CPUs and ranges from taskset', () => {
    expect(parseAffinity("pid 42's current affinity list: 0,1\n")).toEqual([0, 1]);
    expect(parseAffinity("pid 42's current affinity list: 0-3,5\n")).toEqual([0, 1, 2, 3, 5]);
    expect(parseAffinity("pid 42's current affinity list: 7\n")).toEqual([7]);
  });

  it('finds no CPU in output it cannot read, so the bench does not pin', () => {
    expect(parseAffinity('')).toEqual([]);
    expect(parseAffinity("pid 42's current affinity list: \n")).toEqual([]);
    expect(parseAffinity("pid 42's current affinity list: x-y\n")).toEqual([]);
    expect(parseAffinity("pid 42's current affinity list: 3-1\n")).toEqual([]);
  });
});
