// Login and forgot-password limits per address and per account, registration per address
// (decision 005): a refused request answers 429 before any argon2 run, database write or mail.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, type TestApp } from '../../../test/app.js';
import { registerSubscriber } from '../../../test/factories.js';
import { argon2RunCount } from '../../lib/password.js';
import { passwordResets } from './auth.table.js';
import { findUserByEmail } from '../users/users.service.js';
import { FORGOT_LIMITS, LOGIN_LIMITS, REGISTER_LIMITS } from './auth.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (email: string, password: string, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });
const forgot = (email: string, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress: ip });
const register = (n: number, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      username: `flood${n}`,
      email: `flood${n}@example.com`,
      password: 'correct horse battery',
      accountType: 'individual',
    },
    remoteAddress: ip,
  });
const resetRowsOf = async (userId: string) =>
  (await t.db.select().from(passwordResets).where(eq(passwordResets.userId, userId))).length;

describe('login limits', () => {
  it('stops guessing one account, before any hash, even with the right password', async () => {
    const subscriber = await registerSubscriber(t.app);
    for (let i = 0; i < LOGIN_LIMITS.perAccount; i++)
      expect((await login(subscriber.userData.email, `wrong-${i}`, `10.1.0.${i}`)).statusCode).toBe(400);
    const runsBefore = argon2RunCount();
    const blocked = await login(subscriber.userData.email, subscriber.password, '10.1.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('RATE_LIMITED');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(argon2RunCount()).toBe(runsBefore);
  });

  it('stops one address trying many accounts, before any hash; another address still signs in', async () => {
    for (let i = 0; i < LOGIN_LIMITS.perIp; i++)
      await login(`someone${i}@example.com`, 'password', '10.2.0.1');
    const runsBefore = argon2RunCount();
    const blocked = await login(ADMIN.email, ADMIN.password, '10.2.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(argon2RunCount()).toBe(runsBefore);
    expect((await login(ADMIN.email, ADMIN.password, '10.2.0.2')).statusCode).toBe(201);
    expect(argon2RunCount()).toBe(runsBefore + 1); // the counter does see a real check
  });
});

describe('forgot-password limits', () => {
  it('limits reset mails per account; a refused request writes no reset link', async () => {
    const subscriber = await registerSubscriber(t.app);
    const codes: number[] = [];
    for (let i = 0; i <= FORGOT_LIMITS.perAccount; i++)
      codes.push((await forgot(subscriber.userData.email, `10.3.0.${i}`)).statusCode);
    expect(codes).toEqual([...Array<number>(FORGOT_LIMITS.perAccount).fill(202), 429]);
    expect(await resetRowsOf(subscriber.userData.id)).toBe(FORGOT_LIMITS.perAccount);
  });

  it('limits one address asking for many accounts; another address is still served', async () => {
    for (let i = 0; i < FORGOT_LIMITS.perIp; i++)
      expect((await forgot(`nobody${i}@example.com`, '10.4.0.1')).statusCode).toBe(202);
    const subscriber = await registerSubscriber(t.app);
    const runsBefore = argon2RunCount();
    const blocked = await forgot(subscriber.userData.email, '10.4.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('RATE_LIMITED');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(await resetRowsOf(subscriber.userData.id)).toBe(0);
    expect(argon2RunCount()).toBe(runsBefore);
    expect((await forgot(subscriber.userData.email, '10.4.0.2')).statusCode).toBe(202);
    expect(await resetRowsOf(subscriber.userData.id)).toBe(1);
  });
});

describe('registration limits', () => {
  it('stops one address making account after account, before any hash; another address still registers', async () => {
    for (let i = 0; i < REGISTER_LIMITS.perIp; i++)
      expect((await register(i, '10.5.0.1')).statusCode).toBe(201);
    const runsBefore = argon2RunCount();
    const blocked = await register(REGISTER_LIMITS.perIp, '10.5.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('RATE_LIMITED');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(60);
    expect(argon2RunCount()).toBe(runsBefore);
    expect(await findUserByEmail(t.db, `flood${REGISTER_LIMITS.perIp}@example.com`)).toBeNull();
    expect((await register(REGISTER_LIMITS.perIp, '10.5.0.2')).statusCode).toBe(201);
  });
});
