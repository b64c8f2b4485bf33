// Who may call which customers endpoint (issue 4): corporate subscribers and admins only; an
// individual subscriber, a customer, a client get 403, a signed-out caller 401.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import {
  CALLERS,
  createCallers,
  expectAccess,
  type CallerName,
  type Callers,
} from '../../../test/access-matrix.js';
import { bearer } from '../../../test/factories.js';
import { customersApi } from './customers.test-support.js';

let t: TestApp;
let callers: Callers;
let api: ReturnType<typeof customersApi>;
let customerId: string;
beforeAll(async () => {
  t = await createTestApp();
  callers = await createCallers(t);
  api = customersApi(t);
  customerId = await newCustomer();
});
afterAll(() => t.close());

let counter = 0;
async function newCustomer(): Promise<string> {
  const response = await api.create(callers.corporate.token!, {
    fullName: 'Matris Müşterisi',
    email: `matrix${++counter}@example.com`,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as string;
}

const ONLY_CORPORATE_AND_ADMIN = (ok: number): Record<CallerName, number> => ({
  signedOut: 401,
  client: 403,
  customer: 403,
  individual: 403,
  corporate: ok,
  admin: ok,
});

describe('customers access matrix', () => {
  it.each([
    { method: 'GET' as const, url: '/api/customers', expect: ONLY_CORPORATE_AND_ADMIN(200) },
    { method: 'GET' as const, url: '/api/customers/:id', expect: ONLY_CORPORATE_AND_ADMIN(200) },
    {
      method: 'PATCH' as const,
      url: '/api/customers/:id',
      payload: { note: 'Matris' },
      expect: ONLY_CORPORATE_AND_ADMIN(200),
    },
    { method: 'POST' as const, url: '/api/customers/:id/invitation', expect: ONLY_CORPORATE_AND_ADMIN(204) },
  ])('$method $url', (row) => expectAccess(t, callers, { ...row, url: row.url.replace(':id', customerId) }));

  // Creating and deleting change state, so every caller gets a target of their own.
  it('POST /api/customers', async () => {
    const got = {} as Record<CallerName, number>;
    for (const name of CALLERS) {
      const { token } = callers[name];
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/customers',
        headers: token ? bearer(token) : {},
        payload: {
          fullName: 'Yeni Müşteri',
          email: `create-${name}@example.com`,
          subscriberId: callers.corporate.userId,
        },
      });
      got[name] = response.statusCode;
    }
    expect(got).toEqual(ONLY_CORPORATE_AND_ADMIN(201));
  });

  it('DELETE /api/customers/:id', async () => {
    const got = {} as Record<CallerName, number>;
    for (const name of CALLERS) {
      const { token } = callers[name];
      const response = await t.app.inject({
        method: 'DELETE',
        url: `/api/customers/${await newCustomer()}`,
        headers: token ? bearer(token) : {},
      });
      got[name] = response.statusCode;
    }
    expect(got).toEqual(ONLY_CORPORATE_AND_ADMIN(204));
  });

  it("answers 404 for another corporate subscriber's customer", async () => {
    const other = await api.create(callers.admin.token!, {
      fullName: 'Başkasının Müşterisi',
      email: 'someone-else@example.com',
      subscriberId: callers.corporate.userId,
    });
    const foreignId = other.json().id as string;
    // The matrix's customer belongs to the corporate caller; an individual subscriber is refused
    // before the row is looked up, so a fresh corporate subscriber checks the tenancy.
    const stranger = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        username: 'stranger',
        email: 'stranger@example.com',
        password: 'correct horse battery',
        accountType: 'corporate',
      },
    });
    const token = stranger.json().accessToken as string;
    expect((await api.get(token, foreignId)).statusCode).toBe(404);
    expect((await api.list(token)).json()).toEqual({ items: [], total: 0 });
  });
});
