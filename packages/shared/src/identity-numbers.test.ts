import { describe, expect, it } from 'vitest';
import {
  formatIban,
  isValidIban,
  isValidNationalId,
  isValidTaxNumber,
  normalizeIban,
} from './identity-numbers.js';

describe('IBAN (ISO 13616)', () => {
  it('takes a valid Turkish IBAN typed with spaces and in lower case', () => {
    expect(isValidIban('tr33 0006 1005 1978 6457 8413 26')).toBe(true);
    expect(normalizeIban(' tr33 0006 1005 1978 6457 8413 26 ')).toBe('TR330006100519786457841326');
    expect(formatIban('TR330006100519786457841326')).toBe('TR33 0006 1005 1978 6457 8413 26');
  });
  it('refuses a wrong check digit, a wrong length for the country and letters where digits go', () => {
    expect(isValidIban('TR330006100519786457841327')).toBe(false);
    expect(isValidIban('TR33000610051978645784132')).toBe(false);
    expect(isValidIban('DE89370400440532013000')).toBe(true);
    expect(isValidIban('DE8937040044053201300')).toBe(false);
    expect(isValidIban('33TR0006100519786457841326')).toBe(false);
    expect(isValidIban('')).toBe(false);
  });
});

describe('TC kimlik no', () => {
  it('checks both check digits', () => {
    expect(isValidNationalId('10000000146')).toBe(true);
    expect(isValidNationalId('10000000147')).toBe(false);
    expect(isValidNationalId('10000000156')).toBe(false);
    expect(isValidNationalId('01000000146')).toBe(false);
    expect(isValidNationalId('1000000014')).toBe(false);
  });
});

describe('VKN', () => {
  it('checks the last digit', () => {
    expect(isValidTaxNumber('1234567890')).toBe(true);
    expect(isValidTaxNumber('1234567891')).toBe(false);
    expect(isValidTaxNumber('123456789')).toBe(false);
    expect(isValidTaxNumber('12345678a0')).toBe(false);
  });
});
