import { eq } from 'drizzle-orm';
import type { AuthResponse } from '@hatira/shared/auth';
import type { Db } from '../src/db/client.js';
import { insertUser } from '../src/features/users/users.service.js';
import { users } from '../src/features/users/users.table.js';
import type { App } from '../src/lib/http.js';

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
  const response = await app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
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
