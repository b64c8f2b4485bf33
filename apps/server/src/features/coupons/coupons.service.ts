// Coupons (DESIGN.md §6.3): staff keep the codes under the rules on `coupons`; the checkout takes a
// use of one inside its own transaction (applyCoupon) and a cancelled bill gives it back
// (releaseCoupon). `used_count` is the number of bills holding a use, kept under the coupon's row
// lock, so `maxUses` holds however many buyers check out at once (docs/decisions/035).
import { desc, eq, sql } from 'drizzle-orm';
import type { ListResponse } from '@hatira/shared/common';
import {
  COUPON_BILLS_MAX,
  type Coupon,
  type CouponBody,
  type CouponDetail,
  type ListCouponsQuery,
  type UpdateCouponBody,
} from '@hatira/shared/coupons';
import { fieldError } from '@hatira/shared/field-errors';
import type { SubscriptionPlan } from '@hatira/shared/subscriptions';
import type { Db } from '../../db/client.js';
import { assertCan, type Actor } from '../../lib/actor.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';
import { listPage } from '../../lib/list-query.js';
import { bills } from '../bills/bills.table.js';
import { users } from '../users/users.table.js';
import { coupons } from './coupons.table.js';

type CouponRow = typeof coupons.$inferSelect;

function toCoupon(row: CouponRow): Coupon {
  return {
    id: row.id,
    code: row.code,
    discountType: row.discountType,
    amount: row.amount,
    planType: row.planType,
    validFrom: row.validFrom?.toISOString() ?? null,
    validUntil: row.validUntil?.toISOString() ?? null,
    maxUses: row.maxUses,
    usedCount: row.usedCount,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
  };
}

const dateOrNull = (value: string | null) => (value === null ? null : new Date(value));

/** A PATCH body as columns: only the fields it holds, times as dates. */
function changedColumns(input: UpdateCouponBody): Partial<CouponRow> {
  const { validFrom, validUntil, ...rest } = input;
  return {
    ...rest,
    ...(validFrom !== undefined && { validFrom: dateOrNull(validFrom) }),
    ...(validUntil !== undefined && { validUntil: dateOrNull(validUntil) }),
  };
}

/** Codes are one case-insensitively: `Yaz2030` and `YAZ2030` are the same coupon. */
const codeIs = (code: string) => sql`lower(${coupons.code}) = lower(${code.trim()})`;

const SORT_COLUMNS = {
  code: coupons.code,
  createdAt: coupons.createdAt,
  validUntil: coupons.validUntil,
  usedCount: coupons.usedCount,
} as const;

export async function listCoupons(
  db: Db,
  actor: Actor,
  query: ListCouponsQuery,
): Promise<ListResponse<Coupon>> {
  assertCan(actor, 'read', 'coupons');
  const page = await listPage(db, db.select().from(coupons).$dynamic(), query, {
    where: query.isActive ? eq(coupons.isActive, query.isActive === 'true') : undefined,
    search: [coupons.code],
    sortColumns: SORT_COLUMNS,
    defaultSort: { key: 'createdAt', order: 'desc' },
    tieBreakers: [coupons.id],
  });
  return { ...page, items: page.items.map(toCoupon) };
}

/** The coupon and the newest bills that used it, cancelled ones included (they show as such). */
export async function getCoupon(db: Db, actor: Actor, id: string): Promise<CouponDetail> {
  assertCan(actor, 'read', 'coupons');
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  const used = await db
    .select({
      id: bills.id,
      number: bills.number,
      userName: users.fullName,
      total: bills.total,
      currency: bills.currency,
      status: bills.status,
      createdAt: bills.createdAt,
    })
    .from(bills)
    .innerJoin(users, eq(users.id, bills.userId))
    .where(eq(bills.couponId, id))
    .orderBy(desc(bills.createdAt), desc(bills.id))
    .limit(COUPON_BILLS_MAX);
  return {
    ...toCoupon(row),
    bills: used.map((bill) => ({ ...bill, createdAt: bill.createdAt.toISOString() })),
  };
}

/** A code another coupon has is COUPON_CODE_TAKEN (the unique index decides, so a race cannot slip by). */
async function rejectingTakenCode<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('COUPON_CODE_TAKEN');
    throw error;
  }
}

export async function createCoupon(db: Db, actor: Actor, input: CouponBody): Promise<Coupon> {
  assertCan(actor, 'create', 'coupons');
  const [created] = await rejectingTakenCode(() =>
    db
      .insert(coupons)
      .values({ ...input, validFrom: dateOrNull(input.validFrom), validUntil: dateOrNull(input.validUntil) })
      .returning(),
  );
  return toCoupon(created!);
}

/** What the merged coupon would break: a percent over 100, a window ending before it starts, fewer uses than taken. */
function invalidFields(next: CouponRow): Record<string, string> {
  const fields: Record<string, string> = {};
  if (next.discountType === 'percent' && next.amount > 100) fields['amount'] = fieldError('invalid');
  if (next.validFrom && next.validUntil && next.validUntil <= next.validFrom)
    fields['validUntil'] = fieldError('invalid');
  if (next.maxUses !== null && next.maxUses < next.usedCount) fields['maxUses'] = fieldError('invalid');
  return fields;
}

export async function updateCoupon(
  db: Db,
  actor: Actor,
  id: string,
  input: UpdateCouponBody,
): Promise<Coupon> {
  assertCan(actor, 'update', 'coupons');
  const changes = changedColumns(input);
  return rejectingTakenCode(() =>
    // The row is locked so a checkout cannot take a use between the check of maxUses and the write.
    db.transaction(async (tx) => {
      const [current] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
      if (!current) throw new AppError('NOT_FOUND');
      const fields = invalidFields({ ...current, ...changes });
      if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_FAILED', fields);
      const [updated] = await tx.update(coupons).set(changes).where(eq(coupons.id, id)).returning();
      return toCoupon(updated!);
    }),
  );
}

/** Bills that used it keep their code and amounts (their coupon_id becomes null). */
export async function deleteCoupon(db: Db, actor: Actor, id: string): Promise<void> {
  assertCan(actor, 'delete', 'coupons');
  const [deleted] = await db.delete(coupons).where(eq(coupons.id, id)).returning({ id: coupons.id });
  if (!deleted) throw new AppError('NOT_FOUND');
}

/** The plan a coupon is checked against: its account type and its price (kuruş, KDV included). */
export type CouponPlan = Pick<SubscriptionPlan, 'type' | 'price'>;

export interface CouponUse {
  coupon: Coupon;
  /** Kuruş off the plan's price; never more than the price. */
  discount: number;
}

/** Percent: price × amount / 100 rounded half up to the kuruş; fixed: the amount, at most the price. */
export function couponDiscount(coupon: Pick<CouponRow, 'discountType' | 'amount'>, price: number): number {
  if (coupon.discountType === 'fixed') return Math.min(coupon.amount, price);
  return Math.min(Math.floor((price * coupon.amount + 50) / 100), price);
}

/** Why a coupon cannot be used on `plan` now, checked in this order; null when it can. */
function refusal(row: CouponRow | undefined, plan: CouponPlan, now: Date) {
  // A coupon whose window has not opened yet is not valid (yet); "expired" would be untrue.
  if (!row || !row.isActive || (row.validFrom && now < row.validFrom)) return 'COUPON_INVALID' as const;
  if (row.validUntil && now > row.validUntil) return 'COUPON_EXPIRED' as const;
  if (row.planType && row.planType !== plan.type) return 'COUPON_NOT_APPLICABLE' as const;
  if (row.maxUses !== null && row.usedCount >= row.maxUses) return 'COUPON_USED_UP' as const;
  return null;
}

/**
 * For the checkout, inside its transaction `tx`: locks the coupon's row, checks it against `plan`
 * and takes one use. Throws COUPON_INVALID (unknown or inactive), COUPON_EXPIRED (outside its
 * window), COUPON_NOT_APPLICABLE (the other account type) or COUPON_USED_UP. A rolled-back
 * checkout gives the use back with everything else.
 */
export async function applyCoupon(
  tx: Db,
  code: string,
  plan: CouponPlan,
  now = new Date(),
): Promise<CouponUse> {
  const [row] = await tx.select().from(coupons).where(codeIs(code)).for('update');
  const refused = refusal(row, plan, now);
  if (refused) throw new AppError(refused);
  const [taken] = await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(eq(coupons.id, row!.id))
    .returning();
  return { coupon: toCoupon(taken!), discount: couponDiscount(taken!, plan.price) };
}

/** A cancelled bill's use comes back (in the caller's transaction). */
export async function releaseCoupon(tx: Db, couponId: string): Promise<void> {
  await tx
    .update(coupons)
    .set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)` })
    .where(eq(coupons.id, couponId));
}

/** The same checks as applyCoupon without taking a use: the cart's live check and the quote. */
export async function quoteCoupon(
  db: Db,
  code: string,
  plan: CouponPlan,
  now = new Date(),
): Promise<CouponUse> {
  const [row] = await db.select().from(coupons).where(codeIs(code));
  const refused = refusal(row, plan, now);
  if (refused) throw new AppError(refused);
  return { coupon: toCoupon(row!), discount: couponDiscount(row!, plan.price) };
}
