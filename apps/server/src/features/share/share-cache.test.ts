// The guest read cache (decision 013) turned on: repeated reads share one database read, the
// writes this instance makes show at once, the per-request checks (blocked list, album token,
// subscription end) still stop a guest at once, and a kept body expires with its TTL and never
// hands out a media address with less than a full MEDIA_URL_TTL_MS left.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MEDIA_URL_TTL_MS } from '@hatira/shared/limits';
import type { ShareHome, SharePostsResponse } from '@hatira/shared/share';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { bearer } from '../../../test/factories.js';
import { verifyMediaToken } from '../media/media-urls.js';
import { processPendingMedia } from '../media/media.worker.js';
import { invalidateShareCache } from './share-cache.js';
import { fixturePart, postForm } from './share-posts.test-support.js';
import {
  addAlbum,
  addPost,
  blockIp,
  createEvent,
  expectError,
  patchAlbum,
  patchEvent,
  shareApi,
  type ShareEvent,
} from './share.test-support.js';

const TTL_MS = 60_000;

let t: TestApp;
let api: ReturnType<typeof shareApi>;
beforeAll(async () => {
  t = await createTestApp({ SHARE_CACHE_MS: String(TTL_MS) });
  api = shareApi(t);
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

async function gallery(event: ShareEvent, albumId = event.generalAlbum.id, headers = {}, ip?: string) {
  const response = await api.posts(event.qr.hash, albumId, '', headers, ip);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as SharePostsResponse;
}

const ids = (page: SharePostsResponse) => page.items.map((post) => post.id);

async function postCount(event: ShareEvent) {
  const response = await api.home(event.qr.hash);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as ShareHome).albums[0]!.postCount;
}

async function moderate(event: ShareEvent, url: string, payload?: Record<string, unknown>) {
  const response = await t.app.inject({
    method: 'POST',
    url,
    headers: bearer(event.owner.token),
    ...(payload && { payload }),
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('the share read cache', () => {
  it('serves repeated reads from the cache: a row written behind its back shows only after invalidation', async () => {
    const event = await createEvent(t);
    const first = await addPost(t, event.generalAlbum);
    const before = await api.posts(event.qr.hash, event.generalAlbum.id);
    expect(ids(before.json())).toEqual([first.id]);
    expect(await postCount(event)).toBe(1);

    const second = await addPost(t, event.generalAlbum); // straight into the database
    const again = await api.posts(event.qr.hash, event.generalAlbum.id);
    expect(again.body).toBe(before.body); // the very same body
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(await postCount(event)).toBe(1);

    invalidateShareCache();
    expect(ids(await gallery(event))).toEqual([second.id, first.id]);
    expect(await postCount(event)).toBe(2);
  });

  it('shows moderation through the API at once: reject, approve, block this guest, bulk delete', async () => {
    const event = await createEvent(t);
    const shown = await addPost(t, event.generalAlbum);
    const waiting = await addPost(t, event.generalAlbum, { status: 'pending' });
    expect(ids(await gallery(event))).toEqual([shown.id]);

    await moderate(event, `/api/posts/${shown.id}/reject`);
    expect(ids(await gallery(event))).toEqual([]);
    expect(await postCount(event)).toBe(0);

    await moderate(event, `/api/posts/${waiting.id}/approve`);
    expect(ids(await gallery(event))).toEqual([waiting.id]);

    await moderate(event, `/api/posts/${shown.id}/approve`);
    expect(ids(await gallery(event))).toEqual([waiting.id, shown.id]);

    await moderate(event, `/api/posts/${shown.id}/block`); // hides the guest's posts (same seeded IP)
    expect(ids(await gallery(event))).toEqual([]);

    const late = await addPost(t, event.generalAlbum, { status: 'pending' });
    await moderate(event, '/api/posts/bulk', { ids: [late.id], action: 'approve' });
    expect(ids(await gallery(event, undefined, {}, '203.0.113.9'))).toEqual([late.id]);
    await moderate(event, '/api/posts/bulk', { ids: [late.id], action: 'delete' });
    expect(ids(await gallery(event, undefined, {}, '203.0.113.9'))).toEqual([]);
  });

  it('shows event and album changes at once: settings, new albums, deactivation', async () => {
    const event = await createEvent(t);
    await addPost(t, event.generalAlbum);
    expect((await gallery(event)).items[0]!.media[0]!.downloadUrl).toBeNull();

    await patchEvent(t, event, { allowGuestDownload: true });
    expect((await gallery(event)).items[0]!.media[0]!.downloadUrl).toMatch(/\/original\?t=/);

    const home = () => api.home(event.qr.hash).then((r) => r.json() as ShareHome);
    expect((await home()).albums.map((a) => a.name)).toEqual([event.generalAlbum.name]);
    const party = await addAlbum(t, event, { name: 'After party' });
    expect((await home()).albums.map((a) => a.name)).toEqual([event.generalAlbum.name, 'After party']);

    await patchAlbum(t, event, party.id, { isActive: false });
    expectError(await api.posts(event.qr.hash, party.id), 403, 'ALBUM_UNAVAILABLE', expect.any(String));

    await patchEvent(t, event, { isActive: false });
    expectError(await api.home(event.qr.hash), 403, 'QR_INACTIVE', expect.any(String));
    expectError(
      await api.posts(event.qr.hash, event.generalAlbum.id),
      403,
      'QR_INACTIVE',
      expect.any(String),
    );
  });

  it('shows a guest post through the API in the count at once, and in the gallery once its media is ready', async () => {
    const event = await createEvent(t);
    expect(await postCount(event)).toBe(0);
    expect(ids(await gallery(event))).toEqual([]);

    const parts = [['albumId', event.generalAlbum.id], ['name', 'Elif'], await fixturePart('photo.png')];
    const posted = await postForm(t, event.qr.hash, parts as Parameters<typeof postForm>[2]);
    expect(posted.statusCode, posted.body).toBe(201);
    const postId = (posted.json() as { post: { id: string } }).post.id;
    expect(await postCount(event)).toBe(1);
    expect(ids(await gallery(event))).toEqual([]); // still processing

    expect(await processPendingMedia(t)).toBeGreaterThan(0);
    expect(ids(await gallery(event))).toEqual([postId]);
  });

  it('refuses a blocked address at once, though the page and the gallery are cached', async () => {
    const event = await createEvent(t);
    await addPost(t, event.generalAlbum);
    const guest = '198.51.100.77';
    expect((await gallery(event, undefined, {}, guest)).items).toHaveLength(1);
    expect((await api.home(event.qr.hash, guest)).statusCode).toBe(200);

    await blockIp(t, event.owner.token, guest); // no invalidation: the list is asked every time
    const refused = await api.posts(event.qr.hash, event.generalAlbum.id, '', {}, guest);
    expectError(refused, 403, 'IP_BLOCKED', expect.any(String));
    expectError(await api.home(event.qr.hash, guest), 403, 'IP_BLOCKED', expect.any(String));
    expect((await gallery(event, undefined, {}, '198.51.100.78')).items).toHaveLength(1);
  });

  it('never serves a protected album’s cached page without a valid album token', async () => {
    const event = await createEvent(t);
    const secret = await addAlbum(t, event, { name: 'Family', password: 'kina-gecesi' });
    await addPost(t, secret);
    const entered = await api.access(event.qr.hash, secret.id, { password: 'kina-gecesi' });
    expect(entered.statusCode, entered.body).toBe(200);
    const token = { 'x-album-token': (entered.json() as { albumToken: string }).albumToken };

    expect((await gallery(event, secret.id, token)).items).toHaveLength(1); // now cached
    const required = (headers: Record<string, string>) =>
      api.posts(event.qr.hash, secret.id, '', headers).then((r) => {
        expectError(r, 403, 'ALBUM_PASSWORD_REQUIRED', expect.any(String));
      });
    await required({});
    await required({ 'x-album-token': `${token['x-album-token']}x` });
    const open = await api.access(event.qr.hash, event.generalAlbum.id, {});
    await required({ 'x-album-token': (open.json() as { albumToken: string }).albumToken });

    await patchAlbum(t, event, secret.id, { password: 'yeni-sifre-1' }); // old tokens shut out at once
    await required(token);
  });

  it('forgets a body after the TTL, and a subscription that ends meanwhile stops guests on time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const event = await createEvent(t);
    const listed = await t.app.inject({ url: '/api/subscriptions', headers: bearer(event.owner.token) });
    const endsAt = Date.parse((listed.json() as { items: { endsAt: string }[] }).items[0]!.endsAt);
    await addPost(t, event.generalAlbum);
    // mid-way between two media-address steps, so only the TTL decides
    const start = (Math.floor(Date.now() / MEDIA_URL_TTL_MS) + 1.5) * MEDIA_URL_TTL_MS;
    vi.setSystemTime(start);
    expect((await gallery(event)).items).toHaveLength(1);
    await addPost(t, event.generalAlbum);

    vi.setSystemTime(start + TTL_MS - 1);
    expect((await gallery(event)).items).toHaveLength(1);
    vi.setSystemTime(start + TTL_MS);
    expect((await gallery(event)).items).toHaveLength(2);

    vi.setSystemTime(endsAt - 10_000);
    expect((await gallery(event)).items).toHaveLength(2); // page state read while the plan runs …
    vi.setSystemTime(endsAt);
    expectError(
      await api.posts(event.qr.hash, event.generalAlbum.id),
      403,
      'SUBSCRIPTION_PROBLEM', // … and its end checked at use, within the TTL
      expect.any(String),
    );
  });

  it('drops a kept body before its media addresses have less than a full TTL step left', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const event = await createEvent(t);
    await addPost(t, event.generalAlbum);
    const step = MEDIA_URL_TTL_MS;
    const boundary = (Math.floor(Date.now() / step) + 1) * step;
    const leftOf = (page: SharePostsResponse, now: number) => {
      const token = new URL(page.items[0]!.media[0]!.thumbUrl!, 'http://x').searchParams.get('t')!;
      const result = verifyMediaToken(t.appSecret, token, now);
      expect(result.ok).toBe(true);
      return result.ok ? result.data.exp - now : 0;
    };

    vi.setSystemTime(boundary - 500); // cached half a second before a step boundary …
    const before = await gallery(event);
    expect(leftOf(before, boundary - 500)).toBeGreaterThanOrEqual(step);
    vi.setSystemTime(boundary + 500); // … and asked again within the TTL, just after it
    const after = await gallery(event);
    expect(after).not.toEqual(before); // rebuilt: new addresses
    expect(leftOf(after, boundary + 500)).toBeGreaterThanOrEqual(step);
  });
});
