// Plan sizes, bill dates and what a bill is for, as the plan and bill screens show them.
import type { Bill } from '@hatira/shared/bills';

/** 5 × 1024³ → "5 GB" (binary multiples, as the plans' quotas are set). */
export function formatBytes(bytes: number, language: string): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${new Intl.NumberFormat(language, { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value)} ${units[unit]}`;
}

export function formatBillDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso));
}

/** What a bill is for, in one line (its lines' descriptions). */
export const billSummary = (bill: Pick<Bill, 'lines'>) =>
  bill.lines.map((line) => line.description).join(', ');

/** The name on a bill: the person's, or the company's. */
export const buyerName = (buyer: Bill['buyer']) =>
  buyer.type === 'individual' ? buyer.fullName : buyer.companyName;
