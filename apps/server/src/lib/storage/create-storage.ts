import path from 'node:path';
import { ConfigError, type Config } from '../../config.js';
import { createLocalStorage } from './local-storage.js';
import { bucketProblem, createS3Storage, isS3Storage } from './s3-storage.js';
import type { Storage } from './storage.js';

/** The storage driver the configuration names (DESIGN.md §3); config.ts checked the S3 values. */
export function createStorage(config: Config): Storage {
  if (config.STORAGE_DRIVER === 's3')
    return createS3Storage({
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      bucket: config.S3_BUCKET!,
      accessKeyId: config.S3_ACCESS_KEY_ID!,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
  return createLocalStorage(path.resolve(config.DATA_DIR, 'media'));
}

/** The driver, once the bucket answers (S3): a wrong bucket, key or address stops start-up here. */
export async function openStorage(config: Config): Promise<Storage> {
  const storage = createStorage(config);
  const problem = isS3Storage(storage) ? await bucketProblem(storage, config.S3_ENDPOINT) : null;
  if (problem) throw new ConfigError(`Invalid configuration:\n  ${problem}`);
  return storage;
}
