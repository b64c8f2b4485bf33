// Guest read bodies built once and sent as they are: checked against the contract's schema and
// serialised when built, so a body kept in the share cache costs nothing more to send.
import type { z } from 'zod';
import type { MediaVariant } from '@hatira/shared/media';
import { MEDIA_URL_TTL_MS } from '@hatira/shared/limits';
import { mediaUrlExpiry, signMediaUrl } from '../media/media-urls.js';

import type { Json } from '../../lib/json-body.js';

export type { Json };

/** Validates `value` as the route's response schema would, and serialises it. */
export function toJson<S extends z.ZodType>(schema: S, value: z.input<S>): Json<z.output<S>> {
  return JSON.stringify(schema.parse(value)) as Json<z.output<S>>;
}

/** `own`: a link to the guest's own post, which also works while it awaits approval (my-posts.ts). */
export const guestUrl = (
  secret: string,
  mediaId: string,
  variant: MediaVariant,
  now: number,
  download = false,
  own = false,
) => signMediaUrl(secret, { mediaId, variant, audience: 'guest', download, own }, now);

/**
 * How long a body with media addresses signed at `now` may be kept: SHARE_CACHE_MS, but never past
 * the moment its addresses would have less than a full MEDIA_URL_TTL_MS left. Addresses expire at
 * the end of the next whole TTL step (media-urls.ts), so a kept body is dropped at the next step
 * boundary at the latest, and every address a guest gets, kept or fresh, is good for over an hour.
 */
export const signedBodyExpiry =
  (ttlMs: number) =>
  (now: number): number =>
    Math.min(now + ttlMs, mediaUrlExpiry(now) - MEDIA_URL_TTL_MS);
