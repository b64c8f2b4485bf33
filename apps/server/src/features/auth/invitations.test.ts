import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { linkIn, mailsTo } from '../../../test/mail.js';
import { insertUser } from '../users/users.service.js';
import { users } from '../users/users.table.js';
import { sendInvitation } from './auth.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

async function invitedUser(email: string, language: 'tr' | 'en' = 'en') {
  const user = await insertUser(t.db, {
    email,
    username: email.split('@')[0]!,
    fullName: 'Zeynep Kaya',
    password: null,
    role: 'customer',
    language,
    status: 'pending',
  });
  await sendInvitation(t, user, 'Düğün Organizasyon Ltd.');
  return user;
}

describe('invitations', () => {
  it('mails a link that sets the first password and activates the account', async () => {
    const user = await invitedUser('zeynep@example.com');
    const [mail] = await mailsTo(t, 'zeynep@example.com');
    expect(mail?.subject).toBe('Düğün Organizasyon Ltd. invited you to Hatıra');
    expect(mail?.text).toContain('valid for 7 days');
    const link = linkIn(mail!, '/forgot-password/reset/');
    expect(link.searchParams.get('invitation')).toBe('1');
    const token = decodeURIComponent(link.pathname.split('/').at(-1)!);

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'a brand new secret' },
    });
    expect(reset.statusCode).toBe(204);
    const [row] = await t.db.select({ status: users.status }).from(users).where(eq(users.id, user.id));
    expect(row?.status).toBe('active');
    expect((await login('zeynep@example.com', 'a brand new secret')).statusCode).toBe(201);
  });

  it('writes the mail in the invited person’s language', async () => {
    await invitedUser('ayse@example.com', 'tr');
    const [mail] = await mailsTo(t, 'ayse@example.com');
    expect(mail?.subject).toBe('Düğün Organizasyon Ltd. sizi Hatıra’ya davet etti');
    expect(mail?.text).toContain('7 gün geçerlidir');
  });

  it('keeps only the newest invitation link working', async () => {
    const user = await invitedUser('mert@example.com');
    await sendInvitation(t, user, 'Admin');
    const [first, second] = await mailsTo(t, 'mert@example.com');
    const tokenOf = (mail: typeof first) =>
      decodeURIComponent(linkIn(mail!, '/forgot-password/reset/').pathname.split('/').at(-1)!);
    const stale = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: tokenOf(first), password: 'a brand new secret' },
    });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().error.code).toBe('RESET_TOKEN_INVALID');
    const fresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: tokenOf(second), password: 'a brand new secret' },
    });
    expect(fresh.statusCode).toBe(204);
  });

  it('does not activate an account an admin turned inactive', async () => {
    const user = await invitedUser('pasif@example.com');
    await t.db.update(users).set({ status: 'inactive' }).where(eq(users.id, user.id));
    const [mail] = await mailsTo(t, 'pasif@example.com');
    const token = decodeURIComponent(linkIn(mail!, '/forgot-password/reset/').pathname.split('/').at(-1)!);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'a brand new secret' },
    });
    const [row] = await t.db.select({ status: users.status }).from(users).where(eq(users.id, user.id));
    expect(row?.status).toBe('inactive');
    expect((await login('pasif@example.com', 'a brand new secret')).statusCode).toBe(403);
  });
});
