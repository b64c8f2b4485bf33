// Orders racing over real HTTP connections: their bills take gapless numbers between the
// subscriptions' own, and a buyer's cancel racing the admin's payment confirmation leaves the order
// and its bill agreeing (both cancelled, or paid and confirmed), never half of each. Run on PGlite
// and, with TEST_DATABASE_URL, on PostgreSQL (where the transactions truly overlap).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatePrintOrderResponse, PrintDesign } from '@hatira/shared/printing';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { adminToken, createEvent, type TestEvent } from '../../../test/factories.js';
import { billYear, formatBillNumber } from '../bills/bill-numbers.js';
import {
  billsApi,
  checkoutBody,
  CONTRACTS,
  INDIVIDUAL_BILLING,
  plansOf,
  seedCatalogue,
} from '../bills/bills.test-support.js';
import { createDesign, placeOrder, printingApi, SHIPPING } from './printing.test-support.js';

let t: TestApp;
let base: string;
let design: PrintDesign;
let events: TestEvent[];
beforeAll(async () => {
  t = await createTestApp();
  await seedCatalogue(t);
  design = await createDesign(t, { background: null });
  events = [];
  for (let i = 0; i < 5; i++) events.push(await createEvent(t));
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const post = (url: string, token: string, body?: unknown) =>
  fetch(`${base}${url}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });

describe('orders at once', () => {
  it('number their bills gaplessly together with checkouts', async () => {
    const plan = (await plansOf(t)).find((p) => p.name === 'Tek Etkinlik')!;
    const responses = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const event = events[i % events.length]!;
        const response =
          i % 4 === 3
            ? await post('/api/checkout', event.owner.token, checkoutBody(plan))
            : await post('/api/printing/orders', event.owner.token, {
                designId: design.id,
                qrCodeId: event.qr.id,
                quantity: 20 + i,
                shipping: SHIPPING,
                billing: INDIVIDUAL_BILLING,
                acceptedContracts: [...CONTRACTS],
              });
        return { status: response.status, body: (await response.json()) as CreatePrintOrderResponse };
      }),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(201));
    const numbers = responses.map((r) => r.body.bill.number).sort();
    const year = billYear(new Date());
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => formatBillNumber(year, i + 1)));
    const orders = responses.filter((r) => r.body.order);
    expect(orders).toHaveLength(15);
    for (const { body } of orders) expect(body.order.billNumber).toBe(body.bill.number);
  });

  it('a cancel racing the payment’s confirmation leaves the order and its bill agreeing', async () => {
    const api = printingApi(t);
    const bills = billsApi(t);
    const admin = await adminToken(t);
    for (let round = 0; round < 6; round++) {
      const { order, bill, event } = await placeOrder(t, design, { event: events[round % events.length]! });
      const [cancel, confirm] = await Promise.all([
        post(`/api/printing/orders/${order.id}/cancel`, event.owner.token),
        post(`/api/bills/${bill.id}/confirm`, admin),
      ]);
      expect([cancel.status, confirm.status].sort()).toEqual([200, 409]);
      const after = (await api.getOrder(admin, order.id)).json();
      const billAfter = (await bills.get(admin, bill.id)).json();
      if (cancel.status === 200) expect([after.status, billAfter.status]).toEqual(['cancelled', 'cancelled']);
      else expect([after.status, billAfter.status]).toEqual(['confirmed', 'paid']);
      expect(after.billStatus).toBe(billAfter.status);
    }
  });
});
