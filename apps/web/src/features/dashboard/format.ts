// Sizes, dates and remaining days as the dashboard shows them, in the UI language.

const DAY_MS = 24 * 60 * 60 * 1000;

const BYTE_UNITS = [
  ['terabyte', 1024 ** 4],
  ['gigabyte', 1024 ** 3],
  ['megabyte', 1024 ** 2],
  ['kilobyte', 1024],
] as const;

/** 5 * 1024 ** 3 → "5 GB" (binary multiples, as the plans' quotas are set). */
export function formatStorage(bytes: number, language: string): string {
  const [unit, size] = BYTE_UNITS.find(([, s]) => bytes >= s) ?? BYTE_UNITS[BYTE_UNITS.length - 1]!;
  const value = bytes / size;
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit,
    maximumFractionDigits: value < 10 ? 1 : 0,
  }).format(value);
}

/** A date-time in the browser's zone; a bare `YYYY-MM-DD` (a server UTC day) as that day. */
export function formatDay(iso: string, language: string, options: Intl.DateTimeFormatOptions): string {
  const isDay = iso.length === 10;
  const date = new Date(isDay ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { ...options, ...(isDay && { timeZone: 'UTC' }) }).format(date);
}

/** Whole days from `now` until `iso`, rounded up (0 once it has passed). */
export function daysUntil(iso: string, now = Date.now()): number {
  return Math.max(0, Math.ceil((Date.parse(iso) - now) / DAY_MS));
}
