// Graceful stop (issue 16, docs/decisions/046): the real server in a child process gets SIGTERM
// while a guest's upload is still arriving. It refuses new connections at once, lets the upload
// finish (its post is there after a restart) and exits 0; an upload that outlasts
// SHUTDOWN_GRACE_MS is cut off and the process still exits 0 within the bound.
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabaseUrl } from '../test/database.js';
import { waitFor } from '../test/factories.js';
import { api, freePort, hostWithEvent, serverEnv, startServer, type Server } from '../test/server-process.js';
import { fixture, formBody } from './features/share/share-posts.test-support.js';

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function startedServer(extra: Record<string, string>): Promise<Server> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'hatira-stop-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const database = process.env['TEST_DATABASE_URL'] ? await freshDatabaseUrl() : null;
  if (database) cleanups.push(() => database.drop());
  const server = startServer(
    serverEnv(dataDir, await freePort(), { ...extra, ...(database && { DATABASE_URL: database.url }) }),
  );
  cleanups.push(async () => {
    server.signal('SIGKILL');
    await server.exited();
  });
  await server.healthy();
  return server;
}

interface SlowUpload {
  /** Sends the rest of the body. */
  finish(): void;
  /** The answer's status, or the error that ended the request. */
  answer: Promise<number | Error>;
}

/** A guest's multipart post whose first half is sent now and the rest when `finish()` is called. */
async function startSlowPost(server: Server, event: { hash: string; albumId: string }): Promise<SlowUpload> {
  const form = await formBody([
    ['albumId', event.albumId],
    ['name', 'Zeynep'],
    ['files', { filename: 'photo.png', bytes: await fixture('photo.png') }],
  ]);
  const half = Math.floor(form.payload.length / 2);
  const url = new URL(`/api/share/${event.hash}/posts`, server.base);
  let finish = () => {};
  const answer = new Promise<number | Error>((resolve) => {
    const req = request(url, {
      method: 'POST',
      headers: { 'content-type': form.contentType, 'content-length': form.payload.length },
    });
    req.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode!));
    });
    req.on('error', resolve);
    req.write(form.payload.subarray(0, half));
    finish = () => req.end(form.payload.subarray(half));
  });
  // the server has the request when it logs it (LOG_LEVEL=debug logs every request)
  await server.logged(`"url":"${url.pathname}"`);
  return { finish: () => finish(), answer };
}

const refused = (base: string) =>
  fetch(`${base}/api/health`).then(
    () => 'answered',
    (error: Error) => (error.cause as NodeJS.ErrnoException | undefined)?.code,
  );

describe('SIGTERM', () => {
  it('refuses new connections, lets an upload under way finish, and exits 0', async () => {
    const server = await startedServer({ SHUTDOWN_GRACE_MS: '20000' });
    const event = await hostWithEvent(server.base, 'stophost');
    const upload = await startSlowPost(server, event);

    const signalled = Date.now();
    server.signal('SIGTERM');
    await server.logged('"msg":"shutting down"');
    // while the upload is still arriving: a new connection is refused (a moment after the signal)
    expect(
      await waitFor(
        () => refused(server.base),
        (code) => code === 'ECONNREFUSED',
        2000,
      ),
    ).toBe('ECONNREFUSED');

    upload.finish();
    expect(await upload.answer).toBe(201);
    expect(await server.exited()).toBe(0);
    const stoppedMs = Date.now() - signalled;
    expect(server.output()).toContain('"msg":"stopped"');

    // the post the stopping server accepted is there after a restart on the same data
    const again = startServer(server.env);
    cleanups.push(async () => {
      again.signal('SIGKILL');
      await again.exited();
    });
    await again.healthy();
    const posts = await api(again.base, 'GET', `/api/posts?qrCodeId=${event.qrId}`, event.hostToken);
    expect(posts.items).toHaveLength(1);
    again.signal('SIGTERM');
    expect(await again.exited()).toBe(0);
    console.info(`graceful stop with an upload under way: exited ${stoppedMs} ms after SIGTERM`);
  }, 180_000);

  it('cuts off an upload that outlasts SHUTDOWN_GRACE_MS and still exits 0', async () => {
    const server = await startedServer({ SHUTDOWN_GRACE_MS: '1500' });
    const event = await hostWithEvent(server.base, 'gracehost');
    const upload = await startSlowPost(server, event); // never finished

    const signalled = Date.now();
    server.signal('SIGTERM');
    expect(await server.exited()).toBe(0);
    const stoppedMs = Date.now() - signalled;
    expect(stoppedMs).toBeGreaterThanOrEqual(1500);
    expect(stoppedMs).toBeLessThan(10_000);
    expect(await upload.answer).toBeInstanceOf(Error); // the connection was closed under it
    expect(server.output()).toContain('grace period over');
  }, 180_000);
});
