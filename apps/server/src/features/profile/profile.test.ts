import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_EDGE } from '@hatira/shared/limits';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { bearer, registerSubscriber, signIn } from '../../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const fixture = (name: string) => readFile(path.join(import.meta.dirname, '../../../test/fixtures', name));

function call(
  token: string,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) {
  return t.app.inject({ method, url, headers: bearer(token), ...(payload && { payload }) });
}

async function uploadAvatar(token: string, bytes: Buffer, filename = 'me.png') {
  const form = new FormData();
  form.append('file', new Blob([bytes]), filename);
  const request = new Request('http://hatira.test/', { method: 'POST', body: form });
  return t.app.inject({
    method: 'POST',
    url: '/api/profile/avatar',
    headers: { ...bearer(token), 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

describe('GET|PATCH /api/profile', () => {
  it('answers the caller’s own account and changes name, username, phone, company and language', async () => {
    const me = await registerSubscriber(t.app, { accountType: 'corporate' });
    const got = await call(me.accessToken, 'GET', '/api/profile');
    expect(got.json()).toMatchObject({ id: me.userData.id, email: me.userData.email, role: 'subscriber' });
    expect(got.json()).not.toHaveProperty('passwordHash');

    const patched = await call(me.accessToken, 'PATCH', '/api/profile', {
      fullName: 'Ayşe Yılmaz',
      username: `ayse${Date.now() % 100000}`,
      phone: '+90 555 111 22 33',
      company: 'Yılmaz Organizasyon',
      language: 'de',
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({
      fullName: 'Ayşe Yılmaz',
      company: 'Yılmaz Organizasyon',
      language: 'de',
    });
    const meAfter = await call(me.accessToken, 'GET', '/api/auth/me');
    expect(meAfter.json().userData).toMatchObject({ fullName: 'Ayşe Yılmaz', language: 'de' });
  });

  it('asks for the current password to change the email, and refuses taken names', async () => {
    const me = await registerSubscriber(t.app);
    const other = await registerSubscriber(t.app);
    const email = `yeni-${Date.now()}@example.com`;

    const without = await call(me.accessToken, 'PATCH', '/api/profile', { email });
    expect(without.statusCode).toBe(400);
    expect(without.json().error.fields).toEqual({ currentPassword: 'This field is required' });
    const wrong = await call(me.accessToken, 'PATCH', '/api/profile', {
      email,
      currentPassword: 'nope nope',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({
      code: 'CURRENT_PASSWORD_INCORRECT',
      fields: { currentPassword: 'The current password is not correct.' },
    });
    const taken = await call(me.accessToken, 'PATCH', '/api/profile', {
      email: other.userData.email,
      currentPassword: me.password,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('EMAIL_TAKEN');
    const takenName = await call(me.accessToken, 'PATCH', '/api/profile', {
      username: other.userData.username.toUpperCase(),
    });
    expect(takenName.statusCode).toBe(409);
    expect(takenName.json().error.code).toBe('USERNAME_TAKEN');

    const right = await call(me.accessToken, 'PATCH', '/api/profile', {
      email,
      currentPassword: me.password,
    });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json().email).toBe(email);
    // The same email again is no change, so no password is asked.
    expect(
      (await call(me.accessToken, 'PATCH', '/api/profile', { email: email.toUpperCase() })).statusCode,
    ).toBe(200);
    await signIn(t.app, email, me.password);
  });
});

describe('POST /api/profile/password', () => {
  it('changes the password and ends every other session', async () => {
    const me = await registerSubscriber(t.app);
    const other = await signIn(t.app, me.userData.email, me.password);
    const wrong = await call(me.accessToken, 'POST', '/api/profile/password', {
      currentPassword: 'not my password',
      newPassword: 'a brand new secret',
    });
    expect(wrong.json().error.code).toBe('CURRENT_PASSWORD_INCORRECT');
    const short = await call(me.accessToken, 'POST', '/api/profile/password', {
      currentPassword: me.password,
      newPassword: 'short',
    });
    expect(short.json().error.fields).toEqual({ newPassword: 'Must be at least 8 characters' });

    const changed = await call(me.accessToken, 'POST', '/api/profile/password', {
      currentPassword: me.password,
      newPassword: 'a brand new secret',
    });
    expect(changed.statusCode, changed.body).toBe(204);
    expect((await call(other.accessToken, 'GET', '/api/auth/me')).statusCode).toBe(401);
    expect((await call(me.accessToken, 'GET', '/api/auth/me')).statusCode).toBe(200);
    await signIn(t.app, me.userData.email, 'a brand new secret');
  });
});

describe('/api/profile/sessions', () => {
  it('lists the caller’s sessions with device and IP, ends one, and ends all the others', async () => {
    const me = await registerSubscriber(t.app);
    const phone = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: me.userData.email, password: me.password },
      headers: { 'user-agent': PHONE_UA },
      remoteAddress: '203.0.113.7',
    });
    const phoneToken = phone.json().accessToken as string;
    const laptop = await signIn(t.app, me.userData.email, me.password);
    const stranger = await registerSubscriber(t.app);

    const list = (await call(me.accessToken, 'GET', '/api/profile/sessions')).json().items as {
      id: string;
      isCurrent: boolean;
      ip: string;
      os: string | null;
      deviceType: string;
    }[];
    expect(list).toHaveLength(3);
    expect(list.filter((s) => s.isCurrent)).toHaveLength(1);
    const phoneSession = list.find((s) => s.ip === '203.0.113.7')!;
    expect(phoneSession).toMatchObject({ os: 'iOS 17', deviceType: 'mobile', isCurrent: false });

    const strangers = (await call(stranger.accessToken, 'GET', '/api/profile/sessions')).json().items;
    const foreign = await call(me.accessToken, 'DELETE', `/api/profile/sessions/${strangers[0].id}`);
    expect(foreign.statusCode).toBe(404);

    expect(
      (await call(me.accessToken, 'DELETE', `/api/profile/sessions/${phoneSession.id}`)).statusCode,
    ).toBe(204);
    expect((await call(phoneToken, 'GET', '/api/auth/me')).statusCode).toBe(401);
    expect((await call(laptop.accessToken, 'GET', '/api/auth/me')).statusCode).toBe(200);

    expect((await call(me.accessToken, 'DELETE', '/api/profile/sessions')).statusCode).toBe(204);
    expect((await call(laptop.accessToken, 'GET', '/api/auth/me')).statusCode).toBe(401);
    const left = (await call(me.accessToken, 'GET', '/api/profile/sessions')).json().items;
    expect(left).toHaveLength(1);
    expect(left[0].isCurrent).toBe(true);
    expect((await call(stranger.accessToken, 'GET', '/api/auth/me')).statusCode).toBe(200);
  });
});

describe('GET /api/profile/plan', () => {
  it('answers the subscription in force with its limits and the usage, or none', async () => {
    const me = await registerSubscriber(t.app);
    const none = (await call(me.accessToken, 'GET', '/api/profile/plan')).json();
    expect(none).toEqual({ subscription: null, usage: { events: 0, storageBytes: 0 } });

    const admin = await signIn(t.app, 'admin@hatira.test', 'admin-password-1');
    const plans = (await call(admin.accessToken, 'GET', '/api/subscription-plans')).json().items;
    const given = await call(admin.accessToken, 'POST', '/api/subscriptions', {
      userId: me.userData.id,
      planId: plans[0].id,
      status: 'active',
    });
    expect(given.statusCode, given.body).toBe(201);
    await call(me.accessToken, 'POST', '/api/qr-codes', { title: 'Nişan' });
    const plan = (await call(me.accessToken, 'GET', '/api/profile/plan')).json();
    expect(plan.subscription).toMatchObject({
      planName: plans[0].name,
      limits: { maxEvents: plans[0].maxEvents },
    });
    expect(plan.usage).toEqual({ events: 1, storageBytes: 0 });
  });
});

describe('/api/profile/notifications', () => {
  it('reads and stores which mails the user wants', async () => {
    const me = await registerSubscriber(t.app);
    expect((await call(me.accessToken, 'GET', '/api/profile/notifications')).json()).toEqual({
      notifyPendingPosts: true,
      notifySubscriptionExpiry: true,
      notifyPrintingOrders: true,
      notifyBills: true,
      notifyInvitationReplies: true,
    });
    const patched = await call(me.accessToken, 'PATCH', '/api/profile/notifications', {
      notifyPendingPosts: false,
      notifyInvitationReplies: false,
    });
    expect(patched.json()).toEqual({
      notifyPendingPosts: false,
      notifySubscriptionExpiry: true,
      notifyPrintingOrders: true,
      notifyBills: true,
      notifyInvitationReplies: false,
    });
    const bad = await call(me.accessToken, 'PATCH', '/api/profile/notifications', {
      notifyPendingPosts: 'no',
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('/api/profile/avatar', () => {
  it('stores a square, resized picture, serves it and removes the old file', async () => {
    const me = await registerSubscriber(t.app);
    const first = await uploadAvatar(me.accessToken, await fixture('photo.png'));
    expect(first.statusCode, first.body).toBe(200);
    const firstUrl = first.json().avatar as string;
    expect(firstUrl).toMatch(/^\/api\/avatars\/[\w-]+\.webp$/);

    const served = await t.app.inject({ method: 'GET', url: firstUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', AVATAR_EDGE, AVATAR_EDGE]);
    expect((await call(me.accessToken, 'GET', '/api/auth/me')).json().userData.avatar).toBe(firstUrl);

    const second = await uploadAvatar(me.accessToken, await fixture('photo-exif.jpg'), 'me.jpg');
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().avatar).not.toBe(firstUrl);
    expect((await t.app.inject({ method: 'GET', url: firstUrl })).statusCode).toBe(404);

    expect((await call(me.accessToken, 'DELETE', '/api/profile/avatar')).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: second.json().avatar })).statusCode).toBe(404);
    expect((await call(me.accessToken, 'GET', '/api/profile')).json().avatar).toBeNull();
  });

  it('names every picture with a file name storage takes (no leading "-" or "_", which failed one upload in 32)', async () => {
    const me = await registerSubscriber(t.app);
    for (let i = 0; i < 3; i++) {
      const uploaded = await uploadAvatar(me.accessToken, await fixture('photo.png'));
      expect(uploaded.statusCode, uploaded.body).toBe(200);
      expect(uploaded.json().avatar).toMatch(/^\/api\/avatars\/[0-9a-f]{24}\.webp$/);
    }
  });

  it('refuses other file types by their bytes, and pictures over 2 MB', async () => {
    const me = await registerSubscriber(t.app);
    const svg = await uploadAvatar(me.accessToken, await fixture('drawing.svg'), 'looks-like.png');
    expect(svg.statusCode).toBe(415);
    expect(svg.json().error.code).toBe('AVATAR_INVALID_TYPE');
    const truncated = await uploadAvatar(me.accessToken, await fixture('truncated.jpg'), 'broken.jpg');
    expect(truncated.json().error.code).toBe('AVATAR_INVALID_TYPE');
    const big = Buffer.concat([await fixture('photo.png'), Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await uploadAvatar(me.accessToken, big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error.code).toBe('AVATAR_TOO_LARGE');
    const empty = await call(me.accessToken, 'POST', '/api/profile/avatar', { file: 'x' });
    expect(empty.statusCode).toBe(400);
  });
});
