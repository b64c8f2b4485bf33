// Whether libheif can decode a HEIC/HEIF file's main image. sharp's prebuilt binaries cannot decode
// HEVC, so this uses heic-decode (libheif compiled to WebAssembly). The decode is synchronous and
// its WebAssembly memory only grows, so it runs in one worker thread that is shut down when idle:
// the event loop keeps serving requests, and the memory goes back when the guests stop posting.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { MAX_PHOTO_PIXELS } from '@hatira/shared/limits';

/** A decode that takes longer than this is treated as undecodable (and the worker restarted). */
const DECODE_TIMEOUT_MS = 60_000;
const IDLE_SHUTDOWN_MS = 30_000;

// Plain CommonJS, evaluated by the worker: no build step or loader needed in tests or production.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { readFileSync } = require('node:fs');
const decode = require(workerData.decoderPath);
parentPort.on('message', async ({ id, filePath, maxPixels }) => {
  let images;
  try {
    images = await decode.all({ buffer: readFileSync(filePath) });
    const main = images[0];
    if (!main) throw new Error('no image');
    if (main.width * main.height > maxPixels) throw new Error('too many pixels');
    await main.decode();
    parentPort.postMessage({ id, ok: true });
  } catch (error) {
    parentPort.postMessage({ id, ok: false, reason: String((error && error.message) || error) });
  } finally {
    if (images) images.dispose();
  }
});
`;

interface Pending {
  resolve: (ok: boolean) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

let worker: Worker | null = null;
let idleTimer: NodeJS.Timeout | null = null;
let nextId = 0;
const pending = new Map<number, Pending>();

function startWorker(): Worker {
  const decoderPath = createRequire(import.meta.url).resolve('heic-decode');
  // stdout/stderr kept from the parent's: libheif prints its parse errors there
  const started = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { decoderPath },
    stdout: true,
    stderr: true,
  });
  started.stdout.resume();
  started.stderr.resume();
  started.unref();
  started.on('message', (message: { id: number; ok: boolean }) => {
    const job = pending.get(message.id);
    if (!job) return;
    pending.delete(message.id);
    clearTimeout(job.timer);
    job.resolve(message.ok);
    scheduleIdleShutdown();
  });
  const fail = (error: Error) => {
    if (worker === started) worker = null;
    for (const [id, job] of pending) {
      pending.delete(id);
      clearTimeout(job.timer);
      job.reject(error);
    }
  };
  started.on('error', fail);
  started.on('exit', (code) => fail(new Error(`HEIC worker exited (${code})`)));
  return started;
}

function scheduleIdleShutdown() {
  if (idleTimer) clearTimeout(idleTimer);
  if (pending.size > 0) return;
  idleTimer = setTimeout(() => {
    if (pending.size === 0 && worker) {
      void worker.terminate();
      worker = null;
    }
  }, IDLE_SHUTDOWN_MS);
  idleTimer.unref();
}

/**
 * True when the file's main image decodes within MAX_PHOTO_PIXELS. A file that crashes or stalls
 * the decoder counts as undecodable too: for the guest it is the same "could not be converted".
 */
export async function checkHeicDecodes(filePath: string): Promise<boolean> {
  if (idleTimer) clearTimeout(idleTimer);
  worker ??= startWorker();
  const current = worker;
  const id = nextId++;
  try {
    return await new Promise<boolean>((resolve, reject) => {
      const timer = setTimeout(() => {
        pending.delete(id);
        if (worker === current) worker = null;
        void current.terminate();
        resolve(false);
      }, DECODE_TIMEOUT_MS);
      pending.set(id, { resolve, reject, timer });
      current.postMessage({ id, filePath, maxPixels: MAX_PHOTO_PIXELS });
    });
  } catch {
    return false;
  }
}
