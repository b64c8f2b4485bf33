// A coupon's maxUses under a race (issue 12): ten checkouts at once with a coupon of three uses get
// exactly three uses, the rest COUPON_USED_UP. PGlite here; with TEST_DATABASE_URL on PostgreSQL,
// where the transactions really run in parallel on a pool of connections and the row lock decides.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { type AppError } from '../../lib/errors.js';
import { applyCoupon } from './coupons.service.js';
import { coupons } from './coupons.table.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a coupon with 3 uses and 10 checkouts at once', () => {
  it('gives exactly 3 uses; the other 7 are COUPON_USED_UP', async () => {
    const [coupon] = await t.db
      .insert(coupons)
      .values({ code: 'YARIS', discountType: 'percent', amount: 25, maxUses: 3 })
      .returning();
    const plan = { type: 'individual' as const, price: 149_900 };
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        t.db.transaction(async (tx) => {
          const use = await applyCoupon(tx, 'yaris', plan);
          // the rest of a checkout's work happens while the use is held
          await tx.execute('select pg_sleep(0.01)');
          return use;
        }),
      ),
    );
    const taken = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(taken).toHaveLength(3);
    expect(refused).toHaveLength(7);
    for (const r of refused) expect((r.reason as AppError).code).toBe('COUPON_USED_UP');
    expect(taken.map((r) => r.value.discount)).toEqual([37_475, 37_475, 37_475]);
    expect(taken.map((r) => r.value.coupon.usedCount).sort()).toEqual([1, 2, 3]);
    const [row] = await t.db.select().from(coupons).where(eq(coupons.id, coupon!.id));
    expect(row!.usedCount).toBe(3);
  });
});
