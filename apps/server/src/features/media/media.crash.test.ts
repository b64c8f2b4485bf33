// Issue 16, "a crash during processing": the real server (src/main.ts in a child process, on a
// PGlite database in its data folder, or on the PostgreSQL server with TEST_DATABASE_URL) is
// killed with SIGKILL while it processes a guest's photo, and started again on the same data.
// The restarted instance (the same host and port: the same instance id) takes its claim back at
// once instead of waiting out the lease, and the photo is ready seconds after the restart.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabaseUrl } from '../../../test/database.js';
import { waitFor } from '../../../test/factories.js';
import { api, freePort, hostWithEvent, serverEnv, startServer } from '../../../test/server-process.js';
import { openDatabase } from '../../db/client.js';
import { media } from './media.table.js';

/** A 24-megapixel camera-sized JPEG: it takes the worker a few seconds. */
function cameraPhoto(): Promise<Buffer> {
  const [width, height] = [6000, 4000];
  const pixels = randomBytes((width / 8) * (height / 8) * 3);
  return sharp(pixels, { raw: { width: width / 8, height: height / 8, channels: 3 } })
    .resize(width, height, { kernel: 'cubic' })
    .jpeg({ quality: 60 })
    .toBuffer();
}

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('a server killed while it processes a photo', () => {
  it('makes the photo ready within seconds of its restart', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'hatira-crash-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const database = process.env['TEST_DATABASE_URL'] ? await freshDatabaseUrl() : null;
    if (database) cleanups.push(() => database.drop());
    const port = await freePort();
    const env = serverEnv(dataDir, port, {
      MEDIA_WORKERS: '1',
      ...(database && { DATABASE_URL: database.url }),
    });

    let server = startServer(env);
    cleanups.push(async () => {
      server.signal('SIGKILL');
      await server.exited();
    });
    await server.healthy();
    const base = server.base;

    // A host with a plan in force and an event; a guest posts a camera photo.
    const event = await hostWithEvent(base, 'crashhost');
    const form = new FormData();
    form.set('albumId', event.albumId);
    form.set('name', 'Zeynep');
    form.set(
      'files',
      new Blob([new Uint8Array(await cameraPhoto())], { type: 'image/jpeg' }),
      'IMG_0001.jpg',
    );
    const posted = await fetch(`${base}/api/share/${event.hash}/posts`, {
      method: 'POST',
      body: form,
    });
    expect(posted.status, await posted.clone().text()).toBe(201);

    // Killed the moment the worker has claimed the photo.
    await server.logged('"msg":"media job claimed"');
    server.signal('SIGKILL');
    await server.exited();

    const open = () => openDatabase({ url: database?.url, dataDir });
    const look = await open();
    const [held] = await look.db.select().from(media);
    await look.close();
    const leaseLeftMs = held!.lockedUntil!.getTime() - Date.now();
    expect(held).toMatchObject({ status: 'processing', attempts: 1, lockedBy: `${hostname()}:${port}` });
    expect(leaseLeftMs).toBeGreaterThan(0); // a claim held by a dead process

    // The restart on the same data folder (or database), host and port.
    const restarted = Date.now();
    server = startServer(env);
    await server.healthy();
    const listening = Date.now();
    const mediaStatus = async () => {
      const posts = await api(base, 'GET', `/api/posts?qrCodeId=${event.qrId}`, event.hostToken);
      return (posts.items as { media: { status: string }[] }[])[0]!.media[0]!.status;
    };
    expect(await waitFor(mediaStatus, (status) => status !== 'processing', 30_000)).toBe('ready');
    const ready = Date.now();
    // taken back by the restart (not by the lease running out)
    expect(server.output()).toMatch(/"released":1,.*"msg":"media jobs held before a restart are due again"/);

    const after = await (async () => {
      server.signal('SIGTERM');
      await server.exited();
      const db = await open();
      const rows = await db.db.select().from(media).where(eq(media.id, held!.id));
      await db.close();
      return rows[0]!;
    })();
    expect(after).toMatchObject({ status: 'ready', attempts: 2, lockedBy: null });
    console.info(
      `crash recovery (${database ? 'PostgreSQL' : 'PGlite file'}): ready ${ready - listening} ms after the ` +
        `restarted server answered, ${ready - restarted} ms after the restart; ` +
        `the dead claim's lease had ${leaseLeftMs} ms left`,
    );
    expect(ready - listening).toBeLessThan(10_000);
  }, 180_000);
});
