// The guest's files on their way to the server: a few at a time, each with its own progress,
// resumed rather than restarted (the transport continues a file's upload from the server's offset).
// When the connection goes (the browser says it is offline, a request fails without an answer, or
// nothing moves for a while) the files wait and go on by themselves when it is back; a server
// hiccup is retried a few times with growing pauses. Framework-free, so it is tested with a fake
// transport and a fake connection; the real transport is tus (tus-transport.ts), and the queue's
// memory on the device is post-sender.ts's business.
import type { ErrorCode } from '@hatira/shared/errors';
import type { DetectedType } from '@hatira/shared/media';

/**
 * `waiting`: the connection is gone, the file goes on by itself when it is back. `missing`: the
 * device did not keep the file's bytes (after a closed tab), so the guest has to pick it again.
 */
export type UploadStatus = 'queued' | 'uploading' | 'waiting' | 'retrying' | 'done' | 'failed' | 'missing';
export type UploadErrorCode = ErrorCode | 'NETWORK';

export interface PickedFile {
  file: File;
  type: DetectedType;
}

export interface UploadItem {
  readonly id: string;
  readonly name: string;
  readonly size: number;
  readonly lastModified: number;
  readonly type: DetectedType;
  /** The bytes, or null while the guest has to pick the file again (`missing`). */
  readonly file: Blob | null;
  readonly status: UploadStatus;
  readonly bytesSent: number;
  /** What the server has confirmed receiving (a piece's answer), whatever was sent since. */
  readonly bytesConfirmed: number;
  /** The upload continues one the server already had (after a drop or a reload). */
  readonly resumed: boolean;
  /** Failed attempts since the file last moved. */
  readonly attempt: number;
  /** The tus address of the file's upload, once the server made it. */
  readonly uploadUrl: string | null;
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
  onProgress: (bytesSent: number) => void;
  /** The server confirmed this many bytes of the file. */
  onConfirmed: (bytes: number) => void;
  /** The upload's address; `resumed` when it is the one the item already had (continued). */
  onUrl: (url: string, resumed: boolean) => void;
}

export interface TransportUpload {
  /** The server's id of the finished upload, or an UploadError. */
  done: Promise<string>;
  /** Stops sending; `terminate` also deletes what the server has received (the guest removed it). */
  abort: (terminate: boolean) => void;
}

export type UploadTransport = (item: UploadItem, handlers: TransportHandlers) => TransportUpload;

/** Waits `ms`, or rejects when `signal` aborts. */
export type Wait = (ms: number, signal: AbortSignal) => Promise<void>;

/** Whether the device has a connection, and word when that changes. */
export interface Connection {
  isOnline: () => boolean;
  subscribe: (onChange: () => void) => () => void;
}

/** Pauses between attempts; a lost connection keeps trying at the last one, for as long as it takes. */
export const RETRY_DELAYS = [1000, 2000, 4000, 8000, 15_000, 30_000] as const;
/** Files sent at once: enough to fill a phone's uplink, few enough that each one moves. */
export const UPLOAD_CONCURRENCY = 3;
/** An attempt with no byte moving for this long is taken as a lost connection (a stalled socket). */
export const STALL_MS = 90_000;

export type RunResult =
  | { status: 'done'; uploadIds: string[] }
  | { status: 'failed'; code: UploadErrorCode }
  /** Files wait for the guest to pick them again. */
  | { status: 'missing' }
  | { status: 'stopped' };

export interface UploadQueueOptions {
  transport: UploadTransport;
  concurrency?: number;
  retryDelays?: readonly number[];
  wait?: Wait;
  connection?: Connection;
  stallMs?: number;
}

export interface UploadQueue {
  getItems: () => readonly UploadItem[];
  subscribe: (listener: () => void) => () => void;
  /** Adds picked files; one that a `missing` item is waiting for (same name, size, date) fills it. */
  add: (files: readonly PickedFile[]) => void;
  /** Puts back the items of an earlier visit (post-sender.ts). */
  restore: (items: readonly UploadItem[]) => void;
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
  /** Ends the current attempt as a lost connection. */
  interrupt: (() => void) | null;
}

/** The browser's own idea of the connection: navigator.onLine and its events. */
export const browserConnection: Connection = {
  isOnline: () => navigator.onLine !== false,
  subscribe(onChange) {
    window.addEventListener('online', onChange);
    window.addEventListener('offline', onChange);
    return () => {
      window.removeEventListener('online', onChange);
      window.removeEventListener('offline', onChange);
    };
  },
};

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

let nextId = 0;
export const newItemId = () => `upload-${Date.now().toString(36)}-${++nextId}`;

const sameFile = (item: UploadItem, file: File) =>
  item.name === file.name && item.size === file.size && item.lastModified === file.lastModified;

export function createUploadQueue({
  transport,
  concurrency = UPLOAD_CONCURRENCY,
  retryDelays = RETRY_DELAYS,
  wait = waitForRetry,
  connection = browserConnection,
  stallMs = STALL_MS,
}: UploadQueueOptions): UploadQueue {
  let items: readonly UploadItem[] = [];
  const running = new Map<string, Running>();
  const listeners = new Set<() => void>();
  let settle: (() => void) | null = null;
  let unwatch: (() => void) | null = null;

  const emit = () => {
    for (const listener of listeners) listener();
  };
  const setItems = (next: readonly UploadItem[]) => {
    items = next;
    emit();
  };
  const update = (id: string, patch: Partial<UploadItem>) =>
    setItems(items.map((item) => (item.id === id ? { ...item, ...patch } : item)));
  const find = (id: string) => items.find((item) => item.id === id);

  // Offline: every attempt ends now (a phone's socket may otherwise hang) and waits for the way back.
  const onConnection = () => {
    if (connection.isOnline()) return;
    for (const slot of running.values()) slot.interrupt?.();
  };

  function finishRun(): void {
    const done = settle;
    settle = null;
    unwatch?.();
    unwatch = null;
    done?.();
  }

  function pump(): void {
    if (!settle) return;
    for (const item of items) {
      if (running.size >= concurrency) break;
      if (item.status === 'queued' && item.file && !running.has(item.id)) void send(item.id);
    }
    if (running.size === 0) finishRun();
  }

  /** One try of one file: the transport's answer, or a lost connection when offline or stalled. */
  function attempt(slot: Running, item: UploadItem, isCurrent: () => boolean): Promise<string> {
    return new Promise<string>((resolve, reject) => {
      let stall: ReturnType<typeof setTimeout> | undefined;
      const watch = () => {
        clearTimeout(stall);
        stall = setTimeout(() => slot.interrupt?.(), stallMs);
      };
      const end = () => {
        clearTimeout(stall);
        slot.interrupt = null;
      };
      const upload = transport(item, {
        onProgress: (bytesSent) => {
          watch();
          if (isCurrent()) update(item.id, { bytesSent, status: 'uploading' });
        },
        onConfirmed: (bytesConfirmed) => {
          if (isCurrent()) update(item.id, { bytesConfirmed, attempt: 0 });
        },
        onUrl: (uploadUrl, resumed) => {
          if (isCurrent()) update(item.id, { uploadUrl, resumed });
        },
      });
      slot.upload = upload;
      slot.interrupt = () => {
        end();
        upload.abort(false);
        reject(new UploadError('NETWORK', true));
      };
      watch();
      upload.done.then(
        (id) => {
          end();
          resolve(id);
        },
        (error: unknown) => {
          end();
          reject(error);
        },
      );
    });
  }

  async function send(id: string): Promise<void> {
    const slot: Running = { upload: null, pause: null, interrupt: null };
    const isCurrent = () => running.get(id) === slot;
    running.set(id, slot);
    update(id, { status: 'uploading', error: null });
    for (;;) {
      const item = find(id);
      if (!item || !isCurrent()) return; // removed or stopped meanwhile
      try {
        if (!connection.isOnline()) throw new UploadError('NETWORK', true);
        const uploadId = await attempt(slot, item, isCurrent);
        if (!isCurrent()) return;
        running.delete(id);
        update(id, { status: 'done', uploadId, bytesSent: item.size, bytesConfirmed: item.size, attempt: 0 });
        break;
      } catch (error) {
        if (!isCurrent()) return;
        const failure = error instanceof UploadError ? error : new UploadError('NETWORK', true);
        const tries = (find(id)?.attempt ?? 0) + 1;
        const isConnection = failure.code === 'NETWORK';
        // a lost connection is waited out at the longest pause; a server's hiccup has a few tries
        const delay = retryDelays[isConnection ? Math.min(tries, retryDelays.length) - 1 : tries - 1];
        if (!failure.retryable || delay === undefined) {
          running.delete(id);
          update(id, { status: 'failed', error: failure.code });
          break;
        }
        update(id, { status: isConnection ? 'waiting' : 'retrying', attempt: tries, error: failure.code });
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
    slot.interrupt = null;
    slot.pause?.abort();
    slot.upload?.abort(terminate);
  }

  const fresh = ({ file, type }: PickedFile): UploadItem => ({
    id: newItemId(),
    name: file.name,
    size: file.size,
    lastModified: file.lastModified,
    type,
    file,
    status: 'queued',
    bytesSent: 0,
    bytesConfirmed: 0,
    resumed: false,
    attempt: 0,
    uploadUrl: null,
    uploadId: null,
    error: null,
  });

  return {
    getItems: () => items,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    add(files) {
      let next = items;
      for (const picked of files) {
        const waiting = next.find((item) => item.status === 'missing' && sameFile(item, picked.file));
        next = waiting
          ? next.map((item) => (item === waiting ? { ...item, file: picked.file, status: 'queued' } : item))
          : [...next, fresh(picked)];
      }
      setItems(next);
      pump();
    },
    restore(restored) {
      setItems([...items, ...restored]);
      pump();
    },
    remove(id) {
      halt(id, true);
      setItems(items.filter((item) => item.id !== id));
      pump();
    },
    run() {
      setItems(
        items.map((item) =>
          item.status === 'failed' ? { ...item, status: 'queued', error: null, attempt: 0 } : item,
        ),
      );
      unwatch ??= connection.subscribe(onConnection);
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
        if (items.some((item) => item.status === 'missing')) return { status: 'missing' };
        if (items.some((item) => item.status !== 'done')) return { status: 'stopped' };
        return { status: 'done', uploadIds: items.map((item) => item.uploadId ?? '') };
      });
    },
    stop() {
      for (const id of [...running.keys()]) halt(id, false);
      setItems(
        items.map((item) =>
          item.status === 'uploading' || item.status === 'retrying' || item.status === 'waiting'
            ? { ...item, status: 'queued' }
            : item,
        ),
      );
      finishRun();
    },
    resend() {
      setItems(
        items.map((item) =>
          item.status === 'done' || item.uploadUrl
            ? {
                ...item,
                status: item.file ? 'queued' : 'missing',
                uploadId: null,
                uploadUrl: null,
                bytesSent: 0,
                bytesConfirmed: 0,
                resumed: false,
              }
            : item,
        ),
      );
    },
    clear() {
      for (const id of [...running.keys()]) halt(id, false);
      setItems([]);
      finishRun();
    },
  };
}
