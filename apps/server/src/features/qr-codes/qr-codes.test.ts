import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Album } from '@hatira/shared/albums';
import type { QrCode } from '@hatira/shared/qr-codes';
import type { SubscriptionPlan } from '@hatira/shared/subscriptions';
import { ADMIN, createTestApp, type TestApp } from '../../../test/app.js';
import { bearer, createUserWithRole, registerSubscriber, signIn } from '../../../test/factories.js';
import { albums } from '../albums/albums.table.js';
import { qrCodes } from './qr-codes.table.js';

let t: TestApp;
let adminToken: string;
let plans: SubscriptionPlan[];
beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await signIn(t.app, ADMIN.email, ADMIN.password)).accessToken;
  plans = (await t.app.inject({ url: '/api/subscription-plans', headers: bearer(adminToken) })).json().items;
});
afterAll(() => t.close());

function createQrCode(token: string, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/qr-codes', headers: bearer(token), payload });
}

async function createdQrCode(token: string, payload: Record<string, unknown> = { title: 'Wedding' }) {
  const response = await createQrCode(token, payload);
  expect(response.statusCode).toBe(201);
  return response.json() as QrCode;
}

async function listQrCodes(token: string, query = '') {
  const response = await t.app.inject({ url: `/api/qr-codes?${query}`, headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return response.json() as { items: QrCode[]; total: number };
}

/** An active subscription to the plan with the fewest events (maxEvents 1). */
async function subscribeToSmallestPlan(userId: string) {
  const plan = [...plans].sort((a, b) => a.maxEvents - b.maxEvents)[0]!;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/subscriptions',
    headers: bearer(adminToken),
    payload: { userId, planId: plan.id, status: 'active' },
  });
  expect(response.statusCode).toBe(201);
  return plan;
}

describe('POST /api/qr-codes', () => {
  it('creates an event page with an unguessable hash, the defaults and a "General Shares" album', async () => {
    const subscriber = await registerSubscriber(t.app);
    const response = await createQrCode(subscriber.accessToken, {
      title: '  Ayşe & Can  ',
      eventDate: '2030-06-01T19:00:00+03:00',
      themeColor: '#A0b1C2',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json() as QrCode;
    expect(body).toMatchObject({
      ownerId: subscriber.userData.id,
      customerId: null,
      title: 'Ayşe & Can',
      description: null,
      eventDate: '2030-06-01T16:00:00.000Z',
      isActive: true,
      uploadsEnabled: true,
      approvalRequired: false,
      allowGuestDownload: false,
      themeColor: '#A0b1C2',
      albumCount: 1,
    });
    // 12 random bytes in base64url: 16 URL-safe characters, 96 bits
    expect(body.hash).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(Buffer.from(body.hash, 'base64url')).toHaveLength(12);
    const other = await createdQrCode(subscriber.accessToken);
    expect(other.hash).not.toBe(body.hash);

    const albumList = await t.app.inject({
      url: `/api/albums?qrCodeId=${body.id}`,
      headers: bearer(subscriber.accessToken),
    });
    expect(albumList.json().items.map((a: Album) => [a.name, a.sortOrder, a.isProtected])).toEqual([
      ['General Shares', 0, false],
    ]);
    const [row] = await t.db.select().from(qrCodes).where(eq(qrCodes.id, body.id));
    expect(row).toMatchObject({ hash: body.hash, ownerId: subscriber.userData.id });
  });

  it('answers VALIDATION_FAILED with the field messages', async () => {
    const subscriber = await registerSubscriber(t.app);
    const missing = await createQrCode(subscriber.accessToken, { title: '   ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Please fill in the required fields!',
        fields: { title: 'This field is required' },
      },
    });
    const malformed = await createQrCode(subscriber.accessToken, {
      title: 'x'.repeat(101),
      description: 'y'.repeat(1001),
      themeColor: 'red',
      eventDate: 'tomorrow',
    });
    expect(malformed.json().error.fields).toEqual({
      title: 'Must be at most 100 characters',
      description: 'Must be at most 1000 characters',
      themeColor: 'This value is not valid',
      eventDate: 'This value is not valid',
    });
    expect(await listQrCodes(subscriber.accessToken)).toEqual({ items: [], total: 0 });
  });

  it('refuses the client role with 403 FORBIDDEN', async () => {
    const client = await createUserWithRole(t.app, t.db, 'client');
    const response = await createQrCode(client.accessToken, { title: 'Not mine to make' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('FORBIDDEN');
  });

  it('stops at the plan limit with 409 PLAN_LIMIT_REACHED, even for parallel requests', async () => {
    const subscriber = await registerSubscriber(t.app);
    const plan = await subscribeToSmallestPlan(subscriber.userData.id);
    expect(plan.maxEvents).toBe(1);
    const responses = await Promise.all(
      ['One', 'Two', 'Three'].map((title) => createQrCode(subscriber.accessToken, { title })),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect(responses.find((r) => r.statusCode === 409)!.json()).toEqual({
      error: {
        code: 'PLAN_LIMIT_REACHED',
        message: "Your plan's limit has been reached. Upgrade your plan to add more.",
      },
    });
    expect((await listQrCodes(subscriber.accessToken)).total).toBe(1);
  });

  it('allows creating without a subscription (owners prepare events before paying)', async () => {
    const subscriber = await registerSubscriber(t.app);
    for (const title of ['One', 'Two', 'Three']) await createdQrCode(subscriber.accessToken, { title });
    expect((await listQrCodes(subscriber.accessToken)).total).toBe(3);
  });
});

describe('GET /api/qr-codes', () => {
  let owner: Awaited<ReturnType<typeof registerSubscriber>>;
  beforeAll(async () => {
    owner = await registerSubscriber(t.app);
    for (const title of ['Charlie Party', 'Alpha Wedding', 'Bravo Gala'])
      await createdQrCode(owner.accessToken, { title });
  });

  it("pages and sorts the caller's own codes, with their album counts", async () => {
    const page1 = await listQrCodes(owner.accessToken, 'sortBy=title&orderBy=asc&itemsPerPage=2&page=1');
    const page2 = await listQrCodes(owner.accessToken, 'sortBy=title&orderBy=asc&itemsPerPage=2&page=2');
    expect(page1.total).toBe(3);
    expect([...page1.items, ...page2.items].map((q) => q.title)).toEqual([
      'Alpha Wedding',
      'Bravo Gala',
      'Charlie Party',
    ]);
    expect(page1.items.every((q) => q.albumCount === 1)).toBe(true);
    const newestFirst = await listQrCodes(owner.accessToken);
    expect(newestFirst.items.map((q) => q.title)).toEqual(['Bravo Gala', 'Alpha Wedding', 'Charlie Party']);
  });

  it("names each event's owner, so staff can tell whose it is", async () => {
    const all = await listQrCodes(adminToken, 'q=Alpha');
    expect(all.items.map((q) => [q.title, q.ownerName])).toEqual([
      ['Alpha Wedding', owner.userData.fullName],
    ]);
  });

  it('searches title case-insensitively', async () => {
    const found = await listQrCodes(owner.accessToken, 'q=WEDD');
    expect(found.items.map((q) => q.title)).toEqual(['Alpha Wedding']);
    expect((await listQrCodes(owner.accessToken, 'q=%25')).total).toBe(0);
  });

  it('answers VALIDATION_FAILED for a bad query', async () => {
    const response = await t.app.inject({
      url: '/api/qr-codes?sortBy=hash&itemsPerPage=500',
      headers: bearer(owner.accessToken),
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields).sort()).toEqual(['itemsPerPage', 'sortBy']);
  });
});

describe('PATCH and DELETE /api/qr-codes/{id}', () => {
  it('updates the given fields only', async () => {
    const subscriber = await registerSubscriber(t.app);
    const created = await createdQrCode(subscriber.accessToken, { title: 'Before', themeColor: '#112233' });
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/qr-codes/${created.id}`,
      headers: bearer(subscriber.accessToken),
      payload: { title: 'After', description: 'Our day', themeColor: null, approvalRequired: true },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: created.id,
      hash: created.hash,
      title: 'After',
      description: 'Our day',
      themeColor: null,
      approvalRequired: true,
      isActive: true,
      albumCount: 1,
    });
    const invalid = await t.app.inject({
      method: 'PATCH',
      url: `/api/qr-codes/${created.id}`,
      headers: bearer(subscriber.accessToken),
      payload: { title: '' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.fields).toEqual({ title: 'This field is required' });
  });

  it('deletes the code and its albums', async () => {
    const subscriber = await registerSubscriber(t.app);
    const created = await createdQrCode(subscriber.accessToken);
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/qr-codes/${created.id}`,
      headers: bearer(subscriber.accessToken),
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const gone = await t.app.inject({
      url: `/api/qr-codes/${created.id}`,
      headers: bearer(subscriber.accessToken),
    });
    expect(gone.statusCode).toBe(404);
    expect(await t.db.select().from(albums).where(eq(albums.qrCodeId, created.id))).toHaveLength(0);
  });
});

describe('tenancy', () => {
  it("hides another subscriber's code with 404 on GET, PATCH and DELETE, and from the list", async () => {
    const owner = await registerSubscriber(t.app);
    const stranger = await registerSubscriber(t.app);
    const created = await createdQrCode(owner.accessToken, { title: 'Private' });
    const url = `/api/qr-codes/${created.id}`;
    for (const [method, payload] of [
      ['GET', undefined],
      ['PATCH', { title: 'Mine now' }],
      ['DELETE', undefined],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: bearer(stranger.accessToken), payload });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Data not found.' } });
    }
    expect((await listQrCodes(stranger.accessToken)).total).toBe(0);
    const [row] = await t.db.select().from(qrCodes).where(eq(qrCodes.id, created.id));
    expect(row!.title).toBe('Private');
  });

  it('lets an admin see and change every code', async () => {
    const owner = await registerSubscriber(t.app);
    const created = await createdQrCode(owner.accessToken, { title: 'Seen by admin' });
    const all = await listQrCodes(adminToken, 'itemsPerPage=100&q=Seen by admin');
    expect(all.items.map((q) => q.id)).toEqual([created.id]);
    const got = await t.app.inject({ url: `/api/qr-codes/${created.id}`, headers: bearer(adminToken) });
    expect(got.statusCode).toBe(200);
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/qr-codes/${created.id}`,
      headers: bearer(adminToken),
      payload: { isActive: false },
    });
    expect(patched.json()).toMatchObject({ isActive: false, ownerId: owner.userData.id });
  });

  it("lets an assigned customer read, not change, and nobody assign another subscriber's customer", async () => {
    const organiser = await registerSubscriber(t.app, { accountType: 'corporate' });
    const customer = await createUserWithRole(t.app, t.db, 'customer', {
      subscriberId: organiser.userData.id,
    });
    const otherCustomer = await createUserWithRole(t.app, t.db, 'customer');
    const created = await createdQrCode(organiser.accessToken, {
      title: 'Their wedding',
      customerId: customer.userData.id,
    });
    expect(created.customerId).toBe(customer.userData.id);

    const read = await t.app.inject({
      url: `/api/qr-codes/${created.id}`,
      headers: bearer(customer.accessToken),
    });
    expect(read.statusCode).toBe(200);
    expect((await listQrCodes(customer.accessToken)).items.map((q) => q.id)).toEqual([created.id]);
    const change = await t.app.inject({
      method: 'PATCH',
      url: `/api/qr-codes/${created.id}`,
      headers: bearer(customer.accessToken),
      payload: { title: 'Ours' },
    });
    expect(change.statusCode).toBe(403);
    const stranger = await t.app.inject({
      url: `/api/qr-codes/${created.id}`,
      headers: bearer(otherCustomer.accessToken),
    });
    expect(stranger.statusCode).toBe(404);

    const wrongCustomer = await createQrCode(organiser.accessToken, {
      title: 'Nope',
      customerId: otherCustomer.userData.id,
    });
    expect(wrongCustomer.statusCode).toBe(400);
    expect(wrongCustomer.json().error.fields).toEqual({ customerId: 'This value is not valid' });
  });
});

describe('signed out', () => {
  it('answers 401 on every QR code route', async () => {
    const id = '01890000-0000-7000-8000-000000000000';
    const responses = await Promise.all([
      t.app.inject({ url: '/api/qr-codes' }),
      t.app.inject({ method: 'POST', url: '/api/qr-codes', payload: {} }),
      t.app.inject({ url: `/api/qr-codes/${id}` }),
      t.app.inject({ method: 'PATCH', url: `/api/qr-codes/${id}`, payload: {} }),
      t.app.inject({ method: 'DELETE', url: `/api/qr-codes/${id}` }),
    ]);
    for (const response of responses) {
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('UNAUTHORIZED');
    }
  });
});
