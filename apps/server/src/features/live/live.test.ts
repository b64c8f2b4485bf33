// `GET /api/live/{token}` (DESIGN.md §6.7, decision 052): the venue screen's show — the event, its
// settings and the newest ready media of published posts, newest first, with addresses signed for
// the screen; names only when the owner shows them; only the albums guests can see now unless the
// owner shows the hidden ones too; the share page's codes for an inactive page or a subscription
// problem; SLIDESHOW_NOT_FOUND for a link that is not (or no longer) one.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_ITEMS_MAX } from '@hatira/shared/limits';
import type { LiveMedia, LiveShow } from '@hatira/shared/live';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { bearer, createOwner, expectError } from '../../../test/factories.js';
import { uuidv7 } from '../../lib/ids.js';
import { albums } from '../albums/albums.table.js';
import { blockedIps } from '../blocked-ips/blocked-ips.table.js';
import { media } from '../media/media.table.js';
import { seedPost } from '../posts/posts.test-support.js';
import { subscriptions } from '../subscriptions/subscriptions.table.js';
import { createLiveEvent, showOf, type LiveEvent } from './live.test-support.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function show(token: string): Promise<LiveShow> {
  const response = await showOf(t, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as LiveShow;
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

/** An album of the event with the given visibility columns (the albums API is another feature's). */
async function addAlbum(event: LiveEvent, columns: Partial<typeof albums.$inferInsert> = {}) {
  const [album] = await t.db
    .insert(albums)
    .values({ qrCodeId: event.qr.id, name: columns.name ?? 'Album', ...columns })
    .returning({ id: albums.id });
  return album!.id;
}

const load = (url: string) => t.app.inject({ url });

describe('GET /api/live/{token}', () => {
  it('shows the event, its settings and the newest media first, with addresses that load', async () => {
    const event = await createLiveEvent(t, { slideshowInterval: 5 });
    const older = await seedPost(t, {
      qrCodeId: event.qr.id,
      albumId: event.albumId,
      guestName: 'Zeynep',
      message: 'Mutluluklar!',
      createdAt: minutesAgo(10),
      media: [{}, {}],
    });
    const video = await seedPost(t, {
      qrCodeId: event.qr.id,
      albumId: event.albumId,
      guestName: 'Mehmet',
      createdAt: minutesAgo(5),
      media: [{ kind: 'video', variants: ['thumb', 'poster', 'playback'] }],
    });
    await t.db
      .update(media)
      .set({ width: 1920, height: 1080, duration: 12.5 })
      .where(eq(media.postId, video.id));
    const body = await show(event.token);
    expect(body).toMatchObject({
      title: 'Ayşe & Can',
      shareUrl: `http://hatira.test/s/${event.qr.hash}`,
      themeColor: '#aa3366',
      settings: { interval: 5, includeVideos: true, showNames: true },
    });
    expect(body.items.map((item) => [item.postId, item.id])).toEqual([
      [video.id, video.media[0]!.id],
      [older.id, older.media[0]!.id],
      [older.id, older.media[1]!.id],
    ]);
    const [clip, photo] = body.items as [LiveMedia, LiveMedia];
    expect(clip).toEqual({
      id: video.media[0]!.id,
      postId: video.id,
      kind: 'video',
      url: expect.stringMatching(new RegExp(`^/api/media/${clip.id}/playback\\?t=`)),
      posterUrl: expect.stringMatching(new RegExp(`^/api/media/${clip.id}/poster\\?t=`)),
      width: 1920,
      height: 1080,
      duration: 12.5,
      name: 'Mehmet',
      message: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(photo).toMatchObject({
      kind: 'photo',
      url: expect.stringMatching(new RegExp(`^/api/media/${photo.id}/preview\\?t=`)),
      posterUrl: null,
      duration: null,
      name: 'Zeynep',
      message: 'Mutluluklar!',
    });
    for (const url of [clip.url, clip.posterUrl!, photo.url]) expect((await load(url)).statusCode).toBe(200);
    expect((await showOf(t, event.token)).headers['cache-control']).toBe('no-store');
  });

  it('leaves out pending and rejected posts, media not ready, and videos when the owner says so', async () => {
    const event = await createLiveEvent(t);
    const at = { qrCodeId: event.qr.id, albumId: event.albumId };
    const shown = await seedPost(t, { ...at, media: [{}, { status: 'processing' }, { status: 'failed' }] });
    await seedPost(t, { ...at, status: 'pending' });
    await seedPost(t, { ...at, status: 'rejected' });
    const video = await seedPost(t, { ...at, media: [{ kind: 'video', variants: ['poster'] }] });
    // a video without a playable copy (no ffmpeg) plays its original, as in the gallery
    const clip = (await show(event.token)).items.find((item) => item.postId === video.id)!;
    expect(clip.url).toMatch(new RegExp(`^/api/media/${clip.id}/original\\?t=`));
    expect((await load(clip.url)).statusCode).toBe(200);

    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/qr-codes/${event.qr.id}`,
      headers: bearer(event.owner.token),
      payload: { slideshowIncludeVideos: false, slideshowShowNames: false },
    });
    expect(patched.statusCode).toBe(200);
    const body = await show(event.token);
    expect(body.settings).toEqual({ interval: 8, includeVideos: false, showNames: false });
    expect(body.items.map((item) => item.id)).toEqual([shown.media[0]!.id]);
    expect(body.items[0]).toMatchObject({ name: null, message: null });
  });

  it(`keeps the newest ${LIVE_ITEMS_MAX}`, async () => {
    const event = await createLiveEvent(t);
    const post = await seedPost(t, { qrCodeId: event.qr.id, albumId: event.albumId });
    const [first] = await t.db.select().from(media).where(eq(media.postId, post.id));
    await t.db.insert(media).values(
      Array.from({ length: LIVE_ITEMS_MAX }, (_, i) => ({
        ...first!,
        id: uuidv7(),
        createdAt: new Date(first!.createdAt.getTime() + 1000 + i),
      })),
    );
    const body = await show(event.token);
    expect(body.items).toHaveLength(LIVE_ITEMS_MAX);
    // one post: its items in upload order, the newest one left out
    expect(body.items[0]!.id).toBe(first!.id);
  });

  it('shows only the albums guests can see now, unless the owner shows the hidden ones too', async () => {
    const event = await createLiveEvent(t);
    const albumsByName = {
      general: event.albumId,
      revealed: await addAlbum(event, { visibility: 'after_reveal', revealAt: minutesAgo(1) }),
      later: await addAlbum(event, {
        visibility: 'after_reveal',
        revealAt: new Date(Date.now() + 3_600_000),
      }),
      manual: await addAlbum(event, { visibility: 'after_reveal', revealAt: null }),
      dropBox: await addAlbum(event, { visibility: 'owner_only' }),
      protected: await addAlbum(event, { passwordHash: 'not-a-real-hash' }),
      inactive: await addAlbum(event, { isActive: false }),
    };
    const postIn: Record<string, string> = {};
    for (const [name, albumId] of Object.entries(albumsByName))
      postIn[name] = (await seedPost(t, { qrCodeId: event.qr.id, albumId })).id;
    const albumsShown = async () => {
      const postIds = new Set((await show(event.token)).items.map((item) => item.postId));
      return Object.keys(postIn)
        .filter((name) => postIds.has(postIn[name]!))
        .sort();
    };
    expect(await albumsShown()).toEqual(['general', 'revealed']);

    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/qr-codes/${event.qr.id}`,
      headers: bearer(event.owner.token),
      payload: { slideshowIncludeHidden: true },
    });
    expect(patched.json().slideshowIncludeHidden).toBe(true);
    expect(await albumsShown()).toEqual(['dropBox', 'general', 'later', 'manual', 'protected', 'revealed']);
    // a hidden album's items load on the screen
    const hidden = (await show(event.token)).items.find((item) => item.postId === postIn['dropBox'])!;
    expect((await load(hidden.url)).statusCode).toBe(200);
  });

  it('answers the share page’s codes for an inactive page and a subscription problem', async () => {
    const event = await createLiveEvent(t, { isActive: false });
    expectError(
      await showOf(t, event.token),
      403,
      'QR_INACTIVE',
      'QR page is not active. Please try again later!',
    );
    const unpaid = await createLiveEvent(t, {}, await createOwner(t, { subscribed: false }));
    expectError(
      await showOf(t, unpaid.token),
      403,
      'SUBSCRIPTION_PROBLEM',
      'There is a subscription problem. If you think there is an error, please contact us!',
    );
    // a subscription that ended
    const ended = await createLiveEvent(t);
    await t.db
      .update(subscriptions)
      .set({ endsAt: minutesAgo(1), startsAt: minutesAgo(60) })
      .where(eq(subscriptions.userId, ended.owner.userId));
    expectError(await showOf(t, ended.token), 403, 'SUBSCRIPTION_PROBLEM');
  });

  it('answers SLIDESHOW_NOT_FOUND for a link that is not one, whatever it looks like', async () => {
    for (const token of ['nope', 'A'.repeat(22), '%27%20or%201%3D1--'])
      expectError(
        await showOf(t, token),
        404,
        'SLIDESHOW_NOT_FOUND',
        'This slideshow link is no longer valid.',
      );
    expectError(await showOf(t, 'x'.repeat(65)), 400, 'VALIDATION_FAILED');
  });

  it('is not stopped by a block on the screen’s address; a rejected post’s address stops working', async () => {
    const event = await createLiveEvent(t);
    const post = await seedPost(t, { qrCodeId: event.qr.id, albumId: event.albumId });
    // the owner's list blocks the venue's address (app.inject comes from 127.0.0.1)
    await t.db
      .insert(blockedIps)
      .values({ ownerId: event.owner.userId, ip: '127.0.0.1/32', reason: 'Misafir' });
    expectError(await t.app.inject({ url: `/api/share/${event.qr.hash}` }), 403, 'IP_BLOCKED');
    const [item] = (await show(event.token)).items;
    expect((await load(item!.url)).statusCode).toBe(200);

    const rejected = await t.app.inject({
      method: 'POST',
      url: `/api/posts/${post.id}/reject`,
      headers: bearer(event.owner.token),
    });
    expect(rejected.statusCode).toBe(200);
    expect((await show(event.token)).items).toEqual([]);
    expectError(await load(item!.url), 404, 'NOT_FOUND');
  });
});
