// What the sign-in pages ask the server (DESIGN.md §6.1), as plain requests: these pages load no
// query runtime (docs/decisions/008-first-load-budget.md). A sign-in or a new account starts the
// session here; the query cache of the previous one empties itself (lib/query-client.ts).
import type { ForgotPasswordBody, LoginBody, RegisterBody, ResetPasswordBody } from '@hatira/shared/auth';
import { api } from '../../lib/api';
import { saveSession } from '../../lib/session';

export async function login(body: LoginBody): Promise<void> {
  const auth = await api.post('/api/auth/login', { body });
  saveSession(auth);
}

/** `language`: the UI language, so the account (and its mails) start in it. */
export async function registerAccount(body: RegisterBody, language: string): Promise<void> {
  const auth = await api.post('/api/auth/register', {
    body,
    headers: { 'Accept-Language': language },
  });
  saveSession(auth);
}

export function forgotPassword(body: ForgotPasswordBody, language: string): Promise<void> {
  return api.post('/api/auth/forgot-password', {
    body,
    headers: { 'Accept-Language': language },
  });
}

export function resetPassword(body: ResetPasswordBody): Promise<void> {
  return api.post('/api/auth/reset-password', { body });
}
