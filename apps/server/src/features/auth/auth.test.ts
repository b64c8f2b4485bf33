import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, type TestApp } from '../../../test/app.js';
import { bearer, registerSubscriber, signIn } from '../../../test/factories.js';
import { mailsTo, readMails } from '../../../test/mail.js';
import { sessions } from '../sessions/sessions.table.js';
import { users } from '../users/users.table.js';
import { sweepExpiredAuthRows } from './auth.service.js';
import { passwordResets } from './auth.table.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (email: string, password: string, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });

const mailTo = async (address: string) => (await mailsTo(t, address))[0];

describe('POST /api/auth/login', () => {
  it('signs the first admin in with the contract body', async () => {
    const response = await login(ADMIN.email, ADMIN.password);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.accessToken).toMatch(/^[\w-]{43}$/);
    expect(body.userData).toMatchObject({
      email: ADMIN.email,
      username: 'admin',
      fullName: 'Administrator',
      role: 'admin',
      avatar: null,
    });
    expect(body.userAbilityRules).toEqual([{ action: 'manage', subject: 'all' }]);
    expect(JSON.stringify(body)).not.toMatch(/argon2|passwordHash/);
  });

  it('accepts the email in any letter case', async () => {
    expect((await login(ADMIN.email.toUpperCase(), ADMIN.password)).statusCode).toBe(201);
  });

  it('answers the exact seed failure body, the same for a wrong password and an unknown account', async () => {
    const wrongPassword = await login(ADMIN.email, 'not-the-password');
    const unknownAccount = await login('nobody@example.com', 'not-the-password');
    for (const response of [wrongPassword, unknownAccount]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ errors: { email: ['Invalid email or password'] } });
    }
  });

  it('stores only the SHA-256 of the access token', async () => {
    const { accessToken } = await signIn(t.app, ADMIN.email, ADMIN.password);
    const rows = await t.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    expect(rows.some((r) => r.tokenHash === accessToken)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true);
  });

  it('refuses an inactive account with a clear error, but only to someone who knows the password', async () => {
    const subscriber = await registerSubscriber(t.app);
    await t.db.update(users).set({ status: 'inactive' }).where(eq(users.id, subscriber.userData.id));
    const right = await login(subscriber.userData.email, subscriber.password);
    expect(right.statusCode).toBe(403);
    expect(right.json().error).toEqual({
      code: 'ACCOUNT_INACTIVE',
      message: 'This account is not active. Please contact us.',
    });
    expect((await login(subscriber.userData.email, 'wrong-password')).json()).toEqual({
      errors: { email: ['Invalid email or password'] },
    });
    // and the session it had before stops working at once
    expect(
      (await t.app.inject({ url: '/api/auth/me', headers: bearer(subscriber.accessToken) })).statusCode,
    ).toBe(401);
  });

  it('answers VALIDATION_FAILED with field errors for a malformed body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'not-an-email' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Please fill in the required fields!',
        fields: { email: 'Enter a valid email address', password: 'This field is required' },
      },
    });
  });
});

describe('POST /api/auth/register', () => {
  it('creates a subscriber of the chosen account type and signs them in', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'accept-language': 'de-DE,de;q=0.9' },
      payload: {
        username: 'ayse.mehmet',
        email: 'Ayse@Example.com',
        password: 'a-long-password',
        accountType: 'corporate',
      },
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.userData).toMatchObject({
      username: 'ayse.mehmet',
      email: 'Ayse@Example.com',
      role: 'subscriber',
      accountType: 'corporate',
      language: 'de',
    });
    expect(body.userAbilityRules).toContainEqual({ action: 'view', subject: 'static' });
    const me = await t.app.inject({ url: '/api/auth/me', headers: bearer(body.accessToken) });
    expect(me.statusCode).toBe(200);
    expect(me.json().userData.id).toBe(body.userData.id);
  });

  it('refuses a taken email (any case) and a taken username with 409 and field errors', async () => {
    const existing = await registerSubscriber(t.app);
    const sameEmail = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        username: 'someone-else',
        email: existing.userData.email.toUpperCase(),
        password: 'a-long-password',
        accountType: 'individual',
      },
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().error).toMatchObject({
      code: 'EMAIL_TAKEN',
      fields: { email: 'This email address is already registered.' },
    });

    const sameUsername = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        username: existing.userData.username.toUpperCase(),
        email: 'fresh@example.com',
        password: 'a-long-password',
        accountType: 'individual',
      },
    });
    expect(sameUsername.statusCode).toBe(409);
    expect(sameUsername.json().error).toMatchObject({
      code: 'USERNAME_TAKEN',
      fields: { username: 'This username is already taken.' },
    });
    const count = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'fresh@example.com'));
    expect(count).toHaveLength(0);
  });

  it('validates every field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: 'a b', email: 'x@', password: 'short', accountType: 'family' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Please fill in the required fields!',
      fields: {
        username: 'Use letters, digits, dot, dash or underscore',
        email: 'Enter a valid email address',
        password: 'Must be at least 8 characters',
        accountType: 'Choose one of the options',
      },
    });
  });
});

describe('sessions', () => {
  it('answers 401 without a token, with a garbage token, and after logout', async () => {
    expect((await t.app.inject({ url: '/api/auth/me' })).statusCode).toBe(401);
    const garbage = await t.app.inject({ url: '/api/auth/me', headers: bearer('not-a-token') });
    expect(garbage.statusCode).toBe(401);
    expect(garbage.json().error.code).toBe('UNAUTHORIZED');

    const { accessToken } = await signIn(t.app, ADMIN.email, ADMIN.password);
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(accessToken) })).statusCode).toBe(200);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(accessToken),
    });
    expect(logout.statusCode).toBe(204);
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(accessToken) })).statusCode).toBe(401);
  });

  it('gives staff short sessions and everybody else long ones', async () => {
    const admin = await signIn(t.app, ADMIN.email, ADMIN.password);
    const subscriber = await registerSubscriber(t.app);
    const rows = await t.db.select().from(sessions);
    const lifetimeHours = (userId: string) => {
      const row = rows.filter((r) => r.userId === userId).at(-1)!;
      return Math.round((row.expiresAt.getTime() - row.createdAt.getTime()) / 3_600_000);
    };
    expect(lifetimeHours(admin.userData.id)).toBe(12);
    expect(lifetimeHours(subscriber.userData.id)).toBe(30 * 24);
  });

  it('ends a session past its absolute expiry', async () => {
    const { accessToken, userData } = await registerSubscriber(t.app);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, userData.id));
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(accessToken) })).statusCode).toBe(401);
  });

  it('ends a staff session idle for more than 30 minutes, and keeps one idle for 29', async () => {
    const { accessToken, userData } = await signIn(t.app, ADMIN.email, ADMIN.password);
    const setIdle = (minutes: number) =>
      t.db
        .update(sessions)
        .set({ lastSeenAt: new Date(Date.now() - minutes * 60_000) })
        .where(eq(sessions.userId, userData.id));
    await setIdle(29);
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(accessToken) })).statusCode).toBe(200);
    await setIdle(31);
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(accessToken) })).statusCode).toBe(401);
  });

  it('sweeps sessions past their absolute expiry and keeps live ones', async () => {
    const live = await registerSubscriber(t.app);
    const dead = await registerSubscriber(t.app);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, dead.userData.id));
    await sweepExpiredAuthRows(t.db);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, dead.userData.id))).toHaveLength(0);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, live.userData.id))).toHaveLength(1);
  });
});

describe('password reset', () => {
  it('answers 202 for an unknown email and sends nothing', async () => {
    const before = (await readMails(t)).length;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'ghost@example.com' },
    });
    expect(response.statusCode).toBe(202);
    expect(await readMails(t)).toHaveLength(before);
  });

  it('mails a single-use link that sets a new password and revokes every session', async () => {
    const subscriber = await registerSubscriber(t.app, { email: 'reset-me@example.com' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'RESET-ME@example.com' },
    });
    expect(response.statusCode).toBe(202);

    const mail = await mailTo('reset-me@example.com');
    expect(mail?.subject).toBe('Hatıra şifre sıfırlama'); // the user's language, Turkish by default
    const token = /http:\/\/hatira\.test\/forgot-password\/reset\/([\w-]+)/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeDefined();

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'a-brand-new-password' },
    });
    expect(reset.statusCode).toBe(204);
    expect(
      (await t.app.inject({ url: '/api/auth/me', headers: bearer(subscriber.accessToken) })).statusCode,
    ).toBe(401);
    expect((await login('reset-me@example.com', subscriber.password)).statusCode).toBe(400);
    expect((await login('reset-me@example.com', 'a-brand-new-password')).statusCode).toBe(201);

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'yet-another-password' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toEqual({
      code: 'RESET_TOKEN_INVALID',
      message: 'This password reset link is invalid or has expired.',
    });
  });

  it('refuses an expired link', async () => {
    await registerSubscriber(t.app, { email: 'late@example.com' });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'late@example.com' },
    });
    const mail = await mailTo('late@example.com');
    const token = /\/forgot-password\/reset\/([\w-]+)/.exec(mail?.text ?? '')![1];
    await t.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1) });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'whatever-password' },
    });
    expect(response.json().error.code).toBe('RESET_TOKEN_INVALID');
  });
});
