// Backups (issue 16, docs/decisions/046), a round trip with the real server and the real command:
// data made through the API (a host, an event, a guest's photo processed), the server stopped,
// `backup create`, `backup restore` into a new DATA_DIR (and, on PostgreSQL, a new empty
// database), the server started there: the post is there and its photo's bytes are the same.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabaseUrl } from '../test/database.js';
import { waitFor } from '../test/factories.js';
import {
  api,
  freePort,
  hostWithEvent,
  serverEnv,
  serverRoot,
  startServer,
  type Server,
} from '../test/server-process.js';
import { fixture } from './features/share/share-posts.test-support.js';

const run = promisify(execFile);
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'hatira-backup-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

async function freshDatabase(): Promise<Record<string, string>> {
  if (!process.env['TEST_DATABASE_URL']) return {};
  const database = await freshDatabaseUrl();
  cleanups.push(() => database.drop());
  return { DATABASE_URL: database.url };
}

function started(env: Record<string, string>): Server {
  const server = startServer(env);
  cleanups.push(async () => {
    server.signal('SIGKILL');
    await server.exited();
  });
  return server;
}

/** `backup create|restore …` as `npm run backup` runs it (from source here). */
const backupCommand = (env: Record<string, string>, ...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', '--conditions=source', 'src/cli/backup.ts', ...args], {
    cwd: serverRoot,
    env,
  });

interface PostList {
  items: { guestName: string; media: { status: string; originalUrl: string }[] }[];
}

describe('backup and restore', () => {
  it('brings the data and the media back into a new DATA_DIR', async () => {
    const env = serverEnv(await tempDir(), await freePort(), await freshDatabase());
    const server = started(env);
    await server.healthy();
    const event = await hostWithEvent(server.base, 'backuphost');
    const form = new FormData();
    form.set('albumId', event.albumId);
    form.set('name', 'Zeynep');
    form.set(
      'files',
      new Blob([new Uint8Array(await fixture('photo.png'))], { type: 'image/png' }),
      'photo.png',
    );
    const posted = await fetch(`${server.base}/api/share/${event.hash}/posts`, {
      method: 'POST',
      body: form,
    });
    expect(posted.status, await posted.clone().text()).toBe(201);
    const postsOf = (base: string) =>
      api(
        base,
        'GET',
        `/api/posts?qrCodeId=${event.qrId}`,
        event.hostToken,
      ) as Promise<unknown> as Promise<PostList>;
    const before = await waitFor(
      () => postsOf(server.base),
      (list) => list.items[0]?.media[0]?.status === 'ready',
    );
    const originalBefore = Buffer.from(
      await (await fetch(server.base + before.items[0]!.media[0]!.originalUrl)).arrayBuffer(),
    );
    expect(originalBefore.equals(await fixture('photo.png'))).toBe(true);

    const archive = path.join(await tempDir(), 'hatira.tar.gz');
    if (!env['DATABASE_URL']) {
      // the embedded database is backed up at rest: refused while the server holds the folder
      await expect(backupCommand(env, 'create', archive)).rejects.toMatchObject({
        stderr: expect.stringContaining('Stop the server first'),
      });
    }
    server.signal('SIGTERM');
    expect(await server.exited()).toBe(0);
    const made = await backupCommand(env, 'create', archive);
    expect(made.stdout).toContain(archive);

    const restoredEnv = serverEnv(await tempDir(), await freePort(), await freshDatabase());
    const restored = await backupCommand(restoredEnv, 'restore', archive);
    expect(restored.stdout).toContain('Restored the backup');
    // a second restore over it is refused: it never mixes two backups
    await expect(backupCommand(restoredEnv, 'restore', archive)).rejects.toMatchObject({
      stderr: expect.stringContaining('restore into an empty DATA_DIR'),
    });

    const again = started(restoredEnv);
    await again.healthy();
    const after = await postsOf(again.base);
    expect(after.items.map((post) => post.guestName)).toEqual(['Zeynep']);
    expect(after.items[0]!.media[0]!.status).toBe('ready');
    const original = await fetch(again.base + after.items[0]!.media[0]!.originalUrl);
    expect(original.status).toBe(200);
    expect(Buffer.from(await original.arrayBuffer()).equals(originalBefore)).toBe(true);
    again.signal('SIGTERM');
    expect(await again.exited()).toBe(0);
  }, 240_000);
});
