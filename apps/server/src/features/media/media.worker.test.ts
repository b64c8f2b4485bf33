import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Readable } from 'node:stream';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { waitFor } from '../../../test/factories.js';
import { openDatabase } from '../../db/client.js';
import { runTool } from './ffmpeg.js';
import { posts } from '../posts/posts.table.js';
import { claimMediaJob, completeMediaJob, failMediaAttempt, renewMediaLease } from './media-job.js';
import { media } from './media.table.js';
import { processPendingMedia, runMediaJob, startMediaWorker } from './media.worker.js';
import {
  createPost,
  mediaRow,
  probeFile,
  queueMedia,
  readStored,
  type TestPost,
} from './media.test-support.js';

let t: TestApp;
let post: TestPost;
beforeAll(async () => {
  t = await createTestApp();
  post = await createPost(t);
});
afterAll(() => t.close());

const SETTINGS = { pollMs: 5_000, leaseMs: 60_000, maxAttempts: 3, retryDelayMs: 0, stopTimeoutMs: 5_000 };
let longVideoBytes: Promise<Buffer> | undefined;
/** 10 s of 720p MPEG-4 Part 2: browsers do not play it, so it is transcoded (several seconds). */
function longVideo(): Promise<Buffer> {
  longVideoBytes ??= (async () => {
    const file = path.join(t.dataDir, 'long.mp4');
    await runTool(
      'ffmpeg',
      [
        '-v',
        'error',
        '-y',
        '-f',
        'lavfi',
        '-i',
        'testsrc2=size=1280x720:rate=25:duration=10',
        '-c:v',
        'mpeg4',
        file,
      ],
      { timeoutMs: 60_000 },
    );
    return readFile(file);
  })();
  return longVideoBytes;
}

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

describe('restart safety', () => {
  it('fails a photo whose original is gone from storage with ORIGINAL_MISSING, after its tries', async () => {
    const item = await queueMedia(t, post, { fixture: 'photo.png' });
    await t.storage.delete(item.originalKey);
    expect(await processPendingMedia(t, { ...SETTINGS, maxAttempts: 2 })).toBe(2);
    expect(await mediaRow(t, item.id)).toMatchObject({
      status: 'failed',
      noteCode: 'ORIGINAL_MISSING',
      note: 'The original file is missing from storage.',
    });
  });

  it('finishes a job whose worker crashed (lease run out), and leaves a live lease alone', async () => {
    const crashed = await queueMedia(t, post, { fixture: 'photo.png' });
    const held = await queueMedia(t, post, { fixture: 'photo.png' });
    // what a crash leaves: claimed once, lease in the past, a half-written copy under the final key
    await t.db
      .update(media)
      .set({ attempts: 1, lockedUntil: minutesFromNow(-1) })
      .where(eq(media.id, crashed.id));
    await t.storage.put(`media/${post.albumId}/${crashed.id}/preview`, Readable.from(['half']));
    // another worker is busy with this one right now
    await t.db
      .update(media)
      .set({ attempts: 1, lockedUntil: minutesFromNow(10) })
      .where(eq(media.id, held.id));

    expect(await processPendingMedia(t)).toBe(1);

    const done = await mediaRow(t, crashed.id);
    expect(done).toMatchObject({ status: 'ready', attempts: 2, lockedUntil: null });
    const preview = (await readStored(t, done.previewKey))!;
    expect(preview.subarray(0, 4).toString('latin1')).toBe('RIFF'); // overwritten, not duplicated
    expect(await mediaRow(t, held.id)).toMatchObject({ status: 'processing', attempts: 1 });
    await t.db.delete(media).where(eq(media.id, held.id));
  });

  it('a worker whose lease was taken over can neither renew, finish nor fail the job', async () => {
    const item = await queueMedia(t, post, { fixture: 'photo.png' });
    const stale = (await claimMediaJob(t.db, 60_000, t.config.instanceId))!;
    expect(stale).toMatchObject({ id: item.id, attempts: 1 });
    // it stalls past its lease; another worker takes the job and finishes it
    await t.db
      .update(media)
      .set({ lockedUntil: minutesFromNow(-1) })
      .where(eq(media.id, item.id));
    expect(await processPendingMedia(t)).toBe(1);
    const finished = await mediaRow(t, item.id);
    expect(finished).toMatchObject({ status: 'ready', attempts: 2 });

    expect(await renewMediaLease(t.db, stale, 60_000)).toBe(false);
    const overwrite = { ...finished, width: 1, height: 1, note: 'stale' };
    expect(await completeMediaJob(t.db, stale, overwrite)).toBe(false);
    const failure = { code: 'PROCESSING_FAILED' as const, note: 'stale' };
    expect(await failMediaAttempt(t.db, t.storage, stale, failure, { maxAttempts: 1, retryDelayMs: 0 })).toBe(
      'lost',
    );
    expect(await mediaRow(t, item.id)).toEqual(finished);
    expect(await readStored(t, finished.previewKey)).not.toBeNull();
  });

  it('gives up on a job that took the worker down on every attempt, without running it again', async () => {
    const item = await queueMedia(t, post, { fixture: 'photo.png' });
    await t.db
      .update(media)
      .set({ attempts: 3, lockedUntil: minutesFromNow(-1) })
      .where(eq(media.id, item.id));
    await processPendingMedia(t);
    const row = await mediaRow(t, item.id);
    expect(row).toMatchObject({
      status: 'failed',
      attempts: 4,
      previewKey: null,
      noteCode: 'PROCESSING_INTERRUPTED',
    });
    expect(row.note).toBe(
      'Processing was interrupted 3 times without finishing; the file may be too demanding to process.',
    );
  });

  it('cleans up after itself when the post was deleted while its media were processed', async () => {
    const doomed = await createPost(t);
    const item = await queueMedia(t, doomed, { fixture: 'photo-exif.jpg' });
    const job = (await claimMediaJob(t.db, 60_000, t.config.instanceId))!;
    expect(job.id).toBe(item.id);
    await t.db.delete(posts).where(eq(posts.id, doomed.postId));
    expect(await runMediaJob(t, job, SETTINGS)).toBe('lost');
    expect(await readStored(t, `media/${doomed.albumId}/${item.id}/preview`)).toBeNull();
    expect(await readStored(t, `media/${doomed.albumId}/${item.id}/thumb`)).toBeNull();
  });
});

describe('concurrency', () => {
  it('two workers draining the same ten jobs process each exactly once', async () => {
    const ids = [];
    for (let i = 0; i < 10; i++) ids.push((await queueMedia(t, post, { fixture: 'photo.png' })).id);
    // on the PostgreSQL server the second worker is a second instance: its own connection pool
    const isServer = t.config.DATABASE_URL?.startsWith('postgres');
    const second = isServer ? await openDatabase({ url: t.config.DATABASE_URL, dataDir: t.dataDir }) : null;
    try {
      const counts = await Promise.all([
        processPendingMedia(t, { slots: 2 }),
        processPendingMedia({ ...t, db: second?.db ?? t.db }, { slots: 2 }),
      ]);
      expect(counts[0] + counts[1]).toBe(10);
    } finally {
      await second?.close();
    }
    const rows = await t.db
      .select({ status: media.status, attempts: media.attempts })
      .from(media)
      .where(inArray(media.id, ids));
    expect(rows).toHaveLength(10);
    expect(rows.every((row) => row.status === 'ready' && row.attempts === 1)).toBe(true);
  });
});

describe('startMediaWorker', () => {
  it('wakes on the upload signal rather than waiting for its poll, and stops', async () => {
    const worker = await startMediaWorker(t, { slots: 1, pollMs: 600_000 });
    try {
      // let the first (empty) look happen, so only the signal can wake the worker
      await new Promise((resolve) => setImmediate(resolve));
      const item = await queueMedia(t, post, { fixture: 'photo-exif.jpg' });
      t.mediaQueued.notify();
      const row = await waitFor(
        () => mediaRow(t, item.id),
        (r) => r.status === 'ready',
        15_000,
      );
      expect(row.attempts).toBe(1);
    } finally {
      await worker.stop();
    }
  });

  it('stop() gives a long video job back within its timeout, free at once for the next worker', async () => {
    const item = await queueMedia(t, post, { bytes: await longVideo(), mime: 'video/mp4' });
    const worker = await startMediaWorker(t, { slots: 1, pollMs: 100, stopTimeoutMs: 300 });
    await waitFor(
      () => mediaRow(t, item.id),
      (r) => r.attempts === 1,
    );
    const stopping = Date.now();
    await worker.stop();
    expect(Date.now() - stopping).toBeLessThan(3_000);

    // given back untouched: free at once, the interrupted attempt not counted, no scratch left
    expect(await mediaRow(t, item.id)).toMatchObject({
      status: 'processing',
      attempts: 0,
      lockedUntil: null,
    });
    expect(existsSync(path.join(t.dataDir, 'tmp', 'media', `${item.id}-1`))).toBe(false);
    await t.db.delete(media).where(eq(media.id, item.id));
  });
});

// A real crash needs a second process on the same database: the PostgreSQL server (CI runs it).
describe.skipIf(!process.env['TEST_DATABASE_URL'])('a worker process killed in the middle of a job', () => {
  it('is redone by the next worker once its lease runs out, into the same keys', async () => {
    const item = await queueMedia(t, post, { bytes: await longVideo(), mime: 'video/mp4' });
    const src = fileURLToPath(new URL('../../', import.meta.url));
    // the worker process: claims with a 2 s lease (renewed every second while it lives) and works
    const child = spawn(
      process.execPath,
      [
        ...['--conditions=source', '--import', 'tsx', '--input-type=module', '-e'],
        `
        import pino from 'pino';
        import { openDatabase } from '${src}db/client.ts';
        import { createLocalStorage } from '${src}lib/storage/local-storage.ts';
        import { createSignal } from '${src}lib/signal.ts';
        import { processPendingMedia } from '${src}features/media/media.worker.ts';
        const config = ${JSON.stringify({ ...t.config, FFMPEG_PATH: 'ffmpeg', FFPROBE_PATH: 'ffprobe' })};
        const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
        await processPendingMedia({
          db: database.db,
          storage: createLocalStorage(config.DATA_DIR + '/media'),
          config,
          logger: pino({ level: 'silent' }),
          mediaQueued: createSignal(),
        }, { leaseMs: 2000 });
        `,
      ],
      { cwd: fileURLToPath(new URL('../../../', import.meta.url)), detached: true, stdio: 'ignore' },
    );
    try {
      // kill it (and its ffmpeg) while the playback copy is being written
      const partial = path.join(t.dataDir, 'tmp', 'media', `${item.id}-1`, 'playback.mp4');
      await waitFor(
        async () => existsSync(partial),
        (exists) => exists,
        60_000,
      );
      process.kill(-child.pid!, 'SIGKILL');
    } finally {
      if (child.exitCode === null) process.kill(-child.pid!, 'SIGKILL');
    }
    const crashed = await mediaRow(t, item.id);
    expect(crashed).toMatchObject({ status: 'processing', attempts: 1, playbackKey: null });

    // nothing to claim while the lease lasts; then the next worker redoes the job
    await waitFor(
      () => mediaRow(t, item.id),
      (r) => r.lockedUntil!.getTime() < Date.now() - 100,
    );
    expect(await processPendingMedia(t)).toBe(1);
    const row = await mediaRow(t, item.id);
    expect(row).toMatchObject({ status: 'ready', attempts: 2, width: 1280, height: 720 });
    expect(row.duration).toBeCloseTo(10, 0);
    const playback = path.join(t.dataDir, 'media', ...row.playbackKey!.split('/'));
    expect((await probeFile(playback)).streams[0]).toMatchObject({ codec_name: 'h264', pix_fmt: 'yuv420p' });
  }, 120_000);
});
