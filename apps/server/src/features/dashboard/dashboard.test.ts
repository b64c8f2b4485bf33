// GET /api/dashboard with real rows: the admin's platform numbers (a zero-filled 30-day series in
// UTC days), a subscriber's and a customer's own events only, a client's minimal answer, 401.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DASHBOARD_DAYS,
  DASHBOARD_EVENTS_MAX,
  type BasicDashboard,
  type OwnerDashboard,
  type PlatformDashboard,
} from '@hatira/shared/dashboard';
import type { SubscriptionPlan } from '@hatira/shared/subscriptions';
import { ADMIN, createTestApp, type TestApp } from '../../../test/app.js';
import {
  bearer,
  createEvent,
  createUserWithRole,
  registerSubscriber,
  signIn,
  type TestEvent,
} from '../../../test/factories.js';
import { seedPost } from '../posts/posts.test-support.js';
import { newQrHash } from '../qr-codes/qr-codes.service.js';
import { qrCodes } from '../qr-codes/qr-codes.table.js';
import { utcDay } from './dashboard.queries.js';

const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
let adminToken: string;
let plan: SubscriptionPlan;
let owner: { token: string; userId: string };
let other: { token: string; userId: string };
let customer: { token: string; userId: string };
let clientToken: string;
let wedding: TestEvent;
let party: TestEvent;
let othersEvent: TestEvent;
let subscriptionEndsAt: string;

const KiB = 1024;
const bytes = (n: number) => Buffer.alloc(n, 1);

async function dashboard<T>(token: string): Promise<T> {
  const response = await t.app.inject({ url: '/api/dashboard', headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return response.json() as T;
}

beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await signIn(t.app, ADMIN.email, ADMIN.password)).accessToken;
  const plans: SubscriptionPlan[] = (
    await t.app.inject({ url: '/api/subscription-plans', headers: bearer(adminToken) })
  ).json().items;
  plan = plans.find((p) => p.type === 'corporate')!;

  const registered = await registerSubscriber(t.app, { accountType: 'corporate' });
  owner = { token: registered.accessToken, userId: registered.userData.id };
  const otherRegistered = await registerSubscriber(t.app);
  other = { token: otherRegistered.accessToken, userId: otherRegistered.userData.id };
  const c = await createUserWithRole(t.app, t.db, 'customer', { subscriberId: owner.userId });
  customer = { token: c.accessToken, userId: c.userData.id };
  clientToken = (await createUserWithRole(t.app, t.db, 'client')).accessToken;

  const subscribed = await t.app.inject({
    method: 'POST',
    url: '/api/subscriptions',
    headers: bearer(adminToken),
    payload: { userId: owner.userId, planId: plan.id, status: 'active' },
  });
  expect(subscribed.statusCode).toBe(201);
  subscriptionEndsAt = subscribed.json().endsAt;

  wedding = await createEvent(t, { owner, settings: { title: 'Wedding' } });
  party = await createEvent(t, { owner, settings: { title: 'Party' } });
  othersEvent = await createEvent(t, { owner: other, settings: { title: 'Not yours' } });
  const assigned = await t.app.inject({
    method: 'PATCH',
    url: `/api/qr-codes/${party.qr.id}`,
    headers: bearer(owner.token),
    payload: { customerId: customer.userId },
  });
  expect(assigned.statusCode).toBe(200);

  const now = Date.now();
  // Wedding: today a published post with two files and a pending one; 5 days ago a rejected one.
  await seedPost(t, {
    qrCodeId: wedding.qr.id,
    albumId: wedding.generalAlbum.id,
    media: [{ bytes: bytes(3 * KiB) }, { bytes: bytes(1 * KiB) }],
  });
  await seedPost(t, {
    qrCodeId: wedding.qr.id,
    albumId: wedding.generalAlbum.id,
    status: 'pending',
    media: [{ bytes: bytes(2 * KiB) }],
  });
  await seedPost(t, {
    qrCodeId: wedding.qr.id,
    albumId: wedding.generalAlbum.id,
    status: 'rejected',
    createdAt: new Date(now - 5 * DAY_MS),
    media: [{ bytes: bytes(1 * KiB) }],
  });
  // Party (assigned to the customer): a pending post 40 days ago, outside the 30-day series.
  await seedPost(t, {
    qrCodeId: party.qr.id,
    albumId: party.generalAlbum.id,
    status: 'pending',
    createdAt: new Date(now - 40 * DAY_MS),
    media: [{ bytes: bytes(4 * KiB) }],
  });
  // Another subscriber's event: today, pending, a big file.
  await seedPost(t, {
    qrCodeId: othersEvent.qr.id,
    albumId: othersEvent.generalAlbum.id,
    status: 'pending',
    media: [{ bytes: bytes(100 * KiB) }],
  });
});
afterAll(() => t.close());

describe('GET /api/dashboard', () => {
  it('answers 401 when signed out', async () => {
    const response = await t.app.inject({ url: '/api/dashboard' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHORIZED');
  });

  it("gives an admin the platform's numbers", async () => {
    const body = await dashboard<PlatformDashboard>(adminToken);
    expect(body.kind).toBe('platform');
    expect(body.user.role).toBe('admin');
    expect(body.usersByRole).toEqual([
      { role: 'subscriber', count: 2 },
      { role: 'admin', count: 1 },
      { role: 'client', count: 1 },
      { role: 'customer', count: 1 },
    ]);
    expect(body.activeSubscriptions).toBe(1);
    expect(body.pendingPosts).toBe(3);
    expect(body.storageUsedBytes).toBe((3 + 1 + 2 + 1 + 4 + 100) * KiB);
    expect(body.moderationPath).toBe('/medias-management');

    expect(body.uploadsByDay).toHaveLength(DASHBOARD_DAYS);
    const now = Date.now();
    expect(body.uploadsByDay.at(-1)!.date).toBe(utcDay(new Date(now)));
    expect(body.uploadsByDay[0]!.date).toBe(utcDay(new Date(now - (DASHBOARD_DAYS - 1) * DAY_MS)));
    expect(body.uploadsToday).toEqual({ posts: 3, media: 4 });
    const fiveDaysAgo = body.uploadsByDay.find((d) => d.date === utcDay(new Date(now - 5 * DAY_MS)));
    expect(fiveDaysAgo).toMatchObject({ posts: 1, media: 1 });
    // the 40-day-old post is outside the series; every other day is a zero
    const total = body.uploadsByDay.reduce((sum, d) => sum + d.posts, 0);
    expect(total).toBe(4);
    expect(body.uploadsByDay.filter((d) => d.posts === 0)).toHaveLength(DASHBOARD_DAYS - 2);
  });

  it('gives a subscriber the numbers of their own events only', async () => {
    const body = await dashboard<OwnerDashboard>(owner.token);
    expect(body.kind).toBe('owner');
    expect(body.user.role).toBe('subscriber');
    expect(body.eventsTotal).toBe(2);
    expect(body.events.map((e) => e.title)).toEqual(['Party', 'Wedding']);
    expect(body.events.find((e) => e.id === wedding.qr.id)).toMatchObject({
      postCount: 3,
      mediaCount: 4,
      pendingCount: 1,
      isActive: true,
    });
    expect(body.events.find((e) => e.id === party.qr.id)).toMatchObject({
      postCount: 1,
      mediaCount: 1,
      pendingCount: 1,
    });
    expect(body.pendingPosts).toBe(2);
    expect(body.moderationPath).toBe('/medias');
    expect(body.storage).toEqual({
      usedBytes: (3 + 1 + 2 + 1 + 4) * KiB,
      quotaBytes: plan.storageQuotaBytes,
    });
    expect(body.subscription).toEqual({ planName: plan.name, endsAt: subscriptionEndsAt });
  });

  it("never shows one subscriber another's numbers", async () => {
    const body = await dashboard<OwnerDashboard>(other.token);
    expect(body.events.map((e) => e.id)).toEqual([othersEvent.qr.id]);
    expect(body.eventsTotal).toBe(1);
    expect(body.events[0]).toMatchObject({ postCount: 1, mediaCount: 1, pendingCount: 1 });
    expect(body.pendingPosts).toBe(1);
    expect(body.storage).toEqual({ usedBytes: 100 * KiB, quotaBytes: null });
    expect(body.subscription).toBeNull();
  });

  it("gives a customer their assigned events, on their subscriber's plan", async () => {
    const body = await dashboard<OwnerDashboard>(customer.token);
    expect(body.kind).toBe('owner');
    expect(body.user.role).toBe('customer');
    expect(body.events.map((e) => e.id)).toEqual([party.qr.id]);
    expect(body.pendingPosts).toBe(1);
    expect(body.moderationPath).toBe('/cmedias');
    expect(body.storage).toEqual({ usedBytes: 4 * KiB, quotaBytes: plan.storageQuotaBytes });
    expect(body.subscription).toEqual({ planName: plan.name, endsAt: subscriptionEndsAt });
  });

  it('lists the newest 20 events of an owner with many, and counts them all', async () => {
    const many = await registerSubscriber(t.app);
    const start = Date.now() - 100 * DAY_MS;
    await t.db.insert(qrCodes).values(
      Array.from({ length: 21 }, (_, i) => ({
        ownerId: many.userData.id,
        hash: newQrHash(),
        title: `TestEvent ${i + 1}`,
        createdAt: new Date(start + i * DAY_MS),
      })),
    );
    const body = await dashboard<OwnerDashboard>(many.accessToken);
    expect(body.eventsTotal).toBe(21);
    expect(body.events).toHaveLength(DASHBOARD_EVENTS_MAX);
    expect(body.events[0]!.title).toBe('TestEvent 21');
    expect(body.events.at(-1)!.title).toBe('TestEvent 2');
    expect(body.events.every((e) => e.postCount === 0 && e.pendingCount === 0)).toBe(true);
  });

  it('gives a client only who they are', async () => {
    const body = await dashboard<BasicDashboard>(clientToken);
    expect(body).toEqual({ kind: 'basic', user: { fullName: 'Test client', role: 'client' } });
  });
});
