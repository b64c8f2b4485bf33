// What the app is built from (main.ts and the tests make one): features take the part they need,
// `Pick<AppDeps, 'db' | 'mailer'>`, from here rather than from the composition root (app.ts).
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { Mailer } from './mail/mailer.js';
import type { RateLimiter } from './rate-limit.js';
import type { Signal } from './signal.js';
import type { Storage } from './storage/storage.js';

export interface AppDeps {
  config: Config;
  db: Db;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  storage: Storage;
  /** Notified when new media await processing (features/media). */
  mediaQueued: Signal;
  appSecret: string;
  logger: FastifyBaseLogger;
}
