// The guest read cache (decisions 013, 025, 033) with a TTL long enough to matter: repeated reads
// share one database read, the writes this instance makes show at once, writes of other instances
// (a second app on the same database, a script) show once the database's notification arrives, nothing is kept while notifications cannot arrive, the per-request checks
// (blocked list, album token, subscription end) still stop a guest at once, and a kept body
// expires with its TTL and never hands out a media address with less than a full
// MEDIA_URL_TTL_MS left.
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MEDIA_URL_TTL_MS } from '@hatira/shared/limits';
import type { ShareHome, SharePostsResponse } from '@hatira/shared/share';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { addAlbum, bearer, createEvent, expectError, type TestEvent } from '../../../test/factories.js';
import { verifyMediaToken } from '../media/media-urls.js';
import { processPendingMedia } from '../media/media.worker.js';
import { fixturePart, postForm } from './share-posts.test-support.js';
import { addPost, blockIp, patchAlbum, patchEvent, shareApi } from './share.test-support.js';

const TTL_MS = 60_000;

let t: TestApp;
let api: ReturnType<typeof shareApi>;
beforeAll(async () => {
  t = await createTestApp({ SHARE_CACHE_MS: String(TTL_MS) });
  api = shareApi(t);
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

async function gallery(event: TestEvent, albumId = event.generalAlbum.id, headers = {}, ip?: string) {
  const response = await api.posts(event.qr.hash, albumId, '', headers, ip);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as SharePostsResponse;
}

const ids = (page: SharePostsResponse) => page.items.map((post) => post.id);

/** Retries `check` until the database's notification has come (milliseconds; generous under load). */
const untilHeard = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 5000, interval: 50 });

/** A write the cache cannot hear about: the triggers of migration 0007 on posts and media held back. */
async function unheard<T>(write: () => Promise<T>): Promise<T> {
  const triggers = async (state: 'enable' | 'disable') => {
    await t.db.execute(sql.raw(`alter table posts ${state} trigger user`));
    await t.db.execute(sql.raw(`alter table media ${state} trigger user`));
  };
  await triggers('disable');
  try {
    return await write();
  } finally {
    await triggers('enable');
  }
}

async function postCount(event: TestEvent) {
  const response = await api.home(event.qr.hash);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as ShareHome).albums[0]!.postCount;
}

async function moderate(event: TestEvent, url: string, payload?: Record<string, unknown>) {
  const response = await t.app.inject({
    method: 'POST',
    url,
    headers: bearer(event.owner.token),
    ...(payload && { payload }),
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('the share read cache', () => {
  it('serves repeated reads from the cache: a row written unheard shows only after invalidation', async () => {
    const event = await createEvent(t);
    const first = await addPost(t, event.generalAlbum);
    const before = await api.posts(event.qr.hash, event.generalAlbum.id);
    expect(ids(before.json())).toEqual([first.id]);
    expect(await postCount(event)).toBe(1);

    const second = await unheard(() => addPost(t, event.generalAlbum));
    const again = await api.posts(event.qr.hash, event.generalAlbum.id);
    expect(again.body).toBe(before.body); // the very same body
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(await postCount(event)).toBe(1);

    t.shareCache.invalidate();
    expect(ids(await gallery(event))).toEqual([second.id, first.id]);
    expect(await postCount(event)).toBe(2);
  });

  it('drops what a write through another instance made stale: moderation, album and event settings', async () => {
    const other = await t.anotherInstance(); // a second app on the same database, with its own cache
    try {
      const event = await createEvent(t);
      const party = await addAlbum(t, event, { name: 'After party' });
      const first = await addPost(t, event.generalAlbum);
      const second = await addPost(t, event.generalAlbum);
      expect(ids(await gallery(event))).toEqual([second.id, first.id]); // kept here from now on
      expect(await postCount(event)).toBe(2);
      expect((await gallery(event, party.id)).items).toEqual([]);

      const owner = bearer(event.owner.token);
      const rejected = await other.app.inject({
        method: 'POST',
        url: `/api/posts/${second.id}/reject`,
        headers: owner,
      });
      expect(rejected.statusCode, rejected.body).toBe(200);
      await untilHeard(async () => expect(ids(await gallery(event))).toEqual([first.id]));
      expect(await postCount(event)).toBe(1);

      await patchAlbum(other, event, party.id, { isActive: false });
      await untilHeard(async () =>
        expectError(await api.posts(event.qr.hash, party.id), 403, 'ALBUM_UNAVAILABLE', expect.any(String)),
      );
      await patchEvent(other, event, { isActive: false });
      await untilHeard(async () =>
        expectError(await api.home(event.qr.hash), 403, 'QR_INACTIVE', expect.any(String)),
      );
    } finally {
      await other.close();
    }
  });

  it('hears writes made elsewhere (another instance, a script): they show once the notification arrives', async () => {
    const event = await createEvent(t);
    const first = await addPost(t, event.generalAlbum);
    expect(ids(await gallery(event))).toEqual([first.id]);
    expect(await postCount(event)).toBe(1);

    // straight into the database, as a script would: no call to this instance's invalidate
    const second = await addPost(t, event.generalAlbum);
    await untilHeard(async () => expect(ids(await gallery(event))).toEqual([second.id, first.id]));
    expect(await postCount(event)).toBe(2);

    await t.db.execute(sql`update posts set status = 'rejected' where id = ${second.id}`);
    await untilHeard(async () => expect(ids(await gallery(event))).toEqual([first.id]));
    await t.db.execute(sql`update qr_codes set is_active = false where id = ${event.qr.id}`);
    await untilHeard(async () =>
      expectError(await api.home(event.qr.hash), 403, 'QR_INACTIVE', expect.any(String)),
    );
  });

  it('drops only what a change made stale: a new post keeps the deeper pages, an older change the pages below it', async () => {
    const event = await createEvent(t);
    const hour = (h: number) => new Date(Date.UTC(2026, 5, 20, h));
    const [p1, p2, p3, p4, p5] = await Promise.all(
      [1, 2, 3, 4, 5].map((h) => addPost(t, event.generalAlbum, { createdAt: hour(h), message: 'first' })),
    );
    const read = async (cursor?: string | null) => {
      const query = `limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const response = await api.posts(event.qr.hash, event.generalAlbum.id, query);
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json() as SharePostsResponse;
      return { ids: ids(page), messages: page.items.map((post) => post.message), next: page.nextCursor };
    };
    const a = await read();
    const b = await read(a.next);
    const c = await read(b.next);
    expect([a.ids, b.ids, c.ids]).toEqual([[p5!.id, p4!.id], [p3!.id, p2!.id], [p1!.id]]);
    // what a page read now would show, unless it is still kept
    await unheard(() =>
      t.db.execute(sql`update posts set message = 'edited' where album_id = ${event.generalAlbum.id}`),
    );

    const p6 = await addPost(t, event.generalAlbum, { message: 'edited' }); // the newest: only the first page
    await untilHeard(async () => expect((await read()).ids).toEqual([p6.id, p5!.id]));
    expect(await read(a.next)).toEqual(b); // kept
    expect(await read(b.next)).toEqual(c); // kept

    await t.db.execute(sql`update posts set status = 'rejected' where id = ${p3!.id}`); // pages above p2
    await untilHeard(async () =>
      expect(await read(a.next)).toMatchObject({ ids: [p2!.id, p1!.id], messages: ['edited', 'edited'] }),
    );
    expect(await read(b.next)).toEqual(c); // posts before p2: untouched by p3
  });

  it.runIf(process.env['TEST_DATABASE_URL'])(
    'keeps nothing while its listening connection is lost, and caches again once it is back',
    async () => {
      const event = await createEvent(t);
      const first = await addPost(t, event.generalAlbum);
      expect(ids(await gallery(event))).toEqual([first.id]);

      await t.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and query ilike 'listen%'`,
      );
      // every read goes to the database until it listens again: an unheard write shows at once
      await untilHeard(async () => {
        const added = await unheard(() => addPost(t, event.generalAlbum));
        expect(ids(await gallery(event))[0]).toBe(added.id);
      });
      // listening again (within a second or so): reads are kept once more
      await vi.waitFor(
        async () => {
          const kept = await gallery(event);
          await unheard(() => addPost(t, event.generalAlbum));
          expect(await gallery(event)).toEqual(kept);
        },
        { timeout: 5000, interval: 200 },
      );
    },
  );

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

    await moderate(event, `/api/posts/${shown.id}/block`, { target: 'ip' }); // hides the posts from the seeded IP
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

  it('shows a guest post in the count, and in the gallery once its media is ready, as soon as the database tells', async () => {
    const event = await createEvent(t);
    expect(await postCount(event)).toBe(0);
    expect(ids(await gallery(event))).toEqual([]);

    const parts = [['albumId', event.generalAlbum.id], ['name', 'Elif'], await fixturePart('photo.png')];
    const posted = await postForm(t, event.qr.hash, parts as Parameters<typeof postForm>[2]);
    expect(posted.statusCode, posted.body).toBe(201);
    const postId = (posted.json() as { post: { id: string } }).post.id;
    await untilHeard(async () => expect(await postCount(event)).toBe(1));
    expect(ids(await gallery(event))).toEqual([]); // still processing

    expect(await processPendingMedia(t)).toBeGreaterThan(0);
    await untilHeard(async () => expect(ids(await gallery(event))).toEqual([postId]));
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
    await unheard(() => addPost(t, event.generalAlbum));

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
