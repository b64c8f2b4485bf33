// Turkish identity and bank numbers, checked by their check digits (DESIGN.md §6.3): the IBAN by
// ISO 13616 (mod 97 and the country's length), the TC kimlik no (11 digits, two check digits) and
// the VKN (a company's 10-digit tax number). Used by the schemas below and by the forms as typed.

/** IBAN lengths of the countries a Turkish business banks with (ISO 13616 registry). */
const IBAN_LENGTHS: Record<string, number> = {
  TR: 26,
  DE: 22,
  GB: 22,
  FR: 27,
  NL: 18,
  AT: 20,
  BE: 16,
  CH: 21,
  IT: 27,
  ES: 24,
};

/** The IBAN without spaces, upper case (how it is stored). */
export function normalizeIban(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** `TR33 0006 1005 1978 6457 8413 26`: groups of four, for reading and copying. */
export function formatIban(value: string): string {
  return normalizeIban(value).replace(/(.{4})(?=.)/g, '$1 ');
}

/** The length an IBAN of this country has (from its first two letters), when the registry above knows it. */
export function ibanLengthOf(value: string): number | undefined {
  return IBAN_LENGTHS[normalizeIban(value).slice(0, 2)];
}

export function isValidIban(value: string): boolean {
  const iban = normalizeIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const length = ibanLengthOf(iban);
  if (length !== undefined && iban.length !== length) return false;
  // Move the first four characters to the end, letters to numbers (A = 10 … Z = 35), mod 97 = 1.
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

/** TC kimlik no: 11 digits, not starting with 0; digit 10 and 11 are checksums of the first ones. */
export function isValidNationalId(value: string): boolean {
  if (!/^[1-9]\d{10}$/.test(value)) return false;
  const d = [...value].map(Number);
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!;
  const even = d[1]! + d[3]! + d[5]! + d[7]!;
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = d.slice(0, 10).reduce((sum, digit) => sum + digit, 0) % 10;
  return d[9] === tenth && d[10] === eleventh;
}

/** VKN (vergi kimlik numarası): 10 digits, the last a checksum of the first nine. */
export function isValidTaxNumber(value: string): boolean {
  if (!/^\d{10}$/.test(value)) return false;
  const d = [...value].map(Number);
  let sum = 0;
  for (let i = 0; i < 9; i++) {
    const t = (d[i]! + 10 - (i + 1)) % 10;
    if (t === 0) continue;
    let p = (t * 2 ** (9 - i)) % 9;
    if (p === 0) p = 9;
    sum += p;
  }
  return (10 - (sum % 10)) % 10 === d[9];
}
