// The one HEIC decoder of the app. sharp's prebuilt libvips has libheif without an HEVC decoder, so
// HEIC pixels come from libheif compiled to WebAssembly (`heic-decode`). That decoder works
// synchronously for a second or more on a 12-megapixel photo and its WebAssembly memory only
// grows, so it runs in one worker thread: the API keeps answering meanwhile, jobs take turns, and
// the thread is shut down when idle so the memory goes back when the guests stop posting. Both
// the upload check (does this file decode?) and the media worker (its pixels) use it. Created by
// main (and the test app) and closed with the app.
//
// Decompression bombs (decode-budget.ts): the thread reads the image's size first and asks for its
// decode memory from the process's budget; an image over the budget is refused without a pixel
// decoded, and one that fits waits its turn. Its WebAssembly memory keeps what a big decode grew it
// to, so after a big one the thread stops as soon as it is idle and the memory goes back at once.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { MiB } from '@hatira/shared/limits';
import { decodeBudget, fitsDecodeBudget, heicDecodeBytes } from './decode-budget.js';

export class HeicDecodeError extends Error {
  override name = 'HeicDecodeError';
}

export class HeicTooLargeError extends Error {
  override name = 'HeicTooLargeError';
}

export interface DecodedHeic {
  width: number;
  height: number;
  /** RGBA, 8 bits per channel. */
  data: Uint8Array;
  /** Gives the decode's memory back to the budget: call it once done with `data`. */
  release(): void;
}

export type HeicVerdict = 'decodes' | 'too-large' | 'undecodable';

export interface HeicWorker {
  /** Decodes the primary image to RGBA, refusing one over the decode budget before decoding anything. */
  decode(input: Buffer): Promise<DecodedHeic>;
  /**
   * Whether the file's main image decodes within the budget. A file that crashes or stalls the
   * decoder counts as undecodable too: for the guest it is the same "could not be converted".
   */
  check(filePath: string): Promise<HeicVerdict>;
  /** Lets the jobs in hand finish, then stops the thread. */
  close(): Promise<void>;
}

/** A decode that takes longer than this fails (and the thread is restarted). */
const DECODE_TIMEOUT_MS = 60_000;
const IDLE_SHUTDOWN_MS = 30_000;
/** A decode bigger than this (a 5 MP photo) leaves the thread stopped once it is idle. */
const KEPT_HEAP_BYTES = 64 * MiB;

type Request = { op: 'decode'; input: ArrayBuffer } | { op: 'check'; filePath: string };

type Reply =
  | { width: number; height: number; data?: Uint8ClampedArray }
  | { tooLarge: true; width: number; height: number }
  | { error: string };

// Plain CommonJS evaluated in the worker: no file of its own, so it runs the same from the
// TypeScript sources (tests) and from the compiled server. Jobs run one after another, so what
// libheif prints belongs to the job in hand. Between reading the size and decoding, a job asks the
// app for its memory (\`ask\`) and waits for the answer (\`granted\`).
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { readFileSync } = require('node:fs');
const decode = require(workerData.modulePath);
let turn = Promise.resolve();
const grants = new Map();
const ask = (id, width, height) =>
  new Promise((resolve) => {
    grants.set(id, resolve);
    parentPort.postMessage({ id, ask: { width, height } });
  });
async function run(id, { op, input, filePath }) {
  const buffer = op === 'check' ? readFileSync(filePath) : new Uint8Array(input);
  const images = await decode.all({ buffer });
  try {
    const image = images[0];
    if (!image) throw new Error('no image');
    if (!(await ask(id, image.width, image.height)))
      return [{ tooLarge: true, width: image.width, height: image.height }];
    const { width, height, data } = await image.decode();
    return op === 'check' ? [{ width, height }] : [{ width, height, data }, [data.buffer]];
  } finally {
    images.dispose();
  }
}
parentPort.on('message', ({ id, request, granted }) => {
  if (granted !== undefined) {
    grants.get(id)?.(granted);
    grants.delete(id);
    return;
  }
  turn = turn.then(() => run(id, request)).then(
    ([reply, transfer]) => parentPort.postMessage({ id, reply }, transfer),
    (error) => parentPort.postMessage({ id, reply: { error: String((error && error.message) || error) } }),
  );
});
`;

interface Pending {
  resolve: (reply: Reply) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
  /** Starts the job's time over: once granted, waiting for the budget no longer counts. */
  rearm: () => void;
  /** Gives the job's decode memory back (set once it was granted). */
  release?: () => void;
}

export function createHeicWorker(): HeicWorker {
  const modulePath = createRequire(import.meta.url).resolve('heic-decode');
  const pending = new Map<number, Pending>();
  let worker: Worker | null = null;
  let idleTimer: NodeJS.Timeout | null = null;
  let nextId = 0;
  /** The last lines libheif printed: it prints its reasons instead of returning them. */
  let printed = '';
  /** close() waiting for the jobs in hand. */
  let onDrained: (() => void) | null = null;
  /** A decode grew the thread's memory past KEPT_HEAP_BYTES: stop it once idle. */
  let stopWhenIdle = false;

  /** The job, out of the pending list (undefined when it was settled already). */
  const take = (id: number) => {
    const job = pending.get(id);
    pending.delete(id);
    if (job) clearTimeout(job.timer);
    if (pending.size === 0) onDrained?.();
    return job;
  };
  const settleAll = (error: Error) => {
    for (const id of [...pending.keys()]) {
      const job = take(id);
      job?.release?.();
      job?.reject(error);
    }
  };

  /** The thread read an image's size: its decode memory from the budget, or a refusal. */
  async function grant(current: Worker, id: number, width: number, height: number) {
    const bytes = heicDecodeBytes(width, height);
    const fits = fitsDecodeBudget(width * height, bytes);
    const release = fits ? await decodeBudget.acquire(bytes) : undefined;
    const job = pending.get(id);
    if (!job || worker !== current) return release?.(); // it timed out meanwhile
    job.release = release;
    job.rearm();
    if (bytes > KEPT_HEAP_BYTES) stopWhenIdle = true;
    current.postMessage({ id, granted: fits });
  }

  function start(): Worker {
    const started = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { modulePath },
      stdout: true,
      stderr: true,
    });
    const keep = (chunk: Buffer) => (printed = (printed + chunk.toString('utf8')).slice(-2000));
    started.stdout.on('data', keep);
    started.stderr.on('data', keep);
    started.unref();
    started.on(
      'message',
      ({ id, reply, ask }: { id: number; reply?: Reply; ask?: { width: number; height: number } }) => {
        if (ask) return void grant(started, id, ask.width, ask.height);
        take(id)?.resolve(reply!);
        scheduleIdleShutdown();
      },
    );
    const fail = (error: Error) => {
      if (worker !== started) return;
      worker = null;
      settleAll(error);
    };
    started.on('error', fail);
    started.on('exit', (code) => fail(new HeicDecodeError(`the HEIC decoder stopped (exit ${code})`)));
    return started;
  }

  function stop(current: Worker) {
    if (worker === current) worker = null;
    stopWhenIdle = false;
    void current.terminate();
  }

  function scheduleIdleShutdown() {
    if (idleTimer) clearTimeout(idleTimer);
    if (pending.size > 0) return;
    if (stopWhenIdle && worker) return stop(worker);
    idleTimer = setTimeout(() => {
      if (pending.size === 0 && worker) stop(worker);
    }, IDLE_SHUTDOWN_MS);
    idleTimer.unref();
  }

  /** A job's reply, with the release of its decode memory (a no-op when none was granted). */
  function send(
    request: Request,
    transfer: ArrayBuffer[] = [],
  ): Promise<{ reply: Reply; release: () => void }> {
    if (idleTimer) clearTimeout(idleTimer);
    worker ??= start();
    const current = worker;
    const id = nextId++;
    if (pending.size === 0) printed = '';
    return new Promise((resolve, reject) => {
      const arm = () =>
        setTimeout(() => {
          take(id)?.release?.();
          reject(new HeicDecodeError('the HEIC decoder took too long'));
          stop(current); // its other jobs fail with it: a stalled decoder is restarted
        }, DECODE_TIMEOUT_MS);
      const job: Pending = {
        resolve: (reply) => resolve({ reply, release: () => job.release?.() }),
        reject,
        timer: arm(),
        rearm: () => {
          clearTimeout(job.timer);
          job.timer = arm();
        },
      };
      pending.set(id, job);
      current.postMessage({ id, request }, transfer);
    });
  }

  const reasonOr = (fallback: string) =>
    printed
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .at(-1)
      ?.replace(/^Could not parse HEIF file\s*/, '')
      .slice(0, 200) || fallback;

  return {
    async decode(input) {
      // A copy of exactly the file's bytes that is handed over to the worker without copying again.
      const transferable = new Uint8Array(input).buffer;
      const { reply, release } = await send({ op: 'decode', input: transferable }, [transferable]);
      if ('error' in reply || 'tooLarge' in reply) release();
      if ('error' in reply) throw new HeicDecodeError(reasonOr(reply.error));
      if ('tooLarge' in reply)
        throw new HeicTooLargeError(`${reply.width}×${reply.height} pixels is more than allowed`);
      const data = reply.data!;
      return {
        width: reply.width,
        height: reply.height,
        data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
        release,
      };
    },
    async check(filePath) {
      try {
        const { reply, release } = await send({ op: 'check', filePath });
        release();
        return 'error' in reply ? 'undecodable' : 'tooLarge' in reply ? 'too-large' : 'decodes';
      } catch {
        return 'undecodable';
      }
    },
    async close() {
      if (idleTimer) clearTimeout(idleTimer);
      if (pending.size > 0) await new Promise<void>((done) => (onDrained = done));
      onDrained = null;
      const current = worker;
      worker = null;
      await current?.terminate();
    },
  };
}
