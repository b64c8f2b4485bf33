// Who may call which checkout and bill endpoint: subscribers buy and handle their own bills (the
// plan of their account type), the staff (admin) read and settle every bill but buy nothing, customers and clients
// nothing, the signed-out 401. Another subscriber's bill is 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubscriptionPlan } from '@hatira/shared/subscriptions';
import { createTestApp, type TestApp } from '../../../test/app.js';
import {
  CALLERS,
  createCallers,
  buyersMatrix,
  expectAccess,
  type CallerName,
  type Callers,
} from '../../../test/access-matrix.js';
import { adminToken } from '../../../test/factories.js';
import { billsApi, buy, checkoutBody, plansOf, seedCatalogue } from './bills.test-support.js';

let t: TestApp;
let callers: Callers;
let api: ReturnType<typeof billsApi>;
let single: SubscriptionPlan;
beforeAll(async () => {
  t = await createTestApp();
  api = billsApi(t);
  await seedCatalogue(t);
  callers = await createCallers(t);
  single = (await plansOf(t)).find((p) => p.name === 'Tek Etkinlik')!;
});
afterAll(() => t.close());

const matrix = buyersMatrix;

/** A new bill of the individual subscriber, brought to `state`. */
async function billOfIndividual(
  state: 'unpaid' | 'pending_confirmation' | 'paid' = 'unpaid',
): Promise<string> {
  const bill = await buy(t, callers.individual.token!, single);
  if (state !== 'unpaid') expect((await api.notice(callers.individual.token!, bill.id)).statusCode).toBe(200);
  if (state === 'paid') expect((await api.confirm(await adminToken(t), bill.id)).statusCode).toBe(200);
  return bill.id;
}

describe('checkout and bills access matrix', () => {
  it('reads', async () => {
    const id = await billOfIndividual();
    const rows = [
      { url: `/api/checkout/quote?planId=${single.id}`, expect: matrix(200, 403, 403) }, // a plan of their type only
      { url: '/api/checkout/billing', expect: matrix(200, 200, 403) }, // staff manage bills, they do not buy
      { url: '/api/bills', expect: matrix(200, 200, 200) },
      { url: `/api/bills/${id}`, expect: matrix(200, 404, 200) },
      { url: `/api/bills/${id}/payment`, expect: matrix(200, 404, 200) },
      { url: `/api/bills/${id}/pdf`, expect: matrix(200, 404, 200) },
    ];
    for (const row of rows) await expectAccess(t, callers, { method: 'GET', ...row });
  });

  it('POST /api/checkout', () =>
    expectAccess(t, callers, {
      method: 'POST',
      url: '/api/checkout',
      payload: checkoutBody(single),
      expect: matrix(201, 403, 403),
    }));

  // Changes of state: every caller gets a bill of the individual subscriber of its own.
  it.each([
    {
      action: 'payment-notice',
      state: 'unpaid',
      expect: matrix(200, 404, 200),
      payload: { paidAt: '2026-11-20', senderName: 'Ayşe' },
    },
    { action: 'cancel', state: 'unpaid', expect: matrix(200, 404, 200) },
    { action: 'confirm', state: 'pending_confirmation', expect: matrix(403, 404, 200) },
    {
      action: 'reject',
      state: 'pending_confirmation',
      expect: matrix(403, 404, 200),
      payload: { reason: 'Yok' },
    },
    { action: 'refund', state: 'paid', expect: matrix(403, 404, 200) },
  ] as const)('POST /api/bills/:id/$action', async (row) => {
    const got = {} as Record<CallerName, number>;
    for (const name of CALLERS) {
      const id = await billOfIndividual(row.state);
      const response = await api.call(
        callers[name].token,
        'POST',
        `/api/bills/${id}/${row.action}`,
        'payload' in row ? row.payload : undefined,
      );
      got[name] = response.statusCode;
    }
    expect(got).toEqual(row.expect);
  });
});
