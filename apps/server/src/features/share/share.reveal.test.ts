// What guests see of albums that are not open to them (DESIGN.md §6.7, decision 053): the gallery
// of an after_reveal album before, at and after its reveal time and after the owner's reveal, a
// drop box (owner_only), posting to both, the home page's cards, and the media links. Every case
// runs with the share cache on (a long TTL, so a stale answer would show) and off (the gallery's
// one statement, decision 051).
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ShareHome, SharePostsResponse } from '@hatira/shared/share';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { addAlbum, bearer, createEvent, expectError, type TestEvent } from '../../../test/factories.js';
import { signMediaUrl } from '../media/media-urls.js';
import { fixturePart, postForm } from './share-posts.test-support.js';
import { addPost, patchAlbum, shareApi } from './share.test-support.js';

const HOUR = 60 * 60 * 1000;

describe.each([
  ['with the share cache on', '600000'],
  ['with the share cache off', '0'],
])('albums guests cannot see, %s', (_, cacheMs) => {
  let t: TestApp;
  let api: ReturnType<typeof shareApi>;
  beforeAll(async () => {
    t = await createTestApp({ SHARE_CACHE_MS: cacheMs });
    api = shareApi(t);
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  async function gallery(event: TestEvent, albumId: string, headers = {}) {
    const response = await api.posts(event.qr.hash, albumId, '', headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as SharePostsResponse;
  }

  async function home(event: TestEvent) {
    const response = await api.home(event.qr.hash);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as ShareHome;
  }

  const cardOf = async (event: TestEvent, albumId: string) =>
    (await home(event)).albums.find((album) => album.id === albumId)!;

  const reveal = (event: TestEvent, albumId: string, instance = t) =>
    instance.app.inject({
      method: 'POST',
      url: `/api/albums/${albumId}/reveal`,
      headers: bearer(event.owner.token),
    });

  it('after_reveal: nothing before its time, the photos from the very millisecond it comes', async () => {
    const event = await createEvent(t);
    const revealAt = new Date(Math.floor(Date.now() / 1000) * 1000 + HOUR).toISOString();
    const album = await addAlbum(t, event, { name: 'Düğün', visibility: 'after_reveal', revealAt });
    const post = await addPost(t, album);
    const hidden = { items: [], nextCursor: null, revealed: false, revealAt };

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse(revealAt) - 1);
    expect(await gallery(event, album.id)).toEqual(hidden);
    const before = await home(event);
    expect(before.albums.find((card) => card.id === album.id)).toMatchObject({
      visibility: 'after_reveal',
      revealed: false,
      revealAt,
      coverUrl: null, // not even a cover shows what is inside
      postCount: 1,
    });
    expect(before.qr.coverUrl).toBeNull();

    vi.setSystemTime(Date.parse(revealAt)); // the home page kept a minute ago must not outlive this
    const opened = await gallery(event, album.id);
    expect(opened).toMatchObject({ revealed: true, revealAt, nextCursor: null });
    expect(opened.items.map((item) => item.id)).toEqual([post.id]);
    const after = await home(event);
    expect(after.albums.find((card) => card.id === album.id)).toMatchObject({
      revealed: true,
      coverUrl: expect.stringContaining(post.media[0]!.id),
    });
    expect(after.qr.coverUrl).toContain(post.media[0]!.id);

    vi.setSystemTime(Date.parse(revealAt) + HOUR);
    expect((await gallery(event, album.id)).items).toHaveLength(1);
  });

  it('opens at once when the owner reveals it, on this instance and on another', async () => {
    const event = await createEvent(t);
    const here = await addAlbum(t, event, { name: 'Nikah', visibility: 'after_reveal' });
    const there = await addAlbum(t, event, { name: 'Kına', visibility: 'after_reveal' });
    await addPost(t, here);
    await addPost(t, there);
    for (const album of [here, there]) {
      expect(await gallery(event, album.id)).toMatchObject({ items: [], revealed: false, revealAt: null });
      expect(await cardOf(event, album.id)).toMatchObject({ revealed: false, revealAt: null });
    }

    const revealed = await reveal(event, here.id);
    expect(revealed.statusCode, revealed.body).toBe(200);
    expect((await gallery(event, here.id)).items).toHaveLength(1);
    expect(await cardOf(event, here.id)).toMatchObject({
      revealed: true,
      revealAt: revealed.json().revealAt,
    });

    const other = await t.anotherInstance(); // its write reaches this cache through the database
    try {
      expect((await reveal(event, there.id, other)).statusCode).toBe(200);
      await vi.waitFor(
        async () => {
          expect((await gallery(event, there.id)).items).toHaveLength(1);
          expect(await cardOf(event, there.id)).toMatchObject({ revealed: true });
        },
        { timeout: 5000, interval: 50 },
      );
    } finally {
      await other.close();
    }
  });

  it('hides an open album again at once when the owner makes it a drop box', async () => {
    const event = await createEvent(t);
    const album = await addAlbum(t, event, { name: 'Gelin odası' });
    await addPost(t, album);
    expect((await gallery(event, album.id)).items).toHaveLength(1); // kept, with the cache on
    await patchAlbum(t, event, album.id, { visibility: 'owner_only' });
    expect(await gallery(event, album.id)).toEqual({
      items: [],
      nextCursor: null,
      revealed: false,
      revealAt: null,
    });
    expect(await cardOf(event, album.id)).toMatchObject({
      visibility: 'owner_only',
      revealed: false,
      revealAt: null,
      coverUrl: null,
    });
  });

  it('guests still post to a hidden album and a drop box; their posts wait there unseen', async () => {
    const event = await createEvent(t);
    for (const visibility of ['after_reveal', 'owner_only']) {
      const album = await addAlbum(t, event, { name: visibility, visibility });
      const posted = await postForm(t, event.qr.hash, [
        ['albumId', album.id],
        ['name', 'Zeynep'],
        await fixturePart('photo.png'),
      ]);
      expect(posted.statusCode, posted.body).toBe(201);
      expect(posted.json().post.status).toBe('published');
      expect(await gallery(event, album.id)).toMatchObject({ items: [], revealed: false });
      expect(await cardOf(event, album.id)).toMatchObject({ postCount: 1, revealed: false });
    }
  });

  it('checks the gate and the password before saying anything of a hidden album', async () => {
    const event = await createEvent(t);
    const album = await addAlbum(t, event, {
      name: 'Şifreli',
      visibility: 'after_reveal',
      password: 'gizli-sifre',
    });
    expectError(await api.posts(event.qr.hash, album.id), 403, 'ALBUM_PASSWORD_REQUIRED');
    const entered = await api.access(event.qr.hash, album.id, { password: 'gizli-sifre' });
    const token = { 'x-album-token': (entered.json() as { albumToken: string }).albumToken };
    expect(await gallery(event, album.id, token)).toMatchObject({ items: [], revealed: false });
    expectError(await api.posts(event.qr.hash, album.id, 'cursor=bogus', token), 400, 'VALIDATION_FAILED');
    await patchAlbum(t, event, album.id, { isActive: false });
    expectError(await api.posts(event.qr.hash, album.id, '', token), 403, 'ALBUM_UNAVAILABLE');
  });

  it('refuses the media links of an album guests cannot see, unless signed for it', async () => {
    const event = await createEvent(t);
    const album = await addAlbum(t, event, { name: 'Sonra' });
    await addPost(t, album);
    const thumbUrl = (await gallery(event, album.id)).items[0]!.media[0]!.thumbUrl!;
    const mediaId = thumbUrl.split('/')[3]!;
    expect((await t.app.inject({ url: thumbUrl })).statusCode).toBe(200);

    await patchAlbum(t, event, album.id, { visibility: 'after_reveal' });
    expectError(
      await t.app.inject({ url: thumbUrl }),
      403,
      'ALBUM_NOT_REVEALED',
      'This album is not open yet.',
    );
    // what the venue screen or a guest's own list signs on purpose still loads
    const onPurpose = signMediaUrl(t.appSecret, {
      mediaId,
      variant: 'thumb',
      audience: 'guest',
      evenHidden: true,
    });
    expect((await t.app.inject({ url: onPurpose })).statusCode).toBe(200);

    expect((await reveal(event, album.id)).statusCode).toBe(200);
    expect((await t.app.inject({ url: thumbUrl })).statusCode).toBe(200);
  });
});
