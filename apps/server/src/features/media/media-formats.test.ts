// The media-format table of packages/shared/src/media.ts against the real files of test/fixtures:
// each signature finds its format, anything else (an SVG, an executable named .jpg) is refused.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { MiB, PHOTO_MAX_BYTES, VIDEO_MAX_BYTES } from '@hatira/shared/limits';
import {
  detectMediaType,
  formatOfFileName,
  formatOfMime,
  MEDIA_ACCEPT,
  MEDIA_FORMATS,
  MEDIA_MIME_TYPES,
  maxBytesFor,
  MEDIA_TYPE_HEAD_BYTES,
} from '@hatira/shared/media';

const fixture = (name: string) => new URL(`../../../test/fixtures/${name}`, import.meta.url);

async function headOf(name: string): Promise<Uint8Array> {
  return (await readFile(fixture(name))).subarray(0, MEDIA_TYPE_HEAD_BYTES);
}

/** An ISO-BMFF `ftyp` box: size, 'ftyp', major brand, minor version, compatible brands. */
function ftyp(major: string, compatible: string[], trailing = 'mdat'): Uint8Array {
  const size = 16 + 4 * compatible.length;
  const box = Buffer.alloc(size + 8);
  box.writeUInt32BE(size, 0);
  box.write('ftyp', 4, 'latin1');
  box.write(major, 8, 'latin1');
  compatible.forEach((brand, i) => box.write(brand, 16 + 4 * i, 'latin1'));
  box.writeUInt32BE(8, size);
  box.write(trailing, size + 4, 'latin1');
  return box;
}

function atom(type: string, size = 8): Uint8Array {
  const box = Buffer.alloc(16);
  box.writeUInt32BE(size, 0);
  box.write(type, 4, 'latin1');
  return box;
}

describe('detectMediaType on the fixtures', () => {
  it.each([
    ['photo-exif.jpg', { mime: 'image/jpeg', kind: 'photo', extension: 'jpg' }],
    ['truncated.jpg', { mime: 'image/jpeg', kind: 'photo', extension: 'jpg' }],
    ['photo.png', { mime: 'image/png', kind: 'photo', extension: 'png' }],
    ['misleading-name.mp4', { mime: 'image/png', kind: 'photo', extension: 'png' }],
    ['iphone.heic', { mime: 'image/heic', kind: 'photo', extension: 'heic' }],
    ['clip.mp4', { mime: 'video/mp4', kind: 'video', extension: 'mp4' }],
    ['iphone.mov', { mime: 'video/quicktime', kind: 'video', extension: 'mov' }],
  ])('%s is %o', async (name, expected) => {
    expect(detectMediaType(await headOf(name))).toEqual(expected);
  });

  it.each(['executable.jpg', 'drawing.svg', 'make-fixtures.sh'])('%s is refused', async (name) => {
    expect(detectMediaType(await headOf(name))).toBeNull();
  });
});

describe('detectMediaType on hand-made heads', () => {
  it('refuses other image formats', () => {
    expect(detectMediaType(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'))).toBeNull();
    expect(detectMediaType(Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 ', 'latin1'))).toBeNull();
    expect(detectMediaType(Buffer.from('BM\x36\x00\x00\x00\x00\x00\x00\x00', 'latin1'))).toBeNull();
    expect(detectMediaType(ftyp('avif', ['avif', 'mif1', 'miaf', 'MA1B']))).toBeNull();
    expect(detectMediaType(ftyp('avis', ['avis', 'msf1', 'iso8', 'mif1', 'miaf']))).toBeNull();
    // an AVIF says mif1 as its major brand too: without an HEVC brand it is not a HEIC
    expect(detectMediaType(ftyp('mif1', ['mif1', 'avif', 'miaf']))).toBeNull();
    expect(detectMediaType(ftyp('mif1', ['mif1', 'miaf', 'MA1A']))).toBeNull();
    // JPEG 2000 and 3GPP are ISO-BMFF files too, but not ours
    expect(detectMediaType(ftyp('jp2 ', ['jp2 ']))).toBeNull();
    expect(detectMediaType(ftyp('3gp4', ['3gp4', '3gp5']))).toBeNull();
  });

  it('refuses text, scripts, archives and empty input', () => {
    expect(detectMediaType(Buffer.from('hello, this is just text\n'))).toBeNull();
    expect(detectMediaType(Buffer.from('<?xml version="1.0"?><svg/>'))).toBeNull();
    expect(detectMediaType(Buffer.from('#!/bin/sh\nrm -rf /\n'))).toBeNull();
    expect(detectMediaType(Buffer.from('PK\x03\x04\x14\x00\x00\x00', 'latin1'))).toBeNull();
    expect(detectMediaType(Buffer.from('%PDF-1.7\n'))).toBeNull();
    expect(detectMediaType(new Uint8Array())).toBeNull();
    expect(detectMediaType(Buffer.from([0xff, 0xd8]))).toBeNull();
    expect(detectMediaType(Buffer.from('\x89PNG\r\n', 'latin1'))).toBeNull();
  });

  it('accepts HEIF files that promise HEVC, under any of the HEVC brands', () => {
    for (const brand of ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs'])
      expect(detectMediaType(ftyp(brand, ['mif1', brand]))?.extension).toBe('heic');
    expect(detectMediaType(ftyp('mif1', ['mif1', 'heic', 'miaf']))).toEqual({
      mime: 'image/heif',
      kind: 'photo',
      extension: 'heic',
    });
    expect(detectMediaType(ftyp('msf1', ['msf1', 'hevc']))?.mime).toBe('image/heif');
  });

  it('accepts MP4 brands, and an unknown major brand that lists one', () => {
    for (const brand of ['isom', 'iso2', 'iso4', 'iso6', 'mp41', 'mp42', 'avc1', 'M4V ', 'MSNV', 'dash'])
      expect(detectMediaType(ftyp(brand, ['isom']))?.mime).toBe('video/mp4');
    expect(detectMediaType(ftyp('XYZW', ['XYZW', 'mp42', 'iso2']))?.mime).toBe('video/mp4');
    expect(detectMediaType(ftyp('XYZW', ['XYZW']))).toBeNull();
  });

  it('accepts QuickTime by brand or by its leading atom', () => {
    expect(detectMediaType(ftyp('qt  ', ['qt  ']))?.mime).toBe('video/quicktime');
    for (const type of ['moov', 'mdat', 'wide', 'free', 'skip'])
      expect(detectMediaType(atom(type))?.extension).toBe('mov');
    expect(detectMediaType(atom('mdat', 1))?.extension).toBe('mov');
    // an atom name with an impossible size is not a movie
    expect(detectMediaType(atom('moov', 4))).toBeNull();
    expect(detectMediaType(atom('junk'))).toBeNull();
  });

  it('does not read brands past the box or the head', () => {
    const box = Buffer.from(ftyp('mif1', ['mif1', 'miaf']));
    // "heic" just after the ftyp box belongs to the next box, not to the brands
    const tricked = Buffer.concat([box.subarray(0, 24), Buffer.from('heic')]);
    expect(detectMediaType(tricked)).toBeNull();
    expect(detectMediaType(ftyp('heic', []).subarray(0, 11))).toBeNull();
  });
});

describe('maxBytesFor', () => {
  it('is 100 MiB for a photo and 500 MiB for a video', () => {
    expect(maxBytesFor('photo')).toBe(PHOTO_MAX_BYTES);
    expect(maxBytesFor('video')).toBe(VIDEO_MAX_BYTES);
    expect(PHOTO_MAX_BYTES).toBe(100 * MiB);
    expect(VIDEO_MAX_BYTES).toBe(500 * 1024 * 1024);
  });
});

describe('the media-format table', () => {
  it('holds the five promised formats (SPEC §5), each with its kind', () => {
    expect(Object.keys(MEDIA_FORMATS)).toEqual(['png', 'jpg', 'heic', 'mp4', 'mov']);
    expect(Object.values(MEDIA_FORMATS).map((format) => format.kind)).toEqual([
      'photo',
      'photo',
      'photo',
      'video',
      'video',
    ]);
  });

  it('calls HEIF a HEIC everywhere: one format, stored and downloaded as .heic', () => {
    expect(formatOfMime('image/heif')).toBe('heic');
    expect(formatOfMime('image/heic')).toBe('heic');
    expect(formatOfFileName('IMG_0001.HEIF')).toBe('heic');
    expect(MEDIA_FORMATS.heic.extensions[0]).toBe('heic');
  });

  it('knows the declared types and names a browser sends, and nothing else', () => {
    expect(formatOfMime('image/jpg')).toBe('jpg');
    expect(formatOfMime(' Video/QuickTime ')).toBe('mov');
    expect(formatOfMime('image/svg+xml')).toBeUndefined();
    expect(formatOfMime('image/webp')).toBeUndefined();
    expect(formatOfFileName('photo.JPEG')).toBe('jpg');
    expect(formatOfFileName('setup.exe')).toBeUndefined();
    expect(formatOfFileName('heic')).toBeUndefined();
  });

  it('gives the file picker every type and extension of the table', () => {
    expect(MEDIA_MIME_TYPES).toEqual([
      'image/png',
      'image/jpeg',
      'image/heic',
      'image/heif',
      'video/mp4',
      'video/quicktime',
    ]);
    expect(MEDIA_ACCEPT).toBe(
      'image/png,image/jpeg,image/heic,image/heif,video/mp4,video/quicktime,.png,.jpg,.jpeg,.heic,.heif,.mp4,.mov',
    );
  });
});
