// Media addresses are written without signToken's object copies (media-urls.ts): the tokens must
// stay byte for byte what signToken gives, so addresses already handed out and cached keep working.
import { describe, expect, it } from 'vitest';
import { signToken } from '../../lib/signed.js';
import { mediaUrlExpiry, signMediaUrl, verifyMediaToken, type MediaUrlGrant } from './media-urls.js';

const SECRET = 'test-secret-test-secret-test-secret-0123';
const NOW = Date.UTC(2026, 10, 26, 9, 30);
const MEDIA = '019abcde-1234-7000-8000-00000000000a';

describe('signMediaUrl', () => {
  it.each<[string, MediaUrlGrant, Record<string, unknown>]>([
    [
      'a guest copy',
      { mediaId: MEDIA, variant: 'thumb', audience: 'guest' },
      { m: MEDIA, v: 'thumb', a: 'guest' },
    ],
    [
      'a guest download',
      { mediaId: MEDIA, variant: 'original', audience: 'guest', download: true },
      { m: MEDIA, v: 'original', a: 'guest', d: 1 },
    ],
    [
      'a guest copy that may show a hidden album',
      { mediaId: MEDIA, variant: 'preview', audience: 'guest', evenHidden: true },
      { m: MEDIA, v: 'preview', a: 'guest', h: 1 },
    ],
    [
      "the venue screen's copy",
      { mediaId: MEDIA, variant: 'preview', audience: 'live' },
      { m: MEDIA, v: 'preview', a: 'live' },
    ],
    [
      "an owner's copy",
      { mediaId: MEDIA, variant: 'preview', audience: 'owner', sessionId: 'session-1' },
      { m: MEDIA, v: 'preview', a: 'owner', s: 'session-1' },
    ],
    [
      "an owner's download",
      { mediaId: MEDIA, variant: 'original', audience: 'owner', sessionId: 'session-1', download: true },
      { m: MEDIA, v: 'original', a: 'owner', d: 1, s: 'session-1' },
    ],
  ])('signs %s exactly as signToken does', (_, grant, data) => {
    const token = signToken(SECRET, 'media-url', data, mediaUrlExpiry(NOW));
    const url = signMediaUrl(SECRET, grant, NOW);
    expect(url).toBe(`/api/media/${MEDIA}/${grant.variant}?t=${token}`);
    const verified = verifyMediaToken(SECRET, token, NOW);
    expect(verified.ok && verified.data).toEqual({ ...data, exp: mediaUrlExpiry(NOW) });
  });

  it('a token signed with another secret is refused', () => {
    const url = signMediaUrl(
      'another-secret-another-secret-another-01',
      { mediaId: MEDIA, variant: 'thumb', audience: 'guest' },
      NOW,
    );
    expect(verifyMediaToken(SECRET, new URL(url, 'http://x').searchParams.get('t')!, NOW)).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });
});
