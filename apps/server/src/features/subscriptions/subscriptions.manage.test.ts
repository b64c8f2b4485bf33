// The admin's subscriptions (issue 12 /subscriptions, /subscriptions/edit/{id}): the list with its
// filters and the subscriber's name, one subscription, and changes — extend, change plan, cancel —
// that the guests' subscription check follows at once (the share cache is on in this file).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Subscription, SubscriptionPlan } from '@hatira/shared/subscriptions';
import { adminOnly, createCallers, expectAccess, type Callers } from '../../../test/access-matrix.js';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { bearer, createEvent, expectError, ownerOf, registerSubscriber } from '../../../test/factories.js';
import { getActiveSubscription } from './subscriptions.service.js';
import { subscriptions } from './subscriptions.table.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const UNKNOWN = '01890000-0000-7000-8000-000000000000';

let t: TestApp;
let callers: Callers;
let admin: string;
let plans: SubscriptionPlan[];
beforeAll(async () => {
  // The guests' page is cached for a minute: a change must drop it, not wait it out.
  t = await createTestApp({ SHARE_CACHE_MS: '60000' });
  callers = await createCallers(t);
  admin = callers.admin.token!;
  plans = (await t.app.inject({ url: '/api/subscription-plans', headers: bearer(admin) })).json().items;
});
afterAll(() => t.close());

const planNamed = (name: string) => plans.find((p) => p.name === name)!;

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, token = admin) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload && { payload }) });

async function subscribe(userId: string, planName: string, body: Record<string, unknown> = {}) {
  const response = await call('POST', '/api/subscriptions', {
    userId,
    planId: planNamed(planName).id,
    status: 'active',
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Subscription;
}

describe('GET /api/subscriptions (admin filters)', () => {
  let ayse: Awaited<ReturnType<typeof registerSubscriber>>;
  let organiser: Awaited<ReturnType<typeof registerSubscriber>>;
  beforeAll(async () => {
    ayse = await registerSubscriber(t.app, { email: 'ayse.yilmaz@example.com', username: 'ayseyilmaz' });
    organiser = await registerSubscriber(t.app, { email: 'org@example.com', accountType: 'corporate' });
    await subscribe(ayse.userData.id, 'Tek Etkinlik');
    await subscribe(ayse.userData.id, 'Düğün Paketi', { status: 'pending_payment' });
    await subscribe(organiser.userData.id, 'Organizatör Pro');
  });

  const list = async (query: string) => {
    const response = await call('GET', `/api/subscriptions?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { items: Subscription[]; total: number };
  };

  it('names each subscriber and finds them by name or email', async () => {
    const byEmail = await list('q=AYSE.YILMAZ');
    expect(byEmail.total).toBe(2);
    expect(byEmail.items[0]).toMatchObject({
      userId: ayse.userData.id,
      userName: ayse.userData.fullName,
      userEmail: 'ayse.yilmaz@example.com',
    });
    expect(
      (await list(`q=${encodeURIComponent(ayse.userData.fullName)}`)).items.every(
        (s) => s.userId === ayse.userData.id,
      ),
    ).toBe(true);
  });

  it('filters by plan, status and user together', async () => {
    const onPlan = await list(`planId=${planNamed('Organizatör Pro').id}`);
    expect(onPlan.items.map((s) => s.userId)).toEqual([organiser.userData.id]);
    const pending = await list(`userId=${ayse.userData.id}&status=pending_payment`);
    expect(pending.items.map((s) => s.plan.name)).toEqual(['Düğün Paketi']);
    expect((await list(`userId=${ayse.userData.id}&planId=${planNamed('Organizatör Pro').id}`)).total).toBe(
      0,
    );
  });

  it('answers VALIDATION_FAILED for a malformed plan id', async () => {
    const response = await call('GET', '/api/subscriptions?planId=pro');
    expectError(response, 400, 'VALIDATION_FAILED');
    expect(response.json().error.fields).toEqual({ planId: 'This value is not valid' });
  });
});

describe('GET /api/subscriptions/{id}', () => {
  it('answers the admin and the owner; another subscriber and an unknown id get 404', async () => {
    const owner = await registerSubscriber(t.app);
    const created = await subscribe(owner.userData.id, 'Tek Etkinlik');
    expect((await call('GET', `/api/subscriptions/${created.id}`)).json()).toEqual(created);
    expect(
      (await call('GET', `/api/subscriptions/${created.id}`, undefined, owner.accessToken)).json(),
    ).toEqual(created);
    expectError(
      await call('GET', `/api/subscriptions/${created.id}`, undefined, callers.individual.token!),
      404,
      'NOT_FOUND',
    );
    expectError(await call('GET', `/api/subscriptions/${UNKNOWN}`), 404, 'NOT_FOUND');
  });
});

describe('PATCH /api/subscriptions/{id}', () => {
  it('extends a subscription, and the owner is reminded again before the new end', async () => {
    const owner = await registerSubscriber(t.app);
    const created = await subscribe(owner.userData.id, 'Tek Etkinlik');
    await t.db
      .update(subscriptions)
      .set({ expiryRemindedAt: new Date() })
      .where(eq(subscriptions.id, created.id));
    const endsAt = new Date(Date.parse(created.endsAt) + 30 * DAY_MS).toISOString();
    const response = await call('PATCH', `/api/subscriptions/${created.id}`, { endsAt });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ...created, endsAt });
    const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, created.id));
    expect(row).toMatchObject({ endsAt: new Date(endsAt), expiryRemindedAt: null });
  });

  it('brings a lapsed subscription back by extending it', async () => {
    const owner = await registerSubscriber(t.app);
    const lapsed = await subscribe(owner.userData.id, 'Tek Etkinlik', {
      startsAt: new Date(Date.now() - 40 * DAY_MS).toISOString(),
      endsAt: new Date(Date.now() - 10 * DAY_MS).toISOString(),
    });
    expect(lapsed.status).toBe('expired');
    const endsAt = new Date(Date.now() + 10 * DAY_MS).toISOString();
    const response = await call('PATCH', `/api/subscriptions/${lapsed.id}`, { endsAt });
    expect(response.json()).toMatchObject({ status: 'active', endsAt });
    expect(await getActiveSubscription(t.db, owner.userData.id)).toMatchObject({ id: lapsed.id });
  });

  it('moves a subscription to another plan: the limits follow, the price paid stays', async () => {
    const owner = await registerSubscriber(t.app);
    const created = await subscribe(owner.userData.id, 'Fotoğraf Paketi');
    const wedding = planNamed('Düğün Paketi');
    const response = await call('PATCH', `/api/subscriptions/${created.id}`, { planId: wedding.id });
    expect(response.json()).toMatchObject({
      plan: { id: wedding.id, name: 'Düğün Paketi', type: 'individual' },
      pricePaid: created.pricePaid,
      endsAt: created.endsAt,
    });
    expect((await getActiveSubscription(t.db, owner.userData.id))?.limits).toMatchObject({
      maxEvents: wedding.maxEvents,
      videoAllowed: true,
    });
  });

  it('cancels a subscription, and the guests are refused at once', async () => {
    const event = await createEvent(t);
    const [subscription] = await t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, event.owner.userId));
    const share = () => t.app.inject({ url: `/api/share/${event.qr.hash}` });
    expect((await share()).statusCode).toBe(200); // now in the share cache

    const cancelled = await call('PATCH', `/api/subscriptions/${subscription!.id}`, { status: 'cancelled' });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    expectError(await share(), 403, 'SUBSCRIPTION_PROBLEM');

    const again = await call('PATCH', `/api/subscriptions/${subscription!.id}`, { status: 'active' });
    expect(again.json()).toMatchObject({ status: 'active' });
    expect((await share()).statusCode).toBe(200);
  });

  it('answers VALIDATION_FAILED for an unknown plan, an end before the start or a bad status', async () => {
    const owner = await registerSubscriber(t.app);
    const created = await subscribe(owner.userData.id, 'Tek Etkinlik');
    const unknownPlan = await call('PATCH', `/api/subscriptions/${created.id}`, { planId: UNKNOWN });
    expectError(unknownPlan, 400, 'VALIDATION_FAILED');
    expect(unknownPlan.json().error.fields).toEqual({ planId: 'This value is not valid' });

    const backwards = await call('PATCH', `/api/subscriptions/${created.id}`, {
      endsAt: new Date(Date.parse(created.startsAt) - DAY_MS).toISOString(),
    });
    expect(backwards.json().error.fields).toEqual({ endsAt: 'This value is not valid' });

    const malformed = await call('PATCH', `/api/subscriptions/${created.id}`, {
      status: 'expired',
      endsAt: 'next year',
    });
    expect(malformed.json().error.fields).toEqual({
      status: 'Choose one of the options',
      endsAt: 'This value is not valid',
    });
    // nothing changed
    expect((await call('GET', `/api/subscriptions/${created.id}`)).json()).toEqual(created);
  });

  it('answers 404 for an unknown subscription', async () => {
    expectError(
      await call('PATCH', `/api/subscriptions/${UNKNOWN}`, { status: 'cancelled' }),
      404,
      'NOT_FOUND',
    );
  });

  it('refuses the owner with FORBIDDEN', async () => {
    const owner = ownerOf(await registerSubscriber(t.app));
    const created = await subscribe(owner.userId, 'Tek Etkinlik');
    const response = await call(
      'PATCH',
      `/api/subscriptions/${created.id}`,
      { endsAt: '2099-01-01T00:00:00Z' },
      owner.token,
    );
    expectError(response, 403, 'FORBIDDEN');
  });
});

describe('subscriptions access matrix', () => {
  it('GET /api/subscriptions/{id} of the individual subscriber', async () => {
    const own = await subscribe(callers.individual.userId!, 'Tek Etkinlik');
    await expectAccess(t, callers, {
      method: 'GET',
      url: `/api/subscriptions/${own.id}`,
      expect: { signedOut: 401, client: 404, customer: 404, individual: 200, corporate: 404, admin: 200 },
    });
  });

  it('PATCH /api/subscriptions/{id}', async () => {
    const own = await subscribe(callers.corporate.userId!, 'Organizatör Pro');
    await expectAccess(t, callers, {
      method: 'PATCH',
      url: `/api/subscriptions/${own.id}`,
      payload: { status: 'active' },
      expect: adminOnly(200),
    });
  });
});
