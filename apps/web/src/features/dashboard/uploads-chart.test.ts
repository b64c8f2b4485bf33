import { describe, expect, it } from 'vitest';
import { valueTicks } from './uploads-chart';

describe('valueTicks', () => {
  it('runs from 0 to a round top in steps of 1, 2 or 5 × 10ⁿ', () => {
    expect(valueTicks(30)).toEqual([0, 10, 20, 30]);
    expect(valueTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(valueTicks(23)).toEqual([0, 5, 10, 15, 20, 25]);
    expect(valueTicks(120)).toEqual([0, 50, 100, 150]);
  });

  it('counts whole uploads: never a step under 1', () => {
    expect(valueTicks(3)).toEqual([0, 1, 2, 3]);
    expect(valueTicks(1)).toEqual([0, 1]);
    expect(valueTicks(0)).toEqual([0, 1]);
  });
});
