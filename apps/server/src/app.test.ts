import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@hatira/shared/errors';
import { createTestApp, type TestApp } from '../test/app.js';

// What a failing dependency might put in an error: none of it may reach the client.
const INTERNAL_DETAIL = 'connect ECONNREFUSED 10.9.8.7:5432 (user hatira_owner)';

describe('HTTP conventions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        addRoutes(app) {
          app.get('/api/test/crash', { config: { public: true } }, async () => {
            throw new Error(INTERNAL_DETAIL);
          });
          app.get('/api/test/upstream', { config: { public: true } }, async () => {
            throw Object.assign(new Error(INTERNAL_DETAIL), { statusCode: 502 });
          });
        },
      },
    );
  });
  afterAll(() => t.close());

  it('answers a server error with the generic INTERNAL body: no stack, no internal message', async () => {
    for (const url of ['/api/test/crash', '/api/test/upstream']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(500);
      expect(response.json(), url).toEqual({ error: { code: 'INTERNAL', message: ERRORS.INTERNAL.message } });
      expect(response.body).not.toContain('ECONNREFUSED');
      expect(response.body).not.toContain('app.test.ts'); // a stack frame
      expect(response.headers['x-request-id']).toBeTruthy(); // what to quote when reporting it
    }
  });

  it('reports health with a database check', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers an unknown API path with a JSON 404, signed in or not', async () => {
    const response = await t.app.inject({ url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'ROUTE_NOT_FOUND', message: 'There is no such API endpoint.' },
    });
  });

  it('answers malformed JSON with 400 INVALID_JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('INVALID_JSON');
  });

  it('answers a body over the limit with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('sends security headers and echoes the request id', async () => {
    const response = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'req-123' } });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['x-request-id']).toBe('req-123');
  });

  it('publishes the OpenAPI document generated from the schemas', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/auth/register', '/api/health']),
    );
    expect(doc.paths['/api/auth/login'].post.requestBody.content['application/json'].schema.required).toEqual(
      ['email', 'password'],
    );
    expect((await t.app.inject({ url: '/api/docs' })).statusCode).toBeLessThan(400);
  });
});

describe('serving the built web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    const webDist = path.join(process.env['TMPDIR'] ?? '/tmp', `hatira-web-${process.pid}`);
    await mkdir(path.join(webDist, 'assets'), { recursive: true });
    await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Hatıra</title>');
    await writeFile(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
    await writeFile(path.join(webDist, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log(1)'));
    t = await createTestApp({ WEB_DIST: webDist });
  });
  afterAll(() => t.close());

  it('answers index.html, uncached, for any page path (history mode)', async () => {
    for (const url of ['/', '/dashboard', '/qr/edit/3', '/forgot-password/reset/xyz']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<title>Hatıra</title>');
    }
  });

  it('caches hashed assets for a year', async () => {
    const response = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the precompressed copy to a browser that accepts it', async () => {
    const response = await t.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.rawPayload.equals(brotliCompressSync('console.log(1)'))).toBe(true);
  });

  it('still answers unknown API paths with JSON', async () => {
    for (const url of ['/api/nope', '/api', '/api?x=1', '/api/']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error.code, url).toBe('ROUTE_NOT_FOUND');
    }
  });

  it('answers an event page of no event, and page paths that merely start with "api", with the app’s 404', async () => {
    // not the API's JSON: the web app, whose 404 page the guest or the user then sees (decision 054)
    for (const url of ['/s/abc/album/3', '/apiary', '/api-keys?tab=1', '/apis/x']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.body, url).toContain('<title>Hatıra</title>');
    }
  });
});
