// The per-upload lock on its own: one holder at a time, waiters in turn, a take-over that asks the
// holder to give way, and "busy" for a waiter that waited too long.
import { describe, expect, it } from 'vitest';
import { createUploadLocks, UploadBusyError } from './uploads.locks.js';

const settled = async (promise: Promise<unknown>) =>
  Promise.race([promise.then(() => true), new Promise((resolve) => setTimeout(resolve, 20, false))]);

describe('upload locks', () => {
  it('lets one holder in at a time, per upload', async () => {
    const locks = createUploadLocks();
    const first = await locks.lock('a');
    const other = await locks.lock('b'); // another upload is not held up
    const second = locks.lock('a');
    expect(await settled(second)).toBe(false);
    first.unlock();
    const lock = await second;
    expect(await settled(locks.lock('a'))).toBe(false);
    lock.unlock();
    other.unlock();
  });

  it('asks the holder to give way only for a take-over', async () => {
    const locks = createUploadLocks();
    const holder = await locks.lock('a');
    let asked = 0;
    holder.onTakeOver = () => asked++;
    const claim = locks.lock('a');
    await settled(claim);
    expect(asked).toBe(0);
    const takeOver = locks.lock('a', { takeOver: true });
    await settled(takeOver);
    expect(asked).toBe(1);
    holder.unlock();
    (await claim).unlock();
    (await takeOver).unlock();
  });

  it('tells a waiter the upload is busy when the holder keeps it past the wait', async () => {
    const locks = createUploadLocks(50);
    const holder = await locks.lock('a');
    await expect(locks.lock('a', { takeOver: true })).rejects.toBeInstanceOf(UploadBusyError);
    holder.unlock();
    (await locks.lock('a')).unlock();
  });
});
