// The built web app is three pages: the guest pages (share.html) for /s/…, /i/…, /not-qr and the legal pages, the
// venue screen (live.html) for /live/{token}, the admin app (index.html) for every other page address; all uncached,
// hashed assets cached for a year.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';

async function fakeWebDist(pages: string[]): Promise<string> {
  const dist = await mkdtemp(path.join(tmpdir(), 'hatira-web-dist-'));
  await mkdir(path.join(dist, 'assets'));
  for (const page of pages) await writeFile(path.join(dist, page), `<!doctype html><title>${page}</title>`);
  await writeFile(path.join(dist, 'assets', 'share-abc123.js'), 'console.log("guest")');
  return dist;
}

async function pageOf(t: TestApp, url: string, method: 'GET' | 'HEAD' = 'GET') {
  const response = await t.app.inject({ url, method });
  return {
    status: response.statusCode,
    type: response.headers['content-type'],
    cache: response.headers['cache-control'],
    page: method === 'GET' ? /<title>(.*)<\/title>/.exec(response.body)?.[1] : undefined,
  };
}

describe('serving the pages of the web app', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await fakeWebDist(['index.html', 'share.html', 'live.html']);
    t = await createTestApp({ WEB_DIST: dist });
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  it.each([
    '/s/dugun-2026',
    '/s/dugun-2026/',
    '/s/dugun-2026/post',
    '/s/dugun-2026/post?album=a1111111-1111-4111-8111-111111111111',
    '/s/dugun-2026/album/a1111111-1111-4111-8111-111111111111',
    '/s/d%C3%BC%C4%9F%C3%BCn/album/3',
    '/not-qr',
    '/pages/kvkk',
    '/pages/distance-sales-contract?lang=en',
    '/pages/pre-information-form',
    '/pages/privacy-policy/',
    '/pages/terms-and-conditions',
    '/terms-and-conditions',
    // The invitation a guest opens (decisions/049).
    '/i/k7Qm2xPa9c',
    '/i/k7Qm2xPa9c/',
    '/i/k7Qm2xPa9c?utm_source=whatsapp',
  ])('answers the guest page %s with share.html, uncached', async (url) => {
    expect(await pageOf(t, url)).toEqual({
      status: 200,
      type: expect.stringContaining('text/html'),
      cache: 'no-cache',
      page: 'share.html',
    });
  });

  // The venue screen's slideshow (decision 052).
  it.each(['/live/Xk3_9aQmZ2cP1wRt7yUv0b', '/live/Xk3_9aQmZ2cP1wRt7yUv0b/', '/live/abc?lang=en'])(
    'answers the slideshow %s with live.html, uncached',
    async (url) => {
      expect(await pageOf(t, url)).toMatchObject({ status: 200, cache: 'no-cache', page: 'live.html' });
    },
  );

  it.each([
    '/',
    '/login',
    '/dashboard',
    '/qr/edit/3',
    '/not-authorized',
    // Not guest pages (the guest routes do not have them): the admin app's 404 page answers.
    '/s',
    '/s/',
    '/s/dugun-2026/album',
    '/s/dugun-2026/gallery',
    '/s/dugun-2026/album/3/extra',
    '/not-qr/more',
    '/share/dugun-2026',
    // The admin's own /pages/… and legal addresses that do not exist.
    '/pages/account-settings/account',
    '/pages/misc/page-not-found',
    '/pages/cookies',
    '/pages/kvkk/more',
    '/legal-pages',
    // The invitation page has no sub-pages; the owner's editor is the admin app's.
    '/i',
    '/i/',
    '/i/k7Qm2xPa9c/messages',
    '/wedding/digital-invitation',
    '/wedding/digital-invitation/messages',
    // The slideshow has no sub-pages.
    '/live',
    '/live/',
    '/live/abc/events',
  ])('answers %s with index.html, uncached', async (url) => {
    expect(await pageOf(t, url)).toEqual({
      status: 200,
      type: expect.stringContaining('text/html'),
      cache: 'no-cache',
      page: 'index.html',
    });
  });

  it('answers HEAD like GET', async () => {
    const head = await pageOf(t, '/s/dugun-2026', 'HEAD');
    expect(head).toMatchObject({ status: 200, cache: 'no-cache' });
  });

  it('caches the hashed assets for a year and leaves the API alone', async () => {
    expect(await pageOf(t, '/assets/share-abc123.js')).toMatchObject({
      status: 200,
      cache: 'public, max-age=31536000, immutable',
    });
    const api = await t.app.inject({ url: '/api/share-nope' });
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBe('ROUTE_NOT_FOUND');
  });
});

describe('a web build without the guest page', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await fakeWebDist(['index.html']);
    t = await createTestApp({ WEB_DIST: dist });
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('answers the guest pages with index.html, which then holds them', async () => {
    expect(await pageOf(t, '/s/dugun-2026/post')).toMatchObject({ status: 200, page: 'index.html' });
    expect(await pageOf(t, '/live/abc')).toMatchObject({ status: 200, page: 'index.html' });
  });
});
