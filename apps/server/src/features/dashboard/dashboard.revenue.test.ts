// The admin dashboard's revenue (issue 12): paid bills by the UTC month they were paid, the last
// twelve months with this one last; unpaid, cancelled and refunded bills are not revenue.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVENUE_MONTHS, type PlatformDashboard } from '@hatira/shared/dashboard';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { adminToken, bearer, ownerOf, registerSubscriber } from '../../../test/factories.js';
import { bills } from '../bills/bills.table.js';
import { billsApi, buy, createCoupon, plansOf, seedCatalogue } from '../bills/bills.test-support.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedCatalogue(t);
});
afterAll(() => t.close());

const monthOf = (time: Date) => time.toISOString().slice(0, 7);

describe('GET /api/dashboard revenue', () => {
  it('sums the paid bills per month', async () => {
    const admin = await adminToken(t);
    const api = billsApi(t);
    const single = (await plansOf(t)).find((p) => p.name === 'Tek Etkinlik')!;
    const owner = ownerOf(await registerSubscriber(t.app));
    const half = await createCoupon(t, { amount: 50 });
    const [paid, older, refunded, unpaid, tooOld] = [
      await buy(t, owner.token, single),
      await buy(t, owner.token, single, { couponCode: half }),
      await buy(t, owner.token, single),
      await buy(t, owner.token, single),
      await buy(t, owner.token, single),
    ];
    for (const bill of [paid, older, refunded, tooOld])
      expect((await api.confirm(admin, bill.id)).statusCode).toBe(200);
    expect((await api.refund(admin, refunded.id)).statusCode).toBe(200);
    const now = new Date();
    const twoMonthsAgo = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 2, 15));
    await t.db.update(bills).set({ paidAt: twoMonthsAgo }).where(eq(bills.id, older.id));
    const yearAgo = new Date(Date.UTC(now.getUTCFullYear() - 1, now.getUTCMonth(), 1));
    await t.db.update(bills).set({ paidAt: yearAgo }).where(eq(bills.id, tooOld.id));

    const response = await t.app.inject({ url: '/api/dashboard', headers: bearer(admin) });
    const { revenue } = response.json() as PlatformDashboard;
    expect(revenue!.currency).toBe('TRY');
    expect(revenue!.paidThisMonth).toBe(149_900); // not the refunded, not the unpaid
    expect(revenue!.months).toHaveLength(REVENUE_MONTHS);
    expect(revenue!.months.at(-1)).toEqual({ month: monthOf(now), total: 149_900 });
    expect(revenue!.months.find((m) => m.month === monthOf(twoMonthsAgo))!.total).toBe(74_950);
    expect(revenue!.months[0]!.month).toBe(
      monthOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1))),
    );
    // the month a year ago is outside the twelve
    expect(revenue!.months.reduce((sum, m) => sum + m.total, 0)).toBe(149_900 + 74_950);
    expect(unpaid.status).toBe('unpaid');
  });

  it('is only in the platform answer', async () => {
    const owner = ownerOf(await registerSubscriber(t.app));
    const response = await t.app.inject({ url: '/api/dashboard', headers: bearer(owner.token) });
    expect(response.json()).not.toHaveProperty('revenue');
  });
});
