// Bill numbers `YYYY-000001` (DESIGN.md §6.3): gapless and unique per year. The year's counter row
// is bumped by one upsert inside the checkout's transaction: the row stays locked until that
// transaction ends, so concurrent checkouts take numbers one after another, and a checkout that
// fails rolls its number back with everything else (no gap). The checkout takes it as its last
// step, so the lock is held for as short a time as possible.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { billCounters } from './bills.table.js';

/** Bills are Turkish documents: the year is the calendar year in Türkiye when the bill is made. */
const YEAR_IN_TURKEY = new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Europe/Istanbul' });

export function billYear(now: Date): number {
  return Number(YEAR_IN_TURKEY.format(now));
}

export function formatBillNumber(year: number, sequence: number): string {
  return `${year}-${String(sequence).padStart(6, '0')}`;
}

/** The next number of `year`; call it inside the transaction that inserts the bill. */
export async function takeBillNumber(tx: Db, year: number): Promise<string> {
  const [row] = await tx
    .insert(billCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: billCounters.year, set: { last: sql`${billCounters.last} + 1` } })
    .returning({ last: billCounters.last });
  return formatBillNumber(year, row!.last);
}
