// Reading bills: the rows with their buyer's account, as the API shows them; one bill locked for a
// change of state; the revenue the admin's dashboard shows; who hears of a payment notice.
import { and, asc, desc, eq, gte, inArray, isNull, like, sql } from 'drizzle-orm';
import { REVENUE_MONTHS, type PlatformDashboard } from '@hatira/shared/dashboard';
import type { Bill, BillStatus } from '@hatira/shared/bills';
import type { AccountType } from '@hatira/shared/auth';
import type { Db } from '../../db/client.js';
import { permissions, rolePermissions } from '../roles/roles.table.js';
import { users } from '../users/users.table.js';
import { bills } from './bills.table.js';

export type BillRow = typeof bills.$inferSelect;

export const billColumns = { bill: bills, userName: users.fullName, userEmail: users.email };

/** Bills with their buyer's account; add a where (and make it `$dynamic()` for lists). */
export function selectBills(db: Db) {
  return db.select(billColumns).from(bills).innerJoin(users, eq(users.id, bills.userId));
}

export function toBill(row: { bill: BillRow; userName: string; userEmail: string }): Bill {
  const b = row.bill;
  return {
    id: b.id,
    number: b.number,
    kind: b.kind,
    userId: b.userId,
    userName: row.userName,
    userEmail: row.userEmail,
    subscriptionId: b.subscriptionId,
    lines: b.lines,
    subtotal: b.subtotal,
    discount: b.discount,
    net: b.net,
    tax: b.tax,
    taxRate: b.taxRate,
    total: b.total,
    currency: b.currency,
    couponCode: b.couponCode,
    status: b.status,
    paymentMethod: b.paymentMethod,
    paymentReference: b.number,
    paymentNotice: b.paymentNotice ?? null,
    rejectionReason: b.rejectionReason,
    buyer: b.buyer,
    seller: b.seller,
    dueAt: b.dueAt.toISOString(),
    paidAt: b.paidAt?.toISOString() ?? null,
    cancelledAt: b.cancelledAt?.toISOString() ?? null,
    createdAt: b.createdAt.toISOString(),
  };
}

export const BILL_SORT_COLUMNS = {
  createdAt: bills.createdAt,
  number: bills.number,
  total: bills.total,
  status: bills.status,
};
export type BillSortKey = keyof typeof BILL_SORT_COLUMNS;

/** What a searched bill list asks (docs/decisions/057-bill-search): every filter may be null. */
export interface BillSearch {
  /** searchPattern(q): the folded text anywhere (search_text is stored folded, lib/list-query.ts). */
  pattern: string;
  /** The caller's readable buyers; null = every bill. */
  scope: string[] | null;
  status: BillStatus | null;
  from: Date | null;
  /** Exclusive. */
  before: Date | null;
  userId: string | null;
  accountType: AccountType | null;
  limit: number;
  offset: number;
}

function prepareBillSearch(db: Db, key: BillSortKey, order: 'asc' | 'desc') {
  const p = {
    pattern: sql.placeholder('pattern'),
    scope: sql.placeholder('scope'),
    status: sql.placeholder('status'),
    from: sql.placeholder('from'),
    before: sql.placeholder('before'),
    userId: sql.placeholder('userId'),
    accountType: sql.placeholder('accountType'),
  };
  const direction = order === 'desc' ? desc : asc;
  return db
    .select({ ...billColumns, total: sql<number>`(count(*) over ())::int` })
    .from(bills)
    .innerJoin(users, eq(users.id, bills.userId))
    .where(
      and(
        like(bills.searchText, p.pattern),
        sql`(${p.scope}::uuid[] is null or ${bills.userId} = any(${p.scope}::uuid[]))`,
        sql`(${p.status}::text is null or ${bills.status} = ${p.status}::text)`,
        sql`(${p.from}::timestamptz is null or ${bills.createdAt} >= ${p.from}::timestamptz)`,
        sql`(${p.before}::timestamptz is null or ${bills.createdAt} < ${p.before}::timestamptz)`,
        sql`(${p.userId}::uuid is null or ${bills.userId} = ${p.userId}::uuid)`,
        sql`(${p.accountType}::text is null or ${users.accountType} = ${p.accountType}::text)`,
      ),
    )
    .orderBy(direction(BILL_SORT_COLUMNS[key]), direction(bills.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(`bills_search_${key}_${order}`);
}

const searches = new WeakMap<Db, Map<string, ReturnType<typeof prepareBillSearch>>>();

/**
 * A page of bills whose search text holds `pattern`, each row with the number of all matches
 * (`count(*) over ()`): one named statement per sort, one round trip. Only for a search — it
 * narrows the rows to a few through the trigram index, so the window counts few; without one,
 * listPage's index-only count is cheaper than a window over every bill.
 */
export function searchBills(db: Db, key: BillSortKey, order: 'asc' | 'desc', search: BillSearch) {
  let byDb = searches.get(db);
  if (!byDb) searches.set(db, (byDb = new Map()));
  const name = `${key}_${order}`;
  let statement = byDb.get(name);
  if (!statement) byDb.set(name, (statement = prepareBillSearch(db, key, order)));
  return statement.execute({
    ...search,
    scope: search.scope && `{${search.scope.join(',')}}`,
    from: search.from?.toISOString() ?? null,
    before: search.before?.toISOString() ?? null,
  });
}

/** One bill with its buyer, or null. */
export async function findBill(db: Db, id: string) {
  const [row] = await selectBills(db).where(eq(bills.id, id));
  return row ?? null;
}

/** The bill's row, locked until the transaction ends: every change of state starts here. */
export async function lockBill(tx: Db, id: string): Promise<BillRow | null> {
  const [row] = await tx.select().from(bills).where(eq(bills.id, id)).for('update');
  return row ?? null;
}

/** Revenue is summed in the currency the price list sells in. */
export const REVENUE_CURRENCY = 'TRY';

/** `YYYY-MM` of the UTC month `time` falls in. */
const utcMonth = (time: Date) => time.toISOString().slice(0, 7);

/**
 * Paid bills by the UTC month of their payment, the last REVENUE_MONTHS months (this one last,
 * empty months as zeros). Refunded and cancelled bills are not revenue.
 */
export async function revenueByMonth(db: Db, now: Date): Promise<NonNullable<PlatformDashboard['revenue']>> {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (REVENUE_MONTHS - 1), 1));
  const month = sql<string>`to_char(${bills.paidAt} at time zone 'UTC', 'YYYY-MM')`;
  const rows = await db
    .select({ month, total: sql<number>`sum(${bills.total})::int` })
    .from(bills)
    .where(and(eq(bills.status, 'paid'), eq(bills.currency, REVENUE_CURRENCY), gte(bills.paidAt, start)))
    .groupBy(month);
  const totals = new Map(rows.map((row) => [row.month, row.total]));
  const months = Array.from({ length: REVENUE_MONTHS }, (_, i) => {
    const key = utcMonth(new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + i, 1)));
    return { month: key, total: totals.get(key) ?? 0 };
  });
  return { paidThisMonth: months.at(-1)!.total, currency: REVENUE_CURRENCY, months };
}

/**
 * The active users who may confirm payments: their role holds `update` (or `manage`) on every
 * bill, through `bills` or `all`. They hear of each payment notice, unless they turned bill mails off.
 */
export function billStaff(db: Db) {
  return db
    .selectDistinct({ email: users.email, fullName: users.fullName, language: users.language })
    .from(users)
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, users.roleId))
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(
      and(
        eq(users.status, 'active'),
        eq(users.notifyBills, true),
        isNull(permissions.conditions),
        inArray(permissions.action, ['update', 'manage']),
        inArray(permissions.subject, ['bills', 'all']),
      ),
    );
}
