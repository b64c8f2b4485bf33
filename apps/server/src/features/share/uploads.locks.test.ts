// The per-upload lock on its own: one holder at a time, waiters in turn, a take-over that asks the
// holder to give way, and "busy" for a waiter that waited too long — within one instance and
// across instances on one database (each `createUploadLocks` is one instance's), where the lock
// of an instance that died frees itself when its lease runs out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { createUploadLocks, UploadBusyError } from './uploads.locks.js';
import { uploadLocks } from './uploads.table.js';

const settled = async (promise: Promise<unknown>) =>
  Promise.race([promise.then(() => true), new Promise((resolve) => setTimeout(resolve, 20, false))]);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('upload locks', () => {
  it('lets one holder in at a time, per upload', async () => {
    const locks = createUploadLocks({ db: t.db });
    const first = await locks.lock('a');
    const other = await locks.lock('b'); // another upload is not held up
    const second = locks.lock('a');
    expect(await settled(second)).toBe(false);
    await first.unlock();
    const lock = await second;
    const third = locks.lock('a');
    expect(await settled(third)).toBe(false);
    await lock.unlock();
    await (await third).unlock();
    await other.unlock();
  });

  it('asks the holder to give way only for a take-over', async () => {
    const locks = createUploadLocks({ db: t.db });
    const holder = await locks.lock('a');
    let asked = 0;
    holder.onTakeOver = () => asked++;
    const claim = locks.lock('a');
    await settled(claim);
    expect(asked).toBe(0);
    const takeOver = locks.lock('a', { takeOver: true });
    await settled(takeOver);
    expect(asked).toBe(1);
    await holder.unlock();
    await (await claim).unlock();
    await (await takeOver).unlock();
  });

  it('tells a waiter the upload is busy when the holder keeps it past the wait', async () => {
    const locks = createUploadLocks({ db: t.db, waitMs: 50 });
    const holder = await locks.lock('a');
    await expect(locks.lock('a', { takeOver: true })).rejects.toBeInstanceOf(UploadBusyError);
    await holder.unlock();
    await (await locks.lock('a')).unlock();
  });
});

describe('upload locks across instances', () => {
  it('makes a second instance wait for the first one’s holder', async () => {
    const first = createUploadLocks({ db: t.db });
    const second = createUploadLocks({ db: t.db, waitMs: 5_000 });
    const holder = await first.lock('c');
    const waiter = second.lock('c');
    expect(await settled(waiter)).toBe(false);
    expect(await settled(new Promise((resolve) => setTimeout(resolve, 200)))).toBe(false);
    expect(await settled(waiter)).toBe(false); // still waiting after its polls
    await holder.unlock();
    const lock = await waiter;
    await expect(createUploadLocks({ db: t.db, waitMs: 100 }).lock('c')).rejects.toBeInstanceOf(
      UploadBusyError,
    );
    await lock.unlock();
  });

  it('passes a take-over to the holder on the other instance at its next renewal', async () => {
    const first = createUploadLocks({ db: t.db, renewMs: 50 });
    const second = createUploadLocks({ db: t.db, waitMs: 5_000 });
    const holder = await first.lock('d');
    const asked = new Promise<void>((resolve) => (holder.onTakeOver = resolve));
    const takeOver = second.lock('d', { takeOver: true });
    await asked; // the PATCH on the first instance would now drain and stop
    await holder.unlock();
    await (await takeOver).unlock();
  });

  it('frees the lock of an instance that died once its lease runs out', async () => {
    // never renews: as if its process had been killed
    const dead = createUploadLocks({ db: t.db, leaseMs: 300, renewMs: 3_600_000 });
    const alive = createUploadLocks({ db: t.db, waitMs: 5_000 });
    const lost = await dead.lock('e');
    const started = Date.now();
    const lock = await alive.lock('e');
    expect(Date.now() - started).toBeGreaterThanOrEqual(200);
    await lost.unlock(); // a late unlock does not free the new holder's lock
    await expect(createUploadLocks({ db: t.db, waitMs: 300 }).lock('e')).rejects.toBeInstanceOf(
      UploadBusyError,
    );
    await lock.unlock();
  });

  it('sweeps the rows of dead holders, and only those', async () => {
    const dead = createUploadLocks({ db: t.db, leaseMs: 100, renewMs: 3_600_000 });
    const alive = createUploadLocks({ db: t.db });
    await dead.lock('f');
    const held = await alive.lock('g');
    await new Promise((resolve) => setTimeout(resolve, 200));
    await alive.sweep();
    expect((await t.db.select().from(uploadLocks)).map((row) => row.uploadId)).toEqual(['g']);
    await held.unlock();
  });
});
