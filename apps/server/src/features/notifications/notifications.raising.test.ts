// Where notifications are raised (DESIGN.md §6.6), each with its kind, params and link, in the
// bell whatever the user's mail preferences: a post awaiting approval (once per event an hour,
// like the mail), a bill issued / paid / rejected, a printing order's status, a subscription ending.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrintDesign } from '@hatira/shared/printing';
import type { SubscriptionPlan } from '@hatira/shared/subscriptions';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { adminToken, bearer, ownerOf, registerSubscriber, type TestOwner } from '../../../test/factories.js';
import { mailsTo } from '../../../test/mail.js';
import { billsApi, buy, plansOf, seedCatalogue } from '../bills/bills.test-support.js';
import { createDesign, placeOrder, printingApi } from '../printing/printing.test-support.js';
import { qrCodes } from '../qr-codes/qr-codes.table.js';
import {
  createPostEvent,
  distinctPhotoPart,
  postForm,
  textFields,
} from '../share/share-posts.test-support.js';
import { subscriptions } from '../subscriptions/subscriptions.table.js';
import { users } from '../users/users.table.js';
import { sendExpiryReminders } from './expiry-reminders.js';
import { listOf } from './notifications.test-support.js';

let t: TestApp;
let admin: string;
let bills: ReturnType<typeof billsApi>;
let single: SubscriptionPlan;
beforeAll(async () => {
  t = await createTestApp();
  await seedCatalogue(t);
  admin = await adminToken(t);
  bills = billsApi(t);
  single = (await plansOf(t)).find((p) => p.name === 'Tek Etkinlik')!;
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;

/** The user turns every notification mail off: the bell must not care. */
async function noMails(userId: string) {
  await t.db
    .update(users)
    .set({
      notifyPendingPosts: false,
      notifyBills: false,
      notifyPrintingOrders: false,
      notifySubscriptionExpiry: false,
    })
    .where(eq(users.id, userId));
}

async function emailOf(userId: string) {
  const [row] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row!.email;
}

const entries = async (token: string) =>
  (await listOf(t, token)).items.map(({ kind, params, link }) => ({ kind, params, link }));

describe('a post awaiting approval', () => {
  it('tells the owner once per event an hour, with the mails off too', async () => {
    const event = await createPostEvent(t, { qr: { approvalRequired: true, title: 'Ayşe & Can' } });
    await noMails(event.ownerId);
    let photos = 0;
    const post = async () => {
      const response = await postForm(t, event.qr.hash, [
        ...textFields(event),
        await distinctPhotoPart(photos++), // the same photo twice would be a duplicate
      ]);
      expect(response.statusCode, response.body).toBe(201);
    };
    await post();
    await post();
    const pending = { kind: 'post.pending', params: { eventTitle: 'Ayşe & Can' }, link: '/medias' };
    expect(await entries(event.ownerToken)).toEqual([pending]);
    expect(await mailsTo(t, await emailOf(event.ownerId))).toHaveLength(0);

    await t.db
      .update(qrCodes)
      .set({ pendingNotifiedAt: new Date(Date.now() - 61 * 60 * 1000) })
      .where(eq(qrCodes.id, event.qr.id));
    await post();
    expect(await entries(event.ownerToken)).toEqual([pending, pending]);
  });
});

describe('bills', () => {
  let buyer: TestOwner;
  beforeAll(async () => {
    buyer = ownerOf(await registerSubscriber(t.app));
    await noMails(buyer.userId);
  });

  it('issued: the number, the amount and the pay page', async () => {
    const bill = await buy(t, buyer.token, single);
    expect((await entries(buyer.token))[0]).toEqual({
      kind: 'bill.issued',
      params: { billNumber: bill.number, total: bill.total, currency: 'TRY' },
      link: `/subscription/pay/${bill.id}`,
    });
  });

  it('rejected: the reason and the pay page; then paid: the bill’s page', async () => {
    const bill = await buy(t, buyer.token, single);
    expect((await bills.notice(buyer.token, bill.id)).statusCode).toBe(200);
    expect((await bills.reject(admin, bill.id, 'Tutar hesaba geçmedi.')).statusCode).toBe(200);
    expect((await entries(buyer.token))[0]).toEqual({
      kind: 'bill.rejected',
      params: { billNumber: bill.number, reason: 'Tutar hesaba geçmedi.' },
      link: `/subscription/pay/${bill.id}`,
    });
    expect((await bills.confirm(admin, bill.id)).statusCode).toBe(200);
    expect((await entries(buyer.token))[0]).toEqual({
      kind: 'bill.paid',
      params: { billNumber: bill.number },
      link: `/bills/view/${bill.id}`,
    });
    expect(await mailsTo(t, await emailOf(buyer.userId))).toHaveLength(0);
  });
});

describe('a printing order', () => {
  let design: PrintDesign;
  beforeAll(async () => {
    design = await createDesign(t, { background: null });
  });

  it('tells each status change with the design, the bill and the order’s page', async () => {
    const { order, bill, event } = await placeOrder(t, design);
    await noMails(event.owner.userId);
    expect((await bills.confirm(admin, bill.id)).statusCode).toBe(200);
    const status = (value: string) => ({
      kind: 'print-order.status',
      params: { status: value, designName: design.name, billNumber: bill.number },
      link: `/printing-workshop/order/view/${order.id}`,
    });
    const [confirmed, paid, issued] = await entries(event.owner.token);
    expect(confirmed).toEqual(status('confirmed'));
    expect(paid?.kind).toBe('bill.paid');
    expect(issued?.kind).toBe('bill.issued');

    const moved = await printingApi(t).move(admin, order.id, { status: 'printing' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await entries(event.owner.token))[0]).toEqual(status('printing'));
  });
});

describe('a subscription ending', () => {
  it('tells the owner once, with the plan, the end and the plans tab', async () => {
    const owner = ownerOf(await registerSubscriber(t.app));
    await noMails(owner.userId);
    const endsAt = new Date(Date.now() + 3 * DAY);
    const plans = (await t.app.inject({ url: '/api/subscription-plans', headers: bearer(admin) })).json()
      .items;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions',
      headers: bearer(admin),
      payload: {
        userId: owner.userId,
        planId: plans[0].id,
        status: 'active',
        startsAt: new Date(Date.now() - 300 * DAY).toISOString(),
        endsAt: endsAt.toISOString(),
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, owner.userId));

    await sendExpiryReminders(t);
    await sendExpiryReminders(t);
    expect(await entries(owner.token)).toEqual([
      {
        kind: 'subscription.ending',
        params: { planName: plans[0].name, endsAt: row!.endsAt.toISOString() },
        link: '/pages/account-settings/billing-plans',
      },
    ]);
    expect(await mailsTo(t, await emailOf(owner.userId))).toHaveLength(0);
  });
});
