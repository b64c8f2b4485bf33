// The guest gallery with the share cache off (SHARE_CACHE_MS=0): one prepared statement reads the
// gate and the page (decision 051). It must answer exactly what the cached path answers, page by
// page, and refuse in the same order (blocked list → page → subscription → album → cursor).
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALBUM_TOKEN_HEADER, type SharePostsResponse } from '@hatira/shared/share';
import { createTestApp, type TestApp } from '../../../test/app.js';
import {
  addAlbum,
  adminToken,
  createEvent,
  createOwner,
  expectError,
  type TestEvent,
} from '../../../test/factories.js';
import { posts } from '../posts/posts.table.js';
import { subscriptions } from '../subscriptions/subscriptions.table.js';
import { createShareCache, type ShareCache } from './share-cache.js';
import { listSharePosts } from './share-gallery.js';
import { addPost, blockIp, patchAlbum, patchEvent, shareApi } from './share.test-support.js';

let t: TestApp;
let api: ReturnType<typeof shareApi>;
let kept: ShareCache;
beforeAll(async () => {
  t = await createTestApp({ SHARE_CACHE_MS: '0' });
  api = shareApi(t);
  // the cached path on the same database, for the comparison
  kept = await createShareCache({ listen: t.listen }, 60_000);
});
afterAll(async () => {
  await kept.close();
  await t.close();
});

const GUEST = '198.51.100.20';

describe('the uncached gallery answers what the cached one answers', () => {
  let event: TestEvent;
  beforeAll(async () => {
    event = await createEvent(t, { settings: { allowGuestDownload: true } });
    const album = event.generalAlbum;
    const at = (minute: number) => new Date(Date.UTC(2025, 4, 1, 12, minute));
    await addPost(t, album, { createdAt: at(1), message: null });
    await addPost(t, album, {
      createdAt: at(2),
      media: [{}, { kind: 'video', playback: true }, { kind: 'video' }, { status: 'processing' }],
    });
    await addPost(t, album, { createdAt: at(3), media: [{ status: 'processing' }] }); // nothing ready
    await addPost(t, album, { createdAt: at(4), status: 'pending' });
    const tied = await Promise.all([1, 2, 3].map(() => addPost(t, album, { createdAt: at(5) })));
    // the same microsecond: the id decides
    await t.db
      .update(posts)
      .set({ createdAt: sql`'2025-05-01T12:05:00.123456Z'::timestamptz` })
      .where(
        inArray(
          posts.id,
          tied.map((post) => post.id),
        ),
      );
    for (let minute = 6; minute < 12; minute++)
      await addPost(t, album, { createdAt: at(minute), guestName: `Misafir ${minute}` });
  });

  it.each([1, 2, 3, 30])('page by page with limit=%i, to the same bytes', async (limit) => {
    const { hash } = event.qr;
    const albumId = event.generalAlbum.id;
    let cursor: string | null = null;
    let shown = 0;
    do {
      const query = { limit, ...(cursor && { cursor }) };
      const search = `limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`;
      const response = await api.posts(hash, albumId, search, {}, GUEST);
      expect(response.statusCode, response.body).toBe(200);
      const cached = await listSharePosts({ ...t, shareCache: kept }, { hash, albumId }, query, {
        ip: GUEST,
        keyHash: null,
      });
      expect(response.body).toBe(cached);
      const body = response.json() as SharePostsResponse;
      shown += body.items.length;
      cursor = body.nextCursor;
    } while (cursor);
    // every published post with something ready: not the pending one, not the one still processing
    expect(shown).toBe(11);
  });

  it('gives every ready photo three guest addresses with downloads allowed', async () => {
    const response = await api.posts(event.qr.hash, event.generalAlbum.id, 'limit=1', {}, GUEST);
    const [photo] = (response.json() as SharePostsResponse).items[0]!.media;
    expect(photo).toMatchObject({
      thumbUrl: expect.stringMatching(/^\/api\/media\/[\w-]+\/thumb\?t=/),
      previewUrl: expect.stringMatching(/^\/api\/media\/[\w-]+\/preview\?t=/),
      downloadUrl: expect.stringMatching(/^\/api\/media\/[\w-]+\/original\?t=/),
    });
  });
});

describe('the uncached gallery refuses in the gate’s order', () => {
  const BLOCKED = [403, 'IP_BLOCKED', 'You have been blocked from accessing this page!'] as const;
  const posts = (event: Pick<TestEvent, 'qr'>, albumId: string, query = '', ip = GUEST, token?: string) =>
    api.posts(event.qr.hash, albumId, query, token ? { [ALBUM_TOKEN_HEADER]: token } : {}, ip);

  it('the blocked list first: the owner’s entries on their pages, platform-wide ones everywhere', async () => {
    const event = await createEvent(t);
    await blockIp(t, event.owner.token, '203.0.113.0/24');
    expectError(await posts(event, event.generalAlbum.id, '', '203.0.113.7'), ...BLOCKED);
    // an IPv4-mapped address is the same guest
    expectError(await posts(event, event.generalAlbum.id, '', '::ffff:203.0.113.7'), ...BLOCKED);
    // before the album and the cursor are looked at
    expectError(await posts(event, 'not-an-album', 'cursor=garbage', '203.0.113.7'), ...BLOCKED);
    // another owner's page does not know this list
    const other = await createEvent(t);
    expect((await posts(other, other.generalAlbum.id, '', '203.0.113.7')).statusCode).toBe(200);

    await blockIp(t, await adminToken(t), '192.0.2.77');
    expectError(await posts(other, other.generalAlbum.id, '', '192.0.2.77'), ...BLOCKED);
    expectError(
      await posts({ qr: { hash: 'no-such-page' } } as TestEvent, other.generalAlbum.id, '', '192.0.2.77'),
      ...BLOCKED,
    );
  });

  it('then the page: QR_NOT_FOUND, QR_INACTIVE, SUBSCRIPTION_PROBLEM (none, or ended)', async () => {
    const event = await createEvent(t);
    expectError(
      await posts({ qr: { hash: 'no-such-page' } } as TestEvent, event.generalAlbum.id),
      404,
      'QR_NOT_FOUND',
      'QR page not found.',
    );
    const unpaid = await createEvent(t, { owner: await createOwner(t, { subscribed: false }) });
    const problem = [
      403,
      'SUBSCRIPTION_PROBLEM',
      'There is a subscription problem. If you think there is an error, please contact us!',
    ] as const;
    expectError(await posts(unpaid, unpaid.generalAlbum.id), ...problem);

    const ending = await createEvent(t);
    expect((await posts(ending, ending.generalAlbum.id)).statusCode).toBe(200);
    await t.db
      .update(subscriptions)
      .set({ endsAt: new Date(Date.now() - 1000), startsAt: new Date(Date.now() - 86_400_000) })
      .where(eq(subscriptions.userId, ending.owner.userId));
    expectError(await posts(ending, ending.generalAlbum.id), ...problem); // at once: nothing is kept

    await patchEvent(t, event, { isActive: false });
    expectError(
      await posts(event, 'not-an-album', 'cursor=garbage'),
      403,
      'QR_INACTIVE',
      'QR page is not active. Please try again later!',
    );
  });

  it('then the album: unknown, another page’s, inactive, protected; then the cursor', async () => {
    const event = await createEvent(t);
    const other = await createEvent(t);
    const notFound = [404, 'ALBUM_NOT_FOUND', 'Selected Album Not Found!'] as const;
    expectError(await posts(event, 'not-an-album'), ...notFound);
    expectError(await posts(event, '00000000-0000-4000-8000-000000000000'), ...notFound);
    expectError(await posts(event, other.generalAlbum.id), ...notFound);

    const closed = await addAlbum(t, event, { name: 'Kapalı' });
    await patchAlbum(t, event, closed.id, { isActive: false });
    expectError(
      await posts(event, closed.id, 'cursor=garbage'),
      403,
      'ALBUM_UNAVAILABLE',
      'This album is not available!',
    );

    const secret = await addAlbum(t, event, { name: 'Aile', password: 'Gizli Şifre 1' });
    const post = await addPost(t, secret);
    const required = [403, 'ALBUM_PASSWORD_REQUIRED', 'Please Enter Album Password!'] as const;
    expectError(await posts(event, secret.id), ...required);
    expectError(await posts(event, secret.id, '', GUEST, 'forged.token'), ...required);
    const entered = await api.access(event.qr.hash, secret.id, { password: 'Gizli Şifre 1' }, GUEST);
    const token = entered.json().albumToken as string;
    const opened = await posts(event, secret.id, '', GUEST, token);
    expect(opened.statusCode, opened.body).toBe(200);
    expect((opened.json() as SharePostsResponse).items.map((item) => item.id)).toEqual([post.id]);

    const badCursor = await posts(event, secret.id, 'cursor=garbage', GUEST, token);
    expectError(badCursor, 400, 'VALIDATION_FAILED');
    expect(badCursor.json().error.fields).toEqual({ cursor: 'This value is not valid' });
  });
});
