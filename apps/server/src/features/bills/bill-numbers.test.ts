import { describe, expect, it } from 'vitest';
import { billYear, formatBillNumber } from './bill-numbers.js';

describe('bill numbers', () => {
  it('are the year and six digits', () => {
    expect(formatBillNumber(2026, 1)).toBe('2026-000001');
    expect(formatBillNumber(2026, 123_456)).toBe('2026-123456');
  });

  it("take the year in Türkiye's time: 1 January starts at 21:00 UTC", () => {
    expect(billYear(new Date('2026-12-31T20:59:59Z'))).toBe(2026);
    expect(billYear(new Date('2026-12-31T21:00:00Z'))).toBe(2027);
  });
});
