// An S3-compatible store for the tests that run on the S3 driver: s3rver, started by the test run
// itself on a free loopback port over a temporary folder (one per test file), spoken to exactly as
// production speaks to MinIO or AWS: path-style addresses, its fixed credentials, a region.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import S3rver from 's3rver';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import {
  createS3Client,
  createS3Storage,
  type S3Options,
  type S3Storage,
} from '../src/lib/storage/s3-storage.js';

export interface TestS3 {
  /** A new empty bucket: its driver options and the environment that names it (STORAGE_DRIVER=s3…). */
  newBucket(): Promise<{ options: S3Options; env: Record<string, string>; storage: S3Storage }>;
  close(): Promise<void>;
}

export async function startS3(): Promise<TestS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'hatira-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    async newBucket() {
      const options: S3Options = {
        endpoint,
        region: 'eu-central-1',
        bucket: `hatira-${randomBytes(4).toString('hex')}`,
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        forcePathStyle: true,
      };
      const client = createS3Client(options);
      await client.send(new CreateBucketCommand({ Bucket: options.bucket }));
      client.destroy();
      const env = {
        STORAGE_DRIVER: 's3',
        S3_ENDPOINT: endpoint,
        S3_BUCKET: options.bucket,
        S3_REGION: options.region,
        S3_ACCESS_KEY_ID: options.accessKeyId,
        S3_SECRET_ACCESS_KEY: options.secretAccessKey,
        S3_FORCE_PATH_STYLE: 'true',
      };
      return { options, env, storage: createS3Storage(options) };
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
