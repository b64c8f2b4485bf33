// The guest pages repeat a few constants of @hatira/shared/share rather than import its zod schemas
// (share.api.ts); here they are held to the shared ones.
import { describe, expect, it } from 'vitest';
import * as shared from '@hatira/shared/share';
import { ALBUM_TOKEN_HEADER, guestDownloadPath, uploadsPath } from './share.api';

describe('share.api constants', () => {
  it('are the shared contract', () => {
    expect(ALBUM_TOKEN_HEADER).toBe(shared.ALBUM_TOKEN_HEADER);
    for (const hash of ['abc', 'with space', 'ünï/cødé'])
      expect(uploadsPath(hash)).toBe(shared.uploadsPath(hash));
    for (const [hash, albumId, token] of [
      ['abc', 'a1', undefined],
      ['ünï/cødé', 'a 2', 'tok.en+/='],
    ] as const)
      expect(guestDownloadPath(hash, albumId, token)).toBe(shared.guestDownloadPath(hash, albumId, token));
  });
});
