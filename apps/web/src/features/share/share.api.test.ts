// The guest pages repeat constants of @hatira/shared rather than import its zod schemas (share.api.ts,
// guest-key.ts); here they are held to the shared ones. And the device key itself.
import { afterEach, describe, expect, it } from 'vitest';
import { GUEST_KEY_PATTERN } from '@hatira/shared/limits';
import * as shared from '@hatira/shared/share';
import { getItem } from '../../lib/storage';
import { resetBrowserState } from '../../test-utils';
import { GUEST_KEY_HEADER, GUEST_KEY_STORAGE, guestKey } from './guest-key';
import { guestDownloadPath } from './album-download';
import { ALBUM_TOKEN_HEADER, uploadsPath } from './share.api';

afterEach(resetBrowserState);

describe('the device key', () => {
  it('is 128 random bits as 32 hex digits, made once and kept on the device', () => {
    resetBrowserState();
    const key = guestKey();
    expect(key).toMatch(GUEST_KEY_PATTERN);
    expect(guestKey()).toBe(key);
    expect(getItem(GUEST_KEY_STORAGE)).toBe(key);
    // another device (nothing stored) gets another key
    resetBrowserState();
    expect(guestKey()).not.toBe(key);
  });
});

describe('share.api constants', () => {
  it('are the shared contract', () => {
    expect(ALBUM_TOKEN_HEADER).toBe(shared.ALBUM_TOKEN_HEADER);
    expect(GUEST_KEY_HEADER).toBe(shared.GUEST_KEY_HEADER);
    for (const hash of ['abc', 'with space', 'ünï/cødé'])
      expect(uploadsPath(hash)).toBe(shared.uploadsPath(hash));
    for (const [hash, albumId, token] of [
      ['abc', 'a1', undefined],
      ['ünï/cødé', 'a 2', 'tok.en+/='],
    ] as const)
      expect(guestDownloadPath(hash, albumId, token)).toBe(shared.guestDownloadPath(hash, albumId, token));
  });
});
