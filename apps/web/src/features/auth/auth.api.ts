// What the sign-in pages ask the server (DESIGN.md §6.1), as plain requests: these pages load no
// query runtime (docs/decisions/008-first-load-budget.md). A sign-in or a new account starts the
// session here; the query cache of the previous one empties itself (lib/query-client.ts).
import type {
  AuthResponse,
  ForgotPasswordBody,
  LoginBody,
  RegisterBody,
  ResetPasswordBody,
} from '@hatira/shared/auth';
import { api } from '../../lib/api';
import { saveSession } from '../../lib/session';

export async function login(body: LoginBody): Promise<void> {
  const auth = await api<AuthResponse>('/api/auth/login', { method: 'POST', body });
  saveSession(auth);
}

/** `language`: the UI language, so the account (and its mails) start in it. */
export async function registerAccount(body: RegisterBody, language: string): Promise<void> {
  const auth = await api<AuthResponse>('/api/auth/register', {
    method: 'POST',
    body,
    headers: { 'Accept-Language': language },
  });
  saveSession(auth);
}

export function forgotPassword(body: ForgotPasswordBody, language: string): Promise<void> {
  return api<void>('/api/auth/forgot-password', {
    method: 'POST',
    body,
    headers: { 'Accept-Language': language },
  });
}

export function resetPassword(body: ResetPasswordBody): Promise<void> {
  return api<void>('/api/auth/reset-password', { method: 'POST', body });
}
