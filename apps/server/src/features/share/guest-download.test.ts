// GET /api/share/{hash}/albums/{albumId}/download (DESIGN.md §6.7, decision 053): the album's
// published, ready photos and videos as a ZIP for its guests — the guests' copies of the originals
// (what their download link gives, without the uploader's location), named as the owner's ZIP
// names them — only when the owner allows it and guests can see the album, behind the usual gate.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Album } from '@hatira/shared/albums';
import type { SharePostsResponse } from '@hatira/shared/share';
import { guestDownloadPath } from '@hatira/shared/share';
import { createTestApp, type TestApp } from '../../../test/app.js';
import {
  addAlbum,
  bearer,
  createEvent,
  createOwner,
  expectError,
  type TestEvent,
} from '../../../test/factories.js';
import { blockedIps } from '../blocked-ips/blocked-ips.table.js';
import { readZip } from '../posts/posts.test-support.js';
import { GUEST_DOWNLOADS } from './guest-download.js';
import { addPost, mediaCopies, patchAlbum, patchEvent, shareApi } from './share.test-support.js';

let t: TestApp;
let api: ReturnType<typeof shareApi>;
let event: TestEvent;
let album: Album;
beforeAll(async () => {
  t = await createTestApp();
  api = shareApi(t);
  event = await createEvent(t, { settings: { allowGuestDownload: true } });
  album = await addAlbum(t, event, { name: 'Düğün' });
  const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
  await addPost(t, album, {
    guestName: 'Ayşe',
    createdAt: at(30),
    media: [{ kind: 'photo' }, { kind: 'video', playback: true }],
  });
  await addPost(t, album, { guestName: 'Can', createdAt: at(20), status: 'pending' });
  await addPost(t, album, { guestName: 'Deniz', createdAt: at(15), status: 'rejected' });
  await addPost(t, album, { guestName: 'Elif', createdAt: at(10), media: [{ status: 'processing' }] });
  await addPost(t, album, { guestName: 'ayşe', createdAt: at(5) });
});
afterAll(() => t.close());

const download = (albumId: string, options: { token?: string; ip?: string; hash?: string } = {}) =>
  t.app.inject({
    url: guestDownloadPath(options.hash ?? event.qr.hash, albumId, options.token),
    ...(options.ip && { remoteAddress: options.ip }),
  });

async function anotherEvent(settings: Record<string, unknown> = { allowGuestDownload: true }) {
  const other = await createEvent(t, { settings });
  await addPost(t, other.generalAlbum);
  return other;
}

describe('the guests’ ZIP of an album', () => {
  it('streams the published, ready media as the guests’ copies, named per guest in upload order', async () => {
    const response = await download(album.id, { ip: '203.0.113.1' });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Ayse & Can - Dugun.zip"; filename*=UTF-8''Ay%C5%9Fe%20%26%20Can%20-%20D%C3%BC%C4%9F%C3%BCn.zip`,
    );
    const entries = readZip(response.rawPayload);
    expect(entries.map((entry) => entry.name)).toEqual(['Ayşe-1.jpg', 'Ayşe-2.mp4', 'ayşe-3.jpg']);

    // each file is exactly what the guest's own download link gives: not the stored original
    const gallery = (await api.posts(event.qr.hash, album.id)).json() as SharePostsResponse;
    const links = gallery.items.toReversed().flatMap((post) => post.media.map((item) => item.downloadUrl!));
    const copies = await Promise.all(links.map((url) => t.app.inject({ url })));
    expect(entries.map((entry) => entry.data)).toEqual(copies.map((copy) => copy.rawPayload));
    const { photoOriginal } = await mediaCopies();
    expect(entries[0]!.data.length).toBe(photoOriginal.length);
    expect(entries[0]!.data.equals(photoOriginal)).toBe(false); // the location and camera data are blanked
  });

  it('GUEST_DOWNLOAD_DISABLED (403) when the owner does not allow downloads', async () => {
    const closed = await anotherEvent({ allowGuestDownload: false });
    expectError(
      await download(closed.generalAlbum.id, { hash: closed.qr.hash }),
      403,
      'GUEST_DOWNLOAD_DISABLED',
      'Downloading the album is not allowed for this event.',
    );
  });

  it('ALBUM_NOT_REVEALED (403) before the reveal and for a drop box; the ZIP once revealed', async () => {
    const later = await addAlbum(t, event, {
      name: 'Sonra',
      visibility: 'after_reveal',
      revealAt: new Date(Date.now() + 60 * 60_000).toISOString(),
    });
    const box = await addAlbum(t, event, { name: 'Kutu', visibility: 'owner_only' });
    for (const hidden of [later, box]) {
      await addPost(t, hidden);
      expectError(await download(hidden.id), 403, 'ALBUM_NOT_REVEALED', 'This album is not open yet.');
    }
    const revealed = await t.app.inject({
      method: 'POST',
      url: `/api/albums/${later.id}/reveal`,
      headers: bearer(event.owner.token),
    });
    expect(revealed.statusCode, revealed.body).toBe(200);
    const response = await download(later.id);
    expect(response.statusCode).toBe(200);
    expect(readZip(response.rawPayload).map((entry) => entry.name)).toEqual(['Zeynep-1.jpg']);
  });

  it('a protected album needs its token in the query, with the gallery’s codes', async () => {
    const other = await anotherEvent();
    await patchAlbum(t, other, other.generalAlbum.id, { password: 'kina-gecesi' });
    const albumId = other.generalAlbum.id;
    const options = { hash: other.qr.hash };
    expectError(await download(albumId, options), 403, 'ALBUM_PASSWORD_REQUIRED');
    expectError(await download(albumId, { ...options, token: 'forged' }), 403, 'ALBUM_PASSWORD_REQUIRED');
    const entered = await api.access(other.qr.hash, albumId, { password: 'kina-gecesi' });
    const { albumToken } = entered.json() as { albumToken: string };
    const response = await download(albumId, { ...options, token: albumToken });
    expect(response.statusCode).toBe(200);
    expect(readZip(response.rawPayload)).toHaveLength(1);
  });

  it('passes the usual gate first: unknown page and album, blocked address, inactive page, no plan', async () => {
    expectError(await download(album.id, { hash: 'no-such-page' }), 404, 'QR_NOT_FOUND');
    expectError(await download('0190a0a0-0000-7000-8000-000000000000'), 404, 'ALBUM_NOT_FOUND');
    const other = await anotherEvent();
    expectError(await download(album.id, { hash: other.qr.hash }), 404, 'ALBUM_NOT_FOUND');

    await t.db.insert(blockedIps).values({ ownerId: other.owner.userId, ip: '198.51.100.66' });
    const blocked = { hash: other.qr.hash, ip: '198.51.100.66' };
    expectError(await download(other.generalAlbum.id, blocked), 403, 'IP_BLOCKED');
    await patchAlbum(t, other, other.generalAlbum.id, { isActive: false });
    expectError(await download(other.generalAlbum.id, { hash: other.qr.hash }), 403, 'ALBUM_UNAVAILABLE');
    await patchEvent(t, other, { isActive: false });
    expectError(await download(other.generalAlbum.id, { hash: other.qr.hash }), 403, 'QR_INACTIVE');

    const unpaid = await createEvent(t, {
      owner: await createOwner(t, { subscribed: false }),
      settings: { allowGuestDownload: true },
    });
    expectError(
      await download(unpaid.generalAlbum.id, { hash: unpaid.qr.hash }),
      403,
      'SUBSCRIPTION_PROBLEM',
    );
  });

  it('refuses one archive more than the limit from one address within the hour, with Retry-After', async () => {
    const other = await anotherEvent();
    const options = { hash: other.qr.hash, ip: '192.0.2.99' };
    for (let i = 0; i < GUEST_DOWNLOADS.limit; i++)
      expect((await download(other.generalAlbum.id, options)).statusCode).toBe(200);
    const refused = await download(other.generalAlbum.id, options);
    expectError(refused, 429, 'RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // another address of the venue is still served
    const neighbour = await download(other.generalAlbum.id, { ...options, ip: '192.0.2.100' });
    expect(neighbour.statusCode).toBe(200);
  });
});
