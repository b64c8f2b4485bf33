// The guest's copy, on files the fixtures do not have: a movie with a timed text track (where
// phones and action cameras put their position as they move), a JPEG whose MPF index lists a
// second image with its own EXIF (a phone's HDR gain map), a read in byte ranges.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaFormat } from '@hatira/shared/media';
import { bufferSource } from '../../lib/iso-bmff.js';
import { applyPatches, privateMetadataPatches } from './private-metadata.js';

const FFMPEG = '/usr/bin/ffmpeg';
const POSITION = '41.00820 28.97840';

let work: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'hatira-private-'));
});
afterAll(() => rm(work, { recursive: true, force: true }));

async function guestCopy(bytes: Buffer, format: MediaFormat, from = 0): Promise<Buffer> {
  const patches = await privateMetadataPatches(bufferSource(bytes), format);
  return buffer(Readable.from([bytes.subarray(from)]).pipe(applyPatches(patches, from)));
}

describe('privateMetadataPatches', () => {
  it.skipIf(!existsSync(FFMPEG))(
    'blanks the samples of a timed text track, and the video still plays',
    async () => {
      const srt = path.join(work, 'where.srt');
      const movie = path.join(work, 'moving.mp4');
      await writeFile(srt, `1\n00:00:00,000 --> 00:00:01,500\nKonum ${POSITION}\n`);
      execFileSync(FFMPEG, [
        ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=320x240:rate=25:duration=2', '-i', srt],
        ...[
          '-c:v',
          'libx264',
          '-pix_fmt',
          'yuv420p',
          '-c:s',
          'mov_text',
          '-map',
          '0:v',
          '-map',
          '1:s',
          movie,
        ],
      ]);
      const original = await readFile(movie);
      expect(original.includes(POSITION)).toBe(true);
      const copy = await guestCopy(original, 'mp4');
      expect(copy.length).toBe(original.length);
      expect(copy.includes(POSITION)).toBe(false);
      const copied = path.join(work, 'copy.mp4');
      await writeFile(copied, copy);
      execFileSync(FFMPEG, ['-v', 'error', '-i', copied, '-map', '0:v', '-f', 'null', '-']);
    },
  );

  it('blanks the EXIF of the second image an MPF index lists, and keeps the first decodable', async () => {
    const exif = { IFD0: { Artist: 'Ayse Kaya', Make: 'Phone' } };
    const first = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c33' } })
      .withExif(exif)
      .jpeg()
      .toBuffer();
    const second = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#3c3' } })
      .withExif(exif)
      .jpeg()
      .toBuffer();
    // an APP2 MPF index right after SOI: two entries, the second at its offset from the index's TIFF header
    const mpf = Buffer.alloc(4 + 8 + 2 + 12 + 4 + 32);
    mpf.write('MPF\0', 0, 'latin1');
    const tiff = 4;
    mpf.write('MM\0*', tiff, 'latin1');
    mpf.writeUInt32BE(8, tiff + 4);
    mpf.writeUInt16BE(1, tiff + 8); // one tag: MPEntry
    mpf.writeUInt16BE(0xb002, tiff + 10);
    mpf.writeUInt16BE(7, tiff + 12); // UNDEFINED
    mpf.writeUInt32BE(32, tiff + 14); // two entries of 16 bytes
    mpf.writeUInt32BE(8 + 2 + 12 + 4, tiff + 18); // where they are
    const segment = Buffer.concat([Buffer.from([0xff, 0xe2, 0, 0]), mpf]);
    segment.writeUInt16BE(segment.length - 2, 2);
    const main = Buffer.concat([first.subarray(0, 2), segment, first.subarray(2)]);
    const secondAt = main.length - (2 + 4 + 4); // from the index's TIFF header: past SOI, the segment's head, 'MPF\0'
    mpf.writeUInt32BE(second.length, tiff + 26 + 16 + 4);
    mpf.writeUInt32BE(secondAt, tiff + 26 + 16 + 8);
    mpf.copy(segment, 4);
    const file = Buffer.concat([first.subarray(0, 2), segment, first.subarray(2), second]);
    expect(file.includes('Ayse Kaya')).toBe(true);

    const copy = await guestCopy(file, 'jpg');
    expect(copy.includes('Ayse Kaya')).toBe(false);
    expect(copy.includes('Phone')).toBe(false);
    expect((await sharp(copy).metadata()).width).toBe(64);
    expect((await sharp(copy.subarray(file.length - second.length)).metadata()).width).toBe(32);
  });

  it('gives the same bytes for a range as for the whole copy', async () => {
    const photo = await readFile(new URL('../../../test/fixtures/photo-exif.jpg', import.meta.url));
    const whole = await guestCopy(photo, 'jpg');
    for (const from of [1, 20, 300, 5000])
      expect((await guestCopy(photo, 'jpg', from)).equals(whole.subarray(from))).toBe(true);
  });
});
