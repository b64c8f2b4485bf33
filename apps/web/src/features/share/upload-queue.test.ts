// The upload queue with a scripted transport standing in for tus: how many files move at once,
// what each file's progress says, the pauses between retries, what is retried and what is not,
// and that a retried file continues from what the server already has.
import { describe, expect, it } from 'vitest';
import type { DetectedType } from '@hatira/shared/media';
import {
  createUploadQueue,
  RETRY_DELAYS,
  UploadError,
  type TransportHandlers,
  type UploadItem,
  type UploadTransport,
} from './upload-queue';

const JPEG: DetectedType = { mime: 'image/jpeg', kind: 'photo', extension: 'jpg' };
const fileOf = (name: string, size = 1000) => ({ file: new File([new Uint8Array(size)], name), type: JPEG });

interface Attempt {
  name: string;
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
  const transport: UploadTransport = ({ file }, handlers) => {
    running += 1;
    mostAtOnce = Math.max(mostAtOnce, running);
    let settle!: { resolve: (id: string) => void; reject: (error: unknown) => void };
    const done = new Promise<string>((resolve, reject) => (settle = { resolve, reject }));
    const attempt: Attempt = {
      name: file.name,
      handlers,
      aborted: null,
      succeed: (id = `id-${file.name}`) => {
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
const byName = (items: readonly UploadItem[], name: string) => items.find((item) => item.file.name === name)!;

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

    attempts[0]!.handlers.onProgress(250, 1000);
    attempts[1]!.handlers.onProgress(3000, 4000);
    expect(byName(queue.getItems(), 'a.jpg')).toMatchObject({ bytesSent: 250, bytesTotal: 1000 });
    expect(byName(queue.getItems(), 'b.jpg')).toMatchObject({ bytesSent: 3000, bytesTotal: 4000 });

    attempts[0]!.succeed();
    await flush();
    expect(byName(queue.getItems(), 'a.jpg')).toMatchObject({ status: 'done', bytesSent: 1000 });
    expect(byName(queue.getItems(), 'b.jpg')).toMatchObject({ status: 'uploading', bytesSent: 3000 });
  });

  it('retries a lost connection after growing pauses, continuing from what was sent', async () => {
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

    attempts[0]!.handlers.onProgress(400, 1000);
    attempts[0]!.fail(new UploadError('NETWORK', true));
    await flush();
    expect(attempts).toHaveLength(2);

    // the transport found the earlier upload: it says so and starts from the server's offset
    attempts[1]!.handlers.onResume();
    attempts[1]!.handlers.onProgress(400, 1000);
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

  it('shows the retrying state and its count while it waits', async () => {
    const { transport, attempts } = scriptedTransport();
    let resume!: () => void;
    const queue = createUploadQueue({
      transport,
      wait: () => new Promise<void>((resolve) => (resume = resolve)),
    });
    queue.add([fileOf('a.jpg')]);
    void queue.run();
    await flush();
    attempts[0]!.fail(new UploadError('NETWORK', true));
    await flush();

    expect(byName(queue.getItems(), 'a.jpg')).toMatchObject({
      status: 'retrying',
      attempt: 1,
      error: 'NETWORK',
    });
    resume();
    await flush();
    expect(attempts).toHaveLength(2);
  });

  it('gives up after the last pause and reports the lost connection', async () => {
    const { transport, attempts } = scriptedTransport();
    const queue = createUploadQueue({ transport, retryDelays: [10, 20], wait: async () => undefined });
    queue.add([fileOf('a.jpg')]);
    const result = queue.run();
    for (let i = 0; i < 3; i++) {
      await flush();
      attempts[i]!.fail(new UploadError('NETWORK', true));
    }

    expect(await result).toEqual({ status: 'failed', code: 'NETWORK' });
    expect(attempts).toHaveLength(3);
    expect(byName(queue.getItems(), 'a.jpg')).toMatchObject({ status: 'failed', error: 'NETWORK' });
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
    attempts[0]!.handlers.onProgress(600, 1000);

    queue.stop();
    expect(await first).toEqual({ status: 'stopped' });
    expect(attempts[0]!.aborted).toBe(false); // not terminated: the server keeps the 600 bytes
    expect(byName(queue.getItems(), 'a.jpg')).toMatchObject({ status: 'queued', bytesSent: 600 });

    const second = queue.run();
    await flush();
    attempts[1]!.succeed();
    expect(await second).toEqual({ status: 'done', uploadIds: ['id-a.jpg'] });
  });
});
