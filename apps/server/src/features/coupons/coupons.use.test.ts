// What the checkout asks of a coupon (DESIGN.md §6.3): the discount, the refusals in their order,
// a use taken in the checkout's transaction (and given back when it rolls back or the bill is
// cancelled), and the quote that takes none.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorCode } from '@hatira/shared/errors';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { AppError } from '../../lib/errors.js';
import {
  applyCoupon,
  couponDiscount,
  quoteCoupon,
  releaseCoupon,
  type CouponPlan,
} from './coupons.service.js';
import { coupons } from './coupons.table.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NOW = new Date('2030-06-15T12:00:00Z');
const plan: CouponPlan = { type: 'individual', price: 149_900 };

let counter = 0;
async function insertCoupon(values: Partial<typeof coupons.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(coupons)
    .values({ code: `KULLAN${++counter}`, discountType: 'percent', amount: 10, ...values })
    .returning();
  return row!;
}

const usedCount = async (id: string) =>
  (await t.db.select({ n: coupons.usedCount }).from(coupons).where(eq(coupons.id, id)))[0]!.n;

async function refusalOf(promise: Promise<unknown>): Promise<ErrorCode | 'accepted'> {
  try {
    await promise;
    return 'accepted';
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
}

describe('couponDiscount', () => {
  it('takes a percent of the price rounded half up to the kuruş', () => {
    expect(couponDiscount({ discountType: 'percent', amount: 10 }, 149_900)).toBe(14_990);
    expect(couponDiscount({ discountType: 'percent', amount: 15 }, 999)).toBe(150); // 149.85
    expect(couponDiscount({ discountType: 'percent', amount: 10 }, 1_005)).toBe(101); // 100.5
    expect(couponDiscount({ discountType: 'percent', amount: 10 }, 1_004)).toBe(100); // 100.4
    expect(couponDiscount({ discountType: 'percent', amount: 100 }, 79_900)).toBe(79_900);
  });

  it('takes a fixed amount, never more than the price', () => {
    expect(couponDiscount({ discountType: 'fixed', amount: 25_000 }, 149_900)).toBe(25_000);
    expect(couponDiscount({ discountType: 'fixed', amount: 500_000 }, 149_900)).toBe(149_900);
    expect(couponDiscount({ discountType: 'fixed', amount: 1 }, 0)).toBe(0);
  });
});

describe('applyCoupon', () => {
  it('takes one use in the transaction and answers the discount; the code matches in any case', async () => {
    const row = await insertCoupon({ code: 'Gelin2030', amount: 20, maxUses: 2 });
    const use = await t.db.transaction((tx) => applyCoupon(tx, ' gelin2030 ', plan, NOW));
    expect(use).toEqual({
      coupon: expect.objectContaining({ id: row.id, code: 'Gelin2030', usedCount: 1 }),
      discount: 29_980,
    });
    expect(await usedCount(row.id)).toBe(1);
  });

  it('gives the use back when the checkout rolls back', async () => {
    const row = await insertCoupon({ maxUses: 1 });
    const failed = t.db.transaction(async (tx) => {
      await applyCoupon(tx, row.code, plan, NOW);
      throw new Error('the bill could not be written');
    });
    await expect(failed).rejects.toThrow('the bill could not be written');
    expect(await usedCount(row.id)).toBe(0);
  });

  it('refuses, in this order: invalid, expired, not applicable, used up', async () => {
    const apply = (code: string, at = NOW, p = plan) =>
      refusalOf(t.db.transaction((tx) => applyCoupon(tx, code, p, at)));
    expect(await apply('YOK-BOYLE-BIR-KOD')).toBe('COUPON_INVALID');
    expect(await apply((await insertCoupon({ isActive: false })).code)).toBe('COUPON_INVALID');

    const window = await insertCoupon({
      validFrom: new Date('2030-06-01T00:00:00Z'),
      validUntil: new Date('2030-06-30T00:00:00Z'),
    });
    // Before its window opens a coupon is not valid yet; "expired" would be untrue.
    expect(await apply(window.code, new Date('2030-05-31T23:59:59Z'))).toBe('COUPON_INVALID');
    expect(await apply(window.code, new Date('2030-06-30T00:00:01Z'))).toBe('COUPON_EXPIRED');
    expect(await apply(window.code, new Date('2030-06-30T00:00:00Z'))).toBe('accepted');

    const corporate = await insertCoupon({ planType: 'corporate' });
    expect(await apply(corporate.code)).toBe('COUPON_NOT_APPLICABLE');
    expect(await apply(corporate.code, NOW, { type: 'corporate', price: 499_900 })).toBe('accepted');

    const once = await insertCoupon({ maxUses: 1 });
    expect(await apply(once.code)).toBe('accepted');
    expect(await apply(once.code)).toBe('COUPON_USED_UP');
    expect(await usedCount(once.id)).toBe(1);

    // an expired coupon of the other type, used up, says expired first
    const everything = await insertCoupon({
      planType: 'corporate',
      validUntil: new Date('2030-01-01T00:00:00Z'),
      maxUses: 1,
      usedCount: 1,
    });
    expect(await apply(everything.code)).toBe('COUPON_EXPIRED');
  });
});

describe('releaseCoupon', () => {
  it('gives a cancelled bill’s use back, and the coupon can be used again', async () => {
    const row = await insertCoupon({ maxUses: 1 });
    await t.db.transaction((tx) => applyCoupon(tx, row.code, plan, NOW));
    expect(await refusalOf(t.db.transaction((tx) => applyCoupon(tx, row.code, plan, NOW)))).toBe(
      'COUPON_USED_UP',
    );
    await t.db.transaction((tx) => releaseCoupon(tx, row.id));
    expect(await usedCount(row.id)).toBe(0);
    expect(await refusalOf(t.db.transaction((tx) => applyCoupon(tx, row.code, plan, NOW)))).toBe('accepted');
  });

  it('never counts below zero', async () => {
    const row = await insertCoupon();
    await releaseCoupon(t.db, row.id);
    expect(await usedCount(row.id)).toBe(0);
  });
});

describe('quoteCoupon', () => {
  it('checks and prices like applyCoupon without taking a use', async () => {
    const row = await insertCoupon({ discountType: 'fixed', amount: 30_000, maxUses: 1 });
    expect(await quoteCoupon(t.db, row.code.toLowerCase(), plan, NOW)).toEqual({
      coupon: expect.objectContaining({ id: row.id, usedCount: 0 }),
      discount: 30_000,
    });
    expect(await usedCount(row.id)).toBe(0);
    await t.db.transaction((tx) => applyCoupon(tx, row.code, plan, NOW));
    expect(await refusalOf(quoteCoupon(t.db, row.code, plan, NOW))).toBe('COUPON_USED_UP');
    expect(await refusalOf(quoteCoupon(t.db, 'YOK', plan, NOW))).toBe('COUPON_INVALID');
  });
});
