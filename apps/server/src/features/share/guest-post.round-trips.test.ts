// How many times one guest post with two resumable uploads asks the database: each file's tus
// creation and its one PATCH, then the post that claims both, as the guest pages send them.
// Every statement the driver sends counts, BEGIN and COMMIT included. Before the one admission
// step (decision 033) it was 5 per creation, 4 per PATCH and 14 for the post: 32 in all; the
// upload locks every instance sees (decision 040) cost two more per PATCH and per claimed upload;
// looking for duplicates (decision 055) two more for the post: once before, once under the lock.
import { readFile } from 'node:fs/promises';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { createEvent, type TestEvent } from '../../../test/factories.js';
import { fixture, listen, tusCreate, tusPatch, uploadUrl } from './uploads.test-support.js';

let t: TestApp;
let base: string;
let event: TestEvent;
let photos: Buffer[];
beforeAll(async () => {
  t = await createTestApp();
  base = await listen(t);
  event = await createEvent(t);
  // two different photos: the same one twice would be a duplicate
  photos = await Promise.all([readFile(fixture('photo-exif.jpg')), readFile(fixture('photo.png'))]);
});
afterAll(() => t.close());

/**
 * Counts what the driver sends while `run` runs: on PostgreSQL every client's query (pool and
 * transactions alike), on PGlite every query plus BEGIN and COMMIT of each transaction.
 */
async function roundTrips(run: () => Promise<void>): Promise<number> {
  let count = 0;
  const undo: (() => void)[] = [];
  if (t.config.DATABASE_URL?.startsWith('postgres')) {
    const query = pg.Client.prototype.query;
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      count++;
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof query;
    undo.push(() => (pg.Client.prototype.query = query));
  } else {
    const client = (t.db as unknown as { $client: PGlite }).$client;
    const { query, transaction } = client;
    client.query = ((...args: Parameters<PGlite['query']>) => {
      count++;
      return query.apply(client, args);
    }) as PGlite['query'];
    client.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) => {
      count += 2; // BEGIN, COMMIT (or ROLLBACK)
      return transaction.call(client, (tx: Transaction) => {
        const txQuery = tx.query;
        tx.query = ((...args: Parameters<Transaction['query']>) => {
          count++;
          return txQuery.apply(tx, args);
        }) as Transaction['query'];
        return callback(tx);
      });
    }) as PGlite['transaction'];
    undo.push(() => Object.assign(client, { query, transaction }));
  }
  try {
    await run();
  } finally {
    for (const restore of undo) restore();
  }
  return count;
}

describe('one guest post with two resumable uploads', () => {
  it('asks the database 23 times: twice per creation, 3 times per PATCH, 15 times for the post', async () => {
    const counts = { creation: [] as number[], patch: [] as number[], post: 0 };
    const ids: string[] = [];
    for (const [i, bytes] of photos.entries()) {
      let created!: Response;
      counts.creation.push(
        await roundTrips(async () => {
          created = await tusCreate(base, event.qr.hash, {
            length: bytes.length,
            metadata: {
              filename: `IMG_${i}`,
              filetype: ['image/jpeg', 'image/png'][i]!,
              albumId: event.generalAlbum.id,
            },
          });
        }),
      );
      expect(created.status).toBe(201);
      const { url, id } = uploadUrl(base, created);
      ids.push(id);
      counts.patch.push(
        await roundTrips(async () => {
          expect((await tusPatch(url, 0, bytes)).status).toBe(204);
        }),
      );
    }
    counts.post = await roundTrips(async () => {
      const form = new FormData();
      form.append('albumId', event.generalAlbum.id);
      form.append('name', 'Elif');
      form.append('uploadIds', ids.join(','));
      const response = await fetch(`${base}/api/share/${event.qr.hash}/posts`, {
        method: 'POST',
        body: form,
      });
      expect(response.status, await response.clone().text()).toBe(201);
    });
    // creation: the page gate (with the blocked list), the admission (album and room);
    // PATCH: the page gate, the upload's lock taken and given back; post: the page gate, the
    // admission, each upload's lock taken and given back, the album's duplicates, and the
    // transaction (BEGIN, album lock, quota lock, room, duplicates again, post, media rows, COMMIT)
    expect(counts).toEqual({ creation: [2, 2], patch: [3, 3], post: 15 });
  });
});
