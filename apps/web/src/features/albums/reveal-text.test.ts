// The host's sentence about when an album opens: Turkish joins the suffix to the time as it is
// read aloud, so every last word of a clock time gets its own.
import { describe, expect, it } from 'vitest';
import { canRevealNow, revealStateOf, turkishTimeSuffix } from './reveal-text';

describe('turkishTimeSuffix', () => {
  it.each([
    [10, 0, 'da'], // on
    [12, 0, 'de'], // on iki
    [13, 0, 'te'], // on üç
    [14, 0, 'te'], // on dört
    [15, 0, 'te'], // on beş
    [16, 0, 'da'], // on altı
    [17, 0, 'de'], // on yedi
    [18, 0, 'de'], // on sekiz
    [19, 0, 'da'], // on dokuz
    [20, 0, 'de'], // yirmi
    [21, 0, 'de'], // yirmi bir
    [0, 0, 'da'], // sıfır
    [9, 30, 'da'], // otuz
    [9, 40, 'ta'], // kırk
    [9, 50, 'de'], // elli
    [23, 45, 'te'], // kırk beş
    [10, 5, 'te'], // beş
  ])('%i:%i → %s', (hours, minutes, suffix) => {
    expect(turkishTimeSuffix(hours, minutes)).toBe(suffix);
  });
});

describe('revealStateOf', () => {
  const NOW = Date.parse('2026-06-12T10:00:00Z');
  const later = '2026-06-12T10:00:00.001Z';
  it('reads the album as the host would', () => {
    expect(revealStateOf({ visibility: 'public', revealAt: null, revealed: true }, NOW)).toBe('public');
    expect(revealStateOf({ visibility: 'owner_only', revealAt: null, revealed: false }, NOW)).toBe('dropBox');
    expect(revealStateOf({ visibility: 'after_reveal', revealAt: null, revealed: false }, NOW)).toBe(
      'waitsForHost',
    );
    expect(revealStateOf({ visibility: 'after_reveal', revealAt: later, revealed: false }, NOW)).toBe(
      'opensAt',
    );
    // its time came while the page was open
    expect(revealStateOf({ visibility: 'after_reveal', revealAt: later, revealed: false }, NOW + 1)).toBe(
      'opened',
    );
  });

  it('offers "open now" only for an album still waiting', () => {
    expect(canRevealNow({ visibility: 'after_reveal', revealAt: null, revealed: false }, NOW)).toBe(true);
    expect(canRevealNow({ visibility: 'after_reveal', revealAt: later, revealed: false }, NOW)).toBe(true);
    expect(canRevealNow({ visibility: 'after_reveal', revealAt: later, revealed: true }, NOW + 1)).toBe(
      false,
    );
    expect(canRevealNow({ visibility: 'owner_only', revealAt: null, revealed: false }, NOW)).toBe(false);
    expect(canRevealNow({ visibility: 'public', revealAt: null, revealed: true }, NOW)).toBe(false);
  });
});
