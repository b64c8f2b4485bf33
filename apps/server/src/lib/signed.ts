// Short HMAC-signed tokens (APP_SECRET): album tokens and media addresses. A token is
// `<base64url payload>.<base64url signature>`; the payload carries its own expiry.
import { createHmac, timingSafeEqual } from 'node:crypto';

function signature(secret: string, purpose: string, payload: string): string {
  return createHmac('sha256', secret).update(`${purpose}\n${payload}`).digest('base64url');
}

/** Signs `data` for one purpose (a token for one purpose is worthless for another). */
export function signToken(
  secret: string,
  purpose: string,
  data: Record<string, unknown>,
  expiresAt: number,
): string {
  const payload = Buffer.from(JSON.stringify({ ...data, exp: expiresAt })).toString('base64url');
  return `${payload}.${signature(secret, purpose, payload)}`;
}

export type VerifyResult<T> = { ok: true; data: T } | { ok: false; reason: 'invalid' | 'expired' };

export function verifyToken<T extends Record<string, unknown>>(
  secret: string,
  purpose: string,
  token: string,
  now = Date.now(),
): VerifyResult<T & { exp: number }> {
  const [payload, given, extra] = token.split('.');
  if (!payload || !given || extra !== undefined) return { ok: false, reason: 'invalid' };
  const expected = Buffer.from(signature(secret, purpose, payload));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual))
    return { ok: false, reason: 'invalid' };
  let data: T & { exp: number };
  try {
    data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as T & { exp: number };
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (typeof data.exp !== 'number') return { ok: false, reason: 'invalid' };
  if (data.exp <= now) return { ok: false, reason: 'expired' };
  return { ok: true, data };
}
