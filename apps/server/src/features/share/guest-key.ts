// A guest's device key (DESIGN.md §6.7, docs/decisions/055): the share pages send 128 random bits
// as 32 lowercase hex digits in X-Guest-Key, and the server keeps only their SHA-256. A missing or
// malformed key is no key, never an error: the post is made without one, "My posts" is empty.
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { GUEST_KEY_PATTERN } from '@hatira/shared/limits';
import { GUEST_KEY_HEADER } from '@hatira/shared/share';
import type { GuestOrigin } from '../blocked-ips/blocked-ips.service.js';

/** The SHA-256 (hex) of the request's device key, or null when it sent none (or not one of ours). */
export function guestKeyHashOf(request: Pick<FastifyRequest, 'headers'>): string | null {
  const raw = request.headers[GUEST_KEY_HEADER];
  const key = Array.isArray(raw) ? raw[0] : raw;
  return key && GUEST_KEY_PATTERN.test(key) ? createHash('sha256').update(key).digest('hex') : null;
}

/** Who a share call comes from, as the blocked list tells guests apart (share-gate.ts). */
export const guestOriginOf = (request: Pick<FastifyRequest, 'headers' | 'ip'>): GuestOrigin => ({
  ip: request.ip,
  keyHash: guestKeyHashOf(request),
});
