// Signed, expiring media addresses (DESIGN.md §2, §6.2): `/api/media/{id}/{variant}?t=<token>`.
// The token says which copy of which item, for whom (`guest`, the venue screen's `live`, or
// `owner`) and until when. A guest or screen token is checked again when used (the post must still
// be published, the album open), so a rejected post disappears at once; an owner token names the
// session that asked for it and works while that session is signed in.
import type { MediaVariant } from '@hatira/shared/media';
import { MEDIA_URL_TTL_MS } from '@hatira/shared/limits';
import { signJson, verifyToken, type VerifyResult } from '../../lib/signed.js';

export type MediaAudience = 'guest' | 'live' | 'owner';

export interface MediaGrant {
  /** media id */
  m: string;
  v: MediaVariant;
  a: MediaAudience;
  /** Answer as a download (Content-Disposition: attachment). */
  d?: 1;
  /** An owner link's session. */
  s?: string;
  /**
   * A guest link that may show an album guests cannot see yet (decision 053): for what is signed
   * on purpose beyond the gallery (the venue screen showing hidden albums, a guest's own posts).
   * Without it, a guest link of an unrevealed album is refused when used.
   */
  h?: 1;
  /**
   * A guest link to their own post ("My posts", DESIGN.md §6.7): it also works while the post
   * awaits approval, and in an album guests cannot see yet. Given only to the device whose key
   * made the post (share/my-posts.ts).
   */
  o?: 1;
}

export type MediaUrlGrant = { mediaId: string; variant: MediaVariant; download?: boolean } & (
  | { audience: 'guest'; evenHidden?: boolean; own?: boolean }
  | { audience: 'live'; evenHidden?: boolean }
  | { audience: 'owner'; sessionId: string }
);

const PURPOSE = 'media-url';

/**
 * Expiry is rounded up to the next whole TTL step, so the same item signed twice within a step
 * has the same address and the browser's cache keeps working across gallery pages.
 */
export function mediaUrlExpiry(now = Date.now()): number {
  return (Math.floor(now / MEDIA_URL_TTL_MS) + 2) * MEDIA_URL_TTL_MS;
}

/**
 * The grant's JSON as signToken would write it ({m, v, a, d?, h?, s?, o?, exp}, in that order), without
 * building and copying an object per address: a gallery page signs about a hundred.
 */
function grantJson(grant: MediaUrlGrant, expiresAt: number): string {
  const s = JSON.stringify;
  return `{"m":${s(grant.mediaId)},"v":${s(grant.variant)},"a":${s(grant.audience)}${grant.download ? ',"d":1' : ''}${
    grant.audience !== 'owner' && grant.evenHidden ? ',"h":1' : ''
  }${grant.audience === 'owner' ? `,"s":${s(grant.sessionId)}` : grant.audience === 'guest' && grant.own ? ',"o":1' : ''},"exp":${expiresAt}}`;
}

export function signMediaUrl(secret: string, grant: MediaUrlGrant, now = Date.now()): string {
  const token = signJson(secret, PURPOSE, grantJson(grant, mediaUrlExpiry(now)));
  return `/api/media/${grant.mediaId}/${grant.variant}?t=${token}`;
}

export function verifyMediaToken(
  secret: string,
  token: string,
  now = Date.now(),
): VerifyResult<MediaGrant & { exp: number }> {
  return verifyToken<MediaGrant & Record<string, unknown>>(secret, PURPOSE, token, now) as VerifyResult<
    MediaGrant & { exp: number }
  >;
}
