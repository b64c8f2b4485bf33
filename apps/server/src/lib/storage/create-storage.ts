import path from 'node:path';
import type { Config } from '../../config.js';
import { createLocalStorage } from './local-storage.js';
import { createS3Storage } from './s3-storage.js';
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
