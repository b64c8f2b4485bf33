// Short HMAC-signed tokens (APP_SECRET): album tokens and media addresses. A token is
// `<base64url payload>.<base64url signature>`; the payload carries its own expiry.
import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';

/** The secret as a key object, made once: a gallery page signs about a hundred addresses. */
const keys = new Map<string, KeyObject>();
function keyOf(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) keys.set(secret, (key = createSecretKey(Buffer.from(secret, 'utf8'))));
  return key;
}

function signature(secret: string, purpose: string, payload: string): string {
  return createHmac('sha256', keyOf(secret)).update(`${purpose}\n${payload}`).digest('base64url');
}

/**
 * A token of a payload already written as JSON (with its `exp`): for callers that sign many
 * tokens of one shape and write the JSON themselves (media addresses).
 */
export function signJson(secret: string, purpose: string, json: string): string {
  const payload = Buffer.from(json).toString('base64url');
  return `${payload}.${signature(secret, purpose, payload)}`;
}

/** Signs `data` for one purpose (a token for one purpose is worthless for another). */
export function signToken(
  secret: string,
  purpose: string,
  data: Record<string, unknown>,
  expiresAt: number,
): string {
  return signJson(secret, purpose, JSON.stringify({ ...data, exp: expiresAt }));
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
