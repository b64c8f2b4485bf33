// Reading bills (DESIGN.md §6.3) by the rules on `bills` (docs/decisions/027): a subscriber reads
// their own, a platform-wide `read bills` (the admin) every bill; another's bill is NOT_FOUND.
// Changes of state are in bill-payments.ts and cancel-bill.ts.
import { and, eq, gte, lt } from 'drizzle-orm';
import { rowOf } from '@hatira/shared/abilities';
import type { Bill, BillPayment, ListBillsQuery } from '@hatira/shared/bills';
import type { ListResponse } from '@hatira/shared/common';
import type { Db } from '../../db/client.js';
import { permittedWhere } from '../../lib/abilities.js';
import { assertCan, type Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';
import { listPage, searchPattern } from '../../lib/list-query.js';
import { asJson, type Json } from '../../lib/json-body.js';
import { users } from '../users/users.table.js';
import { billFileName, renderBillPdf } from './bill-pdf.js';
import {
  BILL_SORT_COLUMNS,
  findBill,
  lockBill,
  searchBills,
  selectBills,
  toBill,
  type BillRow,
} from './bills.queries.js';
import { bills } from './bills.table.js';
import { paymentProviderOf } from './payment-providers.js';

const DAY_MS = 24 * 60 * 60 * 1000;

const utcDayStart = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * The caller's bill list as the JSON text the route sends (no second pass through the schema: the
 * rows are mapped to the contract's type by toBill). A search is one prepared statement with its
 * total (searchBills, docs/decisions/057-bill-search); the rest goes through the list kit.
 */
export async function listBills(
  db: Db,
  actor: Actor,
  query: ListBillsQuery,
): Promise<Json<ListResponse<Bill>>> {
  const page = query.q
    ? await searchPage(db, actor, { ...query, q: query.q })
    : await kitPage(db, actor, query);
  return asJson(page);
}

async function searchPage(db: Db, actor: Actor, query: ListBillsQuery & { q: string }) {
  const key = query.sortBy ?? 'createdAt';
  const order = query.sortBy ? query.orderBy : 'desc';
  const offset = (query.page - 1) * query.itemsPerPage;
  const rows = await searchBills(db, key, order, {
    pattern: searchPattern(query.q),
    scope: readableBuyers(actor),
    status: query.status ?? null,
    from: query.from ? utcDayStart(query.from) : null,
    before: query.to ? new Date(utcDayStart(query.to).getTime() + DAY_MS) : null,
    userId: query.userId ?? null,
    accountType: query.accountType ?? null,
    limit: query.itemsPerPage,
    offset,
  });
  // a page past the last match has no row to carry the total: count them as the kit does
  if (rows.length === 0 && offset > 0) return kitPage(db, actor, query);
  return { items: rows.map(toBill), total: rows[0]?.total ?? 0 };
}

/**
 * The buyers whose bills the actor may read, for a statement that takes them as a parameter:
 * null = every buyer (a rule without conditions). Bill rules only ever name the buyer (userId).
 */
function readableBuyers(actor: Actor): string[] | null {
  const rules = actor.ability.rulesFor('read', 'bills').filter((rule) => !rule.inverted);
  if (rules.length === 0) throw new AppError('FORBIDDEN');
  if (rules.some((rule) => !rule.conditions)) return null;
  return rules.map((rule) => {
    const { userId, ...rest } = rule.conditions as Record<string, string>;
    if (!userId || Object.keys(rest).length > 0) throw new Error('A bills rule names only userId');
    return userId;
  });
}

async function kitPage(db: Db, actor: Actor, query: ListBillsQuery): Promise<ListResponse<Bill>> {
  const scope = permittedWhere(actor, 'read', 'bills', { userId: bills.userId });
  const page = await listPage(db, selectBills(db).$dynamic(), query, {
    where: and(
      scope,
      query.status ? eq(bills.status, query.status) : undefined,
      query.from ? gte(bills.createdAt, utcDayStart(query.from)) : undefined,
      query.to ? lt(bills.createdAt, new Date(utcDayStart(query.to).getTime() + DAY_MS)) : undefined,
      query.userId ? eq(bills.userId, query.userId) : undefined,
      query.accountType ? eq(users.accountType, query.accountType) : undefined,
    ),
    // the number, the name on the bill, the buyer's account name and email (written at checkout)
    search: [bills.searchText],
    sortColumns: BILL_SORT_COLUMNS,
    defaultSort: { key: 'createdAt', order: 'desc' },
    tieBreakers: [bills.id],
  });
  return { ...page, items: page.items.map(toBill) };
}

/** The row is one the actor may read; NOT_FOUND otherwise, so another's bill is not told apart from none. */
export function assertReadable(actor: Actor, bill: BillRow | null | undefined): asserts bill is BillRow {
  if (!bill || !actor.ability.can('read', rowOf('bills', { userId: bill.userId })))
    throw new AppError('NOT_FOUND');
}

/** A bill the actor may read, with its buyer; FORBIDDEN for a caller who may read no bill at all. */
async function readableBill(db: Db, actor: Actor, id: string) {
  assertCan(actor, 'read', 'bills');
  const row = await findBill(db, id);
  assertReadable(actor, row?.bill);
  return row!;
}

/** Locks a bill the actor may read, for a change of state (same answers as readableBill). */
export async function lockReadableBill(tx: Db, actor: Actor, id: string): Promise<BillRow> {
  assertCan(actor, 'read', 'bills');
  const bill = await lockBill(tx, id);
  assertReadable(actor, bill);
  return bill;
}

export async function getBill(db: Db, actor: Actor, id: string): Promise<Bill> {
  return toBill(await readableBill(db, actor, id));
}

/** The pay page's data: the bill, and where and how to pay it (its payment provider's part). */
export async function getBillPayment(db: Db, actor: Actor, id: string): Promise<BillPayment> {
  const row = await readableBill(db, actor, id);
  const payPage = await paymentProviderOf(row.bill).payPage(db, row.bill);
  return { bill: toBill(row), ...payPage };
}

const isOpen = (bill: BillRow) => bill.status === 'unpaid' || bill.status === 'pending_confirmation';

/** The bill as a PDF in its own language, with the payment instructions while it is open. */
export async function getBillPdf(
  db: Db,
  actor: Actor,
  id: string,
): Promise<{ fileName: string; pdf: Buffer }> {
  const row = await readableBill(db, actor, id);
  const payment = isOpen(row.bill) ? await paymentProviderOf(row.bill).payPage(db, row.bill) : null;
  return {
    fileName: billFileName(row.bill, row.bill.language),
    pdf: await renderBillPdf(toBill(row), row.bill.language, payment),
  };
}
