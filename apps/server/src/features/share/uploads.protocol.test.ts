// The tus 1.0 rules the endpoint keeps beyond the happy path: the protocol version, offsets that do
// not match, the chunk content type, bytes beyond Upload-Length, creation-with-upload in parts,
// expiry, one writer per upload, and what a crash between a write and its bookkeeping leaves.
import { createHash } from 'node:crypto';
import { appendFile, readdir, readFile, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_EXPIRY_MS } from '@hatira/shared/limits';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { createEvent, type TestEvent } from '../../../test/factories.js';
import { claimFinishedUploads } from './uploads.service.js';
import {
  encodeMetadata,
  filesOf,
  fixture,
  listen,
  patchAndHold,
  patchChunked,
  patchThenDrop,
  TUS,
  tusCreate,
  tusDir,
  tusHead,
  tusPatch,
  uploadUrl,
  uploadWhole,
  localPathOf,
} from './uploads.test-support.js';

let t: TestApp;
let base: string;
let event: TestEvent;
let jpeg: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  base = await listen(t);
  event = await createEvent(t);
  jpeg = await readFile(fixture('photo-exif.jpg'));
});
afterAll(() => t.close());

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const photo = () => ({ filename: 'IMG_9.JPG', filetype: 'image/jpeg', albumId: event.generalAlbum.id });
const dataFile = (id: string) => path.join(tusDir(t), id);
const savedOffset = async (id: string) =>
  (JSON.parse(await readFile(`${dataFile(id)}.json`, 'utf8')) as { offset: number }).offset;

async function newUpload(length = jpeg.length) {
  const created = await tusCreate(base, event.qr.hash, { length, metadata: photo() });
  expect(created.status).toBe(201);
  return uploadUrl(base, created);
}

const claim = async (id: string) =>
  (
    await claimFinishedUploads(t, { hash: event.qr.hash, albumId: event.generalAlbum.id, uploadIds: [id] })
  )[0]!;

describe('tus protocol rules', () => {
  it('answers 412 with its version to a request without Tus-Resumable: 1.0.0, and does nothing', async () => {
    const { url, id } = await newUpload();
    const before = await readdir(tusDir(t));
    const requests = [
      fetch(`${base}/api/share/${event.qr.hash}/uploads`, {
        method: 'POST',
        headers: {
          'Tus-Resumable': '0.2.2',
          'Upload-Length': '1000',
          'Upload-Metadata': encodeMetadata(photo()),
        },
      }),
      fetch(url, { method: 'HEAD' }),
      fetch(url, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/offset+octet-stream', 'Upload-Offset': '0' },
        body: jpeg.subarray(0, 100),
      }),
      fetch(url, { method: 'DELETE', headers: { 'Tus-Resumable': '2.0.0' } }),
    ];
    for (const response of await Promise.all(requests)) {
      expect(response.status).toBe(412);
      expect(response.headers.get('tus-version')).toBe('1.0.0');
    }
    expect(await readdir(tusDir(t))).toEqual(before);
    expect((await tusHead(url)).headers.get('upload-offset')).toBe('0');
    expect(await filesOf(t, id)).toEqual([id, `${id}.json`]);
  });

  it('answers 409 to a PATCH at another offset than the upload’s, and takes none of its bytes', async () => {
    const { url, id } = await newUpload();
    expect((await tusPatch(url, 0, jpeg.subarray(0, 1000))).status).toBe(204);
    for (const offset of [0, 999, 1001]) {
      const conflict = await tusPatch(url, offset, jpeg.subarray(offset, offset + 500));
      expect(conflict.status).toBe(409);
    }
    expect((await readFile(dataFile(id))).equals(jpeg.subarray(0, 1000))).toBe(true);
    expect((await tusPatch(url, 1000, jpeg.subarray(1000))).status).toBe(204);
    expect((await claim(id)).sha256).toBe(sha256(jpeg));
  });

  it('answers 415 to a PATCH whose body is not application/offset+octet-stream', async () => {
    const { url, id } = await newUpload();
    for (const type of ['application/octet-stream', 'application/json', 'image/jpeg']) {
      const response = await fetch(url, {
        method: 'PATCH',
        headers: { ...TUS, 'Upload-Offset': '0', 'Content-Type': type },
        body: jpeg.subarray(0, 100),
      });
      expect(response.status).toBe(415);
    }
    expect((await readFile(dataFile(id))).length).toBe(0);
  });

  it('answers 413 to a body without Content-Length that goes past Upload-Length, keeping no byte beyond it', async () => {
    const { url, id } = await newUpload(1000);
    const response = await patchChunked(url, 0, [jpeg.subarray(0, 600), jpeg.subarray(600, 1200)]);
    expect(response.status).toBe(413);
    const offset = Number((await tusHead(url)).headers.get('upload-offset'));
    expect(offset).toBeLessThan(1000);
    expect((await readFile(dataFile(id))).equals(jpeg.subarray(0, offset))).toBe(true);
  });

  it('HEAD of a finished upload: its whole length, its metadata without the album token, no expiry', async () => {
    const { id, url, patched } = await uploadWhole(base, event.qr.hash, jpeg, photo());
    expect(patched.status).toBe(204);
    expect(patched.headers.get('upload-expires')).toBeNull();
    const head = await tusHead(url);
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe(String(jpeg.length));
    expect(head.headers.get('upload-length')).toBe(String(jpeg.length));
    expect(head.headers.get('upload-expires')).toBeNull();
    const metadata = Object.fromEntries(
      head.headers
        .get('upload-metadata')!
        .split(',')
        .map((pair) => pair.split(' '))
        .map(([key, value]) => [key, Buffer.from(value!, 'base64').toString()]),
    );
    expect(metadata).toMatchObject(photo());
    // a PATCH of nothing at the end changes nothing and checks nothing again
    const again = await tusPatch(url, jpeg.length, new Uint8Array());
    expect(again.status).toBe(204);
    expect(again.headers.get('upload-offset')).toBe(String(jpeg.length));
    expect((await claim(id)).sha256).toBe(sha256(jpeg));
    expect((await tusHead(url)).status).toBe(404);
  });

  it('creation-with-upload of the first part only: the rest follows by PATCH', async () => {
    const created = await tusCreate(base, event.qr.hash, {
      length: jpeg.length,
      metadata: photo(),
      body: jpeg.subarray(0, 4000),
      headers: { 'Content-Type': 'application/offset+octet-stream' },
    });
    expect(created.status).toBe(201);
    expect(created.headers.get('upload-offset')).toBe('4000');
    expect(created.headers.get('upload-expires')).toBeTruthy();
    const { url, id } = uploadUrl(base, created);
    expect((await tusPatch(url, 4000, jpeg.subarray(4000))).status).toBe(204);
    expect((await claim(id)).sha256).toBe(sha256(jpeg));
  });

  it('is gone (404) once past its Upload-Expires, even before the sweeper comes by', async () => {
    const { url, id } = await newUpload();
    await tusPatch(url, 0, jpeg.subarray(0, 1000));
    const then = new Date(Date.now() - UPLOAD_EXPIRY_MS - 60_000);
    for (const file of [dataFile(id), `${dataFile(id)}.json`]) await utimes(file, then, then);
    expect((await tusHead(url)).status).toBe(404);
    expect((await tusPatch(url, 1000, jpeg.subarray(1000))).status).toBe(404);
  });
});

describe('one writer per upload', () => {
  it('two PATCHes at the same offset at once: one writes, the other gets 409', async () => {
    const { url, id } = await newUpload();
    const statuses = (await Promise.all([tusPatch(url, 0, jpeg), tusPatch(url, 0, jpeg)])).map(
      (r) => r.status,
    );
    expect(statuses.sort()).toEqual([204, 409]);
    expect((await readFile(dataFile(id))).equals(jpeg)).toBe(true);
    expect((await claim(id)).sha256).toBe(sha256(jpeg));
  });

  it('a PATCH whose client went silent gives way when that client comes back; its bytes are kept', async () => {
    const { url, id } = await newUpload();
    const stale = await patchAndHold(url, 0, jpeg, 5000, dataFile(id));
    const closed = new Promise((resolve) => stale.once('close', resolve));
    const head = await tusHead(url); // waits for the silent PATCH to be cut
    expect(head.headers.get('upload-offset')).toBe('5000');
    await closed;
    expect((await tusPatch(url, 5000, jpeg.subarray(5000))).status).toBe(204);
    expect((await claim(id)).sha256).toBe(sha256(jpeg));
  });
});

describe('what is on disk', () => {
  it('a dropped PATCH records the offset its bytes reached', async () => {
    const { url, id } = await newUpload();
    await patchThenDrop(url, 0, jpeg, 7000, dataFile(id));
    await expect.poll(() => savedOffset(id)).toBe(7000);
    expect((await tusHead(url)).headers.get('upload-offset')).toBe('7000');
  });

  it('bytes written but not yet recorded (a crash in between) count: the file size is the offset', async () => {
    const { url, id } = await newUpload();
    expect((await tusPatch(url, 0, jpeg.subarray(0, 3000))).status).toBe(204);
    expect(await savedOffset(id)).toBe(3000);
    await appendFile(dataFile(id), jpeg.subarray(3000, 8000)); // written, then the process died
    expect((await tusHead(url)).headers.get('upload-offset')).toBe('8000');
    expect((await tusPatch(url, 3000, jpeg.subarray(3000))).status).toBe(409); // nothing twice
    expect((await tusPatch(url, 8000, jpeg.subarray(8000))).status).toBe(204);
    expect(await savedOffset(id)).toBe(jpeg.length);
    // the running hash missed those bytes: the end check read the file instead
    const file = await claim(id);
    expect(file.sha256).toBe(sha256(jpeg));
    expect(await readFile(localPathOf(file))).toEqual(jpeg);
  });

  it('the end check uses the hash taken as the bytes came in, not a second read of the file', async () => {
    const { url, id } = await newUpload();
    expect((await tusPatch(url, 0, jpeg.subarray(0, 10_000))).status).toBe(204);
    // a byte changed on disk behind the server's back (nothing does this) is not seen by the hash
    const onDisk = await readFile(dataFile(id));
    onDisk[9_999] = onDisk[9_999]! ^ 0xff;
    await writeFile(dataFile(id), onDisk);
    expect((await tusPatch(url, 10_000, jpeg.subarray(10_000))).status).toBe(204);
    expect((await claim(id)).sha256).toBe(sha256(jpeg));
  });
});
