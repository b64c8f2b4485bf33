import type { TestApp } from '../../../test/app.js';
import { bearer } from '../../../test/factories.js';

let counter = 0;

/** A JSON call as the holder of `token`. */
export function api(t: TestApp, token: string) {
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload && { payload }) });
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload?: object) => call('POST', url, payload ?? {}),
    patch: (url: string, payload: object) => call('PATCH', url, payload),
    delete: (url: string) => call('DELETE', url),
  };
}

export function newUserBody(overrides: Record<string, unknown> = {}) {
  counter++;
  return {
    fullName: `Kullanıcı ${counter}`,
    username: `user${counter}x${Date.now() % 100000}`,
    email: `user${counter}-${Date.now()}@example.com`,
    password: 'correct horse battery',
    role: 'client',
    status: 'active',
    ...overrides,
  };
}
