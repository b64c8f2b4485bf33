// The authorisation matrix of a feature's endpoints: who (signed out, client, customer, individual
// and corporate subscriber, admin) gets which status. Each feature keeps its own table in an
// `<f>.access.test.ts`; this builds the callers once per test file and runs the rows.
//
//   const callers = await createCallers(t);
//   it.each(rows)('$method $url', (row) => expectAccess(t, callers, row));
import { expect } from 'vitest';
import type { TestApp } from './app.js';
import { ADMIN } from './app.js';
import { bearer, createUserWithRole, registerSubscriber, signIn } from './factories.js';

export const CALLERS = ['signedOut', 'client', 'customer', 'individual', 'corporate', 'admin'] as const;
export type CallerName = (typeof CALLERS)[number];

export interface Caller {
  /** null for the signed-out caller. */
  token: string | null;
  userId: string | null;
}
export type Callers = Record<CallerName, Caller>;

/** One of each: the customer belongs to the corporate subscriber. */
export async function createCallers(t: TestApp): Promise<Callers> {
  const admin = await signIn(t.app, ADMIN.email, ADMIN.password);
  const individual = await registerSubscriber(t.app, { accountType: 'individual' });
  const corporate = await registerSubscriber(t.app, { accountType: 'corporate' });
  const customer = await createUserWithRole(t.app, t.db, 'customer', {
    subscriberId: corporate.userData.id,
  });
  const client = await createUserWithRole(t.app, t.db, 'client');
  const of = (auth: { accessToken: string; userData: { id: string } }): Caller => ({
    token: auth.accessToken,
    userId: auth.userData.id,
  });
  return {
    signedOut: { token: null, userId: null },
    client: of(client),
    customer: of(customer),
    individual: of(individual),
    corporate: of(corporate),
    admin: of(admin),
  };
}

export interface AccessRow {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  url: string;
  /** A valid body for the callers who may; others must be refused before it matters. */
  payload?: Record<string, unknown>;
  /** The expected status for each caller. */
  expect: Record<CallerName, number>;
}

/**
 * Asks as every caller and compares the statuses as one table, so a failure shows the whole row.
 * Rows whose success changes state (create, delete) should target something made for the row.
 */
export async function expectAccess(t: TestApp, callers: Callers, row: AccessRow): Promise<void> {
  const got = {} as Record<CallerName, number>;
  for (const name of CALLERS) {
    const { token } = callers[name];
    const response = await t.app.inject({
      method: row.method,
      url: row.url,
      headers: token ? bearer(token) : {},
      ...(row.payload && { payload: row.payload }),
    });
    got[name] = response.statusCode;
  }
  expect(got).toEqual(row.expect);
}

/** An admin area: the admin gets `ok`, every other signed-in caller 403, the signed-out caller 401. */
export const adminOnly = (ok: number): Record<CallerName, number> => ({
  signedOut: 401,
  client: 403,
  customer: 403,
  individual: 403,
  corporate: 403,
  admin: ok,
});

/** Everybody signed in gets `ok`; the signed-out caller 401. */
export const anySignedIn = (ok: number): Record<CallerName, number> => ({
  signedOut: 401,
  client: ok,
  customer: ok,
  individual: ok,
  corporate: ok,
  admin: ok,
});

/** A buyer's area: the subscribers and the admin get their statuses, customers and clients 403, the signed-out caller 401. */
export const buyersMatrix = (
  individual: number,
  corporate: number,
  admin: number,
): Record<CallerName, number> => ({
  signedOut: 401,
  client: 403,
  customer: 403,
  individual,
  corporate,
  admin,
});
