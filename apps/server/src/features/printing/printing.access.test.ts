// Who may call which printing endpoint: the admin keeps the catalogue and every order; individual
// and corporate subscribers read the active catalogue and order prints of their own events;
// customers and clients nothing; the signed-out 401. The store needs `read product` (the admin).
// Another subscriber's order or event is 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrintCategory, PrintDesign } from '@hatira/shared/printing';
import {
  adminOnly,
  createCallers,
  buyersMatrix,
  expectAccess,
  type Callers,
} from '../../../test/access-matrix.js';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { createEvent, giveSubscription, type TestEvent } from '../../../test/factories.js';
import { CONTRACTS, INDIVIDUAL_BILLING, seedCatalogue } from '../bills/bills.test-support.js';
import {
  createCategory,
  createDesign,
  makeBackground,
  placeOrder,
  SHIPPING,
  TABLE_CARD,
} from './printing.test-support.js';

let t: TestApp;
let callers: Callers;
let category: PrintCategory;
let design: PrintDesign;
let individualEvent: TestEvent;
let corporateEvent: TestEvent;
beforeAll(async () => {
  t = await createTestApp();
  await seedCatalogue(t);
  callers = await createCallers(t);
  category = await createCategory(t);
  design = await createDesign(t, { categoryId: category.id, background: null });
  const asOwner = (name: 'individual' | 'corporate') => ({
    token: callers[name].token!,
    userId: callers[name].userId!,
  });
  for (const name of ['individual', 'corporate'] as const) await giveSubscription(t, callers[name].userId!);
  individualEvent = await createEvent(t, { owner: asOwner('individual') });
  corporateEvent = await createEvent(t, { owner: asOwner('corporate') });
});
afterAll(() => t.close());

const matrix = buyersMatrix;

describe('printing access matrix', () => {
  it('the catalogue: everybody who buys reads it, the admin writes it', async () => {
    const rows = [
      { method: 'GET' as const, url: '/api/printing/categories', expect: matrix(200, 200, 200) },
      {
        method: 'GET' as const,
        url: `/api/printing/categories/${category.id}`,
        expect: matrix(200, 200, 200),
      },
      { method: 'GET' as const, url: '/api/printing/designs', expect: matrix(200, 200, 200) },
      { method: 'GET' as const, url: `/api/printing/designs/${design.id}`, expect: matrix(200, 200, 200) },
      {
        method: 'POST' as const,
        url: '/api/printing/categories',
        payload: { name: 'Yeni' },
        expect: adminOnly(201),
      },
      {
        method: 'PATCH' as const,
        url: `/api/printing/categories/${category.id}`,
        payload: { sortOrder: 3 },
        expect: adminOnly(200),
      },
      {
        method: 'POST' as const,
        url: '/api/printing/designs',
        payload: { ...TABLE_CARD, categoryId: category.id },
        expect: adminOnly(201),
      },
      {
        method: 'PATCH' as const,
        url: `/api/printing/designs/${design.id}`,
        payload: { unitPrice: 1300 },
        expect: adminOnly(200),
      },
      { method: 'GET' as const, url: '/api/store/products', expect: adminOnly(200) },
    ];
    for (const row of rows) await expectAccess(t, callers, row);
    const spare = await createDesign(t, { categoryId: category.id, background: null });
    await expectAccess(t, callers, {
      method: 'DELETE',
      url: `/api/printing/designs/${spare.id}`,
      expect: adminOnly(204),
    });
    const empty = await createCategory(t);
    await expectAccess(t, callers, {
      method: 'DELETE',
      url: `/api/printing/categories/${empty.id}`,
      expect: adminOnly(204),
    });
  });

  it('the background upload is the admin’s', async () => {
    const bytes = await makeBackground(200, 280);
    const statuses: Record<string, number> = {};
    for (const name of ['signedOut', 'customer', 'individual', 'admin'] as const) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)]), 'bg.jpg');
      const request = new Request('http://hatira.test/', { method: 'POST', body: form });
      const token = callers[name].token;
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/printing/designs/${design.id}/background`,
        headers: {
          ...(token && { authorization: `Bearer ${token}` }),
          'content-type': request.headers.get('content-type')!,
        },
        payload: Buffer.from(await request.arrayBuffer()),
      });
      statuses[name] = response.statusCode;
    }
    expect(statuses).toEqual({ signedOut: 401, customer: 403, individual: 403, admin: 200 });
  });

  it('proofs and free cards: the event’s owner (and staff); another subscriber’s event is not found', async () => {
    const proof = (event: TestEvent) =>
      `/api/printing/designs/${design.id}/proof.pdf?qrCodeId=${event.qr.id}`;
    await expectAccess(t, callers, {
      method: 'GET',
      url: proof(individualEvent),
      expect: matrix(200, 404, 200),
    });
    await expectAccess(t, callers, {
      method: 'GET',
      url: proof(corporateEvent),
      expect: matrix(404, 200, 200),
    });
    // A customer reads the events assigned to them only: this one is not found.
    const card = `/api/qr-codes/${individualEvent.qr.id}/card.pdf?format=a6`;
    await expectAccess(t, callers, {
      method: 'GET',
      url: card,
      expect: { ...matrix(200, 404, 200), customer: 404 },
    });
  });

  it('orders: subscribers place and handle their own, the admin every one', async () => {
    const body = (event: TestEvent) => ({
      designId: design.id,
      qrCodeId: event.qr.id,
      quantity: 20,
      shipping: SHIPPING,
      billing: INDIVIDUAL_BILLING,
      acceptedContracts: [...CONTRACTS],
    });
    await expectAccess(t, callers, {
      method: 'POST',
      url: '/api/printing/orders',
      payload: body(individualEvent),
      expect: matrix(201, 404, 201), // the corporate subscriber may not print another's event
    });
    await expectAccess(t, callers, {
      method: 'GET',
      url: '/api/printing/orders',
      expect: matrix(200, 200, 200),
    });

    const { order } = await placeOrder(t, design, { event: individualEvent });
    const url = `/api/printing/orders/${order.id}`;
    await expectAccess(t, callers, { method: 'GET', url, expect: matrix(200, 404, 200) });
    await expectAccess(t, callers, { method: 'GET', url: `${url}/print.pdf`, expect: matrix(200, 404, 200) });
    await expectAccess(t, callers, {
      method: 'PATCH',
      url,
      payload: { status: 'confirmed' },
      expect: matrix(403, 404, 200),
    });
    const other = await placeOrder(t, design, { event: individualEvent });
    await expectAccess(t, callers, {
      method: 'POST',
      url: `/api/printing/orders/${other.order.id}/cancel`,
      expect: matrix(200, 404, 409), // the admin's try comes after the buyer's: already cancelled
    });
  });
});
