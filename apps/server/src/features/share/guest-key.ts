// A guest's device key (DESIGN.md §6.7, docs/decisions/055): the share pages send 128 random bits
// as 32 lowercase hex digits in X-Guest-Key, and the server keeps only their SHA-256. A missing or
// malformed key is no key, never an error: the post is made without one, "My posts" is empty.
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { GUEST_KEY_PATTERN } from '@hatira/shared/limits';
import { GUEST_KEY_HEADER } from '@hatira/shared/share';

/** The SHA-256 (hex) of the request's well-formed X-Guest-Key, or null. */
export function guestKeyHashOf(request: Pick<FastifyRequest, 'headers'>): string | null {
  const value = request.headers[GUEST_KEY_HEADER];
  const key = Array.isArray(value) ? value[0] : value;
  if (!key || !GUEST_KEY_PATTERN.test(key)) return null;
  return createHash('sha256').update(key).digest('hex');
}
