import path from 'node:path';
import type { Config } from '../../config.js';
import { ConfigError } from '../../config.js';
import { createLocalStorage } from './local-storage.js';
import type { Storage } from './storage.js';

/** The storage driver the configuration names (DESIGN.md §3). */
export function createStorage(config: Config): Storage {
  if (config.STORAGE_DRIVER === 's3')
    throw new ConfigError(
      'Invalid configuration:\n  STORAGE_DRIVER: the s3 driver is not available in this version; use local',
    );
  return createLocalStorage(path.resolve(config.DATA_DIR, 'media'));
}
