// GET /api/dashboard in the authorisation matrix: every signed-in caller gets an answer (each its
// own kind), signed out is 401.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { CALLERS, createCallers, expectAccess, type Callers } from '../../../test/access-matrix.js';
import { bearer } from '../../../test/factories.js';

let t: TestApp;
let callers: Callers;
beforeAll(async () => {
  t = await createTestApp();
  callers = await createCallers(t);
});
afterAll(() => t.close());

describe('GET /api/dashboard access', () => {
  it('answers every signed-in caller and nobody else', () =>
    expectAccess(t, callers, {
      method: 'GET',
      url: '/api/dashboard',
      expect: { signedOut: 401, client: 200, customer: 200, individual: 200, corporate: 200, admin: 200 },
    }));

  it('answers each caller the kind of dashboard their role sees', async () => {
    const kinds: Record<string, string> = {};
    for (const name of CALLERS.filter((caller) => caller !== 'signedOut')) {
      const response = await t.app.inject({ url: '/api/dashboard', headers: bearer(callers[name].token!) });
      kinds[name] = response.json().kind;
    }
    expect(kinds).toEqual({
      client: 'basic',
      customer: 'owner',
      individual: 'owner',
      corporate: 'owner',
      admin: 'platform',
    });
  });
});
