// An IBAN as it is typed: shown in groups of four at once, the caret kept after the character it
// followed, and judged as typed by the shared check (mod 97 and the country's length).
import { formatIban, ibanLengthOf, isValidIban, normalizeIban } from '@hatira/shared/identity-numbers';

/** The shortest IBAN of any country (ISO 13616: Norway's 15 characters). */
const SHORTEST_IBAN = 15;

/**
 * `empty`; `typing`: IBAN characters in the right places, shorter than the country's length (or the
 * shortest IBAN when the country is unknown); `valid`; `invalid`: anything else, said at once.
 */
export type IbanState = 'empty' | 'typing' | 'valid' | 'invalid';

export function ibanState(value: string): IbanState {
  const iban = normalizeIban(value);
  if (iban === '') return 'empty';
  if (isValidIban(iban)) return 'valid';
  const isWellFormedSoFar = /^[A-Z]{1,2}$|^[A-Z]{2}\d{1,2}$|^[A-Z]{2}\d{2}[A-Z0-9]*$/.test(iban);
  return isWellFormedSoFar && iban.length < (ibanLengthOf(iban) ?? SHORTEST_IBAN) ? 'typing' : 'invalid';
}

/** The text in groups of four, and where the caret goes: after the same number of characters. */
export function regroupIban(text: string, caret: number): { value: string; caret: number } {
  const value = formatIban(text);
  const charactersBefore = normalizeIban(text.slice(0, caret)).length;
  let seen = 0;
  let position = 0;
  while (position < value.length && seen < charactersBefore) {
    if (value[position] !== ' ') seen += 1;
    position += 1;
  }
  return { value, caret: position };
}
