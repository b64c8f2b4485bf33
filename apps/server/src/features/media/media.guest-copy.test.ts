// With allowGuestDownload, a guest downloads a copy of each original without the uploader's
// location and other personal metadata (exiftool reads none), the picture, orientation and colour
// profile intact; the owner alone gets the untouched original. Guests' photos and videos go in
// through the real post and the real media worker.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OwnerMedia } from '@hatira/shared/posts';
import type { GuestMedia } from '@hatira/shared/share';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { bearer } from '../../../test/factories.js';
import {
  createPostEvent,
  fixture,
  postForm,
  textFields,
  type PostEvent,
} from '../share/share-posts.test-support.js';
import { probeFile } from './media.test-support.js';
import { processPendingMedia } from './media.worker.js';

/** Tags that say where, who or with what: none may reach a guest (the colour profile's own are fine). */
const PERSONAL = /GPS|Location|Serial|Creator|Comment|Artist|Owner|Make|Model|DateTimeOriginal/i;

let t: TestApp;
let event: PostEvent;
let work: string;
const uploads: Record<string, Buffer> = {};
let guest: Record<string, GuestMedia>;
let owner: Record<string, OwnerMedia>;

/** exiftool's reading of some bytes: `Group:Tag` → value (numbers as numbers). */
async function exif(bytes: Buffer, name: string): Promise<Record<string, unknown>> {
  const file = path.join(work, `read-${name}`);
  await writeFile(file, bytes);
  const [tags] = JSON.parse(execFileSync('exiftool', ['-j', '-a', '-G1', '-n', file], { encoding: 'utf8' }));
  return tags as Record<string, unknown>;
}
const personalTags = (tags: Record<string, unknown>) =>
  Object.keys(tags).filter((tag) => PERSONAL.test(tag) && !tag.startsWith('ICC'));
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const download = async (url: string, headers: Record<string, string> = {}) => {
  const response = await t.app.inject({ url, headers });
  expect(response.statusCode, response.body.slice(0, 200)).toBeLessThan(300);
  return response.rawPayload;
};

beforeAll(async () => {
  t = await createTestApp();
  event = await createPostEvent(t, { qr: { allowGuestDownload: true } });
  work = await mkdtemp(path.join(tmpdir(), 'hatira-copies-'));

  // a phone's JPEG: sideways (orientation 6), GPS, camera and time, plus a Display P3 profile, an
  // XMP creator, a comment and the camera's serial number
  const jpeg = path.join(work, 'IMG_0001.JPG');
  await sharp(await fixture('photo-exif.jpg'))
    .keepExif()
    .withIccProfile('p3')
    .jpeg({ quality: 90 })
    .toFile(jpeg);
  const png = path.join(work, 'screenshot.png');
  await writeFile(png, await fixture('photo.png'));
  const tags = ['-XMP-dc:Creator=Ayşe Kaya', '-SerialNumber=SN-4711'];
  execFileSync('exiftool', ['-q', '-overwrite_original', ...tags, '-Comment=at home', jpeg]);
  execFileSync('exiftool', [
    ...['-q', '-overwrite_original', '-n', '-Orientation=6', ...tags, '-PNG:Comment=at home'],
    ...['-GPSLatitude=41.0082', '-GPSLatitudeRef=N', '-GPSLongitude=28.9784', '-GPSLongitudeRef=E', png],
  ]);
  uploads['IMG_0001.JPG'] = await readFile(jpeg);
  uploads['screenshot.png'] = await readFile(png);
  uploads['IMG_0002.HEIC'] = await fixture('iphone.heic');
  uploads['VID_0003.MP4'] = await fixture('clip.mp4');
  uploads['IMG_0004.MOV'] = await fixture('iphone.mov');
  for (const [name, bytes] of Object.entries(uploads))
    expect(
      Object.keys(await exif(bytes, name)).some((tag) => /GPS/.test(tag)),
      name,
    ).toBe(true);

  const posted = await postForm(t, event.qr.hash, [
    ...textFields(event),
    ...Object.entries(uploads).map(([filename, bytes]): [string, { filename: string; bytes: Buffer }] => [
      'files',
      { filename, bytes },
    ]),
  ]);
  expect(posted.statusCode, posted.body).toBe(201);
  await processPendingMedia(t, { retryDelayMs: 0 });

  const listed = await t.app.inject({
    url: `/api/posts?qrCodeId=${event.qr.id}`,
    headers: bearer(event.ownerToken),
  });
  const ownerMedia = listed.json().items[0].media as OwnerMedia[];
  owner = Object.fromEntries(ownerMedia.map((item) => [item.originalFilename!, item]));
  const gallery = await t.app.inject({ url: `/api/share/${event.qr.hash}/albums/${event.album.id}/posts` });
  const guestMedia = gallery.json().items[0].media as GuestMedia[];
  expect(guestMedia).toHaveLength(Object.keys(uploads).length);
  const nameOf = (id: string) => ownerMedia.find((item) => item.id === id)!.originalFilename!;
  guest = Object.fromEntries(guestMedia.map((item) => [nameOf(item.id), item]));
}, 120_000);
afterAll(async () => {
  await t.close();
  await rm(work, { recursive: true, force: true });
});

describe("a guest's download", () => {
  it.each(['IMG_0001.JPG', 'screenshot.png', 'IMG_0002.HEIC', 'VID_0003.MP4', 'IMG_0004.MOV'])(
    '%s: no location or personal metadata, the same length, the owner’s original untouched',
    async (name) => {
      const copy = await download(guest[name]!.downloadUrl!);
      expect(copy.length).toBe(uploads[name]!.length);
      expect(personalTags(await exif(copy, name))).toEqual([]);
      const original = await download(owner[name]!.originalUrl);
      expect(sha256(original)).toBe(sha256(uploads[name]!));
      expect(personalTags(await exif(original, name)).length).toBeGreaterThan(0);
    },
  );

  it('keeps a photo’s pixels, orientation and colour profile', async () => {
    for (const name of ['IMG_0001.JPG', 'screenshot.png']) {
      const copy = await download(guest[name]!.downloadUrl!);
      const [before, after] = await Promise.all([
        sharp(uploads[name]!).raw().toBuffer(),
        sharp(copy).raw().toBuffer(),
      ]);
      expect(after.equals(before), name).toBe(true);
      expect((await exif(copy, name))['IFD0:Orientation'], name).toBe(6);
    }
    const jpeg = await exif(await download(guest['IMG_0001.JPG']!.downloadUrl!), 'profile.jpg');
    const uploaded = await exif(uploads['IMG_0001.JPG']!, 'uploaded.jpg');
    expect(uploaded['ICC_Profile:ProfileDescription']).toBeTruthy();
    expect(jpeg['ICC_Profile:ProfileDescription']).toBe(uploaded['ICC_Profile:ProfileDescription']);
    expect(jpeg['ICC_Profile:RedMatrixColumn']).toBe(uploaded['ICC_Profile:RedMatrixColumn']);
  });

  it('keeps a HEIC decodable and a video playable', async () => {
    const heic = path.join(work, 'copy.heic');
    await writeFile(heic, await download(guest['IMG_0002.HEIC']!.downloadUrl!));
    expect(await t.heic.check(heic)).toBe('decodes');
    for (const name of ['VID_0003.MP4', 'IMG_0004.MOV']) {
      const video = path.join(work, `copy-${name}`);
      await writeFile(video, await download(guest[name]!.downloadUrl!));
      const probe = await probeFile(video);
      expect(Number(probe.format.duration), name).toBeGreaterThan(1.5);
      execFileSync('ffmpeg', ['-v', 'error', '-i', video, '-f', 'null', '-']); // decodes to the end
    }
  });

  it('answers byte ranges of the copy, not of the original', async () => {
    const url = guest['VID_0003.MP4']!.downloadUrl!;
    const whole = await download(url);
    for (const [first, last] of [
      [0, 99],
      [whole.length - 5000, whole.length - 1],
    ]) {
      const part = await download(url, { range: `bytes=${first}-${last}` });
      expect(part.equals(whole.subarray(first, last! + 1))).toBe(true);
    }
  });
});
