// Money is integer minor units (kuruş) with an ISO currency everywhere (DESIGN.md §4). This turns
// an amount into text in the reader's language, the same way on the server (mails, bill PDFs) and
// in the web app: 123456 TRY → "₺1.234,56" in Turkish, "1.234,56 TRY" in German.
import type { Language } from './languages.js';

export function formatMoney(minor: number, currency: string, language: Language | string): string {
  const format = new Intl.NumberFormat(language, { style: 'currency', currency });
  return format.format(minor / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2));
}
