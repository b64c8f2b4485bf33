import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, type TestApp } from '../../../test/app.js';
import {
  bearer,
  createEvent,
  createUserWithRole,
  expectError,
  ownerOf,
  registerSubscriber,
  signIn,
} from '../../../test/factories.js';
import { linkIn, mailsTo } from '../../../test/mail.js';
import { seedPost, storedFiles } from '../posts/posts.test-support.js';
import { api, newUserBody } from './users.test-support.js';
import { users } from './users.table.js';

let t: TestApp;
let admin: ReturnType<typeof api>;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp();
  const auth = await signIn(t.app, ADMIN.email, ADMIN.password);
  admin = api(t, auth.accessToken);
  adminId = auth.userData.id;
});
afterAll(() => t.close());

const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });

describe('GET /api/users', () => {
  it('searches, filters by role, status and account type, sorts and pages', async () => {
    const body = newUserBody({ fullName: 'Zeliha Aranan', role: 'subscriber', accountType: 'corporate' });
    const created = await admin.post('/api/users', body);
    expect(created.statusCode, created.body).toBe(201);
    await admin.post('/api/users', newUserBody({ fullName: 'Zeliha Pasif', status: 'inactive' }));

    const found = await admin.get('/api/users?q=zeliha');
    expect(found.json().total).toBe(2);
    const corporate = await admin.get('/api/users?q=zeliha&role=subscriber&accountType=corporate');
    expect(corporate.json().items.map((u: { fullName: string }) => u.fullName)).toEqual(['Zeliha Aranan']);
    expect(corporate.json().items[0]).toMatchObject({
      role: 'subscriber',
      accountType: 'corporate',
      status: 'active',
      plan: null,
      avatar: null,
      hasPassword: true,
    });
    expect(corporate.json().items[0]).not.toHaveProperty('passwordHash');
    const inactive = await admin.get('/api/users?q=zeliha&status=inactive');
    expect(inactive.json().items.map((u: { fullName: string }) => u.fullName)).toEqual(['Zeliha Pasif']);

    const sorted = await admin.get('/api/users?q=zeliha&sortBy=fullName&orderBy=desc&itemsPerPage=1&page=2');
    expect(sorted.json()).toMatchObject({ total: 2, items: [{ fullName: 'Zeliha Aranan' }] });
    expectError(await admin.get('/api/users?sortBy=passwordHash'), 400, 'VALIDATION_FAILED');
    expectError(await admin.get('/api/users?itemsPerPage=-1'), 400, 'VALIDATION_FAILED');
  });

  it('shows the plan of a subscription in force', async () => {
    const subscriber = await registerSubscriber(t.app);
    const plans = await admin.get('/api/subscription-plans?type=individual');
    const plan = plans.json().items[0];
    const subscribed = await admin.post('/api/subscriptions', {
      userId: subscriber.userData.id,
      planId: plan.id,
      status: 'active',
    });
    expect(subscribed.statusCode, subscribed.body).toBe(201);
    const got = await admin.get(`/api/users/${subscriber.userData.id}`);
    expect(got.json().plan).toBe(plan.name);
  });
});

describe('POST /api/users', () => {
  it('creates a user with a password who can sign in', async () => {
    const body = newUserBody({ role: 'subscriber' });
    const created = await admin.post('/api/users', body);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      email: body.email,
      role: 'subscriber',
      accountType: 'individual',
    });
    expect((await signIn(t.app, body.email, body.password)).userData.role).toBe('subscriber');
  });

  it('mails an invitation to set a password when none is given', async () => {
    const body = newUserBody({ password: undefined, status: 'active' });
    const created = await admin.post('/api/users', body);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ status: 'pending', hasPassword: false });
    const [mail] = await mailsTo(t, body.email);
    const token = decodeURIComponent(linkIn(mail!, '/forgot-password/reset/').pathname.split('/').at(-1)!);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'my own new secret' },
    });
    expect(reset.statusCode).toBe(204);
    expect((await admin.get(`/api/users/${created.json().id}`)).json().status).toBe('active');
  });

  it('refuses a taken email or username, an unknown role and bad fields', async () => {
    const body = newUserBody();
    await admin.post('/api/users', body);
    expectError(
      await admin.post('/api/users', newUserBody({ email: body.email.toUpperCase() })),
      409,
      'EMAIL_TAKEN',
    );
    expectError(
      await admin.post('/api/users', newUserBody({ username: body.username })),
      409,
      'USERNAME_TAKEN',
    );
    expectError(await admin.post('/api/users', newUserBody({ role: 'nobody' })), 400, 'VALIDATION_FAILED');
    const bad = await admin.post('/api/users', newUserBody({ email: 'nope', password: 'short' }));
    expectError(bad, 400, 'VALIDATION_FAILED');
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['email', 'password']);
  });

  it('ties a customer only to a corporate subscriber', async () => {
    const individual = await registerSubscriber(t.app, { accountType: 'individual' });
    const corporate = await registerSubscriber(t.app, { accountType: 'corporate' });
    expectError(
      await admin.post('/api/users', newUserBody({ role: 'customer', subscriberId: individual.userData.id })),
      400,
      'VALIDATION_FAILED',
    );
    const ok = await admin.post(
      '/api/users',
      newUserBody({ role: 'customer', subscriberId: corporate.userData.id }),
    );
    expect(ok.json().subscriberId).toBe(corporate.userData.id);
  });
});

describe('GET|PATCH /api/users/{id}', () => {
  it('answers 404 for an unknown user and changes fields', async () => {
    expectError(await admin.get('/api/users/0190a0a0-0000-7000-8000-000000000000'), 404, 'NOT_FOUND');
    const created = (await admin.post('/api/users', newUserBody())).json();
    const patched = await admin.patch(`/api/users/${created.id}`, { fullName: 'Yeni Ad', role: 'customer' });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ fullName: 'Yeni Ad', role: 'customer' });
    expectError(await admin.patch(`/api/users/${created.id}`, { email: ADMIN.email }), 409, 'EMAIL_TAKEN');
  });

  it('deactivating a user ends their live session: the next request is 401', async () => {
    const body = newUserBody();
    const created = (await admin.post('/api/users', body)).json();
    const session = await signIn(t.app, body.email, body.password);
    expect((await me(session.accessToken)).statusCode).toBe(200);
    const patched = await admin.patch(`/api/users/${created.id}`, { status: 'inactive' });
    expect(patched.statusCode).toBe(200);
    expect((await me(session.accessToken)).statusCode).toBe(401);
    expect((await admin.get(`/api/users/${created.id}/sessions`)).json().items).toEqual([]);
  });

  it('keeps the last active admin: no deactivation, demotion or deletion', async () => {
    expectError(await admin.patch(`/api/users/${adminId}`, { status: 'inactive' }), 409, 'LAST_ADMIN');
    expectError(await admin.patch(`/api/users/${adminId}`, { role: 'client' }), 409, 'LAST_ADMIN');
    expectError(await admin.delete(`/api/users/${adminId}`), 409, 'LAST_ADMIN');
    const second = newUserBody({ role: 'admin' });
    const created = (await admin.post('/api/users', second)).json();
    // with a second active admin, the first may step down
    const demoted = await admin.patch(`/api/users/${created.id}`, { role: 'client' });
    expect(demoted.statusCode).toBe(200);
    const again = await admin.patch(`/api/users/${created.id}`, { role: 'admin' });
    expect(again.statusCode).toBe(200);
    expect((await admin.delete(`/api/users/${created.id}`)).statusCode).toBe(204);
  });
});

describe('DELETE /api/users/{id}', () => {
  it('refuses to delete an owner of data unless withData=true, which removes their events and customers', async () => {
    const owner = await registerSubscriber(t.app, { accountType: 'corporate' });
    const plans = await admin.get('/api/subscription-plans?type=corporate');
    await admin.post('/api/subscriptions', {
      userId: owner.userData.id,
      planId: plans.json().items[0].id,
      status: 'active',
    });
    const event = await createEvent(t, { owner: ownerOf(owner), settings: { title: 'Düğün' } });
    const post = await seedPost(t, { qrCodeId: event.qr.id, albumId: event.generalAlbum.id });
    const customer = await createUserWithRole(t.app, t.db, 'customer', { subscriberId: owner.userData.id });
    // the customer's profile picture, as features/profile stores it
    await t.storage.put('avatars/customer.webp', Readable.from([Buffer.from('webp')]));
    await t.db
      .update(users)
      .set({ avatarKey: 'avatars/customer.webp' })
      .where(eq(users.id, customer.userData.id));
    const filesBefore = await storedFiles(t);
    expect(filesBefore).toEqual(expect.arrayContaining([...post.media[0]!.keys, 'avatars/customer.webp']));

    expectError(await admin.delete(`/api/users/${owner.userData.id}`), 409, 'USER_HAS_DATA');
    expect((await admin.get(`/api/users/${owner.userData.id}`)).statusCode).toBe(200);

    const deleted = await admin.delete(`/api/users/${owner.userData.id}?withData=true`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await admin.get(`/api/users/${owner.userData.id}`)).statusCode).toBe(404);
    expect((await admin.get(`/api/users/${customer.userData.id}`)).statusCode).toBe(404);
    expect((await admin.get(`/api/qr-codes/${event.qr.id}`)).statusCode).toBe(404);
    const filesAfter = await storedFiles(t);
    for (const key of [...post.media[0]!.keys, 'avatars/customer.webp'])
      expect(filesAfter).not.toContain(key);
  });

  it('deletes a user without data at once', async () => {
    const created = (await admin.post('/api/users', newUserBody())).json();
    expect((await admin.delete(`/api/users/${created.id}`)).statusCode).toBe(204);
    expectError(await admin.delete(`/api/users/${created.id}`), 404, 'NOT_FOUND');
  });
});

describe('password reset and sessions of a user', () => {
  it('mails a reset link, lists the sessions and ends one', async () => {
    const body = newUserBody();
    const created = (await admin.post('/api/users', body)).json();
    const first = await signIn(t.app, body.email, body.password);
    const second = await signIn(t.app, body.email, body.password);

    expect((await admin.post(`/api/users/${created.id}/password-reset`)).statusCode).toBe(202);
    const [mail] = await mailsTo(t, body.email);
    expect(linkIn(mail!, '/forgot-password/reset/')).toBeDefined();

    const sessions = await admin.get(`/api/users/${created.id}/sessions`);
    expect(sessions.json().items).toHaveLength(2);
    const victim = sessions.json().items.at(-1).id as string;
    expect((await admin.delete(`/api/users/${created.id}/sessions/${victim}`)).statusCode).toBe(204);
    expectError(await admin.delete(`/api/users/${created.id}/sessions/${victim}`), 404, 'NOT_FOUND');
    const statuses = [(await me(first.accessToken)).statusCode, (await me(second.accessToken)).statusCode];
    expect(statuses.sort()).toEqual([200, 401]);
  });

  it('sends no reset to an inactive user', async () => {
    const created = (await admin.post('/api/users', newUserBody({ status: 'inactive' }))).json();
    expectError(await admin.post(`/api/users/${created.id}/password-reset`), 403, 'ACCOUNT_INACTIVE');
  });
});
