// A guest's day on the S3 driver (s3rver, started by this file), with two app instances on one
// database and one bucket, as behind a load balancer: a tus upload started on one instance and
// finished on the other, a stalled PATCH taken over from the other instance, photo and video
// posts processed from the bucket, decompression bombs refused from their headers read in the
// bucket, their copies served through the server (decisions/040), and
// nothing left in the bucket's upload area after termination, expiry or a post.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_EXPIRY_MS } from '@hatira/shared/limits';
import type { SharePostsResponse } from '@hatira/shared/share';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { startS3, type TestS3 } from '../../../test/s3.js';
import type { S3Storage } from '../../lib/storage/s3-storage.js';
import { media } from '../media/media.table.js';
import { makePixelBomb } from '../media/media.test-support.js';
import { processPendingMedia } from '../media/media.worker.js';
import { claimFinishedUploads, sweepUploads } from './uploads.service.js';
import { PART_BYTES } from './uploads.s3-store.js';
import {
  createPostEvent,
  fixture,
  fixturePart,
  postForm,
  textFields,
  type PostEvent,
} from './share-posts.test-support.js';
import { shareApi } from './share.test-support.js';
import { listen, TUS, tusCreate, tusHead, tusPatch, uploadUrl, uploadWhole } from './uploads.test-support.js';

let s3: TestS3;
let t: TestApp;
let other: TestApp;
let baseOne: string;
let baseOther: string;
let event: PostEvent;
let png: Buffer; // a real photo bigger than an S3 part
beforeAll(async () => {
  s3 = await startS3();
  t = await createTestApp((await s3.newBucket()).env);
  other = await t.anotherInstance();
  baseOne = await listen(t);
  baseOther = await listen(other);
  event = await createPostEvent(t);
  png = await sharp({ create: { width: 1500, height: 1400, channels: 3, background: '#0a9394' } })
    .png({ compressionLevel: 0 })
    .toBuffer();
});
afterAll(async () => {
  await other?.close();
  await t?.close();
  await s3?.close();
});

const FFMPEG = '/usr/bin/ffmpeg';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const photo = { filename: 'IMG_1.PNG', filetype: 'image/png' };

async function keysUnder(prefix: string): Promise<string[]> {
  const { client, bucket } = (t.storage as S3Storage).s3;
  const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
  return (listed.Contents ?? []).map((object) => object.Key!).sort();
}

async function stored(key: string): Promise<Buffer> {
  const body = await t.storage.get(key);
  return Buffer.concat((await body!.toArray()) as Buffer[]);
}

async function postUploads(base: string, uploadIds: string[]) {
  const form = new FormData();
  form.append('albumId', event.album.id);
  form.append('name', 'Elif');
  form.append('uploadIds', uploadIds.join(','));
  return fetch(`${base}/api/share/${event.qr.hash}/posts`, { method: 'POST', body: form });
}

/** A new upload of `length` bytes on the first instance: its address and id. */
async function newUpload(length: number) {
  const created = await tusCreate(baseOne, event.qr.hash, {
    length,
    metadata: { ...photo, albumId: event.album.id },
  });
  expect(created.status).toBe(201);
  return uploadUrl(baseOne, created);
}

const mediaOfPost = (postId: string) => t.db.select().from(media).where(eq(media.postId, postId));

describe('resumable uploads in the bucket', () => {
  async function headWhenFree(url: string): Promise<Response> {
    for (let tries = 0; ; tries++) {
      const head = await tusHead(url);
      if (head.status !== 423 || tries === 50) return head;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('resumes on another instance, and the post moves the bytes within the bucket', async () => {
    const { id, url } = await newUpload(png.length);
    const first = PART_BYTES + 1_000_000; // one part and a tail
    const patched = await tusPatch(url, 0, png.subarray(0, first));
    expect(patched.status).toBe(204);
    expect(await keysUnder(`uploads/tus/${id}`)).toEqual([
      `uploads/tus/${id}.json`,
      `uploads/tus/${id}.tail`,
    ]);

    const there = `${baseOther}/api/share/${event.qr.hash}/uploads/${id}`;
    expect((await tusHead(there)).headers.get('upload-offset')).toBe(String(first));
    expect((await tusPatch(there, 0, png.subarray(0, 10))).status).toBe(409); // nothing twice
    const rest = await tusPatch(there, first, png.subarray(first));
    expect(rest.status).toBe(204);
    expect(rest.headers.get('upload-offset')).toBe(String(png.length));
    // The other instance may still be letting go of the upload's lock (a loaded machine): a tus
    // client answered 423 asks again a moment later, and so does this one.
    const back = await headWhenFree(url);
    expect(back.status).toBe(200);
    expect(back.headers.get('upload-offset')).toBe(String(png.length));

    const posted = await postUploads(baseOne, [id]);
    expect(posted.status, await posted.clone().text()).toBe(201);
    const { post } = (await posted.json()) as { post: { id: string } };
    const [row] = await mediaOfPost(post.id);
    expect(row).toMatchObject({ bytes: png.length, sha256: sha256(png), mime: 'image/png' });
    expect(sha256(await stored(row!.originalKey))).toBe(sha256(png));
    // the bytes moved; only the taken upload's description waits for the sweep
    expect(await keysUnder(`uploads/tus/${id}`)).toEqual([`uploads/tus/${id}.json`]);
    expect((await tusHead(there)).status).toBe(404);
  });

  it('a PATCH stalled on one instance gives way to its client coming back on the other', async () => {
    const bytes = png.subarray(0, 300_000);
    const { id, url } = await newUpload(bytes.length);
    const stalled = http.request(url, {
      method: 'PATCH',
      headers: {
        ...TUS,
        'Upload-Offset': '0',
        'Content-Type': 'application/offset+octet-stream',
        'Content-Length': String(bytes.length),
      },
    });
    stalled.on('error', () => {}); // cut by the server: the point
    stalled.write(bytes.subarray(0, 100_000));
    await new Promise((resolve) => setTimeout(resolve, 200));

    const there = `${baseOther}/api/share/${event.qr.hash}/uploads/${id}`;
    const head = await tusHead(there); // waits while the first instance lets go
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe('100000');
    expect((await tusPatch(there, 100_000, bytes.subarray(100_000))).status).toBe(204);
    stalled.destroy();
    const [file] = await claimFinishedUploads(other, {
      hash: event.qr.hash,
      albumId: event.album.id,
      uploadIds: [id],
    });
    expect(file).toMatchObject({
      storedKey: `uploads/tus/${id}`,
      bytes: bytes.length,
      sha256: sha256(bytes),
    });
    expect((await stored(`uploads/tus/${id}`)).equals(bytes)).toBe(true);
  });

  it('termination and expiry remove an upload and its objects; taken bytes nobody moved go after an hour', async () => {
    const ended = await newUpload(png.length);
    await tusPatch(ended.url, 0, png.subarray(0, 1000));
    expect(
      (await fetch(ended.url.replace(baseOne, baseOther), { method: 'DELETE', headers: TUS })).status,
    ).toBe(204);
    expect(await keysUnder(`uploads/tus/${ended.id}`)).toEqual([]);

    const stalled = await newUpload(png.length);
    await tusPatch(stalled.url, 0, png.subarray(0, 1000));
    const finished = await uploadWhole(baseOne, event.qr.hash, png.subarray(0, 200_000), {
      ...photo,
      albumId: event.album.id,
    });
    await claimFinishedUploads(t, { hash: event.qr.hash, albumId: event.album.id, uploadIds: [finished.id] });

    expect(await sweepUploads(other)).toBe(0); // nothing is old yet
    expect(await sweepUploads(other, Date.now() + 61 * 60 * 1000)).toBe(0);
    expect(await keysUnder(`uploads/tus/${finished.id}`)).toEqual([]);
    expect(await keysUnder(`uploads/tus/${stalled.id}`)).not.toEqual([]);
    expect(await sweepUploads(other, Date.now() + UPLOAD_EXPIRY_MS + 60_000)).toBeGreaterThanOrEqual(1);
    expect(await keysUnder('uploads/tus/')).toEqual([]);
  });
});

describe('the byte checks of an upload in the bucket', () => {
  it('refuse a decompression bomb from its header (a video read by ranges), and take a fair video', async () => {
    const bombs = [
      { bytes: await makePixelBomb(30_000, 30_000), filename: 'huge.png', filetype: 'image/png' },
    ];
    const work = await mkdtemp(path.join(tmpdir(), 'hatira-s3-bombs-'));
    try {
      if (existsSync(FFMPEG)) {
        const video = path.join(work, 'wide.mp4'); // its movie box at the end, after the frame
        execFileSync(FFMPEG, [
          ...['-loglevel', 'error', '-f', 'lavfi', '-i', 'color=c=gray:s=9000x5000:d=0.04'],
          ...['-frames:v', '1', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', video],
        ]);
        bombs.push({ bytes: await readFile(video), filename: 'wide.mp4', filetype: 'video/mp4' });
      }
    } finally {
      await rm(work, { recursive: true, force: true });
    }
    for (const bomb of bombs) {
      const { id, patched } = await uploadWhole(baseOne, event.qr.hash, bomb.bytes, {
        filename: bomb.filename,
        filetype: bomb.filetype,
        albumId: event.album.id,
      });
      expect(patched.status, bomb.filename).toBe(422);
      expect(((await patched.json()) as { error: { code: string } }).error.code).toBe('TOO_MANY_PIXELS');
      expect(await keysUnder(`uploads/tus/${id}`)).toEqual([]);
    }

    const clip = await fixture('clip.mp4');
    const fair = await uploadWhole(baseOne, event.qr.hash, clip, {
      filename: 'VID_2.MP4',
      filetype: 'video/mp4',
      albumId: event.album.id,
    });
    expect(fair.patched.status, await fair.patched.clone().text()).toBe(204);
  });
});

describe('posts, processing and serving from the bucket', () => {
  it('a guest’s photo and video post: originals in the bucket, copies made from it, served with ranges', async () => {
    const response = await postForm(t, event.qr.hash, [
      ...textFields(event),
      await fixturePart('photo-exif.jpg', 'IMG_2.JPG'),
      await fixturePart('clip.mp4', 'VID_1.MP4'),
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const { post } = response.json() as { post: { id: string } };
    expect(await processPendingMedia(other)).toBeGreaterThanOrEqual(2); // the other instance's worker
    const rows = await mediaOfPost(post.id);
    expect(rows.map((row) => row.status)).toEqual(['ready', 'ready']);
    const video = rows.find((row) => row.kind === 'video')!;
    expect((await t.storage.stat(video.playbackKey!))?.bytes).toBeGreaterThan(0);

    const gallery = await shareApi(t).posts(event.qr.hash, event.album.id);
    const served = (gallery.json() as SharePostsResponse).items.find((item) => item.id === post.id)!;
    const photoItem = served.media.find((item) => item.kind === 'photo')!;
    const thumb = await other.app.inject({ url: photoItem.thumbUrl! });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    const photoRow = rows.find((row) => row.kind === 'photo')!;
    expect(thumb.rawPayload.equals(await stored(photoRow.thumbKey!))).toBe(true);

    const videoItem = served.media.find((item) => item.kind === 'video')!;
    const playbackUrl = videoItem.videoUrl!;
    const whole = await stored(video.playbackKey!);
    const range = await t.app.inject({ url: playbackUrl, headers: { range: 'bytes=100-1099' } });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-range']).toBe(`bytes 100-1099/${whole.length}`);
    expect(range.rawPayload.equals(whole.subarray(100, 1100))).toBe(true);
  });
});
