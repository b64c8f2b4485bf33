// Resumable uploads end to end on a real port: creation, PATCH in chunks, HEAD, resume after a
// dropped connection, the byte checks at the end, termination, and the hand-over to a post.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MiB, VIDEO_MAX_BYTES } from '@hatira/shared/limits';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { bearer, createEvent, type TestEvent } from '../../../test/factories.js';
import {
  filesOf,
  fixture,
  listen,
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
import { claimFinishedUploads } from './uploads.service.js';

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
const photoMetadata = () => ({
  filename: 'IMG_0001.JPG',
  filetype: 'image/jpeg',
  albumId: event.generalAlbum.id,
});

async function expectJsonError(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(((await response.json()) as { error: { code: string } }).error.code).toBe(code);
}

/** A HEAD answer has no body: its status and type say it. */
function expectHeadRefused(response: Response, status: number) {
  expect(response.status).toBe(status);
  expect(response.headers.get('tus-resumable')).toBe('1.0.0');
}

describe('tus uploads', () => {
  it('takes a photo in chunks, resumes after a dropped connection, and hands it to a post', async () => {
    const created = await tusCreate(base, event.qr.hash, { length: jpeg.length, metadata: photoMetadata() });
    expect(created.status).toBe(201);
    expect(created.headers.get('tus-resumable')).toBe('1.0.0');
    expect(created.headers.get('location')).toMatch(
      new RegExp(`^/api/share/${event.qr.hash}/uploads/[0-9a-f]{32}$`),
    );
    expect(created.headers.get('upload-expires')).toBeTruthy();
    expect(created.headers.get('x-content-type-options')).toBe('nosniff'); // helmet still applies
    expect(created.headers.get('access-control-allow-origin')).toBeNull();
    const { url, id } = uploadUrl(base, created);

    const first = await tusPatch(url, 0, jpeg.subarray(0, 10_000));
    expect(first.status).toBe(204);
    expect(first.headers.get('upload-offset')).toBe('10000');

    const head = await tusHead(url);
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe('10000');
    expect(head.headers.get('upload-length')).toBe(String(jpeg.length));
    expect(head.headers.get('cache-control')).toBe('no-store');

    await patchThenDrop(url, 10_000, jpeg.subarray(10_000), 20_000, path.join(tusDir(t), id));
    const afterDrop = await tusHead(url);
    expect(afterDrop.headers.get('upload-offset')).toBe('30000');

    const rest = await tusPatch(url, 30_000, jpeg.subarray(30_000));
    expect(rest.status).toBe(204);
    expect(rest.headers.get('upload-offset')).toBe(String(jpeg.length));

    const [file, ...others] = await claimFinishedUploads(t, {
      hash: event.qr.hash,
      albumId: event.generalAlbum.id,
      uploadIds: [id],
    });
    expect(others).toEqual([]);
    expect(file).toMatchObject({
      bytes: jpeg.length,
      sha256: sha256(jpeg),
      type: { mime: 'image/jpeg', kind: 'photo' },
      originalFilename: 'IMG_0001.JPG',
    });
    expect(await readFile(localPathOf(file))).toEqual(jpeg);
    expect(await filesOf(t, id)).toEqual([]); // consumed: gone from tus
    expectHeadRefused(await tusHead(url), 404);
  });

  it('streams a PATCH far larger than the JSON body limit', async () => {
    const clip = await readFile(fixture('clip.mp4'));
    const video = Buffer.concat([clip, Buffer.alloc(8 * MiB - clip.length)]);
    const { id, patched } = await uploadWhole(base, event.qr.hash, video, {
      filename: 'VID_0002.MP4',
      filetype: 'video/mp4',
      albumId: event.generalAlbum.id,
    });
    expect(patched.status).toBe(204);
    expect(patched.headers.get('upload-offset')).toBe(String(video.length));
    const [file] = await claimFinishedUploads(t, {
      hash: event.qr.hash,
      albumId: event.generalAlbum.id,
      uploadIds: [id],
    });
    expect(file).toMatchObject({ bytes: video.length, sha256: sha256(video), type: { kind: 'video' } });
  });

  it('decides the type by the bytes: a PNG declared as a video is a photo', async () => {
    const png = await readFile(fixture('misleading-name.mp4'));
    const { id, patched } = await uploadWhole(base, event.qr.hash, png, {
      filename: 'clip.mp4',
      filetype: 'video/mp4',
      albumId: event.generalAlbum.id,
    });
    expect(patched.status).toBe(204);
    const [file] = await claimFinishedUploads(t, {
      hash: event.qr.hash,
      albumId: event.generalAlbum.id,
      uploadIds: [id],
    });
    expect(file!.type).toMatchObject({ mime: 'image/png', kind: 'photo' });
  });

  it('takes an iPhone HEIC whose browser gave no type, by its file name', async () => {
    const heic = await readFile(fixture('iphone.heic'));
    const { id, patched } = await uploadWhole(base, event.qr.hash, heic, {
      filename: 'IMG_0003.HEIC',
      filetype: '',
      albumId: event.generalAlbum.id,
    });
    expect(patched.status).toBe(204);
    const [file] = await claimFinishedUploads(t, {
      hash: event.qr.hash,
      albumId: event.generalAlbum.id,
      uploadIds: [id],
    });
    expect(file!.type.extension).toBe('heic');
  });

  it('refuses an executable sent as image/jpeg when it is finished, and keeps nothing', async () => {
    const elf = await readFile(fixture('executable.jpg'));
    const { id, url, patched } = await uploadWhole(base, event.qr.hash, elf, photoMetadata());
    await expectJsonError(patched, 415, 'INVALID_FILE_TYPE');
    expect(await filesOf(t, id)).toEqual([]);
    expectHeadRefused(await tusHead(url), 404);
  });

  it('refuses a HEIC that cannot be decoded when it is finished', async () => {
    const heic = await readFile(fixture('iphone.heic'));
    const broken = Buffer.concat([heic.subarray(0, 64), Buffer.alloc(heic.length - 64)]);
    const { id, patched } = await uploadWhole(base, event.qr.hash, broken, {
      filename: 'IMG_0004.HEIC',
      filetype: 'image/heic',
      albumId: event.generalAlbum.id,
    });
    await expectJsonError(patched, 422, 'HEIC_CONVERSION_FAILED');
    expect(await filesOf(t, id)).toEqual([]);
  });

  it('takes the bytes in the creation request too (creation-with-upload), with the same end checks', async () => {
    const withBody = (bytes: Buffer) =>
      tusCreate(base, event.qr.hash, {
        length: bytes.length,
        metadata: photoMetadata(),
        body: bytes,
        headers: { 'Content-Type': 'application/offset+octet-stream' },
      });
    const created = await withBody(jpeg);
    expect(created.status).toBe(201);
    expect(created.headers.get('upload-offset')).toBe(String(jpeg.length));
    const { id } = uploadUrl(base, created);
    const [file] = await claimFinishedUploads(t, {
      hash: event.qr.hash,
      albumId: event.generalAlbum.id,
      uploadIds: [id],
    });
    expect(file!.sha256).toBe(sha256(jpeg));

    const before = await readdir(tusDir(t));
    const refused = await withBody(await readFile(fixture('executable.jpg')));
    await expectJsonError(refused, 415, 'INVALID_FILE_TYPE');
    expect(refused.headers.get('location')).toBeNull();
    expect(await readdir(tusDir(t))).toEqual(before);
  });

  it('never takes more bytes than Upload-Length', async () => {
    const created = await tusCreate(base, event.qr.hash, { length: 1000, metadata: photoMetadata() });
    const { url } = uploadUrl(base, created);
    const tooMuch = await tusPatch(url, 0, jpeg.subarray(0, 1001));
    expect(tooMuch.status).toBe(413);
    expect((await tusHead(url)).headers.get('upload-offset')).toBe('0');
  });

  it('DELETE (termination) removes the upload and its files', async () => {
    const created = await tusCreate(base, event.qr.hash, { length: jpeg.length, metadata: photoMetadata() });
    const { url, id } = uploadUrl(base, created);
    await tusPatch(url, 0, jpeg.subarray(0, 5000));
    expect(await filesOf(t, id)).toEqual([id, `${id}.json`]);
    const deleted = await fetch(url, { method: 'DELETE', headers: TUS });
    expect(deleted.status).toBe(204);
    expect(await filesOf(t, id)).toEqual([]);
    expectHeadRefused(await tusHead(url), 404);
  });

  it('answers an upload only under its own event page', async () => {
    const other = await createEvent(t);
    const created = await tusCreate(base, event.qr.hash, { length: jpeg.length, metadata: photoMetadata() });
    const { id } = uploadUrl(base, created);
    const foreign = `${base}/api/share/${other.qr.hash}/uploads/${id}`;
    expectHeadRefused(await tusHead(foreign), 404);
    await expectJsonError(await tusPatch(foreign, 0, jpeg.subarray(0, 10)), 404, 'UPLOAD_NOT_FOUND');
    await expectJsonError(await fetch(foreign, { method: 'DELETE', headers: TUS }), 404, 'UPLOAD_NOT_FOUND');
    expect(await filesOf(t, id)).toEqual([id, `${id}.json`]);
  });

  it('says which protocol and extensions it speaks, without CORS', async () => {
    const response = await fetch(`${base}/api/share/${event.qr.hash}/uploads`, { method: 'OPTIONS' });
    expect(response.status).toBe(204);
    expect(response.headers.get('tus-version')).toBe('1.0.0');
    const extensions = response.headers.get('tus-extension')!.split(',');
    expect(extensions).toEqual(expect.arrayContaining(['creation', 'termination', 'expiration']));
    expect(extensions).not.toContain('creation-defer-length');
    expect(response.headers.get('tus-max-size')).toBe(String(VIDEO_MAX_BYTES));
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('stops a guest who is blocked in the middle of an upload', async () => {
    const guarded = await createEvent(t); // its own owner: the block stays on their pages
    const created = await tusCreate(base, guarded.qr.hash, {
      length: jpeg.length,
      metadata: { ...photoMetadata(), albumId: guarded.generalAlbum.id },
    });
    const { url, id } = uploadUrl(base, created);
    expect((await tusPatch(url, 0, jpeg.subarray(0, 10_000))).status).toBe(204);
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/blocked-ips',
      headers: bearer(guarded.owner.token),
      payload: { ip: '127.0.0.1' },
    });
    expect(blocked.statusCode).toBe(201);
    await expectJsonError(await tusPatch(url, 10_000, jpeg.subarray(10_000)), 403, 'IP_BLOCKED');
    expectHeadRefused(await tusHead(url), 403);
    expect((await readFile(path.join(tusDir(t), id))).length).toBe(10_000);
  });
});
