// The quote and the checkout (DESIGN.md §6.3): totals with KDV inside, every refusal code of the
// cart, what one checkout writes (subscription, bill, coupon use, contract acceptances, the buyer's
// billing identity) and the bill mail with the payment instructions.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bill, CheckoutResponse, Quote } from '@hatira/shared/bills';
import { ERRORS } from '@hatira/shared/errors';
import { FIELD_ERRORS } from '@hatira/shared/field-errors';
import type { SubscriptionPlan } from '@hatira/shared/subscriptions';
import { createTestApp, type TestApp } from '../../../test/app.js';
import {
  bearer,
  createUserWithRole,
  expectError,
  giveSubscription,
  ownerOf,
  registerSubscriber,
  type TestOwner,
} from '../../../test/factories.js';
import { linkIn, mailsTo } from '../../../test/mail.js';
import { coupons } from '../coupons/coupons.table.js';
import { contractAcceptances } from '../legal-pages/legal-pages.table.js';
import { SELLER_KEY } from '../settings/settings.queries.js';
import { settings } from '../settings/settings.table.js';
import { subscriptionPlans, subscriptions } from '../subscriptions/subscriptions.table.js';
import { users } from '../users/users.table.js';
import {
  billsApi,
  buy,
  checkoutBody,
  CORPORATE_BILLING,
  createCoupon,
  INDIVIDUAL_BILLING,
  plansOf,
  seedCatalogue,
  SELLER,
} from './bills.test-support.js';

const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
let api: ReturnType<typeof billsApi>;
let plans: SubscriptionPlan[];
let single: SubscriptionPlan; // individual, 1.499,00 ₺, 30 days
let organiser: SubscriptionPlan; // corporate
beforeAll(async () => {
  t = await createTestApp();
  api = billsApi(t);
  await seedCatalogue(t);
  plans = await plansOf(t);
  single = plans.find((p) => p.name === 'Tek Etkinlik')!;
  organiser = plans.find((p) => p.type === 'corporate')!;
});
afterAll(() => t.close());

const newIndividual = async () => ownerOf(await registerSubscriber(t.app, { accountType: 'individual' }));
const newCorporate = async () => ownerOf(await registerSubscriber(t.app, { accountType: 'corporate' }));

async function quote(owner: TestOwner, query: string): Promise<Quote> {
  const response = await api.quote(owner.token, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Quote;
}

describe('GET /api/checkout/quote', () => {
  it('answers the price with the net and the KDV inside it', async () => {
    const owner = await newIndividual();
    expect(await quote(owner, `planId=${single.id}`)).toEqual({
      planId: single.id,
      subtotal: 149_900,
      discount: 0,
      total: 149_900,
      net: 124_917,
      tax: 24_983,
      taxRate: 20,
      currency: 'TRY',
      couponCode: null,
    });
  });

  it('takes a coupon off before the KDV, matching its code in any case, and takes no use', async () => {
    const owner = await newIndividual();
    const code = await createCoupon(t, { code: 'YAZ15', amount: 15, maxUses: 1 });
    expect(await quote(owner, `planId=${single.id}&couponCode=yaz15`)).toMatchObject({
      subtotal: 149_900,
      discount: 22_485,
      total: 127_415,
      net: 106_179,
      tax: 21_236,
      couponCode: code,
    });
    const fixed = await createCoupon(t, { discountType: 'fixed', amount: 500_000 });
    expect(await quote(owner, `planId=${single.id}&couponCode=${fixed}`)).toMatchObject({
      discount: 149_900,
      total: 0,
      net: 0,
      tax: 0,
    });
    const [row] = await t.db.select().from(coupons).where(eq(coupons.code, code));
    expect(row!.usedCount).toBe(0);
  });

  it('refuses plans not on sale and plans of the other account type', async () => {
    const owner = await newIndividual();
    const [hidden] = await t.db
      .insert(subscriptionPlans)
      .values({ ...planValues(single), name: 'Eski paket', active: false })
      .returning();
    for (const planId of [hidden!.id, '0190a6b8-0000-7000-8000-000000000000'])
      expectError(
        await api.quote(owner.token, `planId=${planId}`),
        400,
        'PLAN_NOT_AVAILABLE',
        ERRORS.PLAN_NOT_AVAILABLE.message,
      );
    expectError(
      await api.quote(owner.token, `planId=${organiser.id}`),
      403,
      'PLAN_TYPE_MISMATCH',
      ERRORS.PLAN_TYPE_MISMATCH.message,
    );
    const corporate = await newCorporate();
    expect((await api.quote(corporate.token, `planId=${organiser.id}`)).statusCode).toBe(200);
    expectError(await api.quote(corporate.token, `planId=${single.id}`), 403, 'PLAN_TYPE_MISMATCH');
  });

  it('says why a coupon does not apply', async () => {
    const owner = await newIndividual();
    const now = Date.now();
    const cases = [
      ['NOSUCHCODE', 'COUPON_INVALID'],
      [await createCoupon(t, { isActive: false }), 'COUPON_INVALID'],
      [await createCoupon(t, { validFrom: new Date(now + DAY_MS) }), 'COUPON_INVALID'],
      [await createCoupon(t, { validUntil: new Date(now - 1000) }), 'COUPON_EXPIRED'],
      [await createCoupon(t, { planType: 'corporate' }), 'COUPON_NOT_APPLICABLE'],
      [await createCoupon(t, { maxUses: 2, usedCount: 2 }), 'COUPON_USED_UP'],
    ] as const;
    for (const [code, error] of cases)
      expectError(
        await api.quote(owner.token, `planId=${single.id}&couponCode=${code}`),
        ERRORS[error].status,
        error,
        ERRORS[error].message,
      );
    // inside its window, of the right type, with a use left: fine
    const good = await createCoupon(t, {
      validFrom: new Date(now - DAY_MS),
      validUntil: new Date(now + DAY_MS),
      planType: 'individual',
      maxUses: 3,
      usedCount: 2,
    });
    expect((await quote(owner, `planId=${single.id}&couponCode=${good}`)).discount).toBe(14_990);
  });
});

function planValues(plan: SubscriptionPlan) {
  const { id: _id, ...rest } = plan;
  return rest;
}

describe('POST /api/checkout', () => {
  it('makes an unpaid bill and a subscription awaiting payment, and mails how to pay', async () => {
    const owner = await newIndividual();
    const code = await createCoupon(t, { amount: 20 });
    const response = await api.checkout(owner.token, checkoutBody(single, { couponCode: code }));
    expect(response.statusCode, response.body).toBe(201);
    const { bill, payUrl } = response.json() as CheckoutResponse;
    expect(payUrl).toBe(`/subscription/pay/${bill.id}`);
    expect(bill).toMatchObject({
      number: expect.stringMatching(/^\d{4}-\d{6}$/),
      kind: 'subscription',
      userId: owner.userId,
      status: 'unpaid',
      paymentMethod: 'bank_transfer',
      lines: [
        { description: 'Tek Etkinlik aboneliği, 30 gün', quantity: 1, unitPrice: 149_900, total: 149_900 },
      ],
      subtotal: 149_900,
      discount: 29_980,
      total: 119_920,
      net: 99_933,
      tax: 19_987,
      taxRate: 20,
      currency: 'TRY',
      couponCode: code,
      buyer: INDIVIDUAL_BILLING,
      seller: SELLER,
      paymentNotice: null,
      rejectionReason: null,
      paidAt: null,
      cancelledAt: null,
    });
    expect(bill.paymentReference).toBe(bill.number);
    expect(Date.parse(bill.dueAt) - Date.parse(bill.createdAt)).toBe(7 * DAY_MS);

    const [subscription] = await t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, bill.subscriptionId!));
    expect(subscription).toMatchObject({
      status: 'pending_payment',
      planId: single.id,
      pricePaid: 119_920,
      couponCode: code,
    });
    expect(Math.abs(subscription!.startsAt.getTime() - Date.parse(bill.createdAt))).toBeLessThan(1000);
    const [coupon] = await t.db.select().from(coupons).where(eq(coupons.code, code));
    expect(coupon!.usedCount).toBe(1);

    const accepted = await t.db
      .select()
      .from(contractAcceptances)
      .where(eq(contractAcceptances.billId, bill.id));
    expect(accepted.map((a) => [a.slug, a.language, a.version, a.userId, a.ip]).sort()).toEqual([
      ['distance-sales-contract', 'tr', 2, owner.userId, '127.0.0.1'],
      ['pre-information-form', 'tr', 2, owner.userId, '127.0.0.1'],
    ]);

    const [user] = await t.db.select().from(users).where(eq(users.id, owner.userId));
    expect(user).toMatchObject({
      phone: INDIVIDUAL_BILLING.phone,
      taxNumber: INDIVIDUAL_BILLING.nationalId,
      billingAddress: { line1: INDIVIDUAL_BILLING.address, city: INDIVIDUAL_BILLING.city },
    });

    const [mail] = await mailsTo(t, user!.email);
    expect(mail!.subject).toBe(`Faturanız ${bill.number}: ödeme bilgileri`);
    expect(mail!.text).toContain('₺1.199,20');
    expect(mail!.text).toContain(`açıklamaya yalnızca ${bill.number} yazın`);
    expect(mail!.text).toContain(
      'Ziraat Bankası, Hatıra Yazılım Ltd. Şti.: IBAN TR33 0006 1005 1978 6457 8413 26',
    );
    expect(mail!.text).not.toContain('Kapalı Banka');
    expect(linkIn(mail!, '/subscription/pay/').pathname).toBe(payUrl);
  });

  it("writes the bill, its line, its contracts and its mail in the buyer's language", async () => {
    const owner = await newCorporate();
    await t.db.update(users).set({ language: 'en' }).where(eq(users.id, owner.userId));
    const bill = await buy(t, owner.token, organiser);
    expect(bill.lines[0]!.description).toBe(`${organiser.name} subscription, ${organiser.durationDays} days`);
    expect(bill.buyer).toEqual(CORPORATE_BILLING);
    const accepted = await t.db
      .select()
      .from(contractAcceptances)
      .where(eq(contractAcceptances.billId, bill.id));
    expect(accepted.map((a) => [a.language, a.version])).toEqual([
      ['en', 1],
      ['en', 1],
    ]);
    const [user] = await t.db.select().from(users).where(eq(users.id, owner.userId));
    expect(user).toMatchObject({
      company: CORPORATE_BILLING.companyName,
      taxOffice: 'Kadıköy',
      taxNumber: '1234567890',
    });
    const [mail] = await mailsTo(t, user!.email);
    expect(mail!.subject).toBe(`Your bill ${bill.number}: how to pay`);
  });

  it('starts a renewal when the subscription in force ends', async () => {
    const owner = await newIndividual();
    await giveSubscription(t, owner.userId);
    const [inForce] = await t.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, owner.userId), eq(subscriptions.status, 'active')));
    const bill = await buy(t, owner.token, single);
    const [renewal] = await t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, bill.subscriptionId!));
    expect(renewal!.startsAt).toEqual(inForce!.endsAt);
    expect(renewal!.endsAt.getTime() - renewal!.startsAt.getTime()).toBe(30 * DAY_MS);
  });

  it('keeps the seller as the bill was made, whatever the settings say later', async () => {
    const owner = await newIndividual();
    const bill = await buy(t, owner.token, single);
    await t.db
      .update(settings)
      .set({ value: { ...SELLER, title: 'Yeni Unvan A.Ş.' } })
      .where(eq(settings.key, SELLER_KEY));
    const again = (await api.get(owner.token, bill.id)).json() as Bill;
    expect(again.seller.title).toBe(SELLER.title);
    await t.db.update(settings).set({ value: SELLER }).where(eq(settings.key, SELLER_KEY));
  });

  it('asks for both contracts', async () => {
    const owner = await newIndividual();
    for (const acceptedContracts of [[], ['distance-sales-contract'], ['pre-information-form', 'kvkk']])
      expectError(
        await api.checkout(owner.token, checkoutBody(single, { acceptedContracts })),
        400,
        'CONTRACTS_NOT_ACCEPTED',
        'Please accept the distance sales contract and the pre-information form.',
      );
  });

  it('refuses what the quote refuses, and takes no coupon use when it does', async () => {
    const owner = await newIndividual();
    const code = await createCoupon(t, { planType: 'corporate', maxUses: 5 });
    expectError(
      await api.checkout(owner.token, checkoutBody(single, { couponCode: code })),
      400,
      'COUPON_NOT_APPLICABLE',
    );
    expectError(await api.checkout(owner.token, checkoutBody(organiser)), 403, 'PLAN_TYPE_MISMATCH');
    expectError(
      await api.checkout(owner.token, checkoutBody(single, { couponCode: 'YOK' })),
      400,
      'COUPON_INVALID',
    );
    const [coupon] = await t.db.select().from(coupons).where(eq(coupons.code, code));
    expect(coupon!.usedCount).toBe(0);
    const left = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, owner.userId));
    expect(left).toEqual([]);
  });

  it('checks the TC kimlik no and the VKN by their check digits', async () => {
    const owner = await newIndividual();
    const badId = await api.checkout(
      owner.token,
      checkoutBody(single, { billing: { ...INDIVIDUAL_BILLING, nationalId: '10000000147' } }),
    );
    expectError(badId, 400, 'VALIDATION_FAILED');
    expect(badId.json().error.fields).toEqual({ 'billing.nationalId': FIELD_ERRORS.invalidNationalId });
    // no TC kimlik no at all is fine for a person
    const { nationalId: _none, ...withoutId } = INDIVIDUAL_BILLING;
    expect((await api.checkout(owner.token, checkoutBody(single, { billing: withoutId }))).statusCode).toBe(
      201,
    );

    const company = await newCorporate();
    const badVkn = await api.checkout(
      company.token,
      checkoutBody(organiser, { billing: { ...CORPORATE_BILLING, taxNumber: '1234567891' } }),
    );
    expect(badVkn.json().error.fields).toEqual({ 'billing.taxNumber': FIELD_ERRORS.invalidTaxNumber });
    const missing = await api.checkout(
      company.token,
      checkoutBody(organiser, { billing: { ...CORPORATE_BILLING, taxOffice: '', address: ' ' } }),
    );
    expect(missing.json().error.fields).toEqual({
      'billing.taxOffice': FIELD_ERRORS.required,
      'billing.address': FIELD_ERRORS.required,
    });
    // a person's identity on a company's bill
    expectError(
      await api.checkout(company.token, checkoutBody(organiser, { billing: INDIVIDUAL_BILLING })),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('is for subscribers: a customer may not buy', async () => {
    const customer = await createUserWithRole(t.app, t.db, 'customer');
    expectError(await api.checkout(customer.accessToken, checkoutBody(single)), 403, 'FORBIDDEN');
  });
});

describe('GET /api/checkout/billing', () => {
  it('starts from the profile, then from the last bill', async () => {
    const auth = await registerSubscriber(t.app, { accountType: 'individual' });
    const owner = ownerOf(auth);
    await t.db.update(users).set({ phone: '+90 555 111 22 33' }).where(eq(users.id, owner.userId));
    const before = await t.app.inject({ url: '/api/checkout/billing', headers: bearer(owner.token) });
    expect(before.json()).toEqual({
      type: 'individual',
      fullName: auth.userData.fullName,
      nationalId: '',
      address: '',
      city: '',
      phone: '+90 555 111 22 33',
    });
    await buy(t, owner.token, single);
    const after = await t.app.inject({ url: '/api/checkout/billing', headers: bearer(owner.token) });
    expect(after.json()).toEqual(INDIVIDUAL_BILLING);

    const company = await newCorporate();
    await t.db.update(users).set({ company: 'Kır Düğünü Ltd.' }).where(eq(users.id, company.userId));
    const corporate = await t.app.inject({ url: '/api/checkout/billing', headers: bearer(company.token) });
    expect(corporate.json()).toMatchObject({
      type: 'corporate',
      companyName: 'Kır Düğünü Ltd.',
      taxNumber: '',
    });
  });
});

describe('settings of the checkout', () => {
  it('uses VAT_RATE and BILL_PAYMENT_DAYS', async () => {
    const other = await createTestApp({ VAT_RATE: '10', BILL_PAYMENT_DAYS: '3' });
    try {
      await seedCatalogue(other);
      const owner = ownerOf(await registerSubscriber(other.app));
      const plan = (await plansOf(other)).find((p) => p.name === 'Tek Etkinlik')!;
      const response = await billsApi(other).checkout(owner.token, checkoutBody(plan));
      const { bill } = response.json() as CheckoutResponse;
      expect(bill).toMatchObject({ total: 149_900, net: 136_273, tax: 13_627, taxRate: 10 });
      expect(Date.parse(bill.dueAt) - Date.parse(bill.createdAt)).toBe(3 * DAY_MS);
    } finally {
      await other.close();
    }
  });
});
