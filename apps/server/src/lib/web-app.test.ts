// The built web app is three pages: the guest pages (share.html) for /s/…, /i/…, /not-qr and the legal pages, the
// venue screen (live.html) for /live/{token}, the admin app (index.html) for every other page address; all uncached,
// hashed assets cached for a year. An address outside the page table is a 404 (with the app, which shows its 404
// page); /s/{hash} and /i/{hash} carry their link preview's tags, or answer 404 when the hash is unknown (decisions/054).
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createEvent, createOwner, type TestEvent } from '../../test/factories.js';
import { fakeWebDist, headOf } from '../../test/web-dist.js';

async function pageOf(t: TestApp, url: string, method: 'GET' | 'HEAD' = 'GET') {
  const response = await t.app.inject({ url, method });
  return {
    status: response.statusCode,
    type: response.headers['content-type'],
    cache: response.headers['cache-control'],
    page: method === 'GET' ? /data-page="(\w+)"/.exec(response.body)?.[1] : undefined,
  };
}

describe('serving the pages of the web app', () => {
  let t: TestApp;
  let dist: string;
  let event: TestEvent;
  let hash: string;
  beforeAll(async () => {
    dist = await fakeWebDist(['index', 'share', 'live']);
    t = await createTestApp({ WEB_DIST: dist });
    event = await createEvent(t, { owner: await createOwner(t) });
    hash = event.qr.hash;
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  it.each([
    '',
    '/',
    '/post',
    '/post?album=a1111111-1111-4111-8111-111111111111',
    '/album/a1111111-1111-4111-8111-111111111111',
    '/album/3',
  ])('answers the event page /s/{hash}%s with share.html, uncached', async (rest) => {
    expect(await pageOf(t, `/s/${hash}${rest}`)).toEqual({
      status: 200,
      type: expect.stringContaining('text/html'),
      cache: 'no-cache',
      page: 'share',
    });
  });

  it.each([
    '/not-qr',
    '/pages/kvkk',
    '/pages/distance-sales-contract?lang=en',
    '/pages/pre-information-form',
    '/pages/privacy-policy/',
    '/pages/terms-and-conditions',
    '/terms-and-conditions',
  ])('answers the guest page %s with share.html, uncached', async (url) => {
    expect(await pageOf(t, url)).toEqual({
      status: 200,
      type: expect.stringContaining('text/html'),
      cache: 'no-cache',
      page: 'share',
    });
  });

  // The venue screen's slideshow (decision 052).
  it.each(['/live/Xk3_9aQmZ2cP1wRt7yUv0b', '/live/Xk3_9aQmZ2cP1wRt7yUv0b/', '/live/abc?lang=en'])(
    'answers the slideshow %s with live.html, uncached',
    async (url) => {
      expect(await pageOf(t, url)).toMatchObject({ status: 200, cache: 'no-cache', page: 'live' });
    },
  );

  it.each([
    '/',
    '/login',
    '/dashboard',
    '/qr/edit/3',
    '/not-authorized',
    '/pages/misc/page-not-found',
    '/pages/account-settings/account',
    '/legal-pages',
    '/wedding/digital-invitation',
    '/wedding/digital-invitation/messages',
    // the web router's forwards
    '/pages/user-profile',
    '/pages/account-settings',
    '/printing-workshop/designs',
    '/printing-workshop/designs/edit/3',
  ])('answers %s with index.html, uncached', async (url) => {
    expect(await pageOf(t, url)).toEqual({
      status: 200,
      type: expect.stringContaining('text/html'),
      cache: 'no-cache',
      page: 'index',
    });
  });

  it.each([
    '/s',
    '/s/',
    `/s/dugun-2026/album`,
    '/s/dugun-2026/gallery',
    '/s/dugun-2026/album/3/extra',
    '/not-qr/more',
    '/share/dugun-2026',
    '/pages/cookies',
    '/pages/kvkk/more',
    '/i',
    '/i/',
    '/i/k7Qm2xPa9c/messages',
    '/live',
    '/live/',
    '/live/abc/events',
    '/apps/email',
    '/qr/edit',
    '/nope',
    '/favicon.ico',
  ])('answers %s, outside the route table, 404 with the admin app (its 404 page)', async (url) => {
    expect(await pageOf(t, url)).toEqual({
      status: 404,
      type: expect.stringContaining('text/html'),
      cache: 'no-cache',
      page: 'index',
    });
  });

  it.each(['/s/no-such-event', '/s/no-such-event/post', '/i/no-such-invitation'])(
    'answers %s, an unknown hash, 404 with share.html and no preview',
    async (url) => {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('data-page="share"');
      expect(headOf(response.body).meta['og:title']).toBeUndefined();
    },
  );

  it('answers HEAD like GET', async () => {
    expect(await pageOf(t, `/s/${hash}`, 'HEAD')).toMatchObject({ status: 200, cache: 'no-cache' });
    expect(await pageOf(t, '/s/no-such-event', 'HEAD')).toMatchObject({ status: 404 });
    expect(await pageOf(t, '/nope', 'HEAD')).toMatchObject({ status: 404 });
  });

  it('caches the hashed assets for a year and leaves the API’s 404s alone', async () => {
    expect(await pageOf(t, '/assets/share-abc123.js')).toMatchObject({
      status: 200,
      cache: 'public, max-age=31536000, immutable',
    });
    const route = await t.app.inject({ url: '/api/share-nope' });
    expect(route.statusCode).toBe(404);
    expect(route.json().error.code).toBe('ROUTE_NOT_FOUND');
    const unknown = await t.app.inject({ url: '/api/share/no-such-event' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('QR_NOT_FOUND');
  });
});

describe('a web build without the guest page', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await fakeWebDist(['index']);
    t = await createTestApp({ WEB_DIST: dist });
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('answers the guest pages with index.html, which then holds them', async () => {
    expect(await pageOf(t, '/not-qr')).toMatchObject({ status: 200, page: 'index' });
    expect(await pageOf(t, '/s/no-such-event/post')).toMatchObject({ status: 404, page: 'index' });
    expect(await pageOf(t, '/live/abc')).toMatchObject({ status: 200, page: 'index' });
  });
});
