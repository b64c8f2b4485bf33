import { describe, expect, it } from 'vitest';
import { billTotals, fixedDiscount, percentDiscount } from './money.js';

describe('bill arithmetic', () => {
  it('carves the net and the KDV out of a total so that they add up to it exactly', () => {
    expect(billTotals(149_900, 0, 20)).toEqual({
      subtotal: 149_900,
      discount: 0,
      total: 149_900,
      net: 124_917, // 1249.1666… rounded up
      tax: 24_983,
      taxRate: 20,
    });
    for (let total = 0; total <= 5_000; total++)
      for (const rate of [0, 1, 8, 10, 18, 20]) {
        const { net, tax } = billTotals(total, 0, rate);
        expect(net + tax).toBe(total);
        // the net is the nearest kuruş to total / (1 + rate)
        expect(Math.abs(net - (total * 100) / (100 + rate))).toBeLessThanOrEqual(0.5);
      }
  });

  it('rounds an exact half kuruş up', () => {
    // 66 × 100 / 120 = 55.0, 6 × 100 / 120 = 5.0; 3 × 100 / 120 = 2.5 → 3
    expect(billTotals(3, 0, 20)).toMatchObject({ net: 3, tax: 0 });
    expect(billTotals(9, 0, 20)).toMatchObject({ net: 8, tax: 1 }); // 7.5 → 8
  });

  it('takes the discount off before the KDV is worked out', () => {
    expect(billTotals(100_000, 25_000, 20)).toEqual({
      subtotal: 100_000,
      discount: 25_000,
      total: 75_000,
      net: 62_500,
      tax: 12_500,
      taxRate: 20,
    });
  });

  it('rounds a percent discount half up and caps a fixed one at the price', () => {
    expect(percentDiscount(149_900, 15)).toBe(22_485);
    expect(percentDiscount(99, 50)).toBe(50); // 49.5 → 50
    expect(percentDiscount(97, 50)).toBe(49); // 48.5 → 49
    expect(percentDiscount(1_000, 100)).toBe(1_000);
    expect(fixedDiscount(10_000, 2_500)).toBe(2_500);
    expect(fixedDiscount(10_000, 25_000)).toBe(10_000);
  });
});
