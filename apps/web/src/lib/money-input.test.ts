import { describe, expect, it } from 'vitest';
import { formatMoneyInput, parseMoneyInput } from './money-input';

describe('amounts typed in a form', () => {
  it.each([
    ['1499', 149_900],
    ['1499,9', 149_990],
    ['1499.90', 149_990],
    ['1.499,90', 149_990],
    ['1,499.90', 149_990],
    ['1 499', 149_900],
    ['₺ 14.999,00', 1_499_900],
    ['0,5', 50],
    ['0', 0],
  ])('reads %s as %i kuruş', (text, kurus) => {
    expect(parseMoneyInput(text)).toBe(kurus);
  });

  it.each(['', 'abc', '1,2,3', '12,34,56', '-5', '1.2345'])('refuses %j', (text) => {
    expect(parseMoneyInput(text)).toBeUndefined();
  });

  it('writes kuruş back for editing in the reader’s language, read back the same', () => {
    expect(formatMoneyInput(149_990, 'tr')).toBe('1499,90');
    expect(formatMoneyInput(149_990, 'en')).toBe('1499.90');
    for (const language of ['tr', 'en', 'de', 'ru'])
      expect(parseMoneyInput(formatMoneyInput(1_234_505, language))).toBe(1_234_505);
  });
});
