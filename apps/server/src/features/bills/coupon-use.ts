// A coupon's uses at checkout (DESIGN.md §6.3). TEMPORARY HOME: these three functions belong to the
// coupons feature (features/coupons/coupons.service.ts, built alongside this one) and move there
// when the two meet, with these signatures and meanings; until then they write `coupons` from here.
//
// Whether a code applies: unknown or inactive → COUPON_INVALID (also before its validity window
// opens), past `valid_until` → COUPON_EXPIRED, another plan type → COUPON_NOT_APPLICABLE, every use
// taken → COUPON_USED_UP. A use is taken under the coupon row's lock in the checkout's transaction,
// so N checkouts racing for a coupon of k uses get exactly k discounts; a cancelled bill gives its
// use back.
import { eq, sql } from 'drizzle-orm';
import type { PlanType } from '@hatira/shared/subscriptions';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { coupons } from '../coupons/coupons.table.js';
import { fixedDiscount, percentDiscount } from './money.js';

type Coupon = typeof coupons.$inferSelect;
interface PlanPrice {
  type: PlanType;
  price: number;
}

const byCode = (code: string) => eq(sql`lower(${coupons.code})`, code.trim().toLowerCase());

/** The coupon's discount on `plan` at `now`, or the error code that says why it does not apply. */
function discountOf(coupon: Coupon | undefined, plan: PlanPrice, now: Date): number {
  if (!coupon || !coupon.isActive || (coupon.validFrom && coupon.validFrom > now))
    throw new AppError('COUPON_INVALID');
  if (coupon.validUntil && coupon.validUntil <= now) throw new AppError('COUPON_EXPIRED');
  if (coupon.planType && coupon.planType !== plan.type) throw new AppError('COUPON_NOT_APPLICABLE');
  if (coupon.maxUses !== null && coupon.usedCount >= coupon.maxUses) throw new AppError('COUPON_USED_UP');
  return coupon.discountType === 'percent'
    ? percentDiscount(plan.price, coupon.amount)
    : fixedDiscount(plan.price, coupon.amount);
}

/** What the coupon would take off `plan` now (the cart's live check); takes no use. */
export async function quoteCoupon(
  db: Db,
  code: string,
  plan: PlanPrice,
  now: Date,
): Promise<{ coupon: Coupon; discount: number }> {
  const [coupon] = await db.select().from(coupons).where(byCode(code));
  const discount = discountOf(coupon, plan, now);
  return { coupon: coupon!, discount };
}

/** Takes one use of the coupon for `plan`; call it inside the checkout's transaction. */
export async function applyCoupon(
  tx: Db,
  code: string,
  plan: PlanPrice,
  now: Date,
): Promise<{ coupon: Coupon; discount: number }> {
  const [coupon] = await tx.select().from(coupons).where(byCode(code)).for('update');
  const discount = discountOf(coupon, plan, now);
  // eslint-disable-next-line hatira/no-foreign-table-writes -- moves to the coupons feature (see the header)
  await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(eq(coupons.id, coupon!.id));
  return { coupon: coupon!, discount };
}

/** Gives back the use a cancelled bill took. */
export async function releaseCoupon(tx: Db, couponId: string): Promise<void> {
  // eslint-disable-next-line hatira/no-foreign-table-writes -- moves to the coupons feature (see the header)
  await tx
    .update(coupons)
    .set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)` })
    .where(eq(coupons.id, couponId));
}
