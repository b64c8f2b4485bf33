// One lock per upload, so that two requests never write, check or claim the same upload at once.
// A tus request may take an upload over: a PATCH whose client vanished without closing its
// connection (a phone changing networks) would otherwise hold the lock until the socket times out,
// while the same client, reconnected, asks HEAD and PATCH again. The holder is told, lets its
// bytes drain for a moment, then stops; what it wrote is kept. The locks are this process's own.
import { setTimeout as sleep } from 'node:timers/promises';

/** How long a waiter waits before answering "busy". */
const LOCK_WAIT_MS = 30_000;
/** How long a PATCH asked to give way may go on (a request about to end usually ends). */
export const TAKE_OVER_DRAIN_MS = 3_000;

export interface UploadLock {
  /** Set by a holder that can stop early (a PATCH receiving bytes); a take-over calls it. */
  onTakeOver?: (() => void) | undefined;
  unlock(): void;
}

/** The upload stays locked by another request for longer than a client should wait. */
export class UploadBusyError extends Error {
  override name = 'UploadBusyError';
}

export interface UploadLocks {
  /** Waits for the upload's lock; `takeOver` asks the current holder to give way. */
  lock(id: string, options?: { takeOver?: boolean }): Promise<UploadLock>;
}

export function createUploadLocks(waitMs = LOCK_WAIT_MS): UploadLocks {
  const held = new Map<string, { lock: UploadLock; released: Promise<void> }>();
  return {
    async lock(id, { takeOver = false } = {}) {
      const deadline = Date.now() + waitMs;
      for (let current = held.get(id); current; current = held.get(id)) {
        if (takeOver) current.lock.onTakeOver?.();
        const waited = new AbortController();
        const released = await Promise.race([
          current.released.then(() => true),
          sleep(Math.max(0, deadline - Date.now()), false, { signal: waited.signal }),
        ]);
        waited.abort();
        if (!released) throw new UploadBusyError();
      }
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const lock: UploadLock = {
        unlock() {
          if (held.get(id)?.lock === lock) held.delete(id);
          release();
        },
      };
      held.set(id, { lock, released });
      return lock;
    },
  };
}
