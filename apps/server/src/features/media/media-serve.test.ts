// GET /api/media/{id}/{variant}?t=…: signed, expiring addresses of the stored copies. Guest links
// are checked again when used; files are streamed with ranges for video seeking.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaVariant } from '@hatira/shared/media';
import type { GuestMedia, SharePostsResponse } from '@hatira/shared/share';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { addAlbum, bearer, createEvent, expectError, type TestEvent } from '../../../test/factories.js';
import { mediaKey } from '../../lib/storage/storage.js';
import { posts } from '../posts/posts.table.js';
import { addPost, blockIp, patchAlbum, patchEvent, shareApi } from '../share/share.test-support.js';
import { subscriptions } from '../subscriptions/subscriptions.table.js';
import { resolveSession } from '../sessions/sessions.service.js';
import { signMediaUrl } from './media-urls.js';
import { media } from './media.table.js';

let t: TestApp;
let api: ReturnType<typeof shareApi>;
beforeAll(async () => {
  t = await createTestApp();
  api = shareApi(t);
});
afterAll(() => t.close());

const NOT_FOUND = [404, 'NOT_FOUND', 'Data not found.'] as const;
const HOUR = 60 * 60 * 1000;

const get = (url: string, headers: Record<string, string> = {}, remoteAddress?: string) =>
  t.app.inject({ url, headers, ...(remoteAddress && { remoteAddress }) });

/** The media of an album as the gallery hands them to a guest. */
async function galleryMedia(event: TestEvent, albumId = event.generalAlbum.id): Promise<GuestMedia[]> {
  const response = await api.posts(event.qr.hash, albumId);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as SharePostsResponse).items.flatMap((post) => post.media);
}

/** A guest's link, or with `owner` (a session id) an owner's. */
const sign = (
  mediaId: string,
  variant: MediaVariant,
  extra: { owner?: string; download?: boolean; now?: number } = {},
) =>
  signMediaUrl(
    t.appSecret,
    extra.owner
      ? { mediaId, variant, audience: 'owner', sessionId: extra.owner, download: extra.download }
      : { mediaId, variant, audience: 'guest', download: extra.download },
    extra.now,
  );

/** The session id behind an access token. */
const sessionOf = async (token: string) => (await resolveSession(t.db, t.config, token))!.sessionId;

describe('serving a copy', () => {
  it('streams a guest thumbnail with its type, length, validators and a private cache lifetime', async () => {
    const event = await createEvent(t);
    const post = await addPost(t, event.generalAlbum);
    const [item] = await galleryMedia(event);
    const response = await get(item!.thumbUrl!);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(post.media[0]!.files.thumb!)).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'image/webp',
      'content-length': String(post.media[0]!.files.thumb!.length),
      'accept-ranges': 'bytes',
      etag: expect.stringMatching(/^"[\w-]+"$/),
    });
    expect(response.headers['content-disposition']).toBeUndefined();
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(String(response.headers['cache-control']))![1]);
    expect(maxAge).toBeGreaterThan(HOUR / 1000 - 5);
    expect(maxAge).toBeLessThanOrEqual((2 * HOUR) / 1000);

    const preview = await get(item!.previewUrl!);
    expect(preview.rawPayload.equals(post.media[0]!.files.preview!)).toBe(true);

    const again = await get(item!.thumbUrl!, { 'if-none-match': String(response.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);

    const head = await t.app.inject({ method: 'HEAD', url: item!.thumbUrl! });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(post.media[0]!.files.thumb!.length));
    expect(head.rawPayload.length).toBe(0);
  });

  it('answers single byte ranges with 206 (video seeking), and 416 past the end', async () => {
    const event = await createEvent(t);
    const post = await addPost(t, event.generalAlbum, { media: [{ kind: 'video', playback: true }] });
    const [video] = await galleryMedia(event);
    const bytes = post.media[0]!.files.playback!;
    const size = bytes.length;
    const ranged = (range: string, extra: Record<string, string> = {}) =>
      get(video!.videoUrl!, { range, ...extra });

    const middle = await ranged('bytes=100-1099');
    expect(middle.statusCode).toBe(206);
    expect(middle.headers).toMatchObject({
      'content-type': 'video/mp4',
      'content-range': `bytes 100-1099/${size}`,
      'content-length': '1000',
      'accept-ranges': 'bytes',
    });
    expect(middle.rawPayload.equals(bytes.subarray(100, 1100))).toBe(true);

    const tail = await ranged('bytes=-500');
    expect(tail.headers['content-range']).toBe(`bytes ${size - 500}-${size - 1}/${size}`);
    expect(tail.rawPayload.equals(bytes.subarray(size - 500))).toBe(true);

    const open = await ranged(`bytes=${size - 10}-`);
    expect(open.statusCode).toBe(206);
    expect(open.rawPayload.equals(bytes.subarray(size - 10))).toBe(true);

    const clipped = await ranged(`bytes=0-${size + 1000}`);
    expect(clipped.headers['content-range']).toBe(`bytes 0-${size - 1}/${size}`);
    expect(clipped.rawPayload.equals(bytes)).toBe(true);

    const past = await ranged(`bytes=${size}-`);
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${size}`);
    expect(past.rawPayload.length).toBe(0);

    // several ranges, a malformed one or a stale If-Range: the whole file
    for (const [range, extra] of [
      ['bytes=0-10,20-30', {}],
      ['bytes=50-10', {}],
      ['items=0-10', {}],
      ['bytes=0-10', { 'if-range': '"some-other-version"' }],
    ] as const) {
      const whole = await ranged(range, extra);
      expect(whole.statusCode, range).toBe(200);
      expect(whole.rawPayload.equals(bytes)).toBe(true);
    }
    const matching = await ranged('bytes=0-9', { 'if-range': String(middle.headers.etag) });
    expect(matching.statusCode).toBe(206);
  });

  it('plays a video’s original when there is no playable copy (no ffmpeg), with ranges', async () => {
    const event = await createEvent(t);
    const post = await addPost(t, event.generalAlbum, { media: [{ kind: 'video' }] });
    const [video] = await galleryMedia(event);
    expect(video!.videoUrl).toMatch(/\/original\?t=/);
    const response = await get(video!.videoUrl!, { range: 'bytes=0-99' });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-type']).toBe('video/mp4');
    expect(response.rawPayload.equals(post.media[0]!.files.original!.subarray(0, 100))).toBe(true);
  });

  it('ignores a stale or bogus Authorization header (never 401)', async () => {
    const event = await createEvent(t);
    await addPost(t, event.generalAlbum);
    const [item] = await galleryMedia(event);
    expect((await get(item!.thumbUrl!, bearer('bogus-session-token'))).statusCode).toBe(200);
  });
});

describe('the token', () => {
  it('MEDIA_LINK_EXPIRED for an expired address', async () => {
    const event = await createEvent(t);
    const post = await addPost(t, event.generalAlbum);
    const expired = await get(sign(post.media[0]!.id, 'thumb', { now: Date.now() - 3 * HOUR }));
    expectError(expired, 403, 'MEDIA_LINK_EXPIRED', 'This media link has expired. Please reload the page.');
  });

  it('NOT_FOUND for a missing, forged or borrowed token, or another item or copy', async () => {
    const event = await createEvent(t);
    const post = await addPost(t, event.generalAlbum);
    const other = await addPost(t, event.generalAlbum);
    const id = post.media[0]!.id;
    const good = sign(id, 'thumb');
    const token = new URL(good, 'http://x').searchParams.get('t')!;
    const [payload, signature] = token.split('.') as [string, string];
    const forgedPayload = Buffer.from(
      JSON.stringify({ m: id, v: 'original', a: 'owner', exp: Date.now() + HOUR }),
    ).toString('base64url');
    const albumToken = (await api.access(event.qr.hash, event.generalAlbum.id)).json().albumToken as string;
    for (const url of [
      `/api/media/${id}/thumb`,
      `/api/media/${id}/thumb?t=`,
      `/api/media/${id}/thumb?t=${payload}.${signature.slice(0, -2)}xx`,
      `/api/media/${id}/original?t=${forgedPayload}.${signature}`,
      `/api/media/${id}/thumb?t=${albumToken}`,
      `/api/media/${id}/preview?t=${token}`,
      `/api/media/${other.media[0]!.id}/thumb?t=${token}`,
      `/api/media/not-a-uuid/thumb?t=${token}`,
      `/api/media/${id}/secret?t=${token}`,
    ])
      expectError(await get(url), ...NOT_FOUND);
    expect((await get(good)).statusCode).toBe(200);
  });
});

describe('a guest link is checked again when used', () => {
  it('NOT_FOUND once the post is rejected or back to pending, and while media are not ready', async () => {
    const event = await createEvent(t);
    const post = await addPost(t, event.generalAlbum);
    const [item] = await galleryMedia(event);
    expect((await get(item!.thumbUrl!)).statusCode).toBe(200);
    for (const status of ['rejected', 'pending'] as const) {
      await t.db.update(posts).set({ status }).where(eq(posts.id, post.id));
      expectError(await get(item!.thumbUrl!), ...NOT_FOUND);
      expectError(await get(item!.previewUrl!), ...NOT_FOUND);
    }
    await t.db.update(posts).set({ status: 'published' }).where(eq(posts.id, post.id));
    await t.db.update(media).set({ status: 'processing' }).where(eq(media.id, item!.id));
    expectError(await get(item!.thumbUrl!), ...NOT_FOUND);
  });

  it('answers the page’s and album’s own codes when they close, and IP_BLOCKED for a blocked guest', async () => {
    const event = await createEvent(t);
    await addPost(t, event.generalAlbum);
    const [item] = await galleryMedia(event);
    const url = item!.thumbUrl!;

    await blockIp(t, event.owner.token, '198.51.100.0/24');
    expectError(
      await get(url, {}, '198.51.100.9'),
      403,
      'IP_BLOCKED',
      'You have been blocked from accessing this page!',
    );
    expect((await get(url, {}, '192.0.2.50')).statusCode).toBe(200);

    await patchAlbum(t, event, event.generalAlbum.id, { isActive: false });
    expectError(await get(url), 403, 'ALBUM_UNAVAILABLE', 'This album is not available!');
    await patchAlbum(t, event, event.generalAlbum.id, { isActive: true });

    await patchEvent(t, event, { isActive: false });
    expectError(await get(url), 403, 'QR_INACTIVE', 'QR page is not active. Please try again later!');
    await patchEvent(t, event, { isActive: true });

    await t.db
      .update(subscriptions)
      .set({ endsAt: new Date(Date.now() - 1000), startsAt: new Date(Date.now() - 86_400_000) })
      .where(eq(subscriptions.userId, event.owner.userId));
    expectError(
      await get(url),
      403,
      'SUBSCRIPTION_PROBLEM',
      'There is a subscription problem. If you think there is an error, please contact us!',
    );
  });

  it('NOT_FOUND when the stored file is gone', async () => {
    const event = await createEvent(t);
    const post = await addPost(t, event.generalAlbum);
    const [item] = await galleryMedia(event);
    await t.storage.delete(mediaKey(event.generalAlbum.id, post.media[0]!.id, 'thumb'));
    expectError(await get(item!.thumbUrl!), ...NOT_FOUND);
  });
});

describe('originals and downloads', () => {
  it('hides a photo’s original from guests unless the owner allows guest downloads', async () => {
    const event = await createEvent(t);
    const post = await addPost(t, event.generalAlbum);
    const id = post.media[0]!.id;
    expectError(await get(sign(id, 'original')), ...NOT_FOUND);
    expectError(await get(sign(id, 'original', { download: true })), ...NOT_FOUND);
  });

  it('serves a guest download as an attachment with a neutral name, until downloads are switched off', async () => {
    const event = await createEvent(t, { settings: { allowGuestDownload: true } });
    const album = await addAlbum(t, event, { name: 'Düğün Töreni "1"' });
    const post = await addPost(t, album, { media: [{ originalFilename: 'IMG_4711 Ayşe.JPG' }] });
    const [item] = await galleryMedia(event, album.id);
    const response = await get(item!.downloadUrl!);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    // the guest's copy of the original: its length, without the uploader's metadata (media.guest-copy.test.ts)
    const original = post.media[0]!.files.original!;
    expect(response.rawPayload.length).toBe(original.length);
    expect(response.rawPayload.equals(original)).toBe(false);
    expect(response.rawPayload.subarray(-1000).equals(original.subarray(-1000))).toBe(true);
    const short = post.media[0]!.id.slice(-8);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Dugun Toreni _1_-${short}.jpg"; ` +
        `filename*=UTF-8''D%C3%BC%C4%9F%C3%BCn%20T%C3%B6reni%20_1_-${short}.jpg`,
    );
    expect(String(response.headers['content-disposition'])).not.toContain('IMG_4711');

    await patchEvent(t, event, { allowGuestDownload: false });
    expectError(await get(item!.downloadUrl!), ...NOT_FOUND);
  });

  it('gives the owner the original under the guest’s file name, whatever the post’s status', async () => {
    const event = await createEvent(t);
    const post = await addPost(t, event.generalAlbum, {
      status: 'pending',
      media: [{ originalFilename: 'İlk dans/ çiçek.JPG', status: 'processing' }],
    });
    const session = await sessionOf(event.owner.token);
    const response = await get(sign(post.media[0]!.id, 'original', { owner: session, download: true }));
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(post.media[0]!.files.original!)).toBe(true);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Ilk dans_ cicek.JPG"; filename*=UTF-8''%C4%B0lk%20dans_%20%C3%A7i%C3%A7ek.JPG`,
    );
    const inline = await get(sign(post.media[0]!.id, 'original', { owner: session }));
    expect(inline.statusCode).toBe(200);
    expect(inline.headers['content-disposition']).toBeUndefined();
  });

  it('ends an owner’s links when the session that got them signs out', async () => {
    const event = await createEvent(t);
    await addPost(t, event.generalAlbum, { status: 'pending' });
    const listed = await t.app.inject({
      url: `/api/posts?qrCodeId=${event.qr.id}`,
      headers: bearer(event.owner.token),
    });
    const [item] = (listed.json() as { items: { media: { originalUrl: string; thumbUrl: string }[] }[] })
      .items[0]!.media;
    expect((await get(item!.originalUrl)).statusCode).toBe(200);
    expect((await get(item!.thumbUrl)).statusCode).toBe(200);
    const loggedOut = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(event.owner.token),
    });
    expect(loggedOut.statusCode).toBe(204);
    for (const url of [item!.originalUrl, item!.thumbUrl])
      expectError(await get(url), 403, 'MEDIA_LINK_EXPIRED');
  });
});
