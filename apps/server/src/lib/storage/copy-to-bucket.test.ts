// Moving an install to S3: a local media folder copied into a bucket (s3rver) under the same keys,
// again and again without copying twice, resuming where a stopped run left off; and the command
// around it (`npm run media:migrate-to-s3`).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3, type TestS3 } from '../../../test/s3.js';
import { copyFolderToBucket } from './copy-to-bucket.js';

let root: string;
let s3: TestS3;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'hatira-migrate-'));
  s3 = await startS3();
});
afterAll(async () => {
  await s3.close();
  await rm(root, { recursive: true, force: true });
});

/** A local media folder as the local driver leaves it, with one write still in progress. */
async function mediaFolder(name: string): Promise<{ folder: string; files: Record<string, Buffer> }> {
  const folder = path.join(root, name);
  const files: Record<string, Buffer> = {
    'media/0192aa/0192bb/original': randomBytes(9 * 1024 * 1024), // a multipart upload
    'media/0192aa/0192bb/thumb': randomBytes(2_000),
    'media/0192aa/0192cc/original': randomBytes(30_000),
    'avatars/0192dd.webp': randomBytes(1_000),
  };
  for (const [key, bytes] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(folder, key)), { recursive: true });
    await writeFile(path.join(folder, key), bytes);
  }
  await writeFile(path.join(folder, 'media/0192aa/0192cc/preview.0123456789ab.part'), 'half');
  return { folder, files };
}

describe('copying a local media folder into a bucket', () => {
  it('copies every stored file once, resumes a stopped run, and recopies a file whose size differs', async () => {
    const { folder, files } = await mediaFolder('copy');
    const { storage } = await s3.newBucket();
    // an earlier run that stopped after one file, and one object left half-written by hand
    await storage.put('media/0192aa/0192bb/thumb', Readable.from([files['media/0192aa/0192bb/thumb']!]));
    await storage.put('media/0192aa/0192cc/original', Readable.from([Buffer.from('short')]));

    const first = await copyFolderToBucket({ folder, storage });
    expect(first).toMatchObject({ copied: 3, skipped: 1 });
    expect(first.ignored).toEqual(['media/0192aa/0192cc/preview.0123456789ab.part']);
    for (const [key, bytes] of Object.entries(files)) {
      const body = await storage.get(key);
      expect(Buffer.concat((await body!.toArray()) as Buffer[]).equals(bytes), key).toBe(true);
    }
    expect(await storage.stat('media/0192aa/0192cc/preview.0123456789ab.part')).toBeNull();

    expect(await copyFolderToBucket({ folder, storage })).toMatchObject({
      copied: 0,
      skipped: 4,
      bytesCopied: 0,
    });
  });
});

describe('npm run media:migrate-to-s3', () => {
  const command = fileURLToPath(new URL('../../cli/migrate-media-to-s3.ts', import.meta.url));
  const run = (env: Record<string, string>, args: string[] = []) =>
    new Promise<{ code: number | null; output: string }>((resolve) => {
      const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', command, ...args], {
        cwd: fileURLToPath(new URL('../../../', import.meta.url)),
        env: { PATH: process.env['PATH'], AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', ...env },
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk));
      child.on('close', (code) => resolve({ code, output }));
    });

  it('copies DATA_DIR/media into the configured bucket, and says what it did', async () => {
    const { folder } = await mediaFolder(path.join('data', 'media'));
    const { env, storage } = await s3.newBucket();
    const done = await run({ ...env, DATA_DIR: path.dirname(folder) });
    expect(done.output).toContain('Done: 4 copied (9.0 MiB), 0 already in the bucket, 1 left out.');
    expect(done.code).toBe(0);
    expect(await storage.stat('avatars/0192dd.webp')).toEqual({ bytes: 1_000 });
  });

  it('refuses to run without an S3 bucket to copy into', async () => {
    const refused = await run({ DATA_DIR: root });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('Set STORAGE_DRIVER=s3 and the S3_ settings of the bucket to copy into');
  });
});
