// Paying, confirming, rejecting, cancelling and refunding a bill, the sweep of overdue bills, and
// the mails each sends (DESIGN.md §6.3): every move of the state machine and BILL_NOT_PAYABLE for
// the moves it does not have.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bill, BillPayment } from '@hatira/shared/bills';
import type { SubscriptionPlan } from '@hatira/shared/subscriptions';
import { createTestApp, type TestApp } from '../../../test/app.js';
import {
  adminToken,
  createEvent,
  createOwner,
  createUserWithRole,
  expectError,
  giveSubscription,
  ownerOf,
  registerSubscriber,
  type TestOwner,
} from '../../../test/factories.js';
import { linkIn, mailsTo } from '../../../test/mail.js';
import { coupons } from '../coupons/coupons.table.js';
import { getActiveSubscription } from '../subscriptions/subscriptions.service.js';
import { subscriptions } from '../subscriptions/subscriptions.table.js';
import { users } from '../users/users.table.js';
import { bills } from './bills.table.js';
import { cancelOverdueBills } from './cancel-bill.js';
import { billsApi, buy, createCoupon, IBAN, plansOf, seedCatalogue } from './bills.test-support.js';

const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
let api: ReturnType<typeof billsApi>;
let admin: string;
let single: SubscriptionPlan;
beforeAll(async () => {
  // the guests' read cache on, as in production: a confirmed payment must get past it at once
  t = await createTestApp({ SHARE_CACHE_MS: '60000' });
  api = billsApi(t);
  await seedCatalogue(t);
  admin = await adminToken(t);
  single = (await plansOf(t)).find((p) => p.name === 'Tek Etkinlik')!;
});
afterAll(() => t.close());

const newBuyer = async () => ownerOf(await registerSubscriber(t.app));
async function emailOf(owner: TestOwner): Promise<string> {
  const [row] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, owner.userId));
  return row!.email;
}
async function subscriptionOf(bill: Bill) {
  const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, bill.subscriptionId!));
  return row!;
}
function ok(response: { statusCode: number; body: string; json(): unknown }): Bill {
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Bill;
}

describe('GET /api/bills/:id/payment', () => {
  it('gives the pay page the bill, the active accounts and the bill number as the reference', async () => {
    const owner = await newBuyer();
    const bill = await buy(t, owner.token, single);
    const response = await api.payment(owner.token, bill.id);
    expect(response.statusCode).toBe(200);
    const payment = response.json() as BillPayment;
    expect(payment.bill.id).toBe(bill.id);
    expect(payment.reference).toBe(bill.number);
    expect(payment.bankAccounts).toEqual([
      {
        id: expect.any(String),
        bankName: 'Ziraat Bankası',
        accountHolder: 'Hatıra Yazılım Ltd. Şti.',
        iban: IBAN,
        branch: 'Şişli',
        currency: 'TRY',
      },
    ]);
  });
});

describe('payment notice, confirmation and rejection', () => {
  it('takes the notice, tells the staff, and on confirmation puts the plan in force for the guests at once', async () => {
    const owner = await createOwner(t, { subscribed: false });
    const event = await createEvent(t, { owner });
    const guest = () => t.app.inject({ url: `/api/share/${event.qr.hash}` });
    expectError(await guest(), 403, 'SUBSCRIPTION_PROBLEM');

    const bill = await buy(t, owner.token, single);
    const noticed = ok(
      await api.notice(owner.token, bill.id, {
        paidAt: '2026-11-20',
        senderName: 'Ayşe Yılmaz',
        note: 'Ziraat şubesinden',
      }),
    );
    expect(noticed).toMatchObject({
      status: 'pending_confirmation',
      paymentNotice: {
        paidAt: '2026-11-20',
        senderName: 'Ayşe Yılmaz',
        note: 'Ziraat şubesinden',
        sentAt: expect.any(String),
      },
    });
    const [staffMail] = await mailsTo(t, 'admin@hatira.test');
    expect(staffMail!.subject).toBe(`Yeni ödeme bildirimi: fatura ${bill.number}`);
    expect(staffMail!.text).toContain('₺1.499,00');
    expect(staffMail!.text).toContain('Gönderen: Ayşe Yılmaz');
    expect(staffMail!.text).toContain('Not: Ziraat şubesinden');
    expect(linkIn(staffMail!, '/bills-management/view/').pathname).toBe(`/bills-management/view/${bill.id}`);
    // a second notice while one waits is refused
    expectError(await api.notice(owner.token, bill.id), 409, 'BILL_NOT_PAYABLE', 'This bill cannot be paid.');

    const before = Date.now();
    const paid = ok(await api.confirm(admin, bill.id));
    expect(paid.status).toBe('paid');
    expect(Date.parse(paid.paidAt!)).toBeGreaterThanOrEqual(before - 1000);
    const [row] = await t.db.select().from(bills).where(eq(bills.id, bill.id));
    const [adminRow] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'admin@hatira.test'));
    expect(row!.confirmedBy).toBe(adminRow!.id);
    const subscription = await subscriptionOf(bill);
    expect(subscription.status).toBe('active');
    expect(subscription.startsAt.getTime()).toBe(Date.parse(paid.paidAt!));
    expect(subscription.endsAt.getTime() - subscription.startsAt.getTime()).toBe(30 * DAY_MS);
    expect((await getActiveSubscription(t.db, owner.userId))?.id).toBe(subscription.id);
    expect((await guest()).statusCode).toBe(200);

    const mails = await mailsTo(t, await emailOf(owner));
    const confirmed = mails.at(-1)!;
    expect(confirmed.subject).toBe(`Ödemeniz alındı: fatura ${bill.number}`);
    expect(confirmed.text).toContain('“Tek Etkinlik” aboneliğiniz');
    expect(linkIn(confirmed, '/bills/view/').pathname).toBe(`/bills/view/${bill.id}`);
    // paid is final, but for a refund
    expectError(await api.confirm(admin, bill.id), 409, 'BILL_NOT_PAYABLE');
    expectError(await api.cancel(admin, bill.id), 409, 'BILL_NOT_PAYABLE');
    expectError(await api.reject(admin, bill.id), 409, 'BILL_NOT_PAYABLE');
    expectError(await api.notice(owner.token, bill.id), 409, 'BILL_NOT_PAYABLE');
  });

  it('starts a confirmed renewal when the plan in force ends', async () => {
    const owner = await newBuyer();
    await giveSubscription(t, owner.userId);
    const inForce = (await getActiveSubscription(t.db, owner.userId))!;
    const bill = await buy(t, owner.token, single);
    ok(await api.confirm(admin, bill.id)); // the money seen on the account, without a notice
    const renewal = await subscriptionOf(bill);
    expect(renewal).toMatchObject({ status: 'active', startsAt: inForce.endsAt });
    expect(renewal.endsAt.getTime() - inForce.endsAt.getTime()).toBe(30 * DAY_MS);
    // and a second renewal after that one
    const next = await buy(t, owner.token, single);
    ok(await api.confirm(admin, next.id));
    expect((await subscriptionOf(next)).startsAt).toEqual(renewal.endsAt);
  });

  it('sends a rejected notice back to unpaid with the reason, mailed to the buyer', async () => {
    const owner = await newBuyer();
    await t.db.update(users).set({ language: 'de' }).where(eq(users.id, owner.userId));
    const bill = await buy(t, owner.token, single);
    expectError(await api.reject(admin, bill.id), 409, 'BILL_NOT_PAYABLE'); // no notice to reject
    ok(await api.notice(owner.token, bill.id));
    const rejected = ok(await api.reject(admin, bill.id, 'Kein Eingang auf dem Konto.'));
    expect(rejected).toMatchObject({ status: 'unpaid', rejectionReason: 'Kein Eingang auf dem Konto.' });
    const mail = (await mailsTo(t, await emailOf(owner))).at(-1)!;
    expect(mail.subject).toBe(`Ihre Zahlungsmeldung wurde nicht bestätigt: Rechnung ${bill.number}`);
    expect(mail.text).toContain('Grund: Kein Eingang auf dem Konto.');
    expect(linkIn(mail, '/subscription/pay/').pathname).toBe(`/subscription/pay/${bill.id}`);
    // a new notice clears the reason
    expect(ok(await api.notice(owner.token, bill.id))).toMatchObject({
      status: 'pending_confirmation',
      rejectionReason: null,
    });
    expect(await subscriptionOf(bill)).toMatchObject({ status: 'pending_payment' });
  });

  it('mails nobody who turned bill mails off: neither the buyer (issued, confirmed, rejected) nor the staff (notices)', async () => {
    const owner = await newBuyer();
    const email = await emailOf(owner);
    const quiet = { notifyBills: false };
    const settings = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile/notifications',
      headers: { authorization: `Bearer ${owner.token}` },
      payload: quiet,
    });
    expect(settings.json()).toMatchObject(quiet);
    await t.db.update(users).set(quiet).where(eq(users.email, 'admin@hatira.test'));
    const staffMailsBefore = (await mailsTo(t, 'admin@hatira.test')).length;
    try {
      const rejectedBill = await buy(t, owner.token, single);
      ok(await api.notice(owner.token, rejectedBill.id));
      ok(await api.reject(admin, rejectedBill.id, 'Yok.'));
      ok(await api.confirm(admin, (await buy(t, owner.token, single)).id));
      expect(await mailsTo(t, email)).toEqual([]);
      expect(await mailsTo(t, 'admin@hatira.test')).toHaveLength(staffMailsBefore);
    } finally {
      await t.db.update(users).set({ notifyBills: true }).where(eq(users.email, 'admin@hatira.test'));
    }
  });

  it('leaves confirming and rejecting to the staff', async () => {
    const owner = await newBuyer();
    const bill = await buy(t, owner.token, single);
    ok(await api.notice(owner.token, bill.id));
    expectError(await api.confirm(owner.token, bill.id), 403, 'FORBIDDEN');
    expectError(await api.reject(owner.token, bill.id), 403, 'FORBIDDEN');
    expectError(await api.refund(owner.token, bill.id), 403, 'FORBIDDEN');
    const fields = (await api.reject(admin, bill.id, '')).json().error.fields;
    expect(fields).toEqual({ reason: 'This field is required' });
    const badNotice = await api.notice(owner.token, bill.id, { paidAt: '20.11.2026', senderName: '' });
    expect(badNotice.json().error.fields).toEqual({
      paidAt: 'This value is not valid',
      senderName: 'This field is required',
    });
  });
});

describe('cancelling and refunding', () => {
  it('lets the buyer cancel while unpaid: the number stays, the subscription ends, the coupon use comes back', async () => {
    const owner = await newBuyer();
    const code = await createCoupon(t, { maxUses: 1 });
    const bill = await buy(t, owner.token, single, { couponCode: code });
    const usedCount = async () =>
      (await t.db.select().from(coupons).where(eq(coupons.code, code)))[0]!.usedCount;
    expect(await usedCount()).toBe(1);
    const cancelled = ok(await api.cancel(owner.token, bill.id));
    expect(cancelled).toMatchObject({ status: 'cancelled', number: bill.number });
    expect(cancelled.cancelledAt).not.toBeNull();
    expect(await subscriptionOf(bill)).toMatchObject({ status: 'cancelled' });
    expect(await usedCount()).toBe(0);
    // the use is there for the next buyer
    await buy(t, (await newBuyer()).token, single, { couponCode: code });
    expect(await usedCount()).toBe(1);
    expectError(await api.cancel(owner.token, bill.id), 409, 'BILL_NOT_PAYABLE');
    expectError(await api.notice(owner.token, bill.id), 409, 'BILL_NOT_PAYABLE');
    expectError(await api.confirm(admin, bill.id), 409, 'BILL_NOT_PAYABLE');
  });

  it('lets the buyer cancel only an unpaid bill; the staff also one awaiting confirmation', async () => {
    const owner = await newBuyer();
    const bill = await buy(t, owner.token, single);
    ok(await api.notice(owner.token, bill.id));
    expectError(await api.cancel(owner.token, bill.id), 409, 'BILL_NOT_PAYABLE');
    expect(ok(await api.cancel(admin, bill.id)).status).toBe('cancelled');
  });

  it('refunds a paid bill (staff): the plan in force ends and the guests are turned away again', async () => {
    const owner = await createOwner(t, { subscribed: false });
    const event = await createEvent(t, { owner });
    const bill = await buy(t, owner.token, single);
    ok(await api.confirm(admin, bill.id));
    expect((await t.app.inject({ url: `/api/share/${event.qr.hash}` })).statusCode).toBe(200);
    expectError(await api.refund(owner.token, bill.id), 403, 'FORBIDDEN');
    expect(ok(await api.refund(admin, bill.id)).status).toBe('refunded');
    expect(await subscriptionOf(bill)).toMatchObject({ status: 'cancelled' });
    expectError(await t.app.inject({ url: `/api/share/${event.qr.hash}` }), 403, 'SUBSCRIPTION_PROBLEM');
    for (const call of [api.refund, api.cancel, api.confirm])
      expectError(await call(admin, bill.id), 409, 'BILL_NOT_PAYABLE');
    // only a paid bill is refunded
    const open = await buy(t, owner.token, single);
    expectError(await api.refund(admin, open.id), 409, 'BILL_NOT_PAYABLE');
  });
});

describe('the sweep of overdue bills', () => {
  it('cancels unpaid bills past their due date, the same way a cancel does', async () => {
    const owner = await newBuyer();
    const code = await createCoupon(t, { maxUses: 5 });
    const overdue = await buy(t, owner.token, single, { couponCode: code });
    const noticed = await buy(t, owner.token, single);
    ok(await api.notice(owner.token, noticed.id));
    const fresh = await buy(t, owner.token, single);
    expect(await cancelOverdueBills(t)).toBe(0); // nothing is due yet
    const past = new Date(Date.now() - 1000);
    await t.db.update(bills).set({ dueAt: past }).where(eq(bills.id, overdue.id));
    await t.db.update(bills).set({ dueAt: past }).where(eq(bills.id, noticed.id));

    // the unpaid one past its date goes; the one awaiting confirmation waits for the staff
    expect(await cancelOverdueBills(t)).toBe(1);
    const statusOf = async (bill: Bill) => ok(await api.get(owner.token, bill.id)).status;
    expect(await statusOf(overdue)).toBe('cancelled');
    expect(await statusOf(fresh)).toBe('unpaid');
    expect(await statusOf(noticed)).toBe('pending_confirmation');
    expect(await subscriptionOf(overdue)).toMatchObject({ status: 'cancelled' });
    const [coupon] = await t.db.select().from(coupons).where(eq(coupons.code, code));
    expect(coupon!.usedCount).toBe(0);
  });
});

describe('a user without bills', () => {
  it('cannot act on a bill', async () => {
    const client = await createUserWithRole(t.app, t.db, 'client');
    const owner = await newBuyer();
    const bill = await buy(t, owner.token, single);
    for (const call of [api.notice, api.cancel, api.confirm, api.get])
      expectError(await call(client.accessToken, bill.id), 403, 'FORBIDDEN');
  });
});
