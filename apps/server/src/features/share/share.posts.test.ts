// GET /api/share/{hash}/albums/{albumId}/posts: the guest gallery — published posts only, newest
// first, keyset pages without gaps or duplicates, only ready media, guest-signed addresses.
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Album } from '@hatira/shared/albums';
import type { GuestPost, SharePostsResponse } from '@hatira/shared/share';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { addAlbum, adminToken, createEvent, createOwner, expectError } from '../../../test/factories.js';
import { verifyMediaToken } from '../media/media-urls.js';
import { posts } from '../posts/posts.table.js';
import { selectGalleryPosts } from './share-gallery.query.js';
import { addPost, blockIp, patchEvent, shareApi, type SeededPost } from './share.test-support.js';

let t: TestApp;
let api: ReturnType<typeof shareApi>;
beforeAll(async () => {
  t = await createTestApp();
  api = shareApi(t);
});
afterAll(() => t.close());

async function page(hash: string, albumId: string, query = ''): Promise<SharePostsResponse> {
  const response = await api.posts(hash, albumId, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as SharePostsResponse;
}

/** Every page from the first, following nextCursor. */
async function walk(hash: string, albumId: string, limit?: number) {
  const pages: GuestPost[][] = [];
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams();
    if (limit) query.set('limit', String(limit));
    if (cursor) query.set('cursor', cursor);
    const result = await page(hash, albumId, query.toString());
    pages.push(result.items);
    cursor = result.nextCursor;
    expect(pages.length).toBeLessThan(100);
  } while (cursor);
  return pages;
}

/** Sets created_at exactly (to the microsecond), beyond what a JS Date can hold. */
async function setCreatedAt(postIds: string[], timestamp: string) {
  await t.db
    .update(posts)
    .set({ createdAt: sql`${timestamp}::timestamptz` })
    .where(inArray(posts.id, postIds));
}

describe('keyset pagination', () => {
  const visible: { id: string; at: string }[] = [];
  let hash: string;
  let albumId: string;
  let album: Album;

  beforeAll(async () => {
    const event = await createEvent(t);
    hash = event.qr.hash;
    albumId = event.generalAlbum.id;
    album = event.generalAlbum;
    const add = async (at: string, seed: Parameters<typeof addPost>[2] = {}): Promise<SeededPost> => {
      const post = await addPost(t, event.generalAlbum, seed);
      await setCreatedAt([post.id], at);
      return post;
    };
    // 75 published posts: 25 at one identical instant, 25 within one millisecond (distinct
    // microseconds, which a millisecond cursor would lose), 25 a second apart
    for (let i = 0; i < 25; i++) visible.push({ id: (await add('2025-05-01T12:00:00.000000Z')).id, at: '0' });
    for (let i = 0; i < 25; i++) {
      const micro = String(1001 + i * 7).padStart(6, '0');
      visible.push({ id: (await add(`2025-05-01T12:00:00.${micro}Z`)).id, at: `1${micro}` });
    }
    for (let i = 0; i < 25; i++) {
      const second = String(10 + i).padStart(2, '0');
      visible.push({ id: (await add(`2025-05-01T12:00:${second}.000000Z`)).id, at: `2${second}` });
    }
    // invisible, interleaved with the visible ones: pending, rejected, and published without ready media
    for (const at of [
      '2025-05-01T12:00:00.000000Z',
      '2025-05-01T12:00:00.001008Z',
      '2025-05-01T12:00:20.000000Z',
    ]) {
      await add(at, { status: 'pending' });
      await add(at, { status: 'rejected' });
      await add(at, { media: [{ status: 'processing' }] });
      await add(at, { media: [{ status: 'failed' }, { status: 'processing', kind: 'video' }] });
    }
  });

  /** Newest first; equal instants by id, descending (PostgreSQL compares uuids bytewise, as hex). */
  const expectedOrder = () =>
    [...visible]
      .sort((a, b) => (a.at === b.at ? (a.id < b.id ? 1 : -1) : a.at < b.at ? 1 : -1))
      .map((p) => p.id);

  it.each([10, 7, 1, 60])(
    'walks all 75 posts in pages of %i: no duplicates, no gaps, full pages',
    async (limit) => {
      const pages = await walk(hash, albumId, limit);
      const ids = pages.flat().map((p) => p.id);
      expect(ids).toEqual(expectedOrder());
      expect(new Set(ids).size).toBe(75);
      for (const items of pages.slice(0, -1)) expect(items).toHaveLength(limit);
      expect(pages.length).toBe(Math.ceil(75 / limit));
    },
  );

  it('uses 30 posts a page by default and ends with nextCursor null', async () => {
    const pages = await walk(hash, albumId);
    expect(pages.map((items) => items.length)).toEqual([30, 30, 15]);
  });

  it('keeps its place when newer posts arrive between pages', async () => {
    const first = await page(hash, albumId, 'limit=20');
    const newcomer = await addPost(t, album, { createdAt: new Date() });
    try {
      const second = await page(hash, albumId, `limit=20&cursor=${first.nextCursor}`);
      expect(second.items.map((p) => p.id)).toEqual(expectedOrder().slice(20, 40));
      expect((await page(hash, albumId, 'limit=1')).items[0]!.id).toBe(newcomer.id);
    } finally {
      await t.db.delete(posts).where(inArray(posts.id, [newcomer.id]));
    }
  });

  it('reads the album in the order of posts_album_status_created_idx: no sort, rows from the cursor on', async () => {
    const plan = await t.db.transaction(async (tx) => {
      // planner costs aside: can the index give this order and start at the cursor?
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_sort = off`);
      const query = selectGalleryPosts(tx, albumId, ['2025-05-01T12:00:05.000000Z', visible[0]!.id], 31);
      const result = await tx.execute(sql`explain ${query.getSQL()}`);
      return (result as unknown as { rows: { 'QUERY PLAN': string }[] }).rows
        .map((r) => r['QUERY PLAN'])
        .join('\n');
    });
    expect(plan).toMatch(/Index (Only )?Scan using posts_album_status_created_idx/);
    expect(plan).toMatch(/Index Cond: .*ROW\(created_at, id\) < ROW\(/);
    expect(plan).not.toMatch(/\bSort\b/);
  });

  it.each([
    ['garbage', 'not base64url JSON'],
    [Buffer.from('{"a":1}').toString('base64url'), 'the wrong shape'],
    [Buffer.from('["2025-05-01T12:00:00Z","x"]').toString('base64url'), 'no uuid'],
    [Buffer.from("['1',2]").toString('base64url'), 'not JSON'],
  ])('answers VALIDATION_FAILED with fields.cursor for a cursor that is %s (%s)', async (cursor) => {
    const response = await api.posts(hash, albumId, `cursor=${encodeURIComponent(cursor)}`);
    expectError(response, 400, 'VALIDATION_FAILED', 'Please fill in the required fields!');
    expect(response.json().error.fields).toEqual({ cursor: 'This value is not valid' });
  });

  it.each(['0', '61', 'ten'])('refuses limit=%s with fields.limit', async (limit) => {
    const response = await api.posts(hash, albumId, `limit=${limit}`);
    expectError(response, 400, 'VALIDATION_FAILED', 'Please fill in the required fields!');
    expect(Object.keys(response.json().error.fields)).toEqual(['limit']);
  });
});

describe('what a guest sees of a post', () => {
  it('shows name, message, time and ready media with guest-signed copies, never the file name', async () => {
    const event = await createEvent(t);
    const post = await addPost(t, event.generalAlbum, {
      guestName: 'Elif',
      message: 'Çok güzeldi!',
      createdAt: new Date('2025-05-02T10:00:00.000Z'),
      media: [
        { kind: 'photo', originalFilename: 'IMG_SECRET_NAME.JPG' },
        { kind: 'photo', status: 'processing' },
        { kind: 'video', playback: true },
        { kind: 'video', originalFilename: 'nofmpeg-original.mov' },
      ],
    });
    const { items, nextCursor } = await page(event.qr.hash, event.generalAlbum.id);
    expect(nextCursor).toBeNull();
    expect(items).toHaveLength(1);
    const [photo, video, plainVideo] = [post.media[0]!, post.media[2]!, post.media[3]!];
    const shown = items[0]!;
    expect(shown).toMatchObject({
      id: post.id,
      name: 'Elif',
      message: 'Çok güzeldi!',
      createdAt: '2025-05-02T10:00:00.000Z',
    });
    expect(shown.media.map((m) => m.id)).toEqual([photo.id, video.id, plainVideo.id]);
    // neither the device's file names nor the storage keys (media/<albumId>/…)
    expect(JSON.stringify(items)).not.toMatch(
      new RegExp(`IMG_SECRET_NAME|nofmpeg-original|media/${event.generalAlbum.id}`),
    );

    const url = (id: string, variant: string) =>
      expect.stringMatching(new RegExp(`^/api/media/${id}/${variant}\\?t=[\\w-]+\\.[\\w-]+$`));
    expect(shown.media[0]).toEqual({
      id: photo.id,
      kind: 'photo',
      thumbUrl: url(photo.id, 'thumb'),
      previewUrl: url(photo.id, 'preview'),
      posterUrl: null,
      videoUrl: null,
      downloadUrl: null,
      width: 800,
      height: 1200,
      duration: null,
    });
    expect(shown.media[1]).toMatchObject({
      kind: 'video',
      thumbUrl: url(video.id, 'thumb'),
      posterUrl: url(video.id, 'poster'),
      videoUrl: url(video.id, 'playback'),
      downloadUrl: null,
      duration: 2,
    });
    // no playable copy (no ffmpeg): the original is what plays
    expect(shown.media[2]).toMatchObject({ videoUrl: url(plainVideo.id, 'original'), downloadUrl: null });
    const token = new URL(shown.media[0]!.thumbUrl!, 'http://x').searchParams.get('t')!;
    const grant = verifyMediaToken(t.appSecret, token);
    expect(grant.ok && grant.data).toMatchObject({ m: photo.id, v: 'thumb', a: 'guest' });
  });

  it('adds a download address of the original only when the owner allows guest downloads', async () => {
    const event = await createEvent(t, { settings: { allowGuestDownload: true } });
    const post = await addPost(t, event.generalAlbum);
    const [shown] = (await page(event.qr.hash, event.generalAlbum.id)).items;
    const downloadUrl = shown!.media[0]!.downloadUrl!;
    expect(downloadUrl).toMatch(new RegExp(`^/api/media/${post.media[0]!.id}/original\\?t=`));
    const grant = verifyMediaToken(t.appSecret, new URL(downloadUrl, 'http://x').searchParams.get('t')!);
    expect(grant.ok && grant.data).toMatchObject({ v: 'original', a: 'guest', d: 1 });

    await patchEvent(t, event, { allowGuestDownload: false });
    const [after] = (await page(event.qr.hash, event.generalAlbum.id)).items;
    expect(after!.media[0]!.downloadUrl).toBeNull();
  });

  it('shows only the album asked for, and an empty album as an empty page', async () => {
    const event = await createEvent(t);
    const other = await addAlbum(t, event, { name: 'Nikah' });
    await addPost(t, other);
    expect(await page(event.qr.hash, event.generalAlbum.id)).toEqual({
      items: [],
      nextCursor: null,
      revealed: true,
      revealAt: null,
    });
    expect((await page(event.qr.hash, other.id)).items).toHaveLength(1);
  });
});

describe('the gallery passes the page gate first', () => {
  it('IP_BLOCKED, QR_INACTIVE and SUBSCRIPTION_PROBLEM on the posts call', async () => {
    const event = await createEvent(t);
    await addPost(t, event.generalAlbum);
    await blockIp(t, await adminToken(t), '203.0.113.99');
    const blocked = await api.posts(event.qr.hash, event.generalAlbum.id, '', {}, '203.0.113.99');
    expectError(blocked, 403, 'IP_BLOCKED', 'You have been blocked from accessing this page!');
    const blockedAccess = await api.access(
      event.qr.hash,
      event.generalAlbum.id,
      { password: 'x' },
      '203.0.113.99',
    );
    expectError(blockedAccess, 403, 'IP_BLOCKED', 'You have been blocked from accessing this page!');

    const unpaid = await createEvent(t, { owner: await createOwner(t, { subscribed: false }) });
    expectError(
      await api.posts(unpaid.qr.hash, unpaid.generalAlbum.id),
      403,
      'SUBSCRIPTION_PROBLEM',
      'There is a subscription problem. If you think there is an error, please contact us!',
    );

    await patchEvent(t, event, { isActive: false });
    expectError(
      await api.posts(event.qr.hash, event.generalAlbum.id),
      403,
      'QR_INACTIVE',
      'QR page is not active. Please try again later!',
    );
    expectError(
      await api.posts('no-such-hash', event.generalAlbum.id),
      404,
      'QR_NOT_FOUND',
      'QR page not found.',
    );
  });
});
