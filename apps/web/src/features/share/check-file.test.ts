// The browser's check of a picked file against the real media fixtures the server is tested with:
// the type comes from the bytes (Blob.slice of the head only), the size limit from its kind.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PHOTO_MAX_BYTES, VIDEO_MAX_BYTES } from '@hatira/shared/limits';
import { checkFile } from './check-file';
import { MEDIA_TYPE_HEAD_BYTES } from '@hatira/shared/media';

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
