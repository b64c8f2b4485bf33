// Reading bills (DESIGN.md §6.3): a subscriber's own, every bill for the staff with filters, search
// and sorting; another subscriber's bill is 404 on every bill route.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bill } from '@hatira/shared/bills';
import type { SubscriptionPlan } from '@hatira/shared/subscriptions';
import { createTestApp, type TestApp } from '../../../test/app.js';
import {
  adminToken,
  expectError,
  ownerOf,
  registerSubscriber,
  type TestOwner,
} from '../../../test/factories.js';
import { bills } from './bills.table.js';
import {
  billsApi,
  buy,
  CORPORATE_BILLING,
  INDIVIDUAL_BILLING,
  plansOf,
  seedCatalogue,
} from './bills.test-support.js';

let t: TestApp;
let api: ReturnType<typeof billsApi>;
let admin: string;
let ayse: TestOwner;
let firm: TestOwner;
let other: TestOwner;
let ayseBills: Bill[];
let firmBill: Bill;
let otherBill: Bill;
let single: SubscriptionPlan;
beforeAll(async () => {
  t = await createTestApp();
  api = billsApi(t);
  await seedCatalogue(t);
  admin = await adminToken(t);
  const plans = await plansOf(t);
  single = plans.find((p) => p.name === 'Tek Etkinlik')!;
  const organiser = plans.find((p) => p.type === 'corporate')!;
  ayse = ownerOf(await registerSubscriber(t.app, { email: 'ayse@example.com' }));
  firm = ownerOf(await registerSubscriber(t.app, { accountType: 'corporate', email: 'firma@example.com' }));
  other = ownerOf(await registerSubscriber(t.app));
  ayseBills = [await buy(t, ayse.token, single), await buy(t, ayse.token, single)];
  firmBill = await buy(t, firm.token, organiser);
  otherBill = await buy(t, other.token, single, {
    billing: { ...INDIVIDUAL_BILLING, fullName: 'Mehmet Öztürk' },
  });
  // dates to filter on: the first bill of Ayşe's made in October
  await t.db
    .update(bills)
    .set({ createdAt: new Date('2026-10-15T10:00:00Z') })
    .where(eq(bills.id, ayseBills[0]!.id));
  await api.cancel(ayse.token, ayseBills[0]!.id);
});
afterAll(() => t.close());

async function list(token: string, query = '') {
  const response = await api.list(token, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { items: Bill[]; total: number };
}
const numbers = (page: { items: Bill[] }) => page.items.map((b) => b.number);

describe('GET /api/bills', () => {
  it("lists a subscriber's own bills only, newest first", async () => {
    const page = await list(ayse.token);
    expect(numbers(page)).toEqual([ayseBills[1]!.number, ayseBills[0]!.number]);
    expect(page.total).toBe(2);
    // whatever userId they ask for
    expect((await list(ayse.token, `?userId=${other.userId}`)).total).toBe(0);
  });

  it('lists every bill for the staff, with the buyer’s account', async () => {
    const page = await list(admin);
    expect(page.total).toBe(4);
    expect(page.items.find((b) => b.id === firmBill.id)).toMatchObject({
      userEmail: 'firma@example.com',
      buyer: CORPORATE_BILLING,
    });
  });

  it('filters by status, dates, buyer and account type', async () => {
    expect(numbers(await list(admin, '?status=cancelled'))).toEqual([ayseBills[0]!.number]);
    expect((await list(admin, '?status=unpaid')).total).toBe(3);
    expect(numbers(await list(admin, '?from=2026-10-01&to=2026-10-15'))).toEqual([ayseBills[0]!.number]);
    expect((await list(admin, '?to=2026-10-14')).total).toBe(0);
    expect((await list(admin, `?userId=${ayse.userId}`)).total).toBe(2);
    expect(numbers(await list(admin, '?accountType=corporate'))).toEqual([firmBill.number]);
  });

  it('searches the number, the name on the bill, and the buyer’s account name and email', async () => {
    expect(numbers(await list(admin, `?q=${otherBill.number}`))).toEqual([otherBill.number]);
    expect(numbers(await list(admin, `?q=${encodeURIComponent('mehmet öz')}`))).toEqual([otherBill.number]);
    expect(numbers(await list(admin, `?q=${encodeURIComponent('Organizasyon')}`))).toEqual([firmBill.number]);
    expect((await list(admin, '?q=ayse@example')).total).toBe(2);
    expect((await list(admin, '?q=100%25')).total).toBe(0); // % is a character, not a wildcard
  });

  it('answers a search the same way as the unsearched list: scope, filters, sorts, pages', async () => {
    // one statement with its total (searchBills): every filter and rule still applies
    const all = `?q=${encodeURIComponent('-')}`; // every bill number has a dash
    expect((await list(admin, all)).total).toBe(4);
    expect(numbers(await list(ayse.token, all))).toEqual([ayseBills[1]!.number, ayseBills[0]!.number]);
    expect((await list(ayse.token, `${all}&userId=${other.userId}`)).total).toBe(0);
    expect(numbers(await list(admin, `${all}&status=cancelled`))).toEqual([ayseBills[0]!.number]);
    expect(numbers(await list(admin, `${all}&from=2026-10-01&to=2026-10-15`))).toEqual([
      ayseBills[0]!.number,
    ]);
    expect(numbers(await list(admin, `${all}&accountType=corporate`))).toEqual([firmBill.number]);
    expect((await list(admin, `${all}&userId=${ayse.userId}`)).total).toBe(2);
    const byNumber = await list(admin, `${all}&sortBy=number&orderBy=asc`);
    expect(numbers(byNumber)).toEqual([...numbers(byNumber)].sort());
    expect(numbers(await list(admin, `${all}&sortBy=number&orderBy=desc`))).toEqual(
      numbers(byNumber).reverse(),
    );
    const second = await list(admin, `${all}&sortBy=number&orderBy=asc&itemsPerPage=1&page=2`);
    expect(second).toMatchObject({ total: 4, items: [{ number: numbers(byNumber)[1] }] });
    // past the last page: no rows, and still the total
    expect(await list(admin, `${all}&itemsPerPage=10&page=3`)).toEqual({ items: [], total: 4 });
    // the same bills as the unsearched list gives, field for field
    expect((await list(admin, all)).items).toEqual((await list(admin)).items);
  });

  it('sorts by number and total, and pages', async () => {
    const byNumber = await list(admin, '?sortBy=number&orderBy=asc');
    expect(numbers(byNumber)).toEqual([...numbers(byNumber)].sort());
    const byTotal = await list(admin, '?sortBy=total&orderBy=desc');
    expect(byTotal.items[0]!.id).toBe(firmBill.id); // the corporate plan costs the most
    const second = await list(admin, '?sortBy=number&orderBy=asc&itemsPerPage=1&page=2');
    expect(second).toMatchObject({ total: 4, items: [{ number: numbers(byNumber)[1] }] });
    expectError(await api.list(admin, '?sortBy=userEmail'), 400, 'VALIDATION_FAILED');
  });
});

describe('GET /api/bills/:id', () => {
  it('answers the owner and the staff', async () => {
    expect((await api.get(ayse.token, ayseBills[1]!.id)).json()).toEqual(ayseBills[1]);
    expect((await api.get(admin, firmBill.id)).json()).toEqual(firmBill);
  });

  it("is 404 on every bill route for another subscriber's bill", async () => {
    const routes = [
      api.get,
      api.payment,
      api.pdf,
      (token: string, id: string) => api.notice(token, id),
      api.cancel,
      api.confirm,
      api.reject,
      api.refund,
    ];
    for (const call of routes) {
      expectError(await call(ayse.token, otherBill.id), 404, 'NOT_FOUND', 'Data not found.');
      expectError(await call(ayse.token, '0190a6b8-0000-7000-8000-000000000000'), 404, 'NOT_FOUND');
    }
    expect((await api.get(other.token, otherBill.id)).json().status).toBe('unpaid');
  });
});
