// The admin's coupons (issue 12 /coupons, /coupons/edit/{id}; DESIGN.md §6.3): codes unique
// case-insensitively, percent 1–100, fixed in kuruş, a validity window, max uses; the answers carry
// the use count and the detail the bills that used the coupon.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Coupon, CouponDetail } from '@hatira/shared/coupons';
import { createUserWithCustomRole } from '../roles/roles.test-support.js';
import { adminOnly, createCallers, expectAccess, type Callers } from '../../../test/access-matrix.js';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { bearer, expectError } from '../../../test/factories.js';
import { bills } from '../bills/bills.table.js';
import { coupons } from './coupons.table.js';

const UNKNOWN = '01890000-0000-7000-8000-000000000000';

let t: TestApp;
let callers: Callers;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  callers = await createCallers(t);
  admin = callers.admin.token!;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, token = admin) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload && { payload }) });

let counter = 0;
async function newCoupon(body: Record<string, unknown> = {}): Promise<Coupon> {
  const response = await call('POST', '/api/coupons', {
    code: `KOD${++counter}`,
    discountType: 'percent',
    amount: 10,
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Coupon;
}

let billCounter = 0;
/** A bill row as the checkout writes it (the checkout itself is another feature's). */
async function insertBill(coupon: Coupon, status: 'unpaid' | 'paid' | 'cancelled', createdAt: Date) {
  billCounter++;
  const [bill] = await t.db
    .insert(bills)
    .values({
      number: `2030-${String(billCounter).padStart(6, '0')}`,
      year: 2030,
      kind: 'subscription',
      userId: callers.individual.userId!,
      lines: [{ description: 'Tek Etkinlik', quantity: 1, unitPrice: 149_900, total: 149_900 }],
      subtotal: 149_900,
      discount: 14_990,
      net: 112_425,
      tax: 22_485,
      taxRate: 20,
      total: 134_910,
      couponId: coupon.id,
      couponCode: coupon.code,
      status,
      buyer: {
        type: 'individual',
        fullName: 'Ayşe Yılmaz',
        address: 'Bağdat Caddesi 1',
        city: 'İstanbul',
        phone: '+90 555 000 00 00',
      },
      seller: { title: '', address: '', taxOffice: '', taxNumber: '', mersis: '', email: '', phone: '' },
      dueAt: new Date(createdAt.getTime() + 7 * 86_400_000),
      createdAt,
    })
    .returning();
  return bill!;
}

describe('POST /api/coupons', () => {
  it('adds a coupon with the defaults, trimmed, with no use yet', async () => {
    const response = await call('POST', '/api/coupons', {
      code: ' DUGUN2030 ',
      discountType: 'fixed',
      amount: 25_000,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(String),
      code: 'DUGUN2030',
      discountType: 'fixed',
      amount: 25_000,
      planType: null,
      validFrom: null,
      validUntil: null,
      maxUses: null,
      usedCount: 0,
      isActive: true,
      createdAt: expect.any(String),
    });
  });

  it('keeps the window and the limits as given', async () => {
    const coupon = await newCoupon({
      planType: 'corporate',
      validFrom: '2030-01-01T00:00:00+03:00',
      validUntil: '2030-02-01T00:00:00+03:00',
      maxUses: 5,
      isActive: false,
    });
    expect(coupon).toMatchObject({
      planType: 'corporate',
      validFrom: '2029-12-31T21:00:00.000Z',
      validUntil: '2030-01-31T21:00:00.000Z',
      maxUses: 5,
      isActive: false,
    });
  });

  it('answers COUPON_CODE_TAKEN for a code another coupon has in any case', async () => {
    await newCoupon({ code: 'Bahar2030' });
    const response = await call('POST', '/api/coupons', {
      code: 'BAHAR2030',
      discountType: 'percent',
      amount: 5,
    });
    expectError(response, 409, 'COUPON_CODE_TAKEN', 'A coupon with this code already exists.');
    expect(await t.db.select().from(coupons).where(eq(coupons.code, 'BAHAR2030'))).toEqual([]);
  });

  it('answers VALIDATION_FAILED with the fields', async () => {
    const missing = await call('POST', '/api/coupons', {});
    expectError(missing, 400, 'VALIDATION_FAILED', 'Please fill in the required fields!');
    expect(missing.json().error.fields).toEqual({
      code: 'This field is required',
      discountType: 'Choose one of the options',
      amount: 'This field is required',
    });
    const tooMuch = await call('POST', '/api/coupons', {
      code: 'YUZDE',
      discountType: 'percent',
      amount: 101,
    });
    expect(tooMuch.json().error.fields).toEqual({ amount: 'This value is not valid' });
    const wrong = await call('POST', '/api/coupons', {
      code: 'İKİ KELİME',
      discountType: 'fixed',
      amount: 0,
      planType: 'family',
      maxUses: 0,
      validFrom: '2030-02-01T00:00:00Z',
      validUntil: 'soon',
    });
    expect(wrong.json().error.fields).toEqual({
      code: 'This value is not valid',
      amount: 'This value is not valid',
      planType: 'Choose one of the options',
      maxUses: 'This value is not valid',
      validUntil: 'This value is not valid',
    });
    const backwards = await call('POST', '/api/coupons', {
      code: 'TERS',
      discountType: 'fixed',
      amount: 100,
      validFrom: '2030-02-01T00:00:00Z',
      validUntil: '2030-01-01T00:00:00Z',
    });
    expect(backwards.json().error.fields).toEqual({ validUntil: 'This value is not valid' });
  });
});

describe('GET /api/coupons', () => {
  it('searches by code, filters by active, sorts by uses', async () => {
    const [a, b, c] = [
      await newCoupon({ code: 'LISTE-A' }),
      await newCoupon({ code: 'LISTE-B', isActive: false }),
      await newCoupon({ code: 'LISTE-C' }),
    ];
    await t.db.update(coupons).set({ usedCount: 3 }).where(eq(coupons.id, c.id));
    await t.db.update(coupons).set({ usedCount: 1 }).where(eq(coupons.id, a.id));
    const list = async (query: string) =>
      ((await call('GET', `/api/coupons?${query}`)).json().items as Coupon[]).map((x) => x.code);
    expect(await list('q=liste-&sortBy=usedCount&orderBy=desc')).toEqual(['LISTE-C', 'LISTE-A', 'LISTE-B']);
    expect(await list('q=liste-&isActive=false')).toEqual([b.code]);
    const response = await call('GET', '/api/coupons?q=LISTE-C');
    expect(response.json()).toEqual({
      items: [expect.objectContaining({ code: 'LISTE-C', usedCount: 3 })],
      total: 1,
    });
  });

  it('answers VALIDATION_FAILED for a bad query', async () => {
    const response = await call('GET', '/api/coupons?sortBy=amount&isActive=yes');
    expectError(response, 400, 'VALIDATION_FAILED');
    expect(Object.keys(response.json().error.fields).sort()).toEqual(['isActive', 'sortBy']);
  });
});

describe('GET /api/coupons/{id}', () => {
  it('lists the bills that used the coupon, newest first, with the buyer', async () => {
    const coupon = await newCoupon({ code: 'FATURALI' });
    expect((await call('GET', `/api/coupons/${coupon.id}`)).json()).toEqual({ ...coupon, bills: [] });
    const older = await insertBill(coupon, 'paid', new Date('2030-01-02T10:00:00Z'));
    const newer = await insertBill(coupon, 'cancelled', new Date('2030-01-05T10:00:00Z'));
    await insertBill(await newCoupon(), 'unpaid', new Date('2030-01-03T10:00:00Z')); // another coupon's

    const detail = (await call('GET', `/api/coupons/${coupon.id}`)).json() as CouponDetail;
    const buyer = (await call('GET', '/api/profile', undefined, callers.individual.token!)).json();
    expect(detail.bills).toEqual([
      {
        id: newer.id,
        number: newer.number,
        userName: buyer.fullName,
        total: 134_910,
        currency: 'TRY',
        status: 'cancelled',
        createdAt: '2030-01-05T10:00:00.000Z',
      },
      expect.objectContaining({ id: older.id, status: 'paid', createdAt: '2030-01-02T10:00:00.000Z' }),
    ]);
  });

  it('answers 404 for an unknown coupon', async () => {
    expectError(await call('GET', `/api/coupons/${UNKNOWN}`), 404, 'NOT_FOUND');
  });
});

describe('PATCH /api/coupons/{id}', () => {
  it('changes only the fields sent', async () => {
    const coupon = await newCoupon({ planType: 'individual', maxUses: 10, isActive: false });
    const response = await call('PATCH', `/api/coupons/${coupon.id}`, { amount: 15 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ...coupon, amount: 15 });
    const cleared = await call('PATCH', `/api/coupons/${coupon.id}`, { maxUses: null, planType: null });
    expect(cleared.json()).toEqual({ ...coupon, amount: 15, maxUses: null, planType: null });
  });

  it('checks the result against what is stored: a percent over 100, a window backwards, fewer uses than taken', async () => {
    const percent = await newCoupon({ discountType: 'percent', amount: 50 });
    const over = await call('PATCH', `/api/coupons/${percent.id}`, { amount: 150 });
    expectError(over, 400, 'VALIDATION_FAILED');
    expect(over.json().error.fields).toEqual({ amount: 'This value is not valid' });

    const fixed = await newCoupon({
      discountType: 'fixed',
      amount: 5_000,
      validFrom: '2030-03-01T00:00:00Z',
    });
    const toPercent = await call('PATCH', `/api/coupons/${fixed.id}`, { discountType: 'percent' });
    expect(toPercent.json().error.fields).toEqual({ amount: 'This value is not valid' });
    const backwards = await call('PATCH', `/api/coupons/${fixed.id}`, { validUntil: '2030-02-01T00:00:00Z' });
    expect(backwards.json().error.fields).toEqual({ validUntil: 'This value is not valid' });

    const used = await newCoupon({ maxUses: 5 });
    await t.db.update(coupons).set({ usedCount: 3 }).where(eq(coupons.id, used.id));
    const below = await call('PATCH', `/api/coupons/${used.id}`, { maxUses: 2 });
    expect(below.json().error.fields).toEqual({ maxUses: 'This value is not valid' });
    expect((await call('PATCH', `/api/coupons/${used.id}`, { maxUses: 3 })).json()).toMatchObject({
      maxUses: 3,
      usedCount: 3,
    });
    // nothing changed by the refused ones
    expect((await call('GET', `/api/coupons/${fixed.id}`)).json()).toMatchObject({
      discountType: 'fixed',
      validUntil: null,
    });
  });

  it('answers COUPON_CODE_TAKEN for another coupon’s code, and takes a new case of its own', async () => {
    await newCoupon({ code: 'YAZ2030' });
    const mine = await newCoupon({ code: 'KIS2030' });
    expectError(
      await call('PATCH', `/api/coupons/${mine.id}`, { code: 'yaz2030' }),
      409,
      'COUPON_CODE_TAKEN',
    );
    expect((await call('PATCH', `/api/coupons/${mine.id}`, { code: 'Kis2030' })).json()).toMatchObject({
      code: 'Kis2030',
    });
  });

  it('answers 404 for an unknown coupon', async () => {
    expectError(await call('PATCH', `/api/coupons/${UNKNOWN}`, { amount: 5 }), 404, 'NOT_FOUND');
  });
});

describe('DELETE /api/coupons/{id}', () => {
  it('deletes a coupon; the bills that used it keep its code', async () => {
    const coupon = await newCoupon({ code: 'SILINECEK' });
    const bill = await insertBill(coupon, 'paid', new Date('2030-01-10T10:00:00Z'));
    expect((await call('DELETE', `/api/coupons/${coupon.id}`)).statusCode).toBe(204);
    expect(await t.db.select().from(coupons).where(eq(coupons.id, coupon.id))).toEqual([]);
    const [kept] = await t.db.select().from(bills).where(eq(bills.id, bill.id));
    expect(kept).toMatchObject({ couponId: null, couponCode: 'SILINECEK', discount: 14_990 });
    expectError(await call('DELETE', `/api/coupons/${coupon.id}`), 404, 'NOT_FOUND');
  });
});

describe('coupons access', () => {
  it.each(['GET /api/coupons', 'GET /api/coupons/:id', 'PATCH /api/coupons/:id'])('%s', async (route) => {
    const [method, url] = route.split(' ') as ['GET' | 'PATCH', string];
    const coupon = await newCoupon();
    await expectAccess(t, callers, {
      method,
      url: url.replace(':id', coupon.id),
      ...(method === 'PATCH' && { payload: { amount: 20 } }),
      expect: adminOnly(200),
    });
  });

  it('POST /api/coupons', () =>
    expectAccess(t, callers, {
      method: 'POST',
      url: '/api/coupons',
      payload: { code: 'MATRIS', discountType: 'percent', amount: 5 },
      expect: adminOnly(201),
    }));

  it('DELETE /api/coupons/{id}', async () => {
    const coupon = await newCoupon();
    await expectAccess(t, callers, {
      method: 'DELETE',
      url: `/api/coupons/${coupon.id}`,
      expect: adminOnly(204),
    });
  });

  it('lets a custom role with `read coupons` read them and nothing more', async () => {
    const reader = await createUserWithCustomRole(t, admin, 'Kupon Okuyucu', [
      { action: 'read', subject: 'coupons' },
    ]);
    const coupon = await newCoupon();
    expect((await call('GET', '/api/coupons', undefined, reader.accessToken)).statusCode).toBe(200);
    expect((await call('GET', `/api/coupons/${coupon.id}`, undefined, reader.accessToken)).statusCode).toBe(
      200,
    );
    expectError(
      await call('PATCH', `/api/coupons/${coupon.id}`, { amount: 1 }, reader.accessToken),
      403,
      'FORBIDDEN',
    );
    expectError(
      await call(
        'POST',
        '/api/coupons',
        { code: 'OKUYAN', discountType: 'percent', amount: 5 },
        reader.accessToken,
      ),
      403,
      'FORBIDDEN',
    );
    expectError(
      await call('DELETE', `/api/coupons/${coupon.id}`, undefined, reader.accessToken),
      403,
      'FORBIDDEN',
    );
  });
});
