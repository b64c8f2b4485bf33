// Orders through the API: the order and its commerce bill, each refusal, the statuses moving
// forward with the bill (payment confirms, cancelling cancels both ways), the mails per the
// buyer's preference in their language, and tenancy (another's order or event is not found).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrintDesign, PrintOrder } from '@hatira/shared/printing';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { adminToken, bearer, createEvent, createOwner, expectError } from '../../../test/factories.js';
import { mailsTo } from '../../../test/mail.js';
import { billsApi, CONTRACTS, INDIVIDUAL_BILLING, seedCatalogue } from '../bills/bills.test-support.js';
import { contractAcceptances } from '../legal-pages/legal-pages.table.js';
import { users } from '../users/users.table.js';
import { cancelOverdueBills } from '../bills/cancel-bill.js';
import { createDesign, placeOrder, printingApi, SHIPPING } from './printing.test-support.js';

let t: TestApp;
let api: ReturnType<typeof printingApi>;
let bills: ReturnType<typeof billsApi>;
let admin: string;
let design: PrintDesign;
beforeAll(async () => {
  t = await createTestApp();
  api = printingApi(t);
  bills = billsApi(t);
  await seedCatalogue(t);
  admin = await adminToken(t);
  design = await createDesign(t, { background: null });
});
afterAll(() => t.close());

const statusesOf = (order: PrintOrder) => order.history.map((event) => event.status);

describe('POST /api/printing/orders', () => {
  it('places a pending order and its unpaid print_order bill, numbered like every bill, and mails the bill', async () => {
    const event = await createEvent(t);
    const response = await api.order(event.owner.token, {
      designId: design.id,
      qrCodeId: event.qr.id,
      texts: { names: 'Zeynep & Emre' },
      quantity: 50,
      shipping: SHIPPING,
      billing: INDIVIDUAL_BILLING,
      acceptedContracts: [...CONTRACTS],
    });
    expect(response.statusCode, response.body).toBe(201);
    const { order, bill, payUrl } = response.json();
    expect(order).toMatchObject({
      designId: design.id,
      designName: design.name,
      qrCodeId: event.qr.id,
      qrCodeTitle: 'Ayşe & Can',
      texts: { names: 'Zeynep & Emre' },
      quantity: 50,
      unitPrice: 1250,
      total: 62_500,
      currency: 'TRY',
      shipping: SHIPPING,
      status: 'pending',
      billId: bill.id,
      billNumber: bill.number,
      billStatus: 'unpaid',
    });
    expect(statusesOf(order)).toEqual(['pending']);
    expect(bill).toMatchObject({
      kind: 'print_order',
      status: 'unpaid',
      subtotal: 62_500,
      total: 62_500,
      net: 52_083,
      tax: 10_417,
      buyer: INDIVIDUAL_BILLING,
      lines: [
        {
          description: '“Zeytin dalı masa kartı” baskısı (105 × 148 mm), “Ayşe & Can” etkinliği için',
          quantity: 50,
          unitPrice: 1250,
          total: 62_500,
        },
      ],
    });
    expect(bill.number).toMatch(/^\d{4}-\d{6}$/);
    expect(payUrl).toBe(`/subscription/pay/${bill.id}`);
    const accepted = await t.db
      .select()
      .from(contractAcceptances)
      .where(eq(contractAcceptances.billId, bill.id));
    expect(accepted.map((a) => a.slug).sort()).toEqual([...CONTRACTS].sort());

    const me = (await t.db.select().from(users).where(eq(users.id, event.owner.userId)))[0]!;
    const [mail] = await mailsTo(t, me.email);
    expect(mail!.subject).toBe(`Faturanız ${bill.number}: ödeme bilgileri`);
    expect(mail!.text).toContain('siparişiniz baskıya alınır');
    // the bill's own pay page and PDF work as for any bill
    expect((await bills.payment(event.owner.token, bill.id)).statusCode).toBe(200);
    expect((await bills.pdf(event.owner.token, bill.id)).statusCode).toBe(200);
  });

  it('bills the identity the checkout would prefill when none is sent, and asks for it when incomplete', async () => {
    const owner = await createOwner(t);
    const event = await createEvent(t, { owner });
    const body = {
      designId: design.id,
      qrCodeId: event.qr.id,
      quantity: 20,
      shipping: SHIPPING,
      acceptedContracts: [...CONTRACTS],
    };
    const incomplete = await api.order(owner.token, body);
    expectError(incomplete, 400, 'VALIDATION_FAILED');
    expect(Object.keys(incomplete.json().error.fields).sort()).toEqual([
      'billing.address',
      'billing.city',
      'billing.phone',
    ]);
    await t.db
      .update(users)
      .set({ phone: '+90 532 222 33 44', billingAddress: { line1: 'Bağdat Cad. 10', city: 'İstanbul' } })
      .where(eq(users.id, owner.userId));
    const placed = await api.order(owner.token, body);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().bill.buyer).toMatchObject({
      type: 'individual',
      address: 'Bağdat Cad. 10',
      city: 'İstanbul',
      phone: '+90 532 222 33 44',
    });
  });

  it('refuses, and writes nothing: too few, texts too long or unknown, another’s event, an unavailable design', async () => {
    const event = await createEvent(t);
    const base = {
      designId: design.id,
      qrCodeId: event.qr.id,
      quantity: 20,
      shipping: SHIPPING,
      billing: INDIVIDUAL_BILLING,
      acceptedContracts: [...CONTRACTS],
    };
    const before = (await api.call(admin, 'GET', '/api/printing/orders')).json().total;

    expectError(await api.order(event.owner.token, { ...base, quantity: 19 }), 400, 'QUANTITY_BELOW_MINIMUM');
    const long = await api.order(event.owner.token, {
      ...base,
      texts: { names: 'x'.repeat(61), other: 'y' },
    });
    expectError(long, 400, 'VALIDATION_FAILED');
    expect(long.json().error.fields).toEqual({
      'texts.names': 'Must be at most 60 characters',
      'texts.other': 'This value is not valid',
    });
    const missing = await api.order(event.owner.token, {
      ...base,
      shipping: { ...SHIPPING, postalCode: '' },
    });
    expect(missing.json().error.fields).toEqual({ 'shipping.postalCode': 'This field is required' });
    const stranger = await createEvent(t);
    expectError(await api.order(event.owner.token, { ...base, qrCodeId: stranger.qr.id }), 404, 'NOT_FOUND');
    const off = await createDesign(t, { background: null, body: { isActive: false } });
    expectError(
      await api.order(event.owner.token, { ...base, designId: off.id }),
      400,
      'DESIGN_NOT_AVAILABLE',
    );
    const contracts = await api.order(event.owner.token, { ...base, acceptedContracts: ['kvkk'] });
    expectError(contracts, 400, 'CONTRACTS_NOT_ACCEPTED');
    const { acceptedContracts: _none, ...withoutContracts } = base;
    expectError(await api.order(event.owner.token, withoutContracts), 400, 'VALIDATION_FAILED');

    expect((await api.call(admin, 'GET', '/api/printing/orders')).json().total).toBe(before);
    expect((await bills.list(event.owner.token)).json().total).toBe(0);
  });
});

describe('an order’s statuses', () => {
  it('move forward with the bill: payment confirms, then printing, shipped with tracking, delivered — each mailed', async () => {
    const { order, bill, event } = await placeOrder(t, design);
    const [buyer] = await t.db.select().from(users).where(eq(users.id, event.owner.userId));
    await t.db.update(users).set({ language: 'en' }).where(eq(users.id, buyer!.id));

    expect((await bills.notice(event.owner.token, bill.id)).statusCode).toBe(200);
    expect((await bills.confirm(admin, bill.id)).statusCode).toBe(200);
    let current = (await api.getOrder(event.owner.token, order.id)).json() as PrintOrder;
    expect(current).toMatchObject({ status: 'confirmed', billStatus: 'paid' });

    expectError(await api.move(admin, order.id, { status: 'shipped' }), 409, 'PRINT_STATUS_NOT_ALLOWED');
    expect((await api.move(admin, order.id, { status: 'printing', note: 'Baskıya girdi' })).statusCode).toBe(
      200,
    );
    const noTracking = await api.move(admin, order.id, { status: 'shipped', carrier: 'Yurtiçi Kargo' });
    expectError(noTracking, 400, 'VALIDATION_FAILED');
    expect(noTracking.json().error.fields).toEqual({ trackingNumber: 'This field is required' });
    const shipped = await api.move(admin, order.id, {
      status: 'shipped',
      carrier: 'Yurtiçi Kargo',
      trackingNumber: 'YK123456789',
    });
    expect(shipped.json()).toMatchObject({
      status: 'shipped',
      carrier: 'Yurtiçi Kargo',
      trackingNumber: 'YK123456789',
    });
    expectError(await api.move(admin, order.id, { status: 'cancelled' }), 409, 'PRINT_STATUS_NOT_ALLOWED');
    current = (await api.move(admin, order.id, { status: 'delivered' })).json();
    expect(statusesOf(current)).toEqual(['pending', 'confirmed', 'printing', 'shipped', 'delivered']);
    expect(current.history[2]).toMatchObject({ status: 'printing', note: 'Baskıya girdi' });
    expectError(await api.move(admin, order.id, { status: 'delivered' }), 409, 'PRINT_STATUS_NOT_ALLOWED');

    const subjects = (await mailsTo(t, buyer!.email)).map((m) => m.subject);
    expect(subjects.filter((s) => s!.startsWith('Your printing order'))).toEqual([
      'Your printing order: confirmed',
      'Your printing order: printing',
      'Your printing order: shipped',
      'Your printing order: delivered',
    ]);
    const shippedMail = (await mailsTo(t, buyer!.email)).find(
      (m) => m.subject === 'Your printing order: shipped',
    );
    expect(shippedMail!.text).toContain('Yurtiçi Kargo, tracking number YK123456789');
    expect(shippedMail!.text).toContain(`http://hatira.test/printing-workshop/order/view/${order.id}`);
  });

  it('send no mail to a buyer who turned printing-order mails off', async () => {
    const { order, event } = await placeOrder(t, design);
    const [buyer] = await t.db.select().from(users).where(eq(users.id, event.owner.userId));
    await t.db.update(users).set({ notifyPrintingOrders: false }).where(eq(users.id, buyer!.id));
    expect((await api.move(admin, order.id, { status: 'confirmed' })).json()).toMatchObject({
      status: 'confirmed',
      billStatus: 'paid', // confirming a pending order confirms its bill's payment
    });
    const subjects = (await mailsTo(t, buyer!.email)).map((m) => m.subject);
    expect(subjects.some((s) => s!.includes('Baskı siparişiniz'))).toBe(false);
  });

  it('are cancelled by the buyer while pending, with the unpaid bill; not once paid', async () => {
    const { order, bill, event } = await placeOrder(t, design);
    const cancelled = await api.cancel(event.owner.token, order.id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', billStatus: 'cancelled' });
    expect((await bills.get(event.owner.token, bill.id)).json().status).toBe('cancelled');
    expectError(await api.cancel(event.owner.token, order.id), 409, 'PRINT_ORDER_NOT_CANCELLABLE');

    const paid = await placeOrder(t, design);
    await bills.confirm(admin, paid.bill.id);
    expectError(await api.cancel(paid.event.owner.token, paid.order.id), 409, 'PRINT_ORDER_NOT_CANCELLABLE');
    const noticed = await placeOrder(t, design);
    await bills.notice(noticed.event.owner.token, noticed.bill.id);
    expectError(
      await api.cancel(noticed.event.owner.token, noticed.order.id),
      409,
      'PRINT_ORDER_NOT_CANCELLABLE',
    );
    // the buyer may not move an order themselves
    expectError(
      await api.move(noticed.event.owner.token, noticed.order.id, { status: 'cancelled' }),
      403,
      'FORBIDDEN',
    );
  });

  it('follow their bill: a bill cancelled by its buyer, the staff or the sweep cancels the pending order', async () => {
    const byBuyer = await placeOrder(t, design);
    expect((await bills.cancel(byBuyer.event.owner.token, byBuyer.bill.id)).statusCode).toBe(200);
    expect((await api.getOrder(byBuyer.event.owner.token, byBuyer.order.id)).json().status).toBe('cancelled');

    const byStaff = await placeOrder(t, design);
    expect(
      (await api.move(admin, byStaff.order.id, { status: 'cancelled', note: 'Stok yok' })).statusCode,
    ).toBe(200);
    expect((await bills.get(admin, byStaff.bill.id)).json().status).toBe('cancelled');
    const history = (await api.getOrder(admin, byStaff.order.id)).json().history;
    expect(history.at(-1)).toMatchObject({ status: 'cancelled', note: 'Stok yok' });

    const overdue = await placeOrder(t, design);
    const later = new Date(Date.now() + 8 * 24 * 60 * 60 * 1000);
    expect(await cancelOverdueBills(t, later)).toBeGreaterThanOrEqual(1);
    expect((await api.getOrder(admin, overdue.order.id)).json().status).toBe('cancelled');

    const refunded = await placeOrder(t, design);
    await bills.confirm(admin, refunded.bill.id);
    expect((await bills.refund(admin, refunded.bill.id)).statusCode).toBe(200);
    expect((await api.getOrder(admin, refunded.order.id)).json().status).toBe('cancelled');
  });
});

describe('GET /api/printing/orders', () => {
  it('lists the buyer’s own orders and every order for staff; another’s order is not found', async () => {
    const owner = await createOwner(t);
    const mine = await placeOrder(t, design, { owner });
    const theirs = await placeOrder(t, design);
    const list = (await api.call(owner.token, 'GET', '/api/printing/orders')).json();
    expect(list.items.map((o: PrintOrder) => o.id)).toEqual([mine.order.id]);
    expectError(await api.getOrder(owner.token, theirs.order.id), 404, 'NOT_FOUND');
    expectError(await api.cancel(owner.token, theirs.order.id), 404, 'NOT_FOUND');
    expectError(await api.printPdf(owner.token, theirs.order.id), 404, 'NOT_FOUND');

    const all = (await api.call(admin, 'GET', '/api/printing/orders?itemsPerPage=100')).json();
    expect(all.items.map((o: PrintOrder) => o.id)).toEqual(
      expect.arrayContaining([mine.order.id, theirs.order.id]),
    );
    const [buyer] = await t.db.select().from(users).where(eq(users.id, owner.userId));
    const searched = (
      await api.call(admin, 'GET', `/api/printing/orders?q=${encodeURIComponent(buyer!.email)}`)
    ).json();
    expect(searched.items.map((o: PrintOrder) => o.id)).toEqual([mine.order.id]);
    const pending = (await api.call(admin, 'GET', '/api/printing/orders?status=pending&sortBy=total')).json();
    expect(pending.items.every((o: PrintOrder) => o.status === 'pending')).toBe(true);
  });

  it('still shows an order whose event was deleted, and its print file keeps the code it was ordered with', async () => {
    const { order, event } = await placeOrder(t, design);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/qr-codes/${event.qr.id}`,
      headers: bearer(event.owner.token),
    });
    expect(deleted.statusCode).toBe(204);
    const after = (await api.getOrder(event.owner.token, order.id)).json();
    expect(after).toMatchObject({ qrCodeId: '', qrCodeTitle: 'Ayşe & Can' });
    expect((await api.printPdf(admin, order.id)).statusCode).toBe(200);
  });
});
