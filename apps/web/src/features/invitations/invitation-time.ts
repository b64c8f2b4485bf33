// The invitation's date and time in its own time zone (the guests may be elsewhere), and the
// countdown to it. Intl only: no date library on a guest's phone.

/** The browser's time zone ("Europe/Istanbul"). */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export interface EventWhen {
  /** "Cuma, 12 Haziran 2026" */
  date: string;
  /** "18:00", with the zone ("18:00 GMT+3") when the guest's own differs. */
  time: string;
  /** The invitation's zone when it differs from the browser's, else null. */
  zone: string | null;
}

export function eventWhen(startsAt: string, timeZone: string, language: string): EventWhen {
  const date = new Date(startsAt);
  const differs = timeZone !== browserTimeZone();
  return {
    date: new Intl.DateTimeFormat(language, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone,
    }).format(date),
    time: new Intl.DateTimeFormat(language, {
      hour: '2-digit',
      minute: '2-digit',
      timeZone,
      ...(differs && { timeZoneName: 'short' }),
    }).format(date),
    zone: differs ? timeZone : null,
  };
}

/** The calendar day of `date` in `timeZone`, as "2026-06-12". */
const dayIn = (date: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    date,
  );

export type Countdown =
  { state: 'coming'; days: number; hours: number; minutes: number } | { state: 'today' } | { state: 'past' };

/**
 * Days, hours and minutes until the start; "today" all through the event's day (in its time zone),
 * "past" from the next day on.
 */
export function countdownTo(startsAt: string, timeZone: string, now: Date): Countdown {
  const start = new Date(startsAt);
  if (dayIn(start, timeZone) === dayIn(now, timeZone)) return { state: 'today' };
  const left = start.getTime() - now.getTime();
  if (left <= 0) return { state: 'past' };
  const minutesLeft = Math.floor(left / 60_000);
  return {
    state: 'coming',
    days: Math.floor(minutesLeft / 1440),
    hours: Math.floor((minutesLeft % 1440) / 60),
    minutes: minutesLeft % 60,
  };
}
