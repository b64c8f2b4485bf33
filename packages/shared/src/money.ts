// Money is integer minor units (kuruş) with an ISO currency everywhere (DESIGN.md §4). This turns
// an amount into text in the reader's language, the same way on the server (mails, bill PDFs) and
// in the web app: 123456 TRY → "₺1.234,56" in Turkish, "1.234,56 TRY" in German.
import type { Language } from './languages.js';

export function formatMoney(minor: number, currency: string, language: Language | string): string {
  const format = new Intl.NumberFormat(language, { style: 'currency', currency });
  return format.format(minor / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2));
}

/**
 * The KDV inside an amount that includes it (DESIGN.md §6.3): the net rounded half up in integers,
 * the KDV the rest, so that net + KDV = total to the kuruş, as a bill splits its total.
 */
export function splitVat(total: number, taxRate: number): { net: number; tax: number } {
  const divisor = 100 + taxRate;
  const net = Math.floor((2 * total * 100 + divisor) / (2 * divisor));
  return { net, tax: total - net };
}
