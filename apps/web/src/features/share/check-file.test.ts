// The browser's check of a picked file against the real media fixtures the server is tested with:
// the type comes from the bytes (Blob.slice of the head only), the size limit from its kind.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PHOTO_MAX_BYTES, VIDEO_MAX_BYTES } from '@hatira/shared/limits';
import { checkFile } from './check-file';
import { detectMediaType, MEDIA_TYPE_HEAD_BYTES } from './media-type';

/** The server's test fixtures: real files from real cameras and tools. */
const FIXTURES = path.resolve(__dirname, '../../../../server/test/fixtures');
const fixture = (name: string) => new Uint8Array(readFileSync(path.join(FIXTURES, name)));
const fileOf = (name: string, type = '') => new File([fixture(name)], name, { type });

/** A file of any size without holding its bytes: only the head is ever read. */
function bigFile(head: Uint8Array, size: number): Blob {
  return {
    size,
    slice: (start = 0, end = size) => new Blob([head.slice(start, end)]),
  } as unknown as Blob;
}

describe('detectMediaType', () => {
  it.each([
    ['photo-exif.jpg', 'image/jpeg', 'photo'],
    ['truncated.jpg', 'image/jpeg', 'photo'],
    ['photo.png', 'image/png', 'photo'],
    ['iphone.heic', 'image/heic', 'photo'],
    ['clip.mp4', 'video/mp4', 'video'],
    ['iphone.mov', 'video/quicktime', 'video'],
    // a PNG with a video's name is a PNG: names and declared types are not believed
    ['misleading-name.mp4', 'image/png', 'photo'],
  ])('knows %s as %s', (name, mime, kind) => {
    expect(detectMediaType(fixture(name).slice(0, MEDIA_TYPE_HEAD_BYTES))).toEqual({ mime, kind });
  });

  it.each(['executable.jpg', 'drawing.svg'])('refuses %s', (name) => {
    expect(detectMediaType(fixture(name).slice(0, MEDIA_TYPE_HEAD_BYTES))).toBeNull();
  });

  it('refuses an AVIF (a HEIF container without an HEVC brand) and a GIF', () => {
    const avif = new Uint8Array([0, 0, 0, 0x1c, ...ascii('ftypavif'), 0, 0, 0, 0, ...ascii('avifmif1miaf')]);
    expect(detectMediaType(avif)).toBeNull();
    expect(detectMediaType(new Uint8Array(ascii('GIF89a\x01\x00\x01\x00')))).toBeNull();
  });

  it('takes a HEIF whose generic brand lists HEVC beside it, and a camera brand that says mp42', () => {
    const heif = new Uint8Array([0, 0, 0, 0x18, ...ascii('ftypmif1'), 0, 0, 0, 0, ...ascii('mif1heic')]);
    expect(detectMediaType(heif)).toEqual({ mime: 'image/heif', kind: 'photo' });
    const camera = new Uint8Array([0, 0, 0, 0x18, ...ascii('ftypCAEP'), 0, 0, 0, 0, ...ascii('mp42isom')]);
    expect(detectMediaType(camera)).toEqual({ mime: 'video/mp4', kind: 'video' });
  });
});

describe('checkFile', () => {
  it('passes the real photos and videos', async () => {
    for (const name of ['photo-exif.jpg', 'photo.png', 'iphone.heic', 'clip.mp4', 'iphone.mov'])
      expect(await checkFile(fileOf(name))).toMatchObject({ ok: true });
  });

  it('answers INVALID_FILE_TYPE for an executable named .jpg, even when declared image/jpeg', async () => {
    expect(await checkFile(fileOf('executable.jpg', 'image/jpeg'))).toEqual({
      ok: false,
      code: 'INVALID_FILE_TYPE',
    });
    expect(await checkFile(fileOf('drawing.svg', 'image/svg+xml'))).toEqual({
      ok: false,
      code: 'INVALID_FILE_TYPE',
    });
  });

  it('holds photos to 100 MiB and videos to 500 MiB, each limit included', async () => {
    const jpeg = fixture('photo-exif.jpg').slice(0, MEDIA_TYPE_HEAD_BYTES);
    const mp4 = fixture('clip.mp4').slice(0, MEDIA_TYPE_HEAD_BYTES);
    expect(await checkFile(bigFile(jpeg, PHOTO_MAX_BYTES))).toMatchObject({ ok: true });
    expect(await checkFile(bigFile(jpeg, PHOTO_MAX_BYTES + 1))).toEqual({
      ok: false,
      code: 'PHOTO_TOO_LARGE',
    });
    // a 200 MB video is fine: the photo limit is not applied to it
    expect(await checkFile(bigFile(mp4, 200 * 1024 * 1024))).toMatchObject({ ok: true });
    expect(await checkFile(bigFile(mp4, VIDEO_MAX_BYTES))).toMatchObject({ ok: true });
    expect(await checkFile(bigFile(mp4, VIDEO_MAX_BYTES + 1))).toEqual({
      ok: false,
      code: 'VIDEO_TOO_LARGE',
    });
  });
});

function ascii(text: string): number[] {
  return [...text].map((c) => c.charCodeAt(0));
}
