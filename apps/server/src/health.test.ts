// GET /api/health (alive) and GET /api/ready (database, storage, Redis reachable), docs/decisions/046.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { buildApp } from './app.js';
import { createRedisRateLimiter } from './lib/rate-limit.js';
import { createLocalStorage } from './lib/storage/local-storage.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The test's app rebuilt with some of its parts swapped, as a misconfigured instance would have them. */
async function readyWith(parts: Partial<TestApp>) {
  const app = await buildApp({ ...t, ...parts });
  try {
    return await app.inject({ url: '/api/ready' });
  } finally {
    await app.close();
  }
}

describe('health and readiness', () => {
  it('says it is alive, public', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('is ready when the database and storage answer; no Redis check without REDIS_URL', async () => {
    const response = await t.app.inject({ url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', checks: { database: 'ok', storage: 'ok' } });
  });

  it('checks a real Redis when one is configured', async () => {
    const rateLimiter = createRedisRateLimiter('redis://127.0.0.1:6379');
    try {
      const response = await readyWith({ rateLimiter });
      expect(response.json()).toEqual({
        status: 'ok',
        checks: { database: 'ok', storage: 'ok', redis: 'ok' },
      });
    } finally {
      await rateLimiter.close();
    }
  });

  it('answers 503 naming Redis when nothing listens at REDIS_URL', async () => {
    const rateLimiter = createRedisRateLimiter('redis://127.0.0.1:1');
    try {
      const response = await readyWith({ rateLimiter });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: 'error',
        checks: { database: 'ok', storage: 'ok', redis: 'unreachable' },
      });
    } finally {
      await rateLimiter.close().catch(() => {});
    }
  });

  it('answers 503 naming the storage when the media folder cannot be reached', async () => {
    // a file where a folder of the path should be: every look into it fails (ENOTDIR), even as root
    const notAFolder = path.join(t.dataDir, 'not-a-folder');
    await writeFile(notAFolder, 'x');
    const response = await readyWith({ storage: createLocalStorage(path.join(notAFolder, 'media')) });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'error', checks: { database: 'ok', storage: 'unreachable' } });
  });
});
