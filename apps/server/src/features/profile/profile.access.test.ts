// /api/profile is every signed-in user's own account: all roles pass, a signed-out caller gets 401.
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { createCallers, expectAccess, type CallerName, type Callers } from '../../../test/access-matrix.js';

let t: TestApp;
let callers: Callers;
beforeAll(async () => {
  t = await createTestApp();
  callers = await createCallers(t);
});
afterAll(() => t.close());

const signedIn = (status: number): Record<CallerName, number> => ({
  signedOut: 401,
  client: status,
  customer: status,
  individual: status,
  corporate: status,
  admin: status,
});

describe('profile access matrix', () => {
  it.each([
    { method: 'GET' as const, url: '/api/profile', expect: signedIn(200) },
    {
      method: 'PATCH' as const,
      url: '/api/profile',
      payload: { phone: '+90 212 000 00 00' },
      expect: signedIn(200),
    },
    // a wrong current password: refused for everybody, but only after the session was accepted
    {
      method: 'POST' as const,
      url: '/api/profile/password',
      payload: { currentPassword: 'not the password', newPassword: 'a brand new secret' },
      expect: signedIn(400),
    },
    { method: 'GET' as const, url: '/api/profile/sessions', expect: signedIn(200) },
    { method: 'DELETE' as const, url: '/api/profile/sessions', expect: signedIn(204) },
    {
      method: 'DELETE' as const,
      url: '/api/profile/sessions/0190a6b8-0000-7000-8000-000000000000',
      expect: signedIn(404),
    },
    { method: 'GET' as const, url: '/api/profile/notifications', expect: signedIn(200) },
    { method: 'GET' as const, url: '/api/profile/plan', expect: signedIn(200) },
    {
      method: 'PATCH' as const,
      url: '/api/profile/notifications',
      payload: { notifyPrintingOrders: false },
      expect: signedIn(200),
    },
    { method: 'DELETE' as const, url: '/api/profile/avatar', expect: signedIn(204) },
    { method: 'POST' as const, url: '/api/profile/avatar', expect: signedIn(400) },
  ])('$method $url', (row) => expectAccess(t, callers, row));
});
