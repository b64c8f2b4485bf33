// What the host reads about who sees an album now: "Herkese açık", "12 Haziran 10:00'da açılacak",
// "Siz açınca açılacak", "Açıldı", "Yalnızca siz görürsünüz". Turkish joins the locative suffix to
// the time as it is read aloud (10:00'da, 12:00'de, 15:45'te), so the suffix is worked out here.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Album } from '@hatira/shared/albums';

export type RevealState = 'public' | 'opensAt' | 'waitsForHost' | 'opened' | 'dropBox';

type AlbumReveal = Pick<Album, 'visibility' | 'revealAt' | 'revealed'>;

/** Where the album stands now (a reveal time that passed since the album was loaded counts). */
export function revealStateOf(album: AlbumReveal, now = Date.now()): RevealState {
  if (album.visibility === 'public') return 'public';
  if (album.visibility === 'owner_only') return 'dropBox';
  if (album.revealed || (album.revealAt !== null && Date.parse(album.revealAt) <= now)) return 'opened';
  return album.revealAt === null ? 'waitsForHost' : 'opensAt';
}

/** An `after_reveal` album guests cannot see yet: the host may open it now. */
export const canRevealNow = (album: AlbumReveal, now = Date.now()) => {
  const state = revealStateOf(album, now);
  return state === 'opensAt' || state === 'waitsForHost';
};

// The last word of the number read aloud decides the suffix's vowel and consonant.
const ONES = ['', 'de', 'de', 'te', 'te', 'te', 'da', 'de', 'de', 'da'] as const; // bir … dokuz
const TENS = ['da', 'da', 'de', 'da', 'ta', 'de'] as const; // sıfır, on, yirmi, otuz, kırk, elli

/** The locative suffix of a clock time in Turkish: 10:00 → 'da', 12:00 → 'de', 15:45 → 'te'. */
export function turkishTimeSuffix(hours: number, minutes: number): string {
  const read = minutes === 0 ? hours : minutes;
  return read % 10 === 0 ? TENS[read / 10]! : ONES[read % 10]!;
}

/**
 * "12 Haziran" (and the year when it is not this one) and the time in the UI language; in Turkish
 * the time carries its suffix ("10:00'da"), so every language's sentence has the same two parts.
 */
export function formatRevealTime(iso: string, language: string, now = new Date()) {
  const date = new Date(iso);
  const sameYear = date.getFullYear() === now.getFullYear();
  const time = new Intl.DateTimeFormat(language, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
  return {
    date: new Intl.DateTimeFormat(language, {
      day: 'numeric',
      month: 'long',
      ...(!sameYear && { year: 'numeric' }),
    }).format(date),
    time: language === 'tr' ? `${time}'${turkishTimeSuffix(date.getHours(), date.getMinutes())}` : time,
  };
}

/** The album's state as one short sentence. */
export function useRevealText() {
  const { t, i18n } = useTranslation('albums');
  const { language } = i18n;
  return useCallback(
    (album: AlbumReveal): string => {
      const state = revealStateOf(album);
      if (state === 'opensAt') return t('reveal.state.opensAt', formatRevealTime(album.revealAt!, language));
      return t(`reveal.state.${state}`);
    },
    [t, language],
  );
}
