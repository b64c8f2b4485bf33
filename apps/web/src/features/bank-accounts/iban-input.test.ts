import { describe, expect, it } from 'vitest';
import { ibanState, regroupIban } from './iban-input';

describe('an IBAN as it is typed', () => {
  it('is being typed while it may still become valid, and wrong as soon as it cannot', () => {
    expect(ibanState('')).toBe('empty');
    expect(ibanState('t')).toBe('typing');
    expect(ibanState('TR33 0006 1005')).toBe('typing');
    expect(ibanState('TR33 0006 1005 1978 6457 8413 26')).toBe('valid');
    // the check digits do not add up, once all 26 characters are there
    expect(ibanState('TR33 0006 1005 1978 6457 8413 27')).toBe('invalid');
    // too long for Türkiye, a digit where the country goes, a letter where the check digits go
    expect(ibanState('TR33 0006 1005 1978 6457 8413 261')).toBe('invalid');
    expect(ibanState('1R33')).toBe('invalid');
    expect(ibanState('TRX3')).toBe('invalid');
    expect(ibanState('TR33 0006-1005')).toBe('invalid');
  });

  it('shows groups of four and keeps the caret after the character it followed', () => {
    expect(regroupIban('tr3300061', 9)).toEqual({ value: 'TR33 0006 1', caret: 11 });
    // a character typed in the middle of the grouped text
    expect(regroupIban('TR33 00X06 1', 7)).toEqual({ value: 'TR33 00X0 61', caret: 7 });
    expect(regroupIban('TR33 0006 1005 1978 6457 8413 26', 0)).toEqual({
      value: 'TR33 0006 1005 1978 6457 8413 26',
      caret: 0,
    });
  });
});
