// The ZIP download over a real socket: it is sent while it is made, one file at a time, and an
// aborted download lets go of its files.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import {
  bearer,
  createEvent,
  ownerOf,
  registerSubscriber,
  type TestEvent,
  type TestOwner,
} from '../../../test/factories.js';
import { readZip, seedPost, sha256, type SeededPost } from './posts.test-support.js';

const FILES = 50;
const FILE_BYTES = 1024 * 1024;

let t: TestApp;
let owner: TestOwner;
let event: TestEvent;
let base: string;
const seeded: SeededPost[] = [];
beforeAll(async () => {
  t = await createTestApp();
  owner = ownerOf(await registerSubscriber(t.app));
  event = await createEvent(t, { owner, settings: { title: 'Big day' } });
  const start = Date.now() - FILES * 60_000;
  for (let i = 1; i <= FILES; i++)
    seeded.push(
      await seedPost(t, {
        qrCodeId: event.qr.id,
        albumId: event.generalAlbum.id,
        guestName: `Guest ${String(i).padStart(2, '0')}`,
        createdAt: new Date(start + i * 60_000),
        media: [{ bytes: randomBytes(FILE_BYTES), variants: [] }],
      }),
    );
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);
afterAll(() => t.close());

async function readAll(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  first: Uint8Array[],
): Promise<Buffer> {
  const chunks = [...first];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** Files under the media folder this process holds open (Linux: /proc/self/fd). */
async function openMediaFiles(): Promise<string[]> {
  const root = path.join(t.dataDir, 'media');
  const targets = await Promise.all(
    (await readdir('/proc/self/fd')).map((fd) => readlink(`/proc/self/fd/${fd}`).catch(() => '')),
  );
  return targets.filter((target) => target.startsWith(root));
}

async function until(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('streamed ZIP download', () => {
  it('sends the first bytes before the last file has been read', async () => {
    const response = await fetch(`${base}/api/albums/${event.generalAlbum.id}/download`, {
      headers: bearer(owner.token),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBeNull();
    const reader = response.body!.getReader();
    const first = await reader.read();
    expect(Buffer.from(first.value!.subarray(0, 4))).toEqual(Buffer.from('PK\x03\x04', 'latin1'));

    // While we hold the stream, the server can be at most a few buffers ahead of us (50 MiB to
    // go): the last file has not been opened yet. Remove it now, and the finished archive must
    // report it missing.
    const last = seeded.at(-1)!;
    await t.storage.delete(last.media[0]!.keys[0]);
    const archive = await readAll(reader, [first.value!]);

    const entries = readZip(archive);
    const expected = seeded.slice(0, -1).map((_, i) => `Guest ${String(i + 1).padStart(2, '0')}-1.jpg`);
    expect(entries.map((e) => e.name)).toEqual([...expected, 'MISSING.txt']);
    entries.slice(0, -1).forEach((entry, i) => expect(sha256(entry.data)).toBe(seeded[i]!.media[0]!.sha256));
    expect(entries.at(-1)!.data.toString('utf8')).toContain(`\nGuest ${FILES}-1.jpg\n`);

    if (existsSync('/usr/bin/unzip')) {
      // and an independent reader agrees the archive is sound
      const file = path.join(t.dataDir, 'check.zip');
      await writeFile(file, archive);
      expect(execFileSync('/usr/bin/unzip', ['-t', '-qq', file]).toString()).toBe('');
    }
  }, 60_000);

  it.skipIf(!existsSync('/proc/self/fd'))(
    'lets go of the stored files when the client goes away',
    async () => {
      const controller = new AbortController();
      const response = await fetch(`${base}/api/albums/${event.generalAlbum.id}/download`, {
        headers: bearer(owner.token),
        signal: controller.signal,
      });
      const reader = response.body!.getReader();
      await reader.read();
      expect(await openMediaFiles()).not.toEqual([]); // mid-archive: a file is being read
      controller.abort();
      await until(async () => (await openMediaFiles()).length === 0);
      // and the server still answers
      const after = await fetch(`${base}/api/posts/pending-count`, { headers: bearer(owner.token) });
      expect(after.status).toBe(200);
    },
    60_000,
  );
});
