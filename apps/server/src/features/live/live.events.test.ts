// `GET /api/live/{token}/events` (decision 052) over a real HTTP connection: what reaches an open
// screen when the owner moderates (through the API), the worker finishes a file, a guest or the
// owner deletes, an album's visibility or the settings change (through the database, as any
// instance or script would), and when the link is replaced or turned off.
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveMedia } from '@hatira/shared/live';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { bearer, expectError } from '../../../test/factories.js';
import { albums } from '../albums/albums.table.js';
import { media } from '../media/media.table.js';
import { posts } from '../posts/posts.table.js';
import { seedPost } from '../posts/posts.test-support.js';
import { createLiveEvent, openLiveStream, startSlideshow, type LiveEvent } from './live.test-support.js';

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

const moderate = (event: LiveEvent, postId: string, action: 'approve' | 'reject') =>
  t.app.inject({
    method: 'POST',
    url: `/api/posts/${postId}/${action}`,
    headers: bearer(event.owner.token),
  });

async function openScreen(event: LiveEvent) {
  const stream = await openLiveStream(baseUrl, event.token);
  expect(stream.response.status).toBe(200);
  await expect.poll(() => t.liveHub.size).toBeGreaterThan(0);
  return stream;
}

describe('GET /api/live/{token}/events', () => {
  it('pushes an approved post within 2 s, and its removal when rejected or deleted', async () => {
    const event = await createLiveEvent(t);
    const stream = await openScreen(event);
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const pending = await seedPost(t, {
      qrCodeId: event.qr.id,
      albumId: event.albumId,
      status: 'pending',
      guestName: 'Elif',
      message: 'Çok güzelsiniz',
      media: [{}, {}],
    });

    const started = Date.now();
    expect((await moderate(event, pending.id, 'approve')).statusCode).toBe(200);
    const first = await stream.next(2000);
    expect(Date.now() - started).toBeLessThan(2000);
    const second = await stream.next();
    expect([first, second]).toEqual(
      pending.media.map((item) => ({
        event: 'add',
        data: expect.objectContaining({
          id: item.id,
          postId: pending.id,
          name: 'Elif',
          message: 'Çok güzelsiniz',
        }),
      })),
    );
    // the pushed item is the show's, and its address loads
    const pushed = (first as { data: LiveMedia }).data;
    const shown = (await t.app.inject({ url: `/api/live/${event.token}` })).json().items[0];
    expect({ ...pushed, url: '', posterUrl: '' }).toEqual({ ...shown, url: '', posterUrl: '' });
    expect((await t.app.inject({ url: pushed.url })).statusCode).toBe(200);

    expect((await moderate(event, pending.id, 'reject')).statusCode).toBe(200);
    expect(await stream.next()).toEqual({ event: 'remove', data: { postId: pending.id } });

    const published = await seedPost(t, { qrCodeId: event.qr.id, albumId: event.albumId });
    expect(await stream.next()).toMatchObject({ event: 'add', data: { postId: published.id } });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/posts/${published.id}`,
      headers: bearer(event.owner.token),
    });
    expect(deleted.statusCode).toBe(204);
    expect(await stream.next()).toEqual({ event: 'remove', data: { postId: published.id } });
    stream.close();
    await expect.poll(() => t.liveHub.size).toBe(0);
  });

  it('pushes a published post’s media when the worker has made them ready, and nothing of other events', async () => {
    const event = await createLiveEvent(t);
    const other = await createLiveEvent(t);
    const stream = await openScreen(event);
    // another event's post, then a pending one here: neither reaches the screen
    await seedPost(t, { qrCodeId: other.qr.id, albumId: other.albumId });
    await seedPost(t, { qrCodeId: event.qr.id, albumId: event.albumId, status: 'pending' });
    const post = await seedPost(t, {
      qrCodeId: event.qr.id,
      albumId: event.albumId,
      media: [{ status: 'processing' }],
    });
    // the insert of a ready item is pushed first
    const ready = await seedPost(t, { qrCodeId: event.qr.id, albumId: event.albumId });
    expect(await stream.next()).toMatchObject({ event: 'add', data: { postId: ready.id } });
    await t.db.update(media).set({ status: 'ready' }).where(eq(media.postId, post.id));
    expect(await stream.next()).toMatchObject({
      event: 'add',
      data: { id: post.media[0]!.id, postId: post.id, kind: 'photo' },
    });
    stream.close();
  });

  it('tells the screen to read the show again when the settings or an album’s visibility change', async () => {
    const event = await createLiveEvent(t);
    const stream = await openScreen(event);
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/qr-codes/${event.qr.id}`,
      headers: bearer(event.owner.token),
      payload: { slideshowInterval: 12, slideshowShowNames: false, description: 'not for the screen' },
    });
    expect(patched.statusCode).toBe(200);
    expect(await stream.next()).toEqual({
      event: 'settings',
      data: { interval: 12, includeVideos: true, showNames: false },
    });
    // a change the screen does not show is not pushed: the next event is the album's
    await t.app.inject({
      method: 'PATCH',
      url: `/api/qr-codes/${event.qr.id}`,
      headers: bearer(event.owner.token),
      payload: { description: 'still not' },
    });
    await t.db.update(albums).set({ visibility: 'owner_only' }).where(eq(albums.id, event.albumId));
    expect(await stream.next()).toEqual({
      event: 'settings',
      data: { interval: 12, includeVideos: true, showNames: false },
    });
    stream.close();
  });

  it('tells the screen when an album opens by its time, with no write to push', async () => {
    const live = await createLiveEvent(t);
    const revealAt = new Date(Date.now() + 1500);
    await t.db
      .update(albums)
      .set({ visibility: 'after_reveal', revealAt })
      .where(eq(albums.id, live.albumId));
    const post = await seedPost(t, { qrCodeId: live.qr.id, albumId: live.albumId });
    const stream = await openScreen(live);
    // the album is hidden now: its post is not on the screen
    expect((await t.app.inject({ url: `/api/live/${live.token}` })).json().items).toEqual([]);
    // (a late `remove` of the post seeded into the hidden album may come first)
    let event = await stream.next(5000);
    while (event !== 'end' && event.event === 'remove') event = await stream.next(5000);
    expect(event).toMatchObject({ event: 'settings' });
    expect(Date.now()).toBeGreaterThanOrEqual(revealAt.getTime());
    const shown = (await t.app.inject({ url: `/api/live/${live.token}` })).json().items as LiveMedia[];
    expect(shown.map((item) => item.postId)).toEqual([post.id]);
    stream.close();
  });

  it('revokes and ends the stream of a replaced or turned-off link; the old link is 404', async () => {
    const event = await createLiveEvent(t);
    const old = await openScreen(event);
    const renewed = { ...event, token: await startSlideshow(t, event.qr.id, event.owner.token) };
    expect(await old.next()).toEqual({ event: 'revoked', data: {} });
    expect(await old.next()).toBe('end');
    const gone = await fetch(`${baseUrl}/api/live/${event.token}/events`);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({
      error: { code: 'SLIDESHOW_NOT_FOUND', message: 'This slideshow link is no longer valid.' },
    });

    const current = await openScreen(renewed);
    const off = await t.app.inject({
      method: 'DELETE',
      url: `/api/qr-codes/${event.qr.id}/slideshow`,
      headers: bearer(event.owner.token),
    });
    expect(off.statusCode).toBe(204);
    expect(await current.next()).toEqual({ event: 'revoked', data: {} });
    expect(await current.next()).toBe('end');
    await expect.poll(() => t.liveHub.size).toBe(0);
  });

  it('revokes the screens of a deleted event, and refuses an inactive one with its code', async () => {
    const event = await createLiveEvent(t);
    const stream = await openScreen(event);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/qr-codes/${event.qr.id}`,
      headers: bearer(event.owner.token),
    });
    expect(deleted.statusCode).toBe(204);
    expect(await stream.next()).toEqual({ event: 'revoked', data: {} });

    const inactive = await createLiveEvent(t, { isActive: false });
    const refused = await fetch(`${baseUrl}/api/live/${inactive.token}/events`);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('QR_INACTIVE');
  });

  it('hears a post approved by another instance', async () => {
    const event = await createLiveEvent(t);
    const stream = await openScreen(event);
    const pending = await seedPost(t, { qrCodeId: event.qr.id, albumId: event.albumId, status: 'pending' });
    const second = await t.anotherInstance();
    try {
      const approved = await second.app.inject({
        method: 'POST',
        url: `/api/posts/${pending.id}/approve`,
        headers: bearer(event.owner.token),
      });
      expect(approved.statusCode).toBe(200);
      expect(await stream.next()).toMatchObject({ event: 'add', data: { postId: pending.id } });
      // and a screen of the other instance hears this one's changes
      await t.db.update(posts).set({ status: 'rejected' }).where(eq(posts.id, pending.id));
      expect(await stream.next()).toEqual({ event: 'remove', data: { postId: pending.id } });
    } finally {
      await second.close();
    }
    stream.close();
  });

  it('keeps idle streams open with a heartbeat and revokes a link replaced behind its back', async () => {
    const event = await createLiveEvent(t);
    const stream = await openScreen(event);
    await t.liveHub.heartbeat();
    const stillOpen = stream.next(300).catch((error: Error) => error.message);
    expect(await stillOpen).toBe('no event in time');
    // the link changes without a notification reaching this hub (a lost listening connection)
    await t.db.execute(sql`alter table qr_codes disable trigger qr_codes_live_updated`);
    try {
      await startSlideshow(t, event.qr.id, event.owner.token);
    } finally {
      await t.db.execute(sql`alter table qr_codes enable trigger qr_codes_live_updated`);
    }
    await t.liveHub.heartbeat();
    expect(await stream.next()).toEqual({ event: 'revoked', data: {} });
    expectError(await t.app.inject({ url: `/api/live/${event.token}` }), 404, 'SLIDESHOW_NOT_FOUND');
  });
});
