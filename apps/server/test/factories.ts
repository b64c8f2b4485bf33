import type { AuthResponse } from '@hatira/shared/auth';
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
