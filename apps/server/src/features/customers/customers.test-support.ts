// Helpers of the customers tests: the API calls and the customer's side of the invitation.
import { expect } from 'vitest';
import type { TestApp } from '../../../test/app.js';
import { bearer } from '../../../test/factories.js';
import { linkIn, mailsTo } from '../../../test/mail.js';

export function customersApi(t: TestApp) {
  const call = (
    token: string,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: Record<string, unknown>,
  ) => t.app.inject({ method, url, headers: bearer(token), ...(payload && { payload }) });
  return {
    list: (token: string, query = '') => call(token, 'GET', `/api/customers${query}`),
    create: (token: string, body: Record<string, unknown>) => call(token, 'POST', '/api/customers', body),
    get: (token: string, id: string) => call(token, 'GET', `/api/customers/${id}`),
    update: (token: string, id: string, body: Record<string, unknown>) =>
      call(token, 'PATCH', `/api/customers/${id}`, body),
    remove: (token: string, id: string) => call(token, 'DELETE', `/api/customers/${id}`),
    invite: (token: string, id: string) => call(token, 'POST', `/api/customers/${id}/invitation`),
  };
}

/** The token of the newest invitation link mailed to `email`. */
export async function invitationTokenFor(t: TestApp, email: string): Promise<string> {
  const mails = await mailsTo(t, email);
  const link = linkIn(mails.at(-1)!, '/forgot-password/reset/');
  return decodeURIComponent(link.pathname.split('/').at(-1)!);
}

/** Sets the password from the invitation and signs in as the customer; returns the access token. */
export async function acceptInvitation(t: TestApp, email: string, password: string): Promise<string> {
  const token = await invitationTokenFor(t, email);
  const reset = await t.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { token, password },
  });
  expect(reset.statusCode, reset.body).toBe(204);
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
  });
  expect(login.statusCode, login.body).toBe(201);
  return login.json().accessToken as string;
}
