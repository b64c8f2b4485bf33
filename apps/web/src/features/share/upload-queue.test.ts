// The upload queue with a scripted transport standing in for tus and a switchable connection: how
// many files move at once, what each file's progress says, the pauses between retries, what is
// retried and what is not, that a retried file continues at its upload's address, that a lost
// connection (offline, or a stalled socket) makes the files wait and go on by themselves, and that
// files of an earlier visit come back, those without their bytes waiting to be picked again.
import { describe, expect, it } from 'vitest';
import type { DetectedType } from '@hatira/shared/media';
import {
  createUploadQueue,
  RETRY_DELAYS,
  UploadError,
  type Connection,
  type TransportHandlers,
  type UploadItem,
  type UploadTransport,
} from './upload-queue';

const JPEG: DetectedType = { mime: 'image/jpeg', kind: 'photo', extension: 'jpg' };
const fileOf = (name: string, size = 1000) => ({
  file: new File([new Uint8Array(size)], name, { lastModified: 1_700_000_000_000 }),
  type: JPEG,
});

interface Attempt {
  name: string;
  /** The upload address the queue handed over (where the file continues). */
  uploadUrl: string | null;
  handlers: TransportHandlers;
  succeed: (uploadId?: string) => void;
  fail: (error: UploadError) => void;
  aborted: boolean | null;
}

/** A transport whose every attempt the test finishes by hand. */
function scriptedTransport() {
  const attempts: Attempt[] = [];
  let running = 0;
  let mostAtOnce = 0;
  const transport: UploadTransport = ({ name, uploadUrl }, handlers) => {
    running += 1;
    mostAtOnce = Math.max(mostAtOnce, running);
    let settle!: { resolve: (id: string) => void; reject: (error: unknown) => void };
    const done = new Promise<string>((resolve, reject) => (settle = { resolve, reject }));
    const attempt: Attempt = {
      name,
      uploadUrl,
      handlers,
      aborted: null,
      succeed: (id = `id-${name}`) => {
        running -= 1;
        settle.resolve(id);
      },
      fail: (error) => {
        running -= 1;
        settle.reject(error);
      },
    };
    attempts.push(attempt);
    return {
      done,
      abort: (terminate) => {
        running -= 1;
        attempt.aborted = terminate;
      },
    };
  };
  return { transport, attempts, mostAtOnce: () => mostAtOnce, running: () => running };
}

/** Lets the queue's promises run. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const byName = (items: readonly UploadItem[], name: string) => items.find((item) => item.name === name)!;

/** A connection the test switches off and on, as the browser's `offline` and `online` events do. */
function switchableConnection() {
  let isOnline = true;
  const listeners = new Set<() => void>();
  const connection: Connection = {
    isOnline: () => isOnline,
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
  };
  const set = (online: boolean) => {
    isOnline = online;
    for (const listener of listeners) listener();
  };
  return { connection, set, listeners };
}

describe('upload queue', () => {
  it('sends three files at a time and starts the next as soon as one finishes', async () => {
    const { transport, attempts, mostAtOnce } = scriptedTransport();
    const queue = createUploadQueue({ transport });
    queue.add(['a', 'b', 'c', 'd', 'e'].map((name) => fileOf(`${name}.jpg`)));
    const result = queue.run();
    await flush();

    expect(attempts.map((a) => a.name)).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
    expect(queue.getItems().map((item) => item.status)).toEqual([
      'uploading',
      'uploading',
      'uploading',
      'queued',
      'queued',
    ]);

    attempts[1]!.succeed();
    await flush();
    expect(attempts.map((a) => a.name)).toEqual(['a.jpg', 'b.jpg', 'c.jpg', 'd.jpg']);

    for (const attempt of attempts) if (attempt.name !== 'b.jpg') attempt.succeed();
    await flush();
    attempts[4]!.succeed();

    expect(await result).toEqual({
      status: 'done',
      uploadIds: ['id-a.jpg', 'id-b.jpg', 'id-c.jpg', 'id-d.jpg', 'id-e.jpg'],
    });
    expect(mostAtOnce()).toBe(3);
  });

  it('keeps each file’s own progress', async () => {
    const { transport, attempts } = scriptedTransport();
    const queue = createUploadQueue({ transport, concurrency: 2 });
    queue.add([fileOf('a.jpg', 1000), fileOf('b.jpg', 4000)]);
    void queue.run();
    await flush();

    attempts[0]!.handlers.onProgress(250);
    attempts[1]!.handlers.onProgress(3000);
    attempts[1]!.handlers.onConfirmed(2048);
    expect(byName(queue.getItems(), 'a.jpg')).toMatchObject({ bytesSent: 250, size: 1000 });
    expect(byName(queue.getItems(), 'b.jpg')).toMatchObject({
      bytesSent: 3000,
      bytesConfirmed: 2048,
      size: 4000,
    });

    attempts[0]!.succeed();
    await flush();
    expect(byName(queue.getItems(), 'a.jpg')).toMatchObject({ status: 'done', bytesSent: 1000 });
    expect(byName(queue.getItems(), 'b.jpg')).toMatchObject({ status: 'uploading', bytesSent: 3000 });
  });

  it('retries after growing pauses, continuing at the upload’s address', async () => {
    const { transport, attempts } = scriptedTransport();
    const pauses: number[] = [];
    const queue = createUploadQueue({
      transport,
      wait: async (ms) => {
        pauses.push(ms);
      },
    });
    queue.add([fileOf('a.jpg', 1000)]);
    const result = queue.run();
    await flush();

    attempts[0]!.handlers.onUrl('/api/share/h/uploads/u1', false);
    attempts[0]!.handlers.onProgress(400);
    attempts[0]!.fail(new UploadError('NETWORK', true));
    await flush();
    expect(attempts).toHaveLength(2);

    // the next attempt gets the upload's address; the server's offset decides where it goes on
    expect(attempts[1]!.uploadUrl).toBe('/api/share/h/uploads/u1');
    attempts[1]!.handlers.onUrl('/api/share/h/uploads/u1', true);
    attempts[1]!.handlers.onProgress(400);
    expect(byName(queue.getItems(), 'a.jpg')).toMatchObject({
      status: 'uploading',
      resumed: true,
      bytesSent: 400,
      attempt: 1,
    });
    attempts[1]!.fail(new UploadError('INTERNAL', true));
    await flush();
    attempts[2]!.succeed('upload-1');

    expect(await result).toEqual({ status: 'done', uploadIds: ['upload-1'] });
    expect(pauses).toEqual([RETRY_DELAYS[0], RETRY_DELAYS[1]]);
  });

  it('shows a server hiccup as retrying, with its count, and a lost connection as waiting', async () => {
    const { transport, attempts } = scriptedTransport();
    let resume!: () => void;
    const queue = createUploadQueue({
      transport,
      wait: () => new Promise<void>((resolve) => (resume = resolve)),
    });
    queue.add([fileOf('a.jpg')]);
    void queue.run();
    await flush();
    attempts[0]!.fail(new UploadError('SERVICE_UNAVAILABLE', true));
    await flush();
    expect(byName(queue.getItems(), 'a.jpg')).toMatchObject({
      status: 'retrying',
      attempt: 1,
      error: 'SERVICE_UNAVAILABLE',
    });

    resume();
    await flush();
    attempts[1]!.fail(new UploadError('NETWORK', true));
    await flush();
    expect(byName(queue.getItems(), 'a.jpg')).toMatchObject({
      status: 'waiting',
      attempt: 2,
      error: 'NETWORK',
    });
    resume();
    await flush();
    expect(attempts).toHaveLength(3);
  });

  it('gives a server hiccup a few tries, and waits out a lost connection for as long as it takes', async () => {
    const { transport, attempts } = scriptedTransport();
    const pauses: number[] = [];
    const queue = createUploadQueue({
      transport,
      retryDelays: [10, 20],
      wait: async (ms) => void pauses.push(ms),
    });
    queue.add([fileOf('a.jpg')]);
    let result = queue.run();
    for (let i = 0; i < 3; i++) {
      await flush();
      attempts[i]!.fail(new UploadError('INTERNAL', true));
    }
    expect(await result).toEqual({ status: 'failed', code: 'INTERNAL' });
    expect(attempts).toHaveLength(3);

    pauses.length = 0;
    result = queue.run();
    for (let i = 3; i < 10; i++) {
      await flush();
      attempts[i]!.fail(new UploadError('NETWORK', true));
    }
    await flush();
    attempts[10]!.succeed('upload-1');
    expect(await result).toEqual({ status: 'done', uploadIds: ['upload-1'] });
    expect(pauses).toEqual([10, 20, 20, 20, 20, 20, 20]);
  });

  it('a piece the server confirmed starts the pauses over', async () => {
    const { transport, attempts } = scriptedTransport();
    const pauses: number[] = [];
    const queue = createUploadQueue({ transport, wait: async (ms) => void pauses.push(ms) });
    queue.add([fileOf('a.jpg')]);
    void queue.run();
    for (let i = 0; i < 2; i++) {
      await flush();
      attempts[i]!.fail(new UploadError('NETWORK', true));
    }
    await flush();
    attempts[2]!.handlers.onConfirmed(500);
    attempts[2]!.fail(new UploadError('NETWORK', true));
    await flush();
    expect(pauses).toEqual([RETRY_DELAYS[0], RETRY_DELAYS[1], RETRY_DELAYS[0]]);
  });

  it('going offline stops every upload (kept on the server) and they go on by themselves when back', async () => {
    const { transport, attempts } = scriptedTransport();
    const { connection, set, listeners } = switchableConnection();
    const waiting: (() => void)[] = [];
    const queue = createUploadQueue({
      transport,
      connection,
      // as waitForRetry: offline, it waits for the connection, whatever the pause
      wait: () => new Promise<void>((resolve) => waiting.push(resolve)),
    });
    queue.add([fileOf('a.jpg'), fileOf('b.jpg')]);
    const result = queue.run();
    await flush();
    attempts[0]!.handlers.onUrl('/u/a', false);
    attempts[0]!.handlers.onProgress(300);
    attempts[1]!.handlers.onUrl('/u/b', false);

    set(false);
    await flush();
    expect(attempts.map((a) => a.aborted)).toEqual([false, false]); // stopped, not deleted
    expect(queue.getItems().map((item) => item.status)).toEqual(['waiting', 'waiting']);
    expect(byName(queue.getItems(), 'a.jpg').bytesSent).toBe(300);

    expect(waiting).toHaveLength(2);
    set(true);
    for (const resolve of waiting) resolve();
    await flush();
    expect(attempts.slice(2).map((a) => a.uploadUrl)).toEqual(['/u/a', '/u/b']);
    attempts[2]!.succeed('id-a');
    attempts[3]!.succeed('id-b');
    expect(await result).toEqual({ status: 'done', uploadIds: ['id-a', 'id-b'] });
    expect(listeners.size).toBe(0); // nothing left listening once the run is over
  });

  it('does not start a file while offline', async () => {
    const { transport, attempts } = scriptedTransport();
    const { connection, set } = switchableConnection();
    let backOnline!: () => void;
    set(false);
    const queue = createUploadQueue({
      transport,
      connection,
      wait: () => new Promise<void>((resolve) => (backOnline = resolve)),
    });
    queue.add([fileOf('a.jpg')]);
    void queue.run();
    await flush();
    expect(attempts).toHaveLength(0);
    expect(byName(queue.getItems(), 'a.jpg').status).toBe('waiting');
    set(true);
    backOnline();
    await flush();
    expect(attempts).toHaveLength(1);
  });

  it('takes an upload with no byte moving for a while as a lost connection', async () => {
    const { transport, attempts } = scriptedTransport();
    const queue = createUploadQueue({ transport, stallMs: 30, wait: async () => undefined });
    queue.add([fileOf('a.jpg')]);
    void queue.run();
    await flush();
    attempts[0]!.handlers.onProgress(100);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(attempts[0]!.aborted).toBe(false);
    expect(attempts.length).toBeGreaterThanOrEqual(2);
    expect(byName(queue.getItems(), 'a.jpg').attempt).toBeGreaterThanOrEqual(1);
    queue.stop();
  });

  it('does not retry what the server refused, and sends the other files anyway', async () => {
    const { transport, attempts } = scriptedTransport();
    const pauses: number[] = [];
    const queue = createUploadQueue({ transport, wait: async (ms) => void pauses.push(ms) });
    queue.add([fileOf('big.jpg'), fileOf('ok.jpg')]);
    const result = queue.run();
    await flush();

    attempts[0]!.fail(new UploadError('PHOTO_TOO_LARGE', false));
    attempts[1]!.succeed();

    expect(await result).toEqual({ status: 'failed', code: 'PHOTO_TOO_LARGE' });
    expect(pauses).toEqual([]);
    expect(attempts).toHaveLength(2);
    expect(byName(queue.getItems(), 'ok.jpg').status).toBe('done');
  });

  it('sends only the failed file again on the next run', async () => {
    const { transport, attempts } = scriptedTransport();
    const queue = createUploadQueue({ transport, retryDelays: [] });
    queue.add([fileOf('a.jpg'), fileOf('b.jpg')]);
    const first = queue.run();
    await flush();
    attempts[0]!.succeed();
    attempts[1]!.fail(new UploadError('NETWORK', true));
    expect(await first).toEqual({ status: 'failed', code: 'NETWORK' });

    const second = queue.run();
    await flush();
    expect(attempts.map((a) => a.name)).toEqual(['a.jpg', 'b.jpg', 'b.jpg']);
    attempts[2]!.succeed();
    expect(await second).toEqual({ status: 'done', uploadIds: ['id-a.jpg', 'id-b.jpg'] });
  });

  it('removing a file stops its upload and deletes it on the server; the others go on', async () => {
    const { transport, attempts } = scriptedTransport();
    const queue = createUploadQueue({ transport, concurrency: 1 });
    queue.add([fileOf('a.jpg'), fileOf('b.jpg')]);
    const result = queue.run();
    await flush();

    queue.remove(queue.getItems()[0]!.id);
    await flush();
    expect(attempts[0]!.aborted).toBe(true);
    expect(attempts.map((a) => a.name)).toEqual(['a.jpg', 'b.jpg']);
    attempts[1]!.succeed();
    expect(await result).toEqual({ status: 'done', uploadIds: ['id-b.jpg'] });
  });

  it('stopping keeps what was sent on the server and continues it on the next run', async () => {
    const { transport, attempts } = scriptedTransport();
    const queue = createUploadQueue({ transport });
    queue.add([fileOf('a.jpg', 1000)]);
    const first = queue.run();
    await flush();
    attempts[0]!.handlers.onProgress(600);

    queue.stop();
    expect(await first).toEqual({ status: 'stopped' });
    expect(attempts[0]!.aborted).toBe(false); // not terminated: the server keeps the 600 bytes
    expect(byName(queue.getItems(), 'a.jpg')).toMatchObject({ status: 'queued', bytesSent: 600 });

    const second = queue.run();
    await flush();
    attempts[1]!.succeed();
    expect(await second).toEqual({ status: 'done', uploadIds: ['id-a.jpg'] });
  });

  it('puts back an earlier visit’s files; one without its bytes waits until the guest picks it again', async () => {
    const { transport, attempts } = scriptedTransport();
    const queue = createUploadQueue({ transport });
    const kept = queue.getItems(); // (none)
    const stored = (name: string, file: File | null, patch: Partial<UploadItem> = {}): UploadItem => ({
      id: `stored-${name}`,
      name,
      size: 1000,
      lastModified: 1_700_000_000_000,
      type: JPEG,
      file,
      status: file ? 'queued' : 'missing',
      bytesSent: 0,
      bytesConfirmed: 0,
      resumed: false,
      attempt: 0,
      uploadUrl: null,
      uploadId: null,
      error: null,
      ...patch,
    });
    queue.restore([
      stored('done.jpg', null, { status: 'done', uploadId: 'id-done' }),
      stored('here.jpg', fileOf('here.jpg').file, {
        uploadUrl: '/u/here',
        bytesConfirmed: 600,
        bytesSent: 600,
      }),
      stored('gone.jpg', null, { uploadUrl: '/u/gone' }),
    ]);
    expect(kept).toEqual([]);

    let result = queue.run();
    await flush();
    expect(attempts.map((a) => [a.name, a.uploadUrl])).toEqual([['here.jpg', '/u/here']]);
    attempts[0]!.succeed('id-here');
    expect(await result).toEqual({ status: 'missing' });

    // the guest picks the missing file (and a new one): it fills its place and keeps its address
    queue.add([fileOf('gone.jpg'), fileOf('new.jpg')]);
    expect(queue.getItems().map((item) => [item.name, item.status])).toEqual([
      ['done.jpg', 'done'],
      ['here.jpg', 'done'],
      ['gone.jpg', 'queued'],
      ['new.jpg', 'queued'],
    ]);
    result = queue.run();
    await flush();
    expect(attempts.slice(1).map((a) => [a.name, a.uploadUrl])).toEqual([
      ['gone.jpg', '/u/gone'],
      ['new.jpg', null],
    ]);
    attempts[1]!.succeed('id-gone');
    attempts[2]!.succeed('id-new');
    expect(await result).toEqual({ status: 'done', uploadIds: ['id-done', 'id-here', 'id-gone', 'id-new'] });
  });

  it('sending again (another album, expired uploads) forgets the uploads’ addresses', async () => {
    const { transport, attempts } = scriptedTransport();
    const queue = createUploadQueue({ transport });
    queue.add([fileOf('a.jpg'), fileOf('b.jpg')]);
    const first = queue.run();
    await flush();
    attempts[0]!.handlers.onUrl('/u/a', false);
    attempts[0]!.succeed('id-a');
    attempts[1]!.handlers.onUrl('/u/b', false);
    queue.stop();
    await first;

    queue.resend();
    expect(queue.getItems().map((item) => [item.status, item.uploadUrl, item.uploadId])).toEqual([
      ['queued', null, null],
      ['queued', null, null],
    ]);
    void queue.run();
    await flush();
    expect(attempts.slice(2).map((a) => a.uploadUrl)).toEqual([null, null]);
  });
});
