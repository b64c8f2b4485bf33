import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post } from '@hatira/shared/posts';
import { ADMIN, createTestApp, type TestApp } from '../../../test/app.js';
import {
  addAlbum,
  bearer,
  createEvent,
  ownerOf,
  registerSubscriber,
  signIn,
  type TestEvent,
} from '../../../test/factories.js';
import { verifyMediaToken } from '../media/media-urls.js';
import { media } from '../media/media.table.js';
import { seedPost, storedFiles } from './posts.test-support.js';
import { posts } from './posts.table.js';

let t: TestApp;
let owner: { token: string; userId: string };
let wedding: TestEvent;
let ceremonyId: string;
beforeAll(async () => {
  t = await createTestApp();
  const registered = await registerSubscriber(t.app);
  owner = { token: registered.accessToken, userId: registered.userData.id };
  wedding = await createEvent(t, { owner, settings: { title: 'Ayşe & Mehmet' } });
  ceremonyId = (await addAlbum(t, wedding, { name: 'Ceremony' })).id;
});
afterAll(() => t.close());

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

async function list(token: string, query = '') {
  const response = await t.app.inject({ url: `/api/posts?${query}`, headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return response.json() as { items: Post[]; total: number };
}

const post = (token: string, url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload && { payload }) });

async function statusOf(id: string) {
  const [row] = await t.db.select().from(posts).where(eq(posts.id, id));
  return row;
}

describe('GET /api/posts', () => {
  it('lists an event’s posts newest first with event, album, media and owner-signed addresses', async () => {
    const event = await createEvent(t, { owner, settings: { title: 'Listing' } });
    const older = await seedPost(t, {
      qrCodeId: event.qr.id,
      albumId: event.generalAlbum.id,
      guestName: 'Zeynep',
      message: 'Congratulations!',
      status: 'pending',
      ip: '198.51.100.20',
      createdAt: minutesAgo(10),
      media: [
        { variants: ['thumb', 'preview'] },
        { kind: 'video', variants: ['poster'], status: 'processing' },
      ],
    });
    const newer = await seedPost(t, {
      qrCodeId: event.qr.id,
      albumId: event.generalAlbum.id,
      guestName: 'Can',
      createdAt: minutesAgo(1),
      media: [
        {
          variants: [],
          status: 'failed',
          note: 'Could not read this photo.',
          noteCode: 'PHOTO_DECODE_FAILED',
        },
      ],
    });
    const body = await list(owner.token, `qrCodeId=${event.qr.id}`);
    expect(body.total).toBe(2);
    expect(body.items.map((p) => p.id)).toEqual([newer.id, older.id]);
    const first = body.items[1]!;
    expect(first).toMatchObject({
      qrCodeId: event.qr.id,
      qrCodeTitle: 'Listing',
      albumId: event.generalAlbum.id,
      albumName: 'General Shares',
      guestName: 'Zeynep',
      message: 'Congratulations!',
      status: 'pending',
      ip: '198.51.100.20',
      userAgent: 'Mozilla/5.0 (iPhone)',
      moderatedAt: null,
    });
    expect(first.media.map((m) => m.id)).toEqual(older.media.map((m) => m.id));
    const [photo, video] = first.media;
    expect(photo).toMatchObject({ kind: 'photo', status: 'ready', originalFilename: 'IMG_0001.JPG' });
    expect(photo!.thumbUrl).toMatch(new RegExp(`^/api/media/${photo!.id}/thumb\\?t=`));
    expect(photo!.previewUrl).toMatch(new RegExp(`^/api/media/${photo!.id}/preview\\?t=`));
    expect(photo!.posterUrl).toBeNull();
    expect(photo!.playbackUrl).toBeNull();
    expect(video).toMatchObject({ kind: 'video', status: 'processing', thumbUrl: null, previewUrl: null });
    expect(video!.posterUrl).toMatch(/\/poster\?t=/);
    const token = new URL(photo!.originalUrl, 'http://x').searchParams.get('t')!;
    const grant = verifyMediaToken(t.appSecret, token);
    expect(grant.ok && grant.data).toMatchObject({ m: photo!.id, v: 'original', a: 'owner' });
    expect(body.items[0]!.media[0]).toMatchObject({
      status: 'failed',
      note: 'Could not read this photo.',
      noteCode: 'PHOTO_DECODE_FAILED',
      thumbUrl: null,
    });
    expect(body.items[0]!.media[0]!.originalUrl).toMatch(/\/original\?t=/);
  });

  it('filters by event, album and status, searches name, message and address, pages and sorts', async () => {
    const event = await createEvent(t, { owner, settings: { title: 'Filters' } });
    const party = await addAlbum(t, event, { name: 'Party' });
    const seed = (guestName: string, extra: Partial<Parameters<typeof seedPost>[1]>) =>
      seedPost(t, { qrCodeId: event.qr.id, albumId: event.generalAlbum.id, guestName, ...extra });
    const a = await seed('Elif', {
      status: 'published',
      message: 'Dance all night',
      createdAt: minutesAgo(5),
    });
    const b = await seed('Burak', { status: 'pending', ip: '10.9.8.7', createdAt: minutesAgo(4) });
    const c = await seed('Deniz', { status: 'rejected', albumId: party.id, createdAt: minutesAgo(3) });
    const d = await seed('Cem', {
      status: 'pending',
      albumId: party.id,
      message: 'DANCE floor',
      createdAt: minutesAgo(2),
    });
    const e = await seed('Ada', { status: 'published', ip: null, createdAt: minutesAgo(1) });
    const ids = (body: { items: Post[] }) => body.items.map((p) => p.id);
    const inEvent = `qrCodeId=${event.qr.id}`;

    expect(ids(await list(owner.token, inEvent))).toEqual([e.id, d.id, c.id, b.id, a.id]);
    expect(ids(await list(owner.token, `albumId=${party.id}`))).toEqual([d.id, c.id]);
    expect(ids(await list(owner.token, `${inEvent}&status=pending`))).toEqual([d.id, b.id]);
    expect(ids(await list(owner.token, `${inEvent}&q=dance`))).toEqual([d.id, a.id]);
    expect(ids(await list(owner.token, `${inEvent}&q=bURAK`))).toEqual([b.id]);
    expect(ids(await list(owner.token, `${inEvent}&q=10.9.8`))).toEqual([b.id]);
    expect(ids(await list(owner.token, `${inEvent}&q=%25`))).toEqual([]); // a literal %, not a wildcard

    const page2 = await list(owner.token, `${inEvent}&itemsPerPage=2&page=2`);
    expect(page2.total).toBe(5);
    expect(ids(page2)).toEqual([c.id, b.id]);
    const byName = await list(owner.token, `${inEvent}&sortBy=guestName&orderBy=asc`);
    expect(byName.items.map((p) => p.guestName)).toEqual(['Ada', 'Burak', 'Cem', 'Deniz', 'Elif']);
    expect(ids(await list(owner.token, `${inEvent}&sortBy=createdAt&orderBy=asc`))).toEqual([
      a.id,
      b.id,
      c.id,
      d.id,
      e.id,
    ]);
    const bad = await t.app.inject({ url: '/api/posts?status=deleted', headers: bearer(owner.token) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('counts the pending posts in the caller’s scope for the badge', async () => {
    const subscriber = await registerSubscriber(t.app);
    const event = await createEvent(t, { owner: ownerOf(subscriber), settings: { title: 'Wedding' } });
    const count = async () =>
      (
        await t.app.inject({ url: '/api/posts/pending-count', headers: bearer(subscriber.accessToken) })
      ).json();
    expect(await count()).toEqual({ count: 0 });
    await seedPost(t, { qrCodeId: event.qr.id, albumId: event.generalAlbum.id, status: 'pending' });
    await seedPost(t, { qrCodeId: event.qr.id, albumId: event.generalAlbum.id, status: 'pending' });
    await seedPost(t, { qrCodeId: event.qr.id, albumId: event.generalAlbum.id, status: 'published' });
    await seedPost(t, { qrCodeId: wedding.qr.id, albumId: wedding.generalAlbum.id, status: 'pending' });
    expect(await count()).toEqual({ count: 2 });
  });
});

describe('approve, reject, delete', () => {
  it('approves and rejects, recording who moderated and when', async () => {
    const seeded = await seedPost(t, { qrCodeId: wedding.qr.id, albumId: ceremonyId, status: 'pending' });
    const approved = await post(owner.token, `/api/posts/${seeded.id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ id: seeded.id, status: 'published', albumName: 'Ceremony' });
    expect(approved.json().moderatedAt).not.toBeNull();
    expect(await statusOf(seeded.id)).toMatchObject({ status: 'published', moderatedBy: owner.userId });

    const rejected = await post(owner.token, `/api/posts/${seeded.id}/reject`);
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().status).toBe('rejected');
    expect((await statusOf(seeded.id))!.status).toBe('rejected');
    // rejecting keeps the files: the owner may approve the post again
    expect(await storedFiles(t)).toEqual(expect.arrayContaining(seeded.media[0]!.keys));
  });

  it('deletes a post with its media rows and every stored copy, leaving other posts alone', async () => {
    const doomed = await seedPost(t, {
      qrCodeId: wedding.qr.id,
      albumId: ceremonyId,
      media: [{ variants: ['thumb', 'preview'] }, { kind: 'video', variants: ['poster', 'playback'] }],
    });
    const kept = await seedPost(t, { qrCodeId: wedding.qr.id, albumId: ceremonyId });
    const doomedKeys = doomed.media.flatMap((m) => m.keys);
    expect(doomedKeys).toHaveLength(6);
    expect(await storedFiles(t)).toEqual(expect.arrayContaining(doomedKeys));

    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/posts/${doomed.id}`,
      headers: bearer(owner.token),
    });
    expect(response.statusCode).toBe(204);
    expect(await statusOf(doomed.id)).toBeUndefined();
    const mediaIds = doomed.media.map((m) => m.id);
    expect(await t.db.select().from(media).where(inArray(media.id, mediaIds))).toEqual([]);
    const files = await storedFiles(t);
    for (const key of doomedKeys) expect(files).not.toContain(key);
    expect(files).toEqual(expect.arrayContaining(kept.media[0]!.keys));

    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/posts/${doomed.id}`,
      headers: bearer(owner.token),
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().error.code).toBe('NOT_FOUND');
  });

  it('a post that does not exist is NOT_FOUND; a malformed id is a validation error', async () => {
    const missing = await post(owner.token, '/api/posts/0190a0c0-0000-7000-8000-000000000000/approve');
    expect(missing.statusCode).toBe(404);
    const malformed = await post(owner.token, '/api/posts/not-a-uuid/approve');
    expect(malformed.statusCode).toBe(400);
  });
});

describe('POST /api/posts/bulk', () => {
  it('approves many at once; count says how many changed; foreign ids are skipped silently', async () => {
    const other = await registerSubscriber(t.app);
    const foreignEvent = await createEvent(t, { owner: ownerOf(other), settings: { title: 'Wedding' } });
    const foreign = await seedPost(t, {
      qrCodeId: foreignEvent.qr.id,
      albumId: foreignEvent.generalAlbum.id,
      status: 'pending',
    });
    const p1 = await seedPost(t, { qrCodeId: wedding.qr.id, albumId: ceremonyId, status: 'pending' });
    const p2 = await seedPost(t, { qrCodeId: wedding.qr.id, albumId: ceremonyId, status: 'rejected' });
    const p3 = await seedPost(t, { qrCodeId: wedding.qr.id, albumId: ceremonyId, status: 'published' });
    const response = await post(owner.token, '/api/posts/bulk', {
      ids: [p1.id, p2.id, p3.id, foreign.id, '0190a0c0-0000-7000-8000-000000000000'],
      action: 'approve',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ count: 2 });
    for (const p of [p1, p2, p3]) expect((await statusOf(p.id))!.status).toBe('published');
    expect(await statusOf(foreign.id)).toMatchObject({ status: 'pending', moderatedBy: null });

    const rejected = await post(owner.token, '/api/posts/bulk', { ids: [p1.id, p2.id], action: 'reject' });
    expect(rejected.json()).toEqual({ count: 2 });
    expect(await statusOf(p1.id)).toMatchObject({ status: 'rejected', moderatedBy: owner.userId });
  });

  it('deletes many with their files; another owner’s post and files survive', async () => {
    const other = await registerSubscriber(t.app);
    const foreignEvent = await createEvent(t, { owner: ownerOf(other), settings: { title: 'Wedding' } });
    const foreign = await seedPost(t, {
      qrCodeId: foreignEvent.qr.id,
      albumId: foreignEvent.generalAlbum.id,
    });
    const p1 = await seedPost(t, { qrCodeId: wedding.qr.id, albumId: ceremonyId });
    const p2 = await seedPost(t, {
      qrCodeId: wedding.qr.id,
      albumId: wedding.generalAlbum.id,
      media: [{}, { kind: 'video', variants: ['poster'] }],
    });
    const response = await post(owner.token, '/api/posts/bulk', {
      ids: [p1.id, p2.id, foreign.id],
      action: 'delete',
    });
    expect(response.json()).toEqual({ count: 2 });
    expect(await statusOf(p1.id)).toBeUndefined();
    expect(await statusOf(p2.id)).toBeUndefined();
    expect(await statusOf(foreign.id)).toBeDefined();
    const files = await storedFiles(t);
    for (const key of [...p1.media, ...p2.media].flatMap((m) => m.keys)) expect(files).not.toContain(key);
    expect(files).toEqual(expect.arrayContaining(foreign.media[0]!.keys));
  });

  it('validates the body: ids required, at most 100, a known action', async () => {
    const cases = [
      { ids: [], action: 'approve' },
      { ids: ['x'], action: 'approve' },
      { ids: [wedding.qr.id], action: 'publish' },
      { ids: Array.from({ length: 101 }, () => wedding.qr.id), action: 'approve' },
    ];
    for (const payload of cases) {
      const response = await post(owner.token, '/api/posts/bulk', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
    }
  });

  it('an admin moderates any event', async () => {
    const admin = await signIn(t.app, ADMIN.email, ADMIN.password);
    const p = await seedPost(t, { qrCodeId: wedding.qr.id, albumId: ceremonyId, status: 'pending' });
    const listed = await list(admin.accessToken, `qrCodeId=${wedding.qr.id}&status=pending`);
    expect(listed.items.map((x) => x.id)).toContain(p.id);
    const response = await post(admin.accessToken, '/api/posts/bulk', { ids: [p.id], action: 'approve' });
    expect(response.json()).toEqual({ count: 1 });
    expect(await statusOf(p.id)).toMatchObject({ status: 'published', moderatedBy: admin.userData.id });
  });
});
