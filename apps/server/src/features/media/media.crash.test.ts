// Issue 16, "a crash during processing": the real server (src/main.ts in a child process, on a
// PGlite database in its data folder, or on the PostgreSQL server with TEST_DATABASE_URL) is
// killed with SIGKILL while it processes a guest's photo, and started again on the same data.
// The restarted instance (the same host and port: the same instance id) takes its claim back at
// once instead of waiting out the lease, and the photo is ready seconds after the restart.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN } from '../../../test/app.js';
import { freshDatabaseUrl } from '../../../test/database.js';
import { waitFor } from '../../../test/factories.js';
import { openDatabase } from '../../db/client.js';
import { media } from './media.table.js';

const serverRoot = fileURLToPath(new URL('../../..', import.meta.url));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface Server {
  child: ChildProcess;
  /** Resolves at the first log line holding `text`. */
  logged(text: string): Promise<void>;
  /** What it has logged so far. */
  output(): string;
}

/** src/main.ts as a process group of its own (so SIGKILL takes any ffmpeg with it). */
function startServer(env: Record<string, string>): Server {
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', 'src/main.ts'], {
    cwd: serverRoot,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const waiting: { text: string; resolve: () => void }[] = [];
  child.stdout!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    for (const w of waiting.filter((w) => output.includes(w.text))) w.resolve();
  });
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return {
    child,
    output: () => output,
    logged: (text) =>
      output.includes(text) ? Promise.resolve() : new Promise((resolve) => waiting.push({ text, resolve })),
  };
}

const killGroup = (child: ChildProcess, signal: NodeJS.Signals) => {
  if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, signal);
};
const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

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
    const base = `http://127.0.0.1:${port}`;
    const { DATABASE_URL: _inherited, ...inherited } = process.env;
    const env = {
      ...(inherited as Record<string, string>),
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      APP_SECRET: 'crash-test-secret-crash-test-secret-0123',
      WEB_DIST: path.join(dataDir, 'no-web-app'),
      LOG_LEVEL: 'debug',
      MEDIA_WORKERS: '1',
      ...(database && { DATABASE_URL: database.url }),
    };
    const healthy = () =>
      waitFor(
        () =>
          fetch(`${base}/api/health`).then(
            (r) => r.ok,
            () => false,
          ),
        Boolean,
        60_000,
      );
    const api = async (method: string, url: string, token?: string, body?: unknown) => {
      const response = await fetch(base + url, {
        method,
        headers: {
          ...(token && { authorization: `Bearer ${token}` }),
          ...(body !== undefined && { 'content-type': 'application/json' }),
        },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      });
      const json = (await response.json()) as Record<string, unknown>;
      expect(response.status, JSON.stringify(json)).toBeLessThan(300);
      return json;
    };

    let server = startServer(env);
    cleanups.push(async () => {
      killGroup(server.child, 'SIGKILL');
      await exited(server.child);
    });
    await healthy();

    // A host with a plan in force and an event; a guest posts a camera photo.
    const admin = (await api('POST', '/api/auth/login', undefined, ADMIN)).accessToken as string;
    const host = await api('POST', '/api/auth/register', undefined, {
      username: 'crashhost',
      email: 'crash-host@example.com',
      password: 'host-password-1',
      accountType: 'individual',
    });
    const hostToken = host.accessToken as string;
    const plans = await api('GET', '/api/subscription-plans?type=individual', admin);
    await api('POST', '/api/subscriptions', admin, {
      userId: (host.userData as { id: string }).id,
      planId: (plans.items as { id: string }[])[0]!.id,
      status: 'active',
    });
    const qr = await api('POST', '/api/qr-codes', hostToken, { title: 'Elif & Kerem' });
    const share = await api('GET', `/api/share/${qr.hash as string}`);
    const form = new FormData();
    form.set('albumId', (share.albums as { id: string }[])[0]!.id);
    form.set('name', 'Zeynep');
    form.set(
      'files',
      new Blob([new Uint8Array(await cameraPhoto())], { type: 'image/jpeg' }),
      'IMG_0001.jpg',
    );
    const posted = await fetch(`${base}/api/share/${qr.hash as string}/posts`, {
      method: 'POST',
      body: form,
    });
    expect(posted.status, await posted.clone().text()).toBe(201);

    // Killed the moment the worker has claimed the photo.
    await server.logged('"msg":"media job claimed"');
    killGroup(server.child, 'SIGKILL');
    await exited(server.child);

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
    await healthy();
    const listening = Date.now();
    const mediaStatus = async () => {
      const posts = await api('GET', `/api/posts?qrCodeId=${qr.id as string}`, hostToken);
      return (posts.items as { media: { status: string }[] }[])[0]!.media[0]!.status;
    };
    expect(await waitFor(mediaStatus, (status) => status !== 'processing', 30_000)).toBe('ready');
    const ready = Date.now();
    // taken back by the restart (not by the lease running out)
    expect(server.output()).toMatch(/"released":1,.*"msg":"media jobs held before a restart are due again"/);

    const after = await (async () => {
      killGroup(server.child, 'SIGTERM');
      await exited(server.child);
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
