// One suite, both drivers: the local disk and an S3 bucket (s3rver, started by this file). What a
// caller relies on: whole objects or none, exact bytes and ranges, stats, moves, deletes of many
// keys at once, and missing keys answered with null rather than an error.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3, type TestS3 } from '../../../test/s3.js';
import { loadConfig } from '../../config.js';
import { openStorage } from './create-storage.js';
import { createLocalStorage } from './local-storage.js';
import { fileOf, type Storage } from './storage.js';

let root: string;
let s3: TestS3;
const drivers: Record<string, Storage> = {};
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'hatira-storage-'));
  s3 = await startS3();
  drivers['local'] = createLocalStorage(path.join(root, 'media'));
  drivers['s3'] = (await s3.newBucket()).storage;
});
afterAll(async () => {
  await s3.close();
  await rm(root, { recursive: true, force: true });
});

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const bytesOf = async (body: Readable | null) =>
  body ? Buffer.concat((await body.toArray()) as Buffer[]) : null;
/** Byte for byte (toEqual walks a buffer element by element: seconds for a few hundred KB). */
const expectBytes = (actual: Buffer | null, expected: Buffer) =>
  expect(actual && sha256(actual)).toBe(sha256(expected));
/** A stream of `bytes` in chunks of 64 KiB, as a request body comes. */
const streamOf = (bytes: Buffer) =>
  Readable.from(
    (function* () {
      for (let i = 0; i < bytes.length; i += 65_536) yield bytes.subarray(i, i + 65_536);
    })(),
  );

describe.each(['local', 's3'])('the %s storage driver', (name) => {
  const storage = () => drivers[name]!;

  it('puts a stream and gives back its bytes, whole or a range, and its size', async () => {
    const bytes = randomBytes(300_000);
    expect(await storage().put('media/a/1/original', streamOf(bytes))).toEqual({ bytes: bytes.length });
    expect(await storage().stat('media/a/1/original')).toEqual({ bytes: bytes.length });
    expectBytes(await bytesOf(await storage().get('media/a/1/original')), bytes);
    const range = await bytesOf(await storage().get('media/a/1/original', { start: 1000, end: 1999 }));
    expectBytes(range, bytes.subarray(1000, 2000));
    const last = await bytesOf(await storage().get('media/a/1/original', { start: 299_999, end: 299_999 }));
    expectBytes(last, bytes.subarray(299_999));
  });

  it('puts a stream larger than a part (a multipart upload in the bucket) exactly', async () => {
    const bytes = randomBytes(12 * 1024 * 1024 + 123);
    expect(await storage().put('media/a/2/original', streamOf(bytes))).toEqual({ bytes: bytes.length });
    expectBytes(await bytesOf(await storage().get('media/a/2/original')), bytes);
    // across the first part's end
    const start = 8 * 1024 * 1024 - 10;
    const range = await bytesOf(await storage().get('media/a/2/original', { start, end: start + 19 }));
    expectBytes(range, bytes.subarray(start, start + 20));
  });

  it('writes nothing when the stream fails', async () => {
    const failing = Readable.from(
      (async function* () {
        yield randomBytes(100_000);
        throw new Error('connection lost');
      })(),
    );
    await expect(storage().put('media/a/3/original', failing)).rejects.toThrow('connection lost');
    expect(await storage().stat('media/a/3/original')).toBeNull();
    expect(await storage().get('media/a/3/original')).toBeNull();
  });

  it('moves a local file in (the file is gone after) and an object to another key', async () => {
    const bytes = randomBytes(50_000);
    const file = path.join(root, `scratch-${name}`);
    await writeFile(file, bytes);
    expect(await storage().putFile('media/a/4/original', file)).toEqual({ bytes: bytes.length });
    await expect(stat(file)).rejects.toThrow();
    expect(await storage().move('media/a/4/original', 'media/b/4/original')).toEqual({ bytes: bytes.length });
    expect(await storage().stat('media/a/4/original')).toBeNull();
    expectBytes(await bytesOf(await storage().get('media/b/4/original')), bytes);
  });

  it('answers null for a missing key, and deletes many keys at once, missing ones too', async () => {
    expect(await storage().get('media/none/original')).toBeNull();
    expect(await storage().get('media/none/original', { start: 0, end: 9 })).toBeNull();
    expect(await storage().stat('media/none/original')).toBeNull();
    const keys = ['avatars/x.webp', 'media/c/1/thumb', 'media/c/1/preview'];
    for (const key of keys) await storage().put(key, Readable.from([Buffer.from(key)]));
    await storage().delete(...keys, 'media/none/original', null, undefined);
    for (const key of keys) expect(await storage().stat(key)).toBeNull();
  });

  it('gives the object as a file on disk: its own file locally, a copy from the bucket', async () => {
    const bytes = randomBytes(70_000);
    await storage().put('media/d/1/original', Readable.from([bytes]));
    const copy = path.join(root, `copies-${name}`, 'original');
    const file = await fileOf(storage(), 'media/d/1/original', copy);
    expectBytes(await readFile(file!), bytes);
    expect(file === copy).toBe(name === 's3');
    expect(await fileOf(storage(), 'media/none/original', copy + '-none')).toBeNull();
  });

  it('refuses a key that could leave its place', async () => {
    for (const key of ['../etc/passwd', '/abs', 'a//b', 'media/../x', ''])
      await expect(storage().put(key, Readable.from([Buffer.from('x')]))).rejects.toThrow(
        'Unsafe storage key',
      );
  });
});

describe('opening the S3 driver at start', () => {
  it('answers when the bucket is there, and names the setting to fix when it is not', async () => {
    const { env } = await s3.newBucket();
    const open = (overrides: Record<string, string>) =>
      openStorage(loadConfig({ DATA_DIR: root, ...env, ...overrides }));
    await expect(open({})).resolves.toBeTruthy();
    await expect(open({ S3_BUCKET: 'no-such-bucket' })).rejects.toThrow(
      `S3_BUCKET: there is no bucket "no-such-bucket" at ${env['S3_ENDPOINT']}`,
    );
    // (s3rver checks the key id, not SigV4 signatures)
    await expect(open({ S3_ACCESS_KEY_ID: 'nobody' })).rejects.toThrow(
      'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: ',
    );
    await expect(open({ S3_ENDPOINT: 'http://127.0.0.1:9' })).rejects.toThrow(
      'S3_ENDPOINT: http://127.0.0.1:9 could not be asked for the bucket',
    );
  });
});
