// Wall-clock times in an event's own time zone (the invitation's `timezone`, IANA): the editor
// lets the couple type "12 September, 19:00" as it reads at the venue, wherever they sit, and
// sends the instant that is. Intl knows every zone's offsets; no time zone library is needed.

/** 'YYYY-MM-DD' and 'HH:mm' as a clock in the zone reads them. */
export interface WallTime {
  date: string;
  time: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The clock in `timeZone` at `ms`, as UTC milliseconds of the same reading. */
function clockAt(ms: number, timeZone: string): number {
  const parts = Object.fromEntries(
    partsFormatter(timeZone)
      .formatToParts(new Date(ms))
      .map((part) => [part.type, part.value]),
  );
  return Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
}

/** The zone's offset from UTC at `ms`, in milliseconds (Istanbul: +3 h). */
function offsetAt(ms: number, timeZone: string): number {
  const whole = Math.floor(ms / 1000) * 1000;
  return clockAt(whole, timeZone) - whole;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * The instant (ISO, UTC) at which a clock in `timeZone` reads `date` `time`; undefined for a date
 * or time that is not one. (A reading the clock skips, in the hour it springs forward, gives an
 * instant beside that hour.)
 */
export function instantOf({ date, time }: WallTime, timeZone: string): string | undefined {
  const day = DATE.exec(date);
  const clock = TIME.exec(time);
  if (!day || !clock) return undefined;
  const reading = Date.UTC(
    Number(day[1]),
    Number(day[2]) - 1,
    Number(day[3]),
    Number(clock[1]),
    Number(clock[2]),
  );
  if (new Date(reading).toISOString().slice(0, 10) !== date) return undefined; // 31 February
  let instant = reading - offsetAt(reading, timeZone);
  // Near a change of offset the first guess reads the other side's: correct once by the offset there.
  const corrected = reading - offsetAt(instant, timeZone);
  if (corrected !== instant && offsetAt(corrected, timeZone) === reading - corrected) instant = corrected;
  return new Date(instant).toISOString();
}

/** How a clock in `timeZone` reads the instant `iso`. */
export function wallTimeOf(iso: string, timeZone: string): WallTime {
  const text = new Date(clockAt(new Date(iso).getTime(), timeZone)).toISOString();
  return { date: text.slice(0, 10), time: text.slice(11, 16) };
}

/** The IANA zones the browser knows, Istanbul first (most couples marry there). */
export function timeZoneNames(): string[] {
  const all = Intl.supportedValuesOf('timeZone');
  return ['Europe/Istanbul', ...all.filter((name) => name !== 'Europe/Istanbul')];
}

/** The zone of this browser, e.g. to say an event's time in the reader's own clock. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
