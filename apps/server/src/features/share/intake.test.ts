import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import {
  copyFile,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rm,
  stat,
  truncate,
  utimes,
  writeFile,
} from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MiB, PHOTO_MAX_BYTES } from '@hatira/shared/limits';
import { AppError } from '../../lib/errors.js';
import { createHeicWorker } from '../../lib/heic-worker.js';
import {
  cleanFilename,
  inspectFile,
  localSource,
  receiveFile,
  scratchDirOf,
  sweepScratchDir,
} from './intake.js';

const fixture = (name: string) => new URL(`../../../test/fixtures/${name}`, import.meta.url).pathname;

/** The HEIC decoder an app would hand over. */
const decoder = createHeicWorker();
let root: string;
let scratchDir: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'hatira-intake-'));
  scratchDir = scratchDirOf(root);
});
afterAll(async () => {
  await decoder.close();
  await rm(root, { recursive: true, force: true });
});

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const scratchFiles = async () => readdir(scratchDir).catch(() => [] as string[]);

async function codeOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return (error as AppError).code;
}

/** `total` bytes that start with `head`, made on demand in 1 MiB chunks; counts what was read. */
function generated(head: Buffer, total: number) {
  const filler = Buffer.alloc(MiB, 0x42);
  const counter = { read: 0 };
  let sent = 0;
  const stream = new Readable({
    read() {
      if (sent >= total) return void this.push(null);
      const first = sent === 0 ? Buffer.concat([head, filler]).subarray(0, MiB) : filler;
      const chunk = first.subarray(0, Math.min(MiB, total - sent));
      sent += chunk.length;
      counter.read = sent;
      this.push(chunk);
    },
  });
  return { stream, counter };
}

const PNG_HEAD = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

describe('receiveFile', () => {
  it.each([
    ['photo-exif.jpg', 'image/jpeg', 'photo'],
    ['photo.png', 'image/png', 'photo'],
    ['iphone.heic', 'image/heic', 'photo'],
    ['clip.mp4', 'video/mp4', 'video'],
    ['iphone.mov', 'video/quicktime', 'video'],
    ['misleading-name.mp4', 'image/png', 'photo'],
  ])('keeps %s whole in the scratch folder, typed by its bytes', async (name, mime, kind) => {
    const original = await readFile(fixture(name));
    const received = await receiveFile(createReadStream(fixture(name), { highWaterMark: 7 }), {
      heic: decoder,
      scratchDir,
      filename: `C:\\fakepath\\${name}`,
    });
    expect(received).toMatchObject({
      bytes: original.length,
      sha256: sha256(original),
      originalFilename: name,
    });
    expect(received.type).toMatchObject({ mime, kind });
    expect(path.dirname(received.path)).toBe(scratchDir);
    expect((await readFile(received.path)).equals(original)).toBe(true);
    await rm(received.path);
  });

  it.each(['executable.jpg', 'drawing.svg', 'make-fixtures.sh'])(
    'refuses %s as INVALID_FILE_TYPE and keeps nothing',
    async (name) => {
      expect(await codeOf(receiveFile(createReadStream(fixture(name)), { heic: decoder, scratchDir }))).toBe(
        'INVALID_FILE_TYPE',
      );
      expect(await scratchFiles()).toEqual([]);
    },
  );

  it('refuses an empty file and a few bytes of text', async () => {
    expect(await codeOf(receiveFile(Readable.from([]), { heic: decoder, scratchDir }))).toBe(
      'INVALID_FILE_TYPE',
    );
    expect(await codeOf(receiveFile(Readable.from([Buffer.from('hi')]), { heic: decoder, scratchDir }))).toBe(
      'INVALID_FILE_TYPE',
    );
    expect(await scratchFiles()).toEqual([]);
  });

  it('refuses a HEIC that libheif cannot decode, and keeps nothing', async () => {
    const heic = await readFile(fixture('iphone.heic'));
    const cut = heic.subarray(0, Math.floor(heic.length / 2));
    expect(await codeOf(receiveFile(Readable.from([cut]), { heic: decoder, scratchDir }))).toBe(
      'HEIC_CONVERSION_FAILED',
    );
    expect(await scratchFiles()).toEqual([]);
  });

  it('lets onType refuse a file before any byte is kept', async () => {
    const refused = receiveFile(createReadStream(fixture('clip.mp4')), {
      heic: decoder,
      scratchDir,
      onType: (type) => {
        if (type.kind === 'video') throw new AppError('VIDEO_NOT_ALLOWED');
      },
    });
    expect(await codeOf(refused)).toBe('VIDEO_NOT_ALLOWED');
    expect(await scratchFiles()).toEqual([]);
  });

  it('takes a photo of exactly 100 MiB', async () => {
    const { stream } = generated(PNG_HEAD, PHOTO_MAX_BYTES);
    const received = await receiveFile(stream, { heic: decoder, scratchDir });
    expect(received.bytes).toBe(PHOTO_MAX_BYTES);
    expect((await stat(received.path)).size).toBe(PHOTO_MAX_BYTES);
    await rm(received.path);
  });

  it('stops reading a photo one byte over 100 MiB, keeps nothing and destroys the source', async () => {
    const { stream, counter } = generated(PNG_HEAD, 5 * PHOTO_MAX_BYTES);
    expect(await codeOf(receiveFile(stream, { heic: decoder, scratchDir }))).toBe('PHOTO_TOO_LARGE');
    // read at most the limit plus the chunk that crossed it (and what the stream had buffered)
    expect(counter.read).toBeLessThanOrEqual(PHOTO_MAX_BYTES + 17 * MiB);
    expect(stream.destroyed).toBe(true);
    expect(await scratchFiles()).toEqual([]);

    const { stream: justOver } = generated(PNG_HEAD, PHOTO_MAX_BYTES + 1);
    expect(await codeOf(receiveFile(justOver, { heic: decoder, scratchDir }))).toBe('PHOTO_TOO_LARGE');
    expect(await scratchFiles()).toEqual([]);
  });

  it('passes the source error on and keeps nothing', async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.concat([PNG_HEAD, Buffer.alloc(1000)]));
        this.destroy(new Error('connection lost'));
      },
    });
    await expect(receiveFile(failing, { heic: decoder, scratchDir })).rejects.toThrow('connection lost');
    expect(await scratchFiles()).toEqual([]);
  });
});

describe('inspectFile', () => {
  const inspectLocal = async (file: string, filename?: string) =>
    inspectFile(decoder, localSource(file, (await stat(file)).size), filename);

  it('checks a finished file where it lies, without moving it', async () => {
    const file = path.join(root, 'finished-upload');
    await copyFile(fixture('iphone.heic'), file);
    const inspected = await inspectLocal(file, 'IMG_0001.HEIC');
    const original = await readFile(fixture('iphone.heic'));
    expect(inspected).toEqual({
      bytes: original.length,
      sha256: sha256(original),
      type: { mime: 'image/heic', kind: 'photo', extension: 'heic' },
      originalFilename: 'IMG_0001.HEIC',
    });
    expect((await stat(file)).size).toBe(original.length);
  });

  it('refuses a wrong type, a too-large photo and a broken HEIC, leaving the file to its owner', async () => {
    const elf = path.join(root, 'elf');
    await copyFile(fixture('executable.jpg'), elf);
    expect(await codeOf(inspectLocal(elf))).toBe('INVALID_FILE_TYPE');

    const big = path.join(root, 'big-png');
    await writeFile(big, PNG_HEAD);
    await truncate(big, PHOTO_MAX_BYTES + 1); // sparse: costs no disk
    expect(await codeOf(inspectLocal(big))).toBe('PHOTO_TOO_LARGE');
    await truncate(big, PHOTO_MAX_BYTES);
    expect((await inspectLocal(big)).bytes).toBe(PHOTO_MAX_BYTES);

    const broken = path.join(root, 'broken-heic');
    const heic = await readFile(fixture('iphone.heic'));
    await writeFile(broken, heic.subarray(0, 1500));
    expect(await codeOf(inspectLocal(broken))).toBe('HEIC_CONVERSION_FAILED');

    for (const file of [elf, big, broken]) expect((await stat(file)).isFile()).toBe(true);
  });
});

describe('cleanFilename', () => {
  it('keeps the last path segment without control characters', () => {
    expect(cleanFilename('/home/me/IMG 1.jpg')).toBe('IMG 1.jpg');
    expect(cleanFilename('a\\b\\c.png')).toBe('c.png');
    expect(cleanFilename('bad\u0000na\nme.mov')).toBe('badname.mov');
    expect(cleanFilename('  ')).toBeNull();
    expect(cleanFilename(undefined)).toBeNull();
    expect(cleanFilename('x'.repeat(300))).toHaveLength(255);
  });
});

describe('sweepScratchDir', () => {
  it('removes files left longer than the threshold and keeps fresh ones', async () => {
    const dir = path.join(root, 'sweep');
    expect(await sweepScratchDir(dir, 0)).toBe(0); // no folder yet
    await mkdir(dir);
    const old = path.join(dir, 'old.upload');
    const fresh = path.join(dir, 'fresh.upload');
    await writeFile(old, 'x');
    await writeFile(fresh, 'y');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await utimes(old, twoHoursAgo, twoHoursAgo);
    expect(await sweepScratchDir(dir, 60 * 60 * 1000)).toBe(1);
    expect(await readdir(dir)).toEqual(['fresh.upload']);
    expect(await sweepScratchDir(dir, 0)).toBe(1);
    expect(await readdir(dir)).toEqual([]);
  });
});
