import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Album } from '@hatira/shared/albums';
import type { QrCode } from '@hatira/shared/qr-codes';
import type { SubscriptionPlan } from '@hatira/shared/subscriptions';
import { ADMIN, createTestApp, type TestApp } from '../../../test/app.js';
import { bearer, createUserWithRole, registerSubscriber, signIn } from '../../../test/factories.js';
import { verifyPassword } from '../../lib/password.js';
import { albums } from './albums.table.js';

let t: TestApp;
let adminToken: string;
let plans: SubscriptionPlan[];
beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await signIn(t.app, ADMIN.email, ADMIN.password)).accessToken;
  plans = (await t.app.inject({ url: '/api/subscription-plans', headers: bearer(adminToken) })).json().items;
});
afterAll(() => t.close());

async function createQrCode(token: string): Promise<QrCode> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/qr-codes',
    headers: bearer(token),
    payload: { title: 'Wedding' },
  });
  expect(response.statusCode).toBe(201);
  return response.json() as QrCode;
}

function createAlbum(token: string, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/albums', headers: bearer(token), payload });
}

function patchAlbum(token: string, id: string, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'PATCH', url: `/api/albums/${id}`, headers: bearer(token), payload });
}

async function listAlbums(token: string, qrCodeId: string) {
  const response = await t.app.inject({ url: `/api/albums?qrCodeId=${qrCodeId}`, headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return response.json() as { items: Album[]; total: number };
}

async function passwordHashOf(id: string) {
  const [row] = await t.db.select({ hash: albums.passwordHash }).from(albums).where(eq(albums.id, id));
  return row!.hash;
}

describe('POST /api/albums', () => {
  it('adds an album after the default one, with the defaults', async () => {
    const subscriber = await registerSubscriber(t.app);
    const qr = await createQrCode(subscriber.accessToken);
    const response = await createAlbum(subscriber.accessToken, {
      qrCodeId: qr.id,
      name: ' Ceremony ',
      uploadLimit: 200,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      qrCodeId: qr.id,
      name: 'Ceremony',
      description: null,
      isProtected: false,
      isActive: true,
      uploadsEnabled: true,
      approvalRequired: null,
      uploadLimit: 200,
      sortOrder: 1,
    });
    const listed = await listAlbums(subscriber.accessToken, qr.id);
    expect(listed.items.map((a) => a.name)).toEqual(['General Shares', 'Ceremony']);
    const got = await t.app.inject({
      url: `/api/qr-codes/${qr.id}`,
      headers: bearer(subscriber.accessToken),
    });
    expect(got.json().albumCount).toBe(2);
  });

  it('answers VALIDATION_FAILED with the field messages', async () => {
    const subscriber = await registerSubscriber(t.app);
    const qr = await createQrCode(subscriber.accessToken);
    const tooLong = await createAlbum(subscriber.accessToken, { qrCodeId: qr.id, name: 'x'.repeat(51) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Please fill in the required fields!',
        fields: { name: 'Must be at most 50 characters' },
      },
    });
    const malformed = await createAlbum(subscriber.accessToken, {
      name: 'Party',
      password: 'abc',
      description: 'd'.repeat(501),
      uploadLimit: 0,
    });
    expect(malformed.json().error.fields).toEqual({
      qrCodeId: 'This field is required',
      password: 'Must be at least 4 characters',
      description: 'Must be at most 500 characters',
      uploadLimit: 'This value is not valid',
    });
    const longPassword = await createAlbum(subscriber.accessToken, {
      qrCodeId: qr.id,
      name: 'Party',
      password: 'p'.repeat(129),
    });
    expect(longPassword.json().error.fields).toEqual({ password: 'Must be at most 128 characters' });
    expect((await listAlbums(subscriber.accessToken, qr.id)).total).toBe(1);
  });

  it('refuses the client role with 403 FORBIDDEN', async () => {
    const subscriber = await registerSubscriber(t.app);
    const qr = await createQrCode(subscriber.accessToken);
    const client = await createUserWithRole(t.app, t.db, 'client');
    const response = await createAlbum(client.accessToken, { qrCodeId: qr.id, name: 'Sneaky' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('FORBIDDEN');
  });

  it("stops at the plan's albums per event with 409 PLAN_LIMIT_REACHED, even in parallel", async () => {
    const subscriber = await registerSubscriber(t.app);
    const plan = [...plans].sort((a, b) => a.maxAlbumsPerEvent - b.maxAlbumsPerEvent)[0]!;
    const subscribed = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions',
      headers: bearer(adminToken),
      payload: { userId: subscriber.userData.id, planId: plan.id, status: 'active' },
    });
    expect(subscribed.statusCode).toBe(201);
    const qr = await createQrCode(subscriber.accessToken);
    const extra = plan.maxAlbumsPerEvent - 1 + 2; // the default album counts
    const responses = await Promise.all(
      Array.from({ length: extra }, (_, i) =>
        createAlbum(subscriber.accessToken, { qrCodeId: qr.id, name: `A${i}` }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(plan.maxAlbumsPerEvent - 1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(2);
    expect(responses.find((r) => r.statusCode === 409)!.json().error).toEqual({
      code: 'PLAN_LIMIT_REACHED',
      message: "Your plan's limit has been reached. Upgrade your plan to add more.",
    });
    expect((await listAlbums(subscriber.accessToken, qr.id)).total).toBe(plan.maxAlbumsPerEvent);
  });
});

describe('album passwords', () => {
  it('stores only an argon2id hash, says isProtected, never returns it, and null removes it', async () => {
    const subscriber = await registerSubscriber(t.app);
    const qr = await createQrCode(subscriber.accessToken);
    const created = await createAlbum(subscriber.accessToken, {
      qrCodeId: qr.id,
      name: 'Family only',
      password: 'open sesame',
    });
    expect(created.statusCode).toBe(201);
    const album = created.json() as Album;
    expect(album.isProtected).toBe(true);
    const hash = await passwordHashOf(album.id);
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(hash!, 'open sesame')).toBe(true);

    const responses = [
      created,
      await t.app.inject({ url: `/api/albums/${album.id}`, headers: bearer(subscriber.accessToken) }),
      await t.app.inject({ url: `/api/albums?qrCodeId=${qr.id}`, headers: bearer(subscriber.accessToken) }),
      await patchAlbum(subscriber.accessToken, album.id, { name: 'Family' }),
    ];
    for (const response of responses) {
      expect(response.body).not.toContain('argon2');
      expect(response.body).not.toContain('open sesame');
      expect(response.body).not.toMatch(/password/i);
    }
    expect(responses[3]!.json().isProtected).toBe(true);
    expect(await passwordHashOf(album.id)).toBe(hash);

    const changed = await patchAlbum(subscriber.accessToken, album.id, { password: 'new secret' });
    expect(changed.json().isProtected).toBe(true);
    expect(await verifyPassword((await passwordHashOf(album.id))!, 'new secret')).toBe(true);

    const opened = await patchAlbum(subscriber.accessToken, album.id, { password: null });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().isProtected).toBe(false);
    expect(await passwordHashOf(album.id)).toBeNull();
  });
});

describe('GET, PATCH and DELETE /api/albums', () => {
  it('requires qrCodeId to list', async () => {
    const subscriber = await registerSubscriber(t.app);
    const response = await t.app.inject({ url: '/api/albums', headers: bearer(subscriber.accessToken) });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ qrCodeId: 'This field is required' });
  });

  it('updates settings and order, and deletes', async () => {
    const subscriber = await registerSubscriber(t.app);
    const qr = await createQrCode(subscriber.accessToken);
    const album = (
      await createAlbum(subscriber.accessToken, { qrCodeId: qr.id, name: 'Dance' })
    ).json() as Album;
    const patched = await patchAlbum(subscriber.accessToken, album.id, {
      description: 'First dance',
      approvalRequired: true,
      uploadsEnabled: false,
      uploadLimit: null,
      sortOrder: 0,
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      name: 'Dance',
      description: 'First dance',
      approvalRequired: true,
      uploadsEnabled: false,
      uploadLimit: null,
      sortOrder: 0,
    });
    const invalid = await patchAlbum(subscriber.accessToken, album.id, { name: 'n'.repeat(51) });
    expect(invalid.json().error.fields).toEqual({ name: 'Must be at most 50 characters' });

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/albums/${album.id}`,
      headers: bearer(subscriber.accessToken),
    });
    expect(deleted.statusCode).toBe(204);
    const gone = await t.app.inject({
      url: `/api/albums/${album.id}`,
      headers: bearer(subscriber.accessToken),
    });
    expect(gone.statusCode).toBe(404);
    expect((await listAlbums(subscriber.accessToken, qr.id)).items.map((a) => a.name)).toEqual([
      'General Shares',
    ]);
  });
});

describe('tenancy', () => {
  it('answers 404 to another subscriber on every album route, and changes nothing', async () => {
    const owner = await registerSubscriber(t.app);
    const stranger = await registerSubscriber(t.app);
    const qr = await createQrCode(owner.accessToken);
    const album = (
      await createAlbum(owner.accessToken, { qrCodeId: qr.id, name: 'Private' })
    ).json() as Album;
    const responses = [
      await t.app.inject({ url: `/api/albums/${album.id}`, headers: bearer(stranger.accessToken) }),
      await patchAlbum(stranger.accessToken, album.id, { name: 'Mine' }),
      await t.app.inject({
        method: 'DELETE',
        url: `/api/albums/${album.id}`,
        headers: bearer(stranger.accessToken),
      }),
      await t.app.inject({ url: `/api/albums?qrCodeId=${qr.id}`, headers: bearer(stranger.accessToken) }),
      await createAlbum(stranger.accessToken, { qrCodeId: qr.id, name: 'Planted' }),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
    expect((await listAlbums(owner.accessToken, qr.id)).items.map((a) => a.name)).toEqual([
      'General Shares',
      'Private',
    ]);
  });

  it('lets an admin read and change any album', async () => {
    const owner = await registerSubscriber(t.app);
    const qr = await createQrCode(owner.accessToken);
    expect((await listAlbums(adminToken, qr.id)).total).toBe(1);
    const created = await createAlbum(adminToken, { qrCodeId: qr.id, name: 'By admin' });
    expect(created.statusCode).toBe(201);
    const patched = await patchAlbum(adminToken, created.json().id, { isActive: false });
    expect(patched.json().isActive).toBe(false);
  });

  it('lets an assigned customer manage the albums of their event, not the event, not others', async () => {
    const organiser = await registerSubscriber(t.app, { accountType: 'corporate' });
    const customer = await createUserWithRole(t.app, t.db, 'customer', {
      subscriberId: organiser.userData.id,
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/qr-codes',
      headers: bearer(organiser.accessToken),
      payload: { title: 'Their wedding', customerId: customer.userData.id },
    });
    const qr = response.json() as QrCode;
    const [general] = (await listAlbums(customer.accessToken, qr.id)).items;
    const read = await t.app.inject({
      url: `/api/albums/${general!.id}`,
      headers: bearer(customer.accessToken),
    });
    expect(read.statusCode).toBe(200);
    expect((await patchAlbum(customer.accessToken, general!.id, { name: 'Ours' })).json().name).toBe('Ours');
    const added = await createAlbum(customer.accessToken, { qrCodeId: qr.id, name: 'Henna night' });
    expect(added.statusCode).toBe(201);
    // the event itself stays the organiser's
    const patchEvent = await t.app.inject({
      method: 'PATCH',
      url: `/api/qr-codes/${qr.id}`,
      headers: bearer(customer.accessToken),
      payload: { title: 'Mine now' },
    });
    expect(patchEvent.statusCode).toBe(403);
    // another event of the same organiser, not assigned to them, does not exist for them
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/qr-codes',
      headers: bearer(organiser.accessToken),
      payload: { title: 'Another wedding' },
    });
    const foreign = await createAlbum(customer.accessToken, { qrCodeId: other.json().id, name: 'Sneaky' });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('signed out', () => {
  it('answers 401 on every album route', async () => {
    const id = '01890000-0000-7000-8000-000000000000';
    const responses = await Promise.all([
      t.app.inject({ url: `/api/albums?qrCodeId=${id}` }),
      t.app.inject({ method: 'POST', url: '/api/albums', payload: {} }),
      t.app.inject({ url: `/api/albums/${id}` }),
      t.app.inject({ method: 'PATCH', url: `/api/albums/${id}`, payload: {} }),
      t.app.inject({ method: 'DELETE', url: `/api/albums/${id}` }),
    ]);
    for (const response of responses) {
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('UNAUTHORIZED');
    }
  });
});
