// Dates, durations and sizes the way the guest's language writes them.
export function formatDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(date);
}

/** A moment of the day, with its date: "12 Haz 18:30". */
export function formatMoment(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}

/** 75 → "1:15" */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const minutes = Math.floor(whole / 60);
  return `${minutes}:${String(whole % 60).padStart(2, '0')}`;
}

export function formatBytes(bytes: number, language: string): string {
  const mb = bytes / (1024 * 1024);
  const format = new Intl.NumberFormat(language, { maximumFractionDigits: mb < 10 ? 1 : 0 });
  return mb < 1 ? `${format.format(bytes / 1024)} KB` : `${format.format(mb)} MB`;
}
