// GET /api/share/{hash}: the event's home page for guests, and the gate every share call passes
// (DESIGN.md §6.2: blocked IP → QR page → subscription), with the codes and English texts.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShareHome } from '@hatira/shared/share';
import { ADMIN, createTestApp, type TestApp } from '../../../test/app.js';
import {
  addAlbum,
  adminToken,
  bearer,
  createEvent,
  createOwner,
  expectError,
  signIn,
  waitFor,
} from '../../../test/factories.js';
import { subscriptions } from '../subscriptions/subscriptions.table.js';
import { addPost, blockIp, patchAlbum, patchEvent, shareApi } from './share.test-support.js';

let t: TestApp;
let api: ReturnType<typeof shareApi>;
beforeAll(async () => {
  t = await createTestApp();
  api = shareApi(t);
});
afterAll(() => t.close());

async function homeOk(hash: string, remoteAddress?: string): Promise<ShareHome> {
  const response = await api.home(hash, remoteAddress);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ShareHome;
}

const block = (token: string, ip: string) => blockIp(t, token, ip);

describe('GET /api/share/{hash}', () => {
  it('shows the page and its active albums in display order, with counts of published posts', async () => {
    const event = await createEvent(t, {
      settings: { description: 'Düğünümüze hoş geldiniz', eventDate: '2025-06-14T16:00:00.000Z' },
    });
    const ceremony = await addAlbum(t, event, { name: 'Nikah', description: 'Tören' });
    const hidden = await addAlbum(t, event, { name: 'Hidden', isActive: false });
    const locked = await addAlbum(t, event, { name: 'Aile', password: 'family-only', uploadsEnabled: false });
    await addPost(t, event.generalAlbum);
    await addPost(t, event.generalAlbum, { status: 'pending' });
    await addPost(t, event.generalAlbum, { status: 'rejected' });
    await addPost(t, ceremony);
    await addPost(t, ceremony);
    await addPost(t, hidden);

    const home = await homeOk(event.qr.hash);
    expect(home.qr).toMatchObject({
      hash: event.qr.hash,
      title: 'Ayşe & Can',
      description: 'Düğünümüze hoş geldiniz',
      eventDate: '2025-06-14T16:00:00.000Z',
      uploadsEnabled: true,
      allowGuestDownload: false,
      themeColor: null,
    });
    expect(home.albums.map((a) => [a.name, a.postCount, a.isProtected, a.uploadsEnabled])).toEqual([
      ['General Shares', 1, false, true],
      ['Nikah', 2, false, true],
      ['Aile', 0, true, false],
    ]);
    expect(home.albums[1]!.description).toBe('Tören');
    expect(home.albums.map((a) => a.id)).not.toContain(hidden.id);
    expect(home.albums[2]!.id).toBe(locked.id);
  });

  it('takes album covers from the newest published ready picture, never from a protected album', async () => {
    const event = await createEvent(t);
    const photos = await addAlbum(t, event, { name: 'Photos' });
    const videos = await addAlbum(t, event, { name: 'Videos' });
    const locked = await addAlbum(t, event, { name: 'Locked', password: 'secret-pass' });
    const empty = await addAlbum(t, event, { name: 'Empty' });
    const hour = 60 * 60 * 1000;
    const base = Date.now() - 10 * hour;
    const older = await addPost(t, photos, { createdAt: new Date(base) });
    await addPost(t, photos, { createdAt: new Date(base + hour), status: 'pending' });
    await addPost(t, photos, { createdAt: new Date(base + 2 * hour), media: [{ status: 'processing' }] });
    const video = await addPost(t, videos, {
      createdAt: new Date(base + 3 * hour),
      media: [{ kind: 'video' }],
    });
    await addPost(t, locked, { createdAt: new Date(base + 4 * hour) });
    await addPost(t, empty, { status: 'rejected', createdAt: new Date(base + 5 * hour) });

    const home = await homeOk(event.qr.hash);
    const coverOf = (id: string) => home.albums.find((a) => a.id === id)!.coverUrl;
    expect(coverOf(photos.id)).toMatch(new RegExp(`^/api/media/${older.media[0]!.id}/thumb\\?t=`));
    expect(coverOf(videos.id)).toMatch(new RegExp(`^/api/media/${video.media[0]!.id}/thumb\\?t=`));
    expect(coverOf(locked.id)).toBeNull();
    expect(coverOf(empty.id)).toBeNull();
    expect(coverOf(event.generalAlbum.id)).toBeNull();
    // the page's cover: the newest among open albums (the protected album's newer post is skipped)
    expect(home.qr.coverUrl).toBe(coverOf(videos.id));

    // the cover address loads the WebP thumbnail for a guest
    const image = await t.app.inject({ url: home.qr.coverUrl! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect((await sharp(image.rawPayload).metadata()).format).toBe('webp');
  });

  it('has no covers at all when every album is protected or empty', async () => {
    const event = await createEvent(t);
    await patchAlbum(t, event, event.generalAlbum.id, { password: 'only-us' });
    await addPost(t, event.generalAlbum);
    const home = await homeOk(event.qr.hash);
    expect(home.qr.coverUrl).toBeNull();
    expect(home.albums).toEqual([
      expect.objectContaining({ isProtected: true, coverUrl: null, postCount: 1 }),
    ]);
  });

  it('ignores a stale or bogus Authorization header: a share call never answers 401', async () => {
    const event = await createEvent(t);
    const session = await signIn(t.app, ADMIN.email, ADMIN.password);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(session.accessToken) });
    for (const authorization of [
      `Bearer ${session.accessToken}`,
      'Bearer bogus-token',
      'Basic abc',
      'Bearer ',
    ]) {
      const response = await api.home(event.qr.hash, undefined, { authorization });
      expect(response.statusCode, authorization).toBe(200);
    }
    const unknown = await api.home('no-such-page', undefined, { authorization: 'Bearer bogus-token' });
    expectError(unknown, 404, 'QR_NOT_FOUND', 'QR page not found.');
  });
});

describe('the share gate', () => {
  it('QR_NOT_FOUND for an unknown hash', async () => {
    expectError(await api.home('unknown-hash-123'), 404, 'QR_NOT_FOUND', 'QR page not found.');
  });

  it('QR_INACTIVE for a switched-off page', async () => {
    const event = await createEvent(t, { settings: { isActive: false } });
    expectError(
      await api.home(event.qr.hash),
      403,
      'QR_INACTIVE',
      'QR page is not active. Please try again later!',
    );
    await patchEvent(t, event, { isActive: true });
    await homeOk(event.qr.hash);
  });

  it('SUBSCRIPTION_PROBLEM when the owner has no subscription or it has run out', async () => {
    const owner = await createOwner(t, { subscribed: false });
    const event = await createEvent(t, { owner });
    const problem = [
      403,
      'SUBSCRIPTION_PROBLEM',
      'There is a subscription problem. If you think there is an error, please contact us!',
    ] as const;
    expectError(await api.home(event.qr.hash), ...problem);

    const other = await createEvent(t);
    await homeOk(other.qr.hash);
    await t.db
      .update(subscriptions)
      .set({ endsAt: new Date(Date.now() - 1000), startsAt: new Date(Date.now() - 86_400_000) })
      .where(eq(subscriptions.userId, other.owner.userId));
    // written straight into the database, as another instance would: the share cache drops the
    // page it keeps once the database's notification arrives (on PostgreSQL, a moment later)
    const ended = await waitFor(
      () => api.home(other.qr.hash),
      (response) => response.statusCode !== 200,
    );
    expectError(ended, ...problem);
  });

  it("IP_BLOCKED for an address on the owner's list (only their pages) or the platform list", async () => {
    const blocked = [403, 'IP_BLOCKED', 'You have been blocked from accessing this page!'] as const;
    const event = await createEvent(t);
    const otherEvent = await createEvent(t);
    await block(event.owner.token, '198.51.100.0/24');
    expectError(await api.home(event.qr.hash, '198.51.100.77'), ...blocked);
    await homeOk(event.qr.hash, '198.51.101.1');
    await homeOk(otherEvent.qr.hash, '198.51.100.77');

    await block(await adminToken(t), '203.0.113.5');
    expectError(await api.home(otherEvent.qr.hash, '203.0.113.5'), ...blocked);
    // blocked comes first: the address learns nothing, not even whether a page exists
    expectError(await api.home('no-such-page', '203.0.113.5'), ...blocked);
    const inactive = await createEvent(t, { settings: { isActive: false } });
    expectError(await api.home(inactive.qr.hash, '203.0.113.5'), ...blocked);
  });

  it('ignores X-Forwarded-For without TRUST_PROXY', async () => {
    const event = await createEvent(t);
    await block(event.owner.token, '192.0.2.66');
    const spoofedAway = await t.app.inject({
      url: `/api/share/${event.qr.hash}`,
      remoteAddress: '192.0.2.66',
      headers: { 'x-forwarded-for': '198.51.100.1' },
    });
    expectError(spoofedAway, 403, 'IP_BLOCKED', 'You have been blocked from accessing this page!');
    const framed = await t.app.inject({
      url: `/api/share/${event.qr.hash}`,
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': '192.0.2.66' },
    });
    expect(framed.statusCode).toBe(200);
  });
});

describe('the share gate behind a proxy (TRUST_PROXY=true)', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await createTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => proxied.close());

  it("blocks the guest's address from X-Forwarded-For, not the proxy's", async () => {
    const event = await createEvent(proxied);
    await blockIp(proxied, event.owner.token, '192.0.2.66');
    const viaProxy = (forwardedFor: string) =>
      proxied.app.inject({
        url: `/api/share/${event.qr.hash}`,
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': forwardedFor },
      });
    expectError(
      await viaProxy('192.0.2.66'),
      403,
      'IP_BLOCKED',
      'You have been blocked from accessing this page!',
    );
    expect((await viaProxy('198.51.100.1')).statusCode).toBe(200);
  });
});
