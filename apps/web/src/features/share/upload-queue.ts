// The guest's files on their way to the server: a few at a time, each with its own progress, retried
// with growing pauses when the connection fails, and resumed rather than restarted (the transport
// continues a file's earlier upload). Framework-free, so it is tested with a fake transport; the
// real one is tus (tus-transport.ts).
import type { ErrorCode } from '@hatira/shared/errors';
import type { DetectedType } from '@hatira/shared/media';

export type UploadStatus = 'queued' | 'uploading' | 'retrying' | 'done' | 'failed';
export type UploadErrorCode = ErrorCode | 'NETWORK';

export interface UploadItem {
  readonly id: string;
  readonly file: File;
  readonly type: DetectedType;
  readonly status: UploadStatus;
  readonly bytesSent: number;
  readonly bytesTotal: number;
  /** An earlier upload of this file was found: it continues where it stopped. */
  readonly resumed: boolean;
  /** Retries so far in this run. */
  readonly attempt: number;
  readonly uploadId: string | null;
  readonly error: UploadErrorCode | null;
}

/** What went wrong with one file; `retryable` for a lost connection or a server hiccup. */
export class UploadError extends Error {
  constructor(
    readonly code: UploadErrorCode,
    readonly retryable: boolean,
  ) {
    super(code);
    this.name = 'UploadError';
  }
}

export interface TransportHandlers {
  onProgress: (bytesSent: number, bytesTotal: number) => void;
  /** Called before the first byte when an earlier upload of the file is being continued. */
  onResume: () => void;
}

export interface TransportUpload {
  /** The server's id of the finished upload, or an UploadError. */
  done: Promise<string>;
  /** Stops sending; `terminate` also deletes what the server has received (the guest removed it). */
  abort: (terminate: boolean) => void;
}

export type UploadTransport = (
  file: { file: File; type: DetectedType },
  handlers: TransportHandlers,
) => TransportUpload;

/** Waits `ms`, or rejects when `signal` aborts. */
export type Wait = (ms: number, signal: AbortSignal) => Promise<void>;

/** Pauses between attempts: about a minute of trying before the guest is asked. */
export const RETRY_DELAYS = [1000, 2000, 4000, 8000, 15_000, 30_000] as const;
/** Files sent at once: enough to fill a phone's uplink, few enough that each one moves. */
export const UPLOAD_CONCURRENCY = 3;

export type RunResult =
  | { status: 'done'; uploadIds: string[] }
  | { status: 'failed'; code: UploadErrorCode }
  | { status: 'stopped' };

export interface UploadQueueOptions {
  transport: UploadTransport;
  concurrency?: number;
  retryDelays?: readonly number[];
  wait?: Wait;
}

export interface UploadQueue {
  getItems: () => readonly UploadItem[];
  subscribe: (listener: () => void) => () => void;
  add: (files: readonly { file: File; type: DetectedType }[]) => void;
  /** Takes a file out; an upload in progress is stopped and deleted on the server. */
  remove: (id: string) => void;
  /** Sends every file not yet sent (failed ones again); settles when none is left moving. */
  run: () => Promise<RunResult>;
  /** Stops all sending; what was sent stays on the server, and the next run continues it. */
  stop: () => void;
  /** Sends the finished files again on the next run (their uploads expired, or the album changed). */
  resend: () => void;
  /** Forgets every file (after the post has been published). */
  clear: () => void;
}

interface Running {
  upload: TransportUpload | null;
  pause: AbortController | null;
}

let nextId = 0;

/** Waits `ms`, but not while the browser is offline: then until it is back online. */
export const waitForRetry: Wait = (ms, signal) =>
  new Promise((resolve, reject) => {
    const finish = () => {
      window.clearTimeout(timer);
      window.removeEventListener('online', finish);
      signal.removeEventListener('abort', cancel);
      resolve();
    };
    const cancel = () => {
      window.clearTimeout(timer);
      window.removeEventListener('online', finish);
      reject(new DOMException('Aborted', 'AbortError'));
    };
    const timer = navigator.onLine === false ? 0 : window.setTimeout(finish, ms);
    window.addEventListener('online', finish);
    signal.addEventListener('abort', cancel, { once: true });
  });

export function createUploadQueue({
  transport,
  concurrency = UPLOAD_CONCURRENCY,
  retryDelays = RETRY_DELAYS,
  wait = waitForRetry,
}: UploadQueueOptions): UploadQueue {
  let items: readonly UploadItem[] = [];
  const running = new Map<string, Running>();
  const listeners = new Set<() => void>();
  let settle: (() => void) | null = null;

  const emit = () => {
    for (const listener of listeners) listener();
  };
  const update = (id: string, patch: Partial<UploadItem>) => {
    items = items.map((item) => (item.id === id ? { ...item, ...patch } : item));
    emit();
  };
  const find = (id: string) => items.find((item) => item.id === id);

  function pump(): void {
    if (!settle) return;
    for (const item of items) {
      if (running.size >= concurrency) break;
      if (item.status === 'queued' && !running.has(item.id)) void send(item.id);
    }
    if (running.size === 0) {
      const done = settle;
      settle = null;
      done();
    }
  }

  async function send(id: string): Promise<void> {
    const slot: Running = { upload: null, pause: null };
    running.set(id, slot);
    update(id, { status: 'uploading', attempt: 0, error: null });
    for (;;) {
      const item = find(id);
      if (!item || running.get(id) !== slot) return; // removed or stopped meanwhile
      try {
        slot.upload = transport(item, {
          onProgress: (bytesSent, bytesTotal) => {
            if (running.get(id) === slot) update(id, { bytesSent, bytesTotal, status: 'uploading' });
          },
          onResume: () => {
            if (running.get(id) === slot) update(id, { resumed: true });
          },
        });
        const uploadId = await slot.upload.done;
        if (running.get(id) !== slot) return;
        running.delete(id);
        update(id, { status: 'done', uploadId, bytesSent: item.file.size, bytesTotal: item.file.size });
        break;
      } catch (error) {
        if (running.get(id) !== slot) return;
        const failure = error instanceof UploadError ? error : new UploadError('NETWORK', true);
        const attempt = (find(id)?.attempt ?? 0) + 1;
        const delay = retryDelays[attempt - 1];
        if (!failure.retryable || delay === undefined) {
          running.delete(id);
          update(id, { status: 'failed', error: failure.code });
          break;
        }
        update(id, { status: 'retrying', attempt, error: failure.code });
        slot.pause = new AbortController();
        try {
          await wait(delay, slot.pause.signal);
        } catch {
          return; // stopped or removed during the pause
        }
        slot.pause = null;
      }
    }
    pump();
  }

  function halt(id: string, terminate: boolean): void {
    const slot = running.get(id);
    if (!slot) return;
    running.delete(id);
    slot.pause?.abort();
    slot.upload?.abort(terminate);
  }

  return {
    getItems: () => items,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    add(files) {
      const added = files.map(({ file, type }): UploadItem => ({
        id: `upload-${++nextId}`,
        file,
        type,
        status: 'queued',
        bytesSent: 0,
        bytesTotal: file.size,
        resumed: false,
        attempt: 0,
        uploadId: null,
        error: null,
      }));
      items = [...items, ...added];
      emit();
      pump();
    },
    remove(id) {
      halt(id, true);
      items = items.filter((item) => item.id !== id);
      emit();
      pump();
    },
    run() {
      items = items.map((item) =>
        item.status === 'failed' ? { ...item, status: 'queued', error: null, attempt: 0 } : item,
      );
      emit();
      return new Promise<void>((resolve) => {
        const previous = settle;
        settle = () => {
          previous?.();
          resolve();
        };
        pump();
      }).then((): RunResult => {
        const failed = items.find((item) => item.status === 'failed');
        if (failed) return { status: 'failed', code: failed.error ?? 'NETWORK' };
        if (items.some((item) => item.status !== 'done')) return { status: 'stopped' };
        return { status: 'done', uploadIds: items.map((item) => item.uploadId ?? '') };
      });
    },
    stop() {
      for (const id of [...running.keys()]) halt(id, false);
      items = items.map((item) =>
        item.status === 'uploading' || item.status === 'retrying' ? { ...item, status: 'queued' } : item,
      );
      emit();
      const done = settle;
      settle = null;
      done?.();
    },
    resend() {
      items = items.map((item) =>
        item.status === 'done'
          ? { ...item, status: 'queued', uploadId: null, bytesSent: 0, resumed: false }
          : item,
      );
      emit();
    },
    clear() {
      for (const id of [...running.keys()]) halt(id, false);
      items = [];
      emit();
      const done = settle;
      settle = null;
      done?.();
    },
  };
}
