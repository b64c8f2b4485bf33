// POST /api/share/{hash}/albums/{albumId}/access and the album checks of the gallery: unknown,
// inactive and protected albums, album tokens, and throttled wrong passwords (DESIGN.md §6.2).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALBUM_TOKEN_HEADER } from '@hatira/shared/share';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { addAlbum, createEvent, expectError, type TestEvent } from '../../../test/factories.js';
import { uuidv7 } from '../../lib/ids.js';
import { addPost, patchAlbum, patchEvent, shareApi } from './share.test-support.js';

let t: TestApp;
let api: ReturnType<typeof shareApi>;
beforeAll(async () => {
  t = await createTestApp();
  api = shareApi(t);
});
afterAll(() => t.close());

const ENTERED = 'The album has been entered.';
const NOT_FOUND = [404, 'ALBUM_NOT_FOUND', 'Selected Album Not Found!'] as const;
const UNAVAILABLE = [403, 'ALBUM_UNAVAILABLE', 'This album is not available!'] as const;
const REQUIRED = [403, 'ALBUM_PASSWORD_REQUIRED', 'Please Enter Album Password!'] as const;
const INCORRECT = [403, 'ALBUM_PASSWORD_INCORRECT', 'Album password is incorrect please try again!'] as const;

async function enter(event: TestEvent, albumId: string, password: string, ip?: string): Promise<string> {
  const response = await api.access(event.qr.hash, albumId, { password }, ip);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json().message).toBe(ENTERED);
  return response.json().albumToken as string;
}

const withToken = (token: string) => ({ [ALBUM_TOKEN_HEADER]: token });

describe('POST /api/share/{hash}/albums/{albumId}/access', () => {
  it('answers an album token for the right password, which opens the gallery', async () => {
    const event = await createEvent(t);
    const album = await addAlbum(t, event, { name: 'Aile', password: 'Gizli Şifre 1' });
    const post = await addPost(t, album);
    expectError(await api.posts(event.qr.hash, album.id), ...REQUIRED);
    expectError(await api.posts(event.qr.hash, album.id, '', withToken('forged.token')), ...REQUIRED);

    const token = await enter(event, album.id, 'Gizli Şifre 1');
    const gallery = await api.posts(event.qr.hash, album.id, '', withToken(token));
    expect(gallery.statusCode, gallery.body).toBe(200);
    expect(gallery.json().items.map((p: { id: string }) => p.id)).toEqual([post.id]);
  });

  it('ALBUM_PASSWORD_REQUIRED for a missing or empty password, ALBUM_PASSWORD_INCORRECT for a wrong one', async () => {
    const event = await createEvent(t);
    const album = await addAlbum(t, event, { name: 'Aile', password: 'Gizli Şifre 1' });
    expectError(await api.access(event.qr.hash, album.id, { password: '' }), ...REQUIRED);
    expectError(await api.access(event.qr.hash, album.id, {}), ...REQUIRED);
    expectError(await api.access(event.qr.hash, album.id), ...REQUIRED);
    expectError(await api.access(event.qr.hash, album.id, { password: 'gizli şifre 1' }), ...INCORRECT);
    // taken exactly as typed: no trimming
    expectError(await api.access(event.qr.hash, album.id, { password: ' Gizli Şifre 1' }), ...INCORRECT);
    const invalid = await api.access(event.qr.hash, album.id, { password: 42 });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('answers a token for an open album too, whatever the password field holds', async () => {
    const event = await createEvent(t);
    const response = await api.access(event.qr.hash, event.generalAlbum.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ albumToken: expect.any(String), message: ENTERED });
    expect((await api.access(event.qr.hash, event.generalAlbum.id, { password: 'x' })).statusCode).toBe(200);
  });

  it('ALBUM_NOT_FOUND for an unknown id, another event’s album and a non-uuid, on every album call', async () => {
    const event = await createEvent(t);
    const other = await createEvent(t);
    for (const albumId of [uuidv7(), other.generalAlbum.id, 'not-a-uuid', '1%27%20or%201%3D1']) {
      expectError(await api.access(event.qr.hash, albumId, { password: 'whatever' }), ...NOT_FOUND);
      expectError(await api.posts(event.qr.hash, albumId), ...NOT_FOUND);
    }
  });

  it('ALBUM_UNAVAILABLE for an inactive album, even a protected one with the right password', async () => {
    const event = await createEvent(t);
    const album = await addAlbum(t, event, { name: 'Later', password: 'open-sesame', isActive: false });
    expectError(await api.access(event.qr.hash, album.id, { password: 'open-sesame' }), ...UNAVAILABLE);
    expectError(await api.posts(event.qr.hash, album.id), ...UNAVAILABLE);
    await patchAlbum(t, event, album.id, { isActive: true });
    await enter(event, album.id, 'open-sesame');
  });

  it('checks the page before the album: QR_INACTIVE wins over a right password', async () => {
    const event = await createEvent(t);
    const album = await addAlbum(t, event, { name: 'Aile', password: 'open-sesame' });
    await patchEvent(t, event, { isActive: false });
    const response = await api.access(event.qr.hash, album.id, { password: 'open-sesame' });
    expectError(response, 403, 'QR_INACTIVE', 'QR page is not active. Please try again later!');
  });

  it('a token for album A does not open album B, nor the same album on another page', async () => {
    const event = await createEvent(t);
    const a = await addAlbum(t, event, { name: 'A', password: 'same-password' });
    const b = await addAlbum(t, event, { name: 'B', password: 'same-password' });
    const tokenA = await enter(event, a.id, 'same-password');
    expect((await api.posts(event.qr.hash, a.id, '', withToken(tokenA))).statusCode).toBe(200);
    expectError(await api.posts(event.qr.hash, b.id, '', withToken(tokenA)), ...REQUIRED);
    const other = await createEvent(t);
    expectError(await api.posts(other.qr.hash, a.id, '', withToken(tokenA)), ...NOT_FOUND);
  });

  it('a token dies when the owner changes the password; an open album’s token dies when it gets one', async () => {
    const event = await createEvent(t);
    const album = await addAlbum(t, event, { name: 'Aile', password: 'first-password' });
    const token = await enter(event, album.id, 'first-password');
    await patchAlbum(t, event, album.id, { password: 'second-password' });
    expectError(await api.posts(event.qr.hash, album.id, '', withToken(token)), ...REQUIRED);
    expectError(await api.access(event.qr.hash, album.id, { password: 'first-password' }), ...INCORRECT);
    const fresh = await enter(event, album.id, 'second-password');
    expect((await api.posts(event.qr.hash, album.id, '', withToken(fresh))).statusCode).toBe(200);

    const openToken = await enter(event, event.generalAlbum.id, '');
    await patchAlbum(t, event, event.generalAlbum.id, { password: 'now-closed' });
    expectError(await api.posts(event.qr.hash, event.generalAlbum.id, '', withToken(openToken)), ...REQUIRED);
  });
});

describe('wrong album passwords are throttled per address and album', () => {
  it('refuses the 11th attempt within 15 minutes with RATE_LIMITED and Retry-After, even a right one', async () => {
    const event = await createEvent(t);
    const album = await addAlbum(t, event, { name: 'Aile', password: 'right-password' });
    const other = await addAlbum(t, event, { name: 'Nikah', password: 'other-password' });
    const attacker = '198.51.100.20';
    for (let i = 0; i < 10; i++)
      expectError(
        await api.access(event.qr.hash, album.id, { password: `guess-${i}` }, attacker),
        ...INCORRECT,
      );
    for (const password of ['guess-11', 'right-password']) {
      const limited = await api.access(event.qr.hash, album.id, { password }, attacker);
      expectError(limited, 429, 'RATE_LIMITED', 'Too many attempts. Please wait a moment and try again.');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(14 * 60);
      expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    }
    // never a lock-out for others: another address, or another album from the same address
    await enter(event, album.id, 'right-password', '198.51.100.21');
    await enter(event, other.id, 'other-password', attacker);
    expectError(await api.access(event.qr.hash, other.id, { password: 'nope' }, attacker), ...INCORRECT);
  });

  it('a right password clears the count of earlier wrong ones', async () => {
    const event = await createEvent(t);
    const album = await addAlbum(t, event, { name: 'Aile', password: 'right-password' });
    const guest = '198.51.100.30';
    for (let i = 0; i < 9; i++)
      expectError(await api.access(event.qr.hash, album.id, { password: `typo-${i}` }, guest), ...INCORRECT);
    await enter(event, album.id, 'right-password', guest);
    for (let i = 0; i < 9; i++)
      expectError(await api.access(event.qr.hash, album.id, { password: `typo-${i}` }, guest), ...INCORRECT);
    await enter(event, album.id, 'right-password', guest);
  });
});
