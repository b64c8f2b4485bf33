// Checkouts racing each other over real HTTP connections (DESIGN.md §6.3): bill numbers stay
// gapless and unique, and a coupon of k uses gives exactly k discounts. Run on PGlite and, with
// TEST_DATABASE_URL, on PostgreSQL (where the transactions truly overlap).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutResponse } from '@hatira/shared/bills';
import type { SubscriptionPlan } from '@hatira/shared/subscriptions';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { ownerOf, registerSubscriber, type TestOwner } from '../../../test/factories.js';
import { coupons } from '../coupons/coupons.table.js';
import { billYear, formatBillNumber } from './bill-numbers.js';
import { billsApi, checkoutBody, createCoupon, plansOf, seedCatalogue } from './bills.test-support.js';

let t: TestApp;
let base: string;
let single: SubscriptionPlan;
let buyers: TestOwner[];
beforeAll(async () => {
  t = await createTestApp();
  await seedCatalogue(t);
  single = (await plansOf(t)).find((p) => p.name === 'Tek Etkinlik')!;
  buyers = [];
  for (let i = 0; i < 10; i++) buyers.push(ownerOf(await registerSubscriber(t.app)));
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

/** `count` checkouts sent at once, spread over the buyers; their statuses and bodies. */
async function checkoutsAtOnce(count: number, extra: Record<string, unknown> = {}) {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const response = await fetch(`${base}/api/checkout`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${buyers[i % buyers.length]!.token}`,
        },
        body: JSON.stringify(checkoutBody(single, extra)),
      });
      return {
        status: response.status,
        body: (await response.json()) as CheckoutResponse & { error?: { code: string } },
      };
    }),
  );
}

const numbersFrom = (first: number, count: number) =>
  Array.from({ length: count }, (_, i) => formatBillNumber(billYear(new Date()), first + i));

describe('concurrent checkouts', () => {
  it('number 20 bills at once 000001 … 000020, no gap, no duplicate', async () => {
    const results = await checkoutsAtOnce(20);
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));
    expect(results.map((r) => r.body.bill.number).sort()).toEqual(numbersFrom(1, 20));
  });

  it('give a coupon of 3 uses to exactly 3 of 12 buyers; the rest hear COUPON_USED_UP and burn no number', async () => {
    const code = await createCoupon(t, { amount: 50, maxUses: 3 });
    const results = await checkoutsAtOnce(12, { couponCode: code });
    const won = results.filter((r) => r.status === 201);
    const lost = results.filter((r) => r.status !== 201);
    expect(won).toHaveLength(3);
    expect(won.every((r) => r.body.bill.discount === 74_950 && r.body.bill.couponCode === code)).toBe(true);
    expect(lost.map((r) => [r.status, r.body.error?.code])).toEqual(Array(9).fill([409, 'COUPON_USED_UP']));
    expect(won.map((r) => r.body.bill.number).sort()).toEqual(numbersFrom(21, 3));
    const [coupon] = await t.db.select().from(coupons).where(eq(coupons.code, code));
    expect(coupon!.usedCount).toBe(3);

    // a cancelled bill gives its use back: one more buyer gets the discount
    const api = billsApi(t);
    const cancelled = won[0]!.body.bill;
    const owner = buyers.find((b) => b.userId === cancelled.userId)!;
    expect((await api.cancel(owner.token, cancelled.id)).statusCode).toBe(200);
    const again = await checkoutsAtOnce(3, { couponCode: code });
    expect(again.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect(again.find((r) => r.status === 201)!.body.bill.number).toBe(numbersFrom(24, 1)[0]);
  });
});
