// The price lists (issue 12, DESIGN.md §6.3): the admin adds, changes, orders, deactivates and
// deletes plans; a plan ever sold cannot be deleted (PLAN_IN_USE); everybody signed in sees the
// plans on sale, the admin with `all=true` the inactive ones too.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubscriptionPlan } from '@hatira/shared/subscriptions';
import {
  adminOnly,
  anySignedIn,
  createCallers,
  expectAccess,
  type Callers,
} from '../../../test/access-matrix.js';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { bearer, expectError, giveSubscription } from '../../../test/factories.js';
import { subscriptionPlans } from './subscriptions.table.js';

let t: TestApp;
let callers: Callers;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  callers = await createCallers(t);
  admin = callers.admin.token!;
});
afterAll(() => t.close());

const GiB = 1024 ** 3;
let counter = 0;
const planBody = (overrides: Record<string, unknown> = {}) => ({
  type: 'individual',
  name: `Deneme Paketi ${++counter}`,
  price: 99_900,
  durationDays: 30,
  maxEvents: 2,
  maxAlbumsPerEvent: 4,
  maxPostsPerAlbum: 100,
  storageQuotaBytes: 2 * GiB,
  ...overrides,
});

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, token = admin) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload && { payload }) });

async function newPlan(overrides: Record<string, unknown> = {}): Promise<SubscriptionPlan> {
  const response = await call('POST', '/api/subscription-plans', planBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as SubscriptionPlan;
}

const listPlans = async (query: string, token = admin) =>
  (
    (await call('GET', `/api/subscription-plans?${query}`, undefined, token)).json()
      .items as SubscriptionPlan[]
  ).map((p) => p.name);

describe('POST /api/subscription-plans', () => {
  it('adds a plan with the defaults filled in', async () => {
    const plan = await newPlan({ name: 'Kına Paketi', description: '  Kına gecesi için.  ' });
    expect(plan).toEqual({
      id: expect.any(String),
      type: 'individual',
      name: 'Kına Paketi',
      description: 'Kına gecesi için.',
      price: 99_900,
      currency: 'TRY',
      durationDays: 30,
      maxEvents: 2,
      maxAlbumsPerEvent: 4,
      maxPostsPerAlbum: 100,
      storageQuotaBytes: 2 * GiB,
      videoAllowed: true,
      active: true,
      sortOrder: 0,
    });
    const [row] = await t.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, plan.id));
    expect(row).toMatchObject({ name: 'Kına Paketi', price: 99_900 });
  });

  it('answers VALIDATION_FAILED with the fields', async () => {
    const missing = await call('POST', '/api/subscription-plans', {});
    expectError(missing, 400, 'VALIDATION_FAILED', 'Please fill in the required fields!');
    expect(missing.json().error.fields).toEqual({
      type: 'Choose one of the options',
      name: 'This field is required',
      price: 'This field is required',
      durationDays: 'This field is required',
      maxEvents: 'This field is required',
      maxAlbumsPerEvent: 'This field is required',
      maxPostsPerAlbum: 'This field is required',
      storageQuotaBytes: 'This field is required',
    });
    const wrong = await call(
      'POST',
      '/api/subscription-plans',
      planBody({ type: 'family', price: -1, durationDays: 0, currency: 'USD', name: 'x'.repeat(81) }),
    );
    expect(wrong.json().error.fields).toEqual({
      type: 'Choose one of the options',
      name: 'Must be at most 80 characters',
      price: 'This value is not valid',
      durationDays: 'This value is not valid',
      currency: 'Choose one of the options',
    });
  });
});

describe('GET /api/subscription-plans', () => {
  it('shows inactive plans only to the admin asking for all', async () => {
    const hidden = await newPlan({ type: 'corporate', name: 'Eski Kurumsal', active: false });
    expect(await listPlans('type=corporate&all=true')).toContain(hidden.name);
    expect(await listPlans('type=corporate')).not.toContain(hidden.name);
    // a subscriber asking for all gets the plans on sale
    expect(await listPlans('type=corporate&all=true', callers.corporate.token!)).not.toContain(hidden.name);
    expect(await listPlans('type=corporate&all=true', callers.corporate.token!)).toEqual(
      await listPlans('type=corporate'),
    );
  });
});

describe('GET /api/subscription-plans/{id}', () => {
  it('answers a plan on sale to anybody signed in, an inactive one to the admin only', async () => {
    const onSale = await newPlan();
    const inactive = await newPlan({ active: false });
    expect(
      (
        await call('GET', `/api/subscription-plans/${onSale.id}`, undefined, callers.individual.token!)
      ).json(),
    ).toEqual(onSale);
    expectError(
      await call('GET', `/api/subscription-plans/${inactive.id}`, undefined, callers.individual.token!),
      404,
      'NOT_FOUND',
    );
    expect((await call('GET', `/api/subscription-plans/${inactive.id}`)).json()).toEqual(inactive);
    expectError(
      await call('GET', '/api/subscription-plans/01890000-0000-7000-8000-000000000000'),
      404,
      'NOT_FOUND',
    );
  });
});

describe('PATCH /api/subscription-plans/{id}', () => {
  it('changes only the fields sent: order, price, on sale or not', async () => {
    const plan = await newPlan({ videoAllowed: false, sortOrder: 5, description: 'Yalnızca fotoğraf' });
    const response = await call('PATCH', `/api/subscription-plans/${plan.id}`, {
      sortOrder: 1,
      price: 89_900,
    });
    expect(response.statusCode, response.body).toBe(200);
    // the defaults of a new plan are not applied to a change
    expect(response.json()).toEqual({ ...plan, sortOrder: 1, price: 89_900 });

    const off = await call('PATCH', `/api/subscription-plans/${plan.id}`, { active: false });
    expect(off.json()).toMatchObject({
      active: false,
      videoAllowed: false,
      description: 'Yalnızca fotoğraf',
    });
    expect(await listPlans('type=individual')).not.toContain(plan.name);
    await call('PATCH', `/api/subscription-plans/${plan.id}`, { active: true });
    expect(await listPlans('type=individual')).toContain(plan.name);
  });

  it('orders the list by the new sort order', async () => {
    const [first, second] = [
      await newPlan({ type: 'corporate', sortOrder: 900 }),
      await newPlan({ type: 'corporate', sortOrder: 901 }),
    ];
    await call('PATCH', `/api/subscription-plans/${second.id}`, { sortOrder: 899 });
    const names = await listPlans('type=corporate');
    expect(names.indexOf(second.name)).toBe(names.indexOf(first.name) - 1);
  });

  it('gives the subscriptions on the plan its new limits at once', async () => {
    const plan = await newPlan({ maxEvents: 1 });
    await giveSubscription(t, callers.individual.userId!, (p) => p.id === plan.id);
    await call('PATCH', `/api/subscription-plans/${plan.id}`, { maxEvents: 7 });
    const profile = await t.app.inject({
      url: '/api/profile/plan',
      headers: bearer(callers.individual.token!),
    });
    expect(profile.json()).toMatchObject({ subscription: { planName: plan.name, limits: { maxEvents: 7 } } });
  });

  it('answers 404 for an unknown plan and VALIDATION_FAILED for a bad field', async () => {
    expectError(
      await call('PATCH', '/api/subscription-plans/01890000-0000-7000-8000-000000000000', { price: 1 }),
      404,
      'NOT_FOUND',
    );
    const plan = await newPlan();
    const bad = await call('PATCH', `/api/subscription-plans/${plan.id}`, { price: 1.5, name: '' });
    expectError(bad, 400, 'VALIDATION_FAILED');
    expect(bad.json().error.fields).toEqual({
      price: 'This value is not valid',
      name: 'This field is required',
    });
  });
});

describe('DELETE /api/subscription-plans/{id}', () => {
  it('deletes a plan never sold', async () => {
    const plan = await newPlan();
    expect((await call('DELETE', `/api/subscription-plans/${plan.id}`)).statusCode).toBe(204);
    expect(await t.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, plan.id))).toEqual([]);
    expectError(await call('DELETE', `/api/subscription-plans/${plan.id}`), 404, 'NOT_FOUND');
  });

  it('refuses a plan that was ever sold with PLAN_IN_USE, even when its subscription was cancelled', async () => {
    const plan = await newPlan();
    const sold = await call('POST', '/api/subscriptions', {
      userId: callers.corporate.userId,
      planId: plan.id,
      status: 'cancelled',
    });
    expect(sold.statusCode).toBe(201);
    const response = await call('DELETE', `/api/subscription-plans/${plan.id}`);
    expectError(response, 409, 'PLAN_IN_USE', 'This package has been sold; deactivate it instead.');
    expect(await t.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, plan.id))).toHaveLength(
      1,
    );
  });
});

describe('plans access matrix', () => {
  it('GET /api/subscription-plans', () =>
    expectAccess(t, callers, { method: 'GET', url: '/api/subscription-plans', expect: anySignedIn(200) }));

  it('GET /api/subscription-plans/{id}', async () => {
    const plan = await newPlan();
    await expectAccess(t, callers, {
      method: 'GET',
      url: `/api/subscription-plans/${plan.id}`,
      expect: anySignedIn(200),
    });
  });

  it('POST /api/subscription-plans', () =>
    expectAccess(t, callers, {
      method: 'POST',
      url: '/api/subscription-plans',
      payload: planBody(),
      expect: adminOnly(201),
    }));

  it('PATCH /api/subscription-plans/{id}', async () => {
    const plan = await newPlan();
    await expectAccess(t, callers, {
      method: 'PATCH',
      url: `/api/subscription-plans/${plan.id}`,
      payload: { sortOrder: 3 },
      expect: adminOnly(200),
    });
  });

  it('DELETE /api/subscription-plans/{id}', async () => {
    // Refused callers first: the admin's call, last, deletes it.
    const plan = await newPlan();
    await expectAccess(t, callers, {
      method: 'DELETE',
      url: `/api/subscription-plans/${plan.id}`,
      expect: adminOnly(204),
    });
  });
});
