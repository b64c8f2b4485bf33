// One lock per upload, so that two requests never write, check or claim the same upload at once —
// on this instance or any other: besides this process's own lock (which hands over at once), the
// holder keeps a row in `upload_locks`, a lease it renews every second, so a second instance on the
// same database waits for it and an instance that died frees its locks within LEASE_MS.
// A tus request may take an upload over: a PATCH whose client vanished without closing its
// connection (a phone changing networks) would otherwise hold the lock until the socket times out,
// while the same client, reconnected, asks HEAD and PATCH again — maybe of another instance. The
// holder is told (at once in this process, by the row's give_way flag at its next renewal from
// another), lets its bytes drain for a moment, then stops; what it wrote is kept.
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { uploadLocks } from './uploads.table.js';

/** How long a waiter waits before answering "busy". */
const LOCK_WAIT_MS = 30_000;
/** How long a PATCH asked to give way may go on (a request about to end usually ends). */
export const TAKE_OVER_DRAIN_MS = 3_000;
/** A lock row whose holder stopped renewing it is free after this long. */
const LEASE_MS = 10_000;
/** How often a holder renews its row and looks whether another instance asks it to give way. */
const RENEW_MS = 1_000;
/** A waiter on another instance's lock looks again after this long, growing to POLL_MAX_MS. */
const POLL_MIN_MS = 20;
const POLL_MAX_MS = 250;

export interface UploadLock {
  /** Set by a holder that can stop early (a PATCH receiving bytes); a take-over calls it. */
  onTakeOver?: (() => void) | undefined;
  /** Gives the lock back; once it resolves, every instance can take it at once. Never fails. */
  unlock(): Promise<void>;
}

/** The upload stays locked by another request for longer than a client should wait. */
export class UploadBusyError extends Error {
  override name = 'UploadBusyError';
}

export interface UploadLocks {
  /**
   * Waits for the upload's lock; `takeOver` asks the current holder to give way. A `fresh` id, one
   * that no request could know yet (a creation's), needs this process's lock only.
   */
  lock(id: string, options?: { takeOver?: boolean; fresh?: boolean }): Promise<UploadLock>;
  /** Deletes the rows of locks whose holders died (free already, but kept until taken again). */
  sweep(): Promise<void>;
}

export interface UploadLocksOptions {
  db: Db;
  waitMs?: number;
  leaseMs?: number;
  renewMs?: number;
}

const leaseEnd = (ms: number) => sql`now() + ${Math.round(ms)}::integer * interval '1 millisecond'`;

export function createUploadLocks({
  db,
  waitMs = LOCK_WAIT_MS,
  leaseMs = LEASE_MS,
  renewMs = RENEW_MS,
}: UploadLocksOptions): UploadLocks {
  const held = new Map<string, { lock: UploadLock; released: Promise<void> }>();

  /** This process's lock: waits for the request of ours that holds it. */
  async function lockHere(id: string, takeOver: boolean, deadline: number) {
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
    const lock: UploadLock = { unlock: async () => {} };
    held.set(id, { lock, released });
    return {
      lock,
      release() {
        if (held.get(id)?.lock === lock) held.delete(id);
        release();
      },
    };
  }

  /** The row: taken when there is none or its lease ran out. */
  async function tryTakeRow(id: string, holder: string): Promise<boolean> {
    const taken = await db
      .insert(uploadLocks)
      .values({ uploadId: id, holder, expiresAt: leaseEnd(leaseMs) })
      .onConflictDoUpdate({
        target: uploadLocks.uploadId,
        set: { holder, expiresAt: leaseEnd(leaseMs), giveWay: false },
        setWhere: sql`${uploadLocks.expiresAt} < now()`,
      })
      .returning({ holder: uploadLocks.holder });
    return taken.length > 0;
  }

  async function lockRow(id: string, holder: string, takeOver: boolean, deadline: number) {
    for (let pause = POLL_MIN_MS; !(await tryTakeRow(id, holder)); pause = Math.min(POLL_MAX_MS, pause * 2)) {
      if (takeOver && pause === POLL_MIN_MS)
        await db.update(uploadLocks).set({ giveWay: true }).where(eq(uploadLocks.uploadId, id));
      if (Date.now() + pause > deadline) throw new UploadBusyError();
      await sleep(pause);
    }
  }

  return {
    async sweep() {
      await db.delete(uploadLocks).where(sql`${uploadLocks.expiresAt} < now()`);
    },

    async lock(id, { takeOver = false, fresh = false } = {}) {
      const deadline = Date.now() + waitMs;
      const here = await lockHere(id, takeOver, deadline);
      if (fresh) {
        here.lock.unlock = async () => here.release();
        return here.lock;
      }
      const holder = randomUUID();
      try {
        await lockRow(id, holder, takeOver, deadline);
      } catch (error) {
        here.release();
        throw error;
      }
      const { lock } = here;
      const mine = and(eq(uploadLocks.uploadId, id), eq(uploadLocks.holder, holder));
      let renewing = Promise.resolve();
      const renew = async () => {
        const [row] = await db
          .update(uploadLocks)
          .set({ expiresAt: leaseEnd(leaseMs) })
          .where(mine)
          .returning({ giveWay: uploadLocks.giveWay });
        // asked to give way, or the lease was lost (then another may be writing): stop soon
        if (!row || row.giveWay) lock.onTakeOver?.();
      };
      const renewal = setInterval(() => {
        renewing = renewing.then(renew).catch(() => {});
      }, renewMs);
      renewal.unref();
      lock.unlock = async () => {
        clearInterval(renewal);
        // this process's waiters go on once the row is gone (or it expires, if the database is away)
        await renewing
          .then(() => db.delete(uploadLocks).where(mine))
          .catch(() => {})
          .finally(() => here.release());
      };
      return lock;
    },
  };
}
