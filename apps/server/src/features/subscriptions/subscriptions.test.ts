import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Subscription, SubscriptionPlan } from '@hatira/shared/subscriptions';
import { ADMIN, createTestApp, type TestApp } from '../../../test/app.js';
import { bearer, registerSubscriber, signIn } from '../../../test/factories.js';
import { getActiveSubscription, seedSubscriptionPlans } from './subscriptions.service.js';
import { subscriptionPlans, subscriptions } from './subscriptions.table.js';

const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
let adminToken: string;
let plans: SubscriptionPlan[];
beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await signIn(t.app, ADMIN.email, ADMIN.password)).accessToken;
  plans = (await t.app.inject({ url: '/api/subscription-plans', headers: bearer(adminToken) })).json().items;
});
afterAll(() => t.close());

const planNamed = (name: string) => plans.find((p) => p.name === name)!;

function createSubscription(payload: Record<string, unknown>, token = adminToken) {
  return t.app.inject({ method: 'POST', url: '/api/subscriptions', headers: bearer(token), payload });
}

async function listSubscriptions(query: string, token = adminToken) {
  const response = await t.app.inject({ url: `/api/subscriptions?${query}`, headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return response.json() as { items: Subscription[]; total: number };
}

describe('GET /api/subscription-plans', () => {
  it('lists the seeded active plans to any signed-in user, individual first, each by sort order', async () => {
    const subscriber = await registerSubscriber(t.app);
    const response = await t.app.inject({
      url: '/api/subscription-plans',
      headers: bearer(subscriber.accessToken),
    });
    expect(response.statusCode).toBe(200);
    const { items, total } = response.json() as { items: SubscriptionPlan[]; total: number };
    expect(total).toBe(items.length);
    expect(items.map((p) => `${p.type}:${p.name}`)).toEqual([
      'individual:Fotoğraf Paketi',
      'individual:Tek Etkinlik',
      'individual:Düğün Paketi',
      'corporate:Organizatör Başlangıç',
      'corporate:Organizatör Pro',
      'corporate:Organizatör Yıllık',
    ]);
    expect(items.find((p) => p.name === 'Tek Etkinlik')).toMatchObject({
      price: 149_900,
      currency: 'TRY',
      durationDays: 30,
      maxEvents: 1,
      maxAlbumsPerEvent: 5,
      maxPostsPerAlbum: 500,
      storageQuotaBytes: 10 * 1024 ** 3,
      videoAllowed: true,
      active: true,
    });
    expect(Object.keys(items[0]!)).not.toContain('createdAt');
  });

  it('filters by type and hides inactive plans', async () => {
    const hidden = planNamed('Organizatör Yıllık');
    await t.db.update(subscriptionPlans).set({ active: false }).where(eq(subscriptionPlans.id, hidden.id));
    try {
      const response = await t.app.inject({
        url: '/api/subscription-plans?type=corporate',
        headers: bearer(adminToken),
      });
      expect(response.json().items.map((p: SubscriptionPlan) => p.name)).toEqual([
        'Organizatör Başlangıç',
        'Organizatör Pro',
      ]);
    } finally {
      await t.db.update(subscriptionPlans).set({ active: true }).where(eq(subscriptionPlans.id, hidden.id));
    }
  });

  it('seeds only into an empty table, so a restart neither duplicates nor restores plans', async () => {
    const before = await t.db.select().from(subscriptionPlans);
    await t.db
      .update(subscriptionPlans)
      .set({ name: 'Renamed by an admin' })
      .where(eq(subscriptionPlans.id, planNamed('Fotoğraf Paketi').id));
    await seedSubscriptionPlans(t.db);
    await seedSubscriptionPlans(t.db);
    const after = await t.db.select().from(subscriptionPlans);
    expect(after).toHaveLength(before.length);
    expect(after.some((p) => p.name === 'Fotoğraf Paketi')).toBe(false);
    await t.db
      .update(subscriptionPlans)
      .set({ name: 'Fotoğraf Paketi' })
      .where(eq(subscriptionPlans.id, planNamed('Fotoğraf Paketi').id));
  });
});

describe('POST /api/subscriptions', () => {
  it('lets an admin record a subscription, from now for the plan duration, at the plan price', async () => {
    const subscriber = await registerSubscriber(t.app);
    const plan = planNamed('Düğün Paketi');
    const before = Date.now();
    const response = await createSubscription({
      userId: subscriber.userData.id,
      planId: plan.id,
      status: 'active',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json() as Subscription;
    expect(body).toMatchObject({
      userId: subscriber.userData.id,
      plan: { id: plan.id, name: 'Düğün Paketi', type: 'individual' },
      status: 'active',
      pricePaid: 349_900,
      currency: 'TRY',
      couponCode: null,
    });
    const startsAt = Date.parse(body.startsAt);
    expect(startsAt).toBeGreaterThanOrEqual(before - 1000);
    expect(startsAt).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(body.endsAt) - startsAt).toBe(365 * DAY_MS);

    const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, body.id));
    expect(row).toMatchObject({ status: 'active', pricePaid: 349_900, planId: plan.id });
    expect(row!.endsAt.toISOString()).toBe(body.endsAt);
  });

  it('computes the end from a given start, and keeps a given end', async () => {
    const subscriber = await registerSubscriber(t.app);
    const plan = planNamed('Tek Etkinlik');
    const fromStart = await createSubscription({
      userId: subscriber.userData.id,
      planId: plan.id,
      status: 'pending_payment',
      startsAt: '2030-06-01T12:00:00+03:00',
    });
    expect(fromStart.statusCode).toBe(201);
    expect(fromStart.json()).toMatchObject({
      status: 'pending_payment',
      startsAt: '2030-06-01T09:00:00.000Z',
      endsAt: '2030-07-01T09:00:00.000Z',
    });

    const explicit = await createSubscription({
      userId: subscriber.userData.id,
      planId: plan.id,
      status: 'active',
      startsAt: '2030-06-01T00:00:00Z',
      endsAt: '2030-06-10T00:00:00Z',
    });
    expect(explicit.json()).toMatchObject({ endsAt: '2030-06-10T00:00:00.000Z' });
  });

  it('refuses a subscriber with 403 FORBIDDEN and writes nothing', async () => {
    const subscriber = await registerSubscriber(t.app);
    const response = await createSubscription(
      { userId: subscriber.userData.id, planId: planNamed('Tek Etkinlik').id, status: 'active' },
      subscriber.accessToken,
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: { code: 'FORBIDDEN', message: 'You are not allowed to do this.' },
    });
    const rows = await t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, subscriber.userData.id));
    expect(rows).toHaveLength(0);
  });

  it('answers VALIDATION_FAILED on the field for an unknown plan, an unknown user or a non-subscriber', async () => {
    const subscriber = await registerSubscriber(t.app);
    const unknownPlan = await createSubscription({
      userId: subscriber.userData.id,
      planId: '01890000-0000-7000-8000-000000000000',
      status: 'active',
    });
    expect(unknownPlan.statusCode).toBe(400);
    expect(unknownPlan.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Please fill in the required fields!',
        fields: { planId: 'This value is not valid' },
      },
    });

    const admin = await signIn(t.app, ADMIN.email, ADMIN.password);
    for (const userId of ['01890000-0000-7000-8000-000000000000', admin.userData.id]) {
      const response = await createSubscription({
        userId,
        planId: planNamed('Tek Etkinlik').id,
        status: 'active',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ userId: 'This value is not valid' });
    }
    expect(
      await t.db.select().from(subscriptions).where(eq(subscriptions.userId, subscriber.userData.id)),
    ).toHaveLength(0);
  });

  it('validates the body field by field', async () => {
    const missing = await createSubscription({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Please fill in the required fields!',
      fields: {
        userId: 'This field is required',
        planId: 'This field is required',
        status: 'This field is required',
      },
    });

    const malformed = await createSubscription({
      userId: 'not-a-uuid',
      planId: planNamed('Tek Etkinlik').id,
      status: 'paid',
      startsAt: 'tomorrow',
    });
    expect(malformed.json().error.fields).toEqual({
      userId: 'This value is not valid',
      status: 'Choose one of the options',
      startsAt: 'This value is not valid',
    });

    const subscriber = await registerSubscriber(t.app);
    const backwards = await createSubscription({
      userId: subscriber.userData.id,
      planId: planNamed('Tek Etkinlik').id,
      status: 'active',
      startsAt: '2030-06-10T00:00:00Z',
      endsAt: '2030-06-01T00:00:00Z',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.fields).toEqual({ endsAt: 'This value is not valid' });

    const endBeforeDefaultStart = await createSubscription({
      userId: subscriber.userData.id,
      planId: planNamed('Tek Etkinlik').id,
      status: 'active',
      endsAt: '2020-01-01T00:00:00Z',
    });
    expect(endBeforeDefaultStart.statusCode).toBe(400);
    expect(endBeforeDefaultStart.json().error.fields).toEqual({ endsAt: 'This value is not valid' });
  });
});

describe('GET /api/subscriptions', () => {
  let couple: Awaited<ReturnType<typeof registerSubscriber>>;
  let organiser: Awaited<ReturnType<typeof registerSubscriber>>;
  beforeAll(async () => {
    couple = await registerSubscriber(t.app);
    organiser = await registerSubscriber(t.app, { accountType: 'corporate' });
    const now = Date.now();
    const iso = (offsetDays: number) => new Date(now + offsetDays * DAY_MS).toISOString();
    const seed = [
      [couple, 'Tek Etkinlik', 'active', -10, 20],
      [couple, 'Fotoğraf Paketi', 'active', -40, -10], // lapsed without a sweep: reads expired
      [organiser, 'Organizatör Pro', 'active', -5, 25],
      [organiser, 'Organizatör Başlangıç', 'cancelled', -60, -30],
      [organiser, 'Organizatör Yıllık', 'pending_payment', 0, 365],
    ] as const;
    for (const [user, planName, status, from, to] of seed) {
      const response = await createSubscription({
        userId: user.userData.id,
        planId: planNamed(planName).id,
        status,
        startsAt: iso(from),
        endsAt: iso(to),
      });
      expect(response.statusCode).toBe(201);
    }
  });

  it('shows a subscriber only their own subscriptions, whatever userId they ask for', async () => {
    const own = await listSubscriptions('', couple.accessToken);
    expect(own.total).toBe(2);
    expect(own.items.every((s) => s.userId === couple.userData.id)).toBe(true);
    expect(own.items.map((s) => s.plan)).toContainEqual(
      expect.objectContaining({ name: 'Tek Etkinlik', type: 'individual' }),
    );

    const snooping = await listSubscriptions(`userId=${organiser.userData.id}`, couple.accessToken);
    expect(snooping).toEqual({ items: [], total: 0 });
  });

  it('lets an admin see everybody and filter by user and status', async () => {
    const all = await listSubscriptions('itemsPerPage=100');
    expect(all.total).toBeGreaterThanOrEqual(5);
    expect(all.items.some((s) => s.userId === couple.userData.id)).toBe(true);
    expect(all.items.some((s) => s.userId === organiser.userData.id)).toBe(true);

    const organisers = await listSubscriptions(`userId=${organiser.userData.id}`);
    expect(organisers.total).toBe(3);

    const active = await listSubscriptions(`userId=${couple.userData.id}&status=active`);
    expect(active.items.map((s) => s.plan.name)).toEqual(['Tek Etkinlik']);

    const expired = await listSubscriptions(`userId=${couple.userData.id}&status=expired`);
    expect(expired.items.map((s) => [s.plan.name, s.status])).toEqual([['Fotoğraf Paketi', 'expired']]);

    const pending = await listSubscriptions(`userId=${organiser.userData.id}&status=pending_payment`);
    expect(pending.items.map((s) => s.plan.name)).toEqual(['Organizatör Yıllık']);
  });

  it('pages, sorts and searches by plan name', async () => {
    const query = `userId=${organiser.userData.id}&sortBy=planName&orderBy=asc`;
    const page1 = await listSubscriptions(`${query}&itemsPerPage=2&page=1`);
    const page2 = await listSubscriptions(`${query}&itemsPerPage=2&page=2`);
    expect(page1.total).toBe(3);
    expect([...page1.items, ...page2.items].map((s) => s.plan.name)).toEqual([
      'Organizatör Başlangıç',
      'Organizatör Pro',
      'Organizatör Yıllık',
    ]);
    const searched = await listSubscriptions(`userId=${organiser.userData.id}&q=PRO`);
    expect(searched.items.map((s) => s.plan.name)).toEqual(['Organizatör Pro']);
  });

  it('answers VALIDATION_FAILED for a bad query', async () => {
    const response = await t.app.inject({
      url: '/api/subscriptions?status=paid&itemsPerPage=500&sortBy=passwordHash',
      headers: bearer(adminToken),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(response.json().error.fields).sort()).toEqual(['itemsPerPage', 'sortBy', 'status']);
  });
});

describe('getActiveSubscription', () => {
  it('finds the subscription in force with its plan limits, and nothing around it', async () => {
    const subscriber = await registerSubscriber(t.app);
    const userId = subscriber.userData.id;
    expect(await getActiveSubscription(t.db, userId)).toBeNull();

    const startsAt = '2030-01-01T00:00:00.000Z';
    const created = await createSubscription({
      userId,
      planId: planNamed('Tek Etkinlik').id,
      status: 'active',
      startsAt,
    });
    const endsAt = new Date(created.json().endsAt as string);
    expect(endsAt.toISOString()).toBe('2030-01-31T00:00:00.000Z');

    expect(await getActiveSubscription(t.db, userId, new Date(Date.parse(startsAt) - 1))).toBeNull();
    const inForce = await getActiveSubscription(t.db, userId, new Date(endsAt.getTime() - 1));
    expect(inForce).toMatchObject({
      id: created.json().id,
      planName: 'Tek Etkinlik',
      planType: 'individual',
      endsAt,
      limits: {
        maxEvents: 1,
        maxAlbumsPerEvent: 5,
        maxPostsPerAlbum: 500,
        storageQuotaBytes: 10 * 1024 ** 3,
        videoAllowed: true,
      },
    });
    // at and after ends_at the row still says `active`, but it is not in force
    expect(await getActiveSubscription(t.db, userId, endsAt)).toBeNull();
    expect(await getActiveSubscription(t.db, userId, new Date(endsAt.getTime() + DAY_MS))).toBeNull();
  });

  it('ignores subscriptions that are pending payment, cancelled or expired', async () => {
    const subscriber = await registerSubscriber(t.app);
    for (const status of ['pending_payment', 'cancelled', 'expired']) {
      const response = await createSubscription({
        userId: subscriber.userData.id,
        planId: planNamed('Tek Etkinlik').id,
        status,
      });
      expect(response.statusCode).toBe(201);
    }
    expect(await getActiveSubscription(t.db, subscriber.userData.id)).toBeNull();
  });
});

describe('signed out', () => {
  it('answers 401 on every subscription route', async () => {
    const responses = await Promise.all([
      t.app.inject({ url: '/api/subscription-plans' }),
      t.app.inject({ url: '/api/subscriptions' }),
      t.app.inject({ method: 'POST', url: '/api/subscriptions', payload: {} }),
    ]);
    for (const response of responses) {
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('UNAUTHORIZED');
    }
  });
});
