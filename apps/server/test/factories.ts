// The set-up every feature's tests share: users of each role, an owner with a plan, an event page
// and its albums through the real API, and the two checks most tests make. What only one feature
// needs stays in its `*.test-support.ts`.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Album } from '@hatira/shared/albums';
import type { AuthResponse } from '@hatira/shared/auth';
import type { QrCode } from '@hatira/shared/qr-codes';
import type { SubscriptionPlan } from '@hatira/shared/subscriptions';
import type { Db } from '../src/db/client.js';
import { insertUser } from '../src/features/users/users.service.js';
import { users } from '../src/features/users/users.table.js';
import type { App } from '../src/lib/http.js';
import { ADMIN, type TestApp } from './app.js';

let counter = 0;

export async function registerSubscriber(
  app: App,
  overrides: Partial<{
    username: string;
    email: string;
    password: string;
    accountType: 'individual' | 'corporate';
  }> = {},
): Promise<AuthResponse & { password: string }> {
  counter++;
  const body = {
    username: `guest${counter}${Date.now() % 100000}`,
    email: `subscriber${counter}-${Date.now()}@example.com`,
    password: 'correct horse battery',
    accountType: 'individual' as const,
    ...overrides,
  };
  // each from an address of its own, as different people register (registration is limited per address)
  const remoteAddress = `198.18.${(counter >> 8) & 255}.${counter & 255}`;
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: body,
    remoteAddress,
  });
  if (response.statusCode !== 201)
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return { ...(response.json() as AuthResponse), password: body.password };
}

export async function signIn(
  app: App,
  email: string,
  password: string,
  ip = '127.0.0.1',
): Promise<AuthResponse> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: ip,
  });
  if (response.statusCode !== 201) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response.json() as AuthResponse;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** `call(token, method, url, payload?)`: one API request as `token` (null: signed out). */
export function apiCaller(t: { app: App }) {
  return (
    token: string | null,
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url,
      headers: token ? bearer(token) : {},
      ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
    });
}

/** A signed-in user of any built-in role, created directly (registration only makes subscribers). */
export async function createUserWithRole(
  app: App,
  db: Db,
  role: 'client' | 'customer' | 'admin' | 'subscriber',
  overrides: { subscriberId?: string } = {},
): Promise<AuthResponse> {
  counter++;
  const email = `${role}${counter}-${Date.now()}@example.com`;
  const password = 'correct horse battery';
  const user = await insertUser(db, {
    email,
    username: `${role}${counter}${Date.now() % 100000}`,
    fullName: `Test ${role}`,
    password,
    role,
  });
  if (overrides.subscriberId)
    await db.update(users).set({ subscriberId: overrides.subscriberId }).where(eq(users.id, user.id));
  return signIn(app, email, password);
}

/** A subscriber as the tests act for them: their access token and id. */
export interface TestOwner {
  token: string;
  userId: string;
}

export const ownerOf = (auth: AuthResponse): TestOwner => ({
  token: auth.accessToken,
  userId: auth.userData.id,
});

const adminTokens = new WeakMap<TestApp, Promise<string>>();
/** The first admin's token, signed in once per app: sign-ins are rate limited. */
export function adminToken(t: TestApp): Promise<string> {
  let token = adminTokens.get(t);
  if (!token) {
    token = signIn(t.app, ADMIN.email, ADMIN.password).then((auth) => auth.accessToken);
    adminTokens.set(t, token);
  }
  return token;
}

/** An active subscription given by the admin (DESIGN.md §4) to the plan `plan` picks (default: the first that takes videos). */
export async function giveSubscription(
  t: TestApp,
  userId: string,
  plan: (plan: SubscriptionPlan) => boolean = (p) => p.videoAllowed,
): Promise<void> {
  const token = await adminToken(t);
  const plans = (await t.app.inject({ url: '/api/subscription-plans', headers: bearer(token) })).json()
    .items as SubscriptionPlan[];
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/subscriptions',
    headers: bearer(token),
    payload: { userId, planId: plans.find(plan)!.id, status: 'active' },
  });
  expect(response.statusCode, response.body).toBe(201);
}

/** A new subscriber, with an active subscription unless told otherwise. */
export async function createOwner(
  t: TestApp,
  options: { subscribed?: boolean; plan?: (plan: SubscriptionPlan) => boolean } = {},
): Promise<TestOwner> {
  const owner = ownerOf(await registerSubscriber(t.app));
  if (options.subscribed !== false) await giveSubscription(t, owner.userId, options.plan);
  return owner;
}

export interface TestEvent {
  owner: TestOwner;
  qr: QrCode;
  /** The "General Shares" album every event starts with. */
  generalAlbum: Album;
}

/** An event page made through the API by `owner` (default: a new subscriber with a plan), title and settings as given. */
export async function createEvent(
  t: TestApp,
  options: { owner?: TestOwner; settings?: Record<string, unknown> } = {},
): Promise<TestEvent> {
  const owner = options.owner ?? (await createOwner(t));
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/qr-codes',
    headers: bearer(owner.token),
    payload: { title: 'Ayşe & Can', ...options.settings },
  });
  expect(created.statusCode, created.body).toBe(201);
  const qr = created.json() as QrCode;
  const albums = await t.app.inject({ url: `/api/albums?qrCodeId=${qr.id}`, headers: bearer(owner.token) });
  return { owner, qr, generalAlbum: (albums.json() as { items: Album[] }).items[0]! };
}

/** An album added to the event by its owner. */
export async function addAlbum(
  t: TestApp,
  event: Pick<TestEvent, 'owner' | 'qr'>,
  body: Record<string, unknown>,
): Promise<Album> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/albums',
    headers: bearer(event.owner.token),
    payload: { qrCodeId: event.qr.id, ...body },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Album;
}

/** The error answer a test expects: status and code, and the English text when given. */
export function expectError(
  response: { statusCode: number; body: string; json(): unknown },
  status: number,
  code: string,
  message?: string,
) {
  expect({ status: response.statusCode, body: response.json() }, response.body).toMatchObject({
    status,
    body: { error: { code, ...(message !== undefined && { message }) } },
  });
}

/**
 * Looks again every 20 ms (no fixed sleeps) until `isDone` holds for what `look` gives (by
 * default: until it is truthy), and returns that; fails after `timeoutMs`.
 */
export async function waitFor<T>(
  look: () => Promise<T>,
  isDone: (value: T) => boolean = Boolean,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await look();
    if (isDone(value)) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
