// What the app is built from (main.ts and the tests make one): features take the part they need,
// `Pick<AppDeps, 'db' | 'mailer'>`, from here rather than from the composition root (app.ts).
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { HeicWorker } from './heic-worker.js';
import type { LiveHub } from '../features/live/live.hub.js';
import type { NotificationHub } from '../features/notifications/notifications.hub.js';
import type { ShareCache } from '../features/share/share-cache.js';
import type { UploadArea } from '../features/share/uploads.store.js';
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
  /** The one HEIC decoder thread: upload checks and the media worker (closed with the app). */
  heic: HeicWorker;
  /** Resumable uploads in progress: their folder, locks and running digests. */
  uploads: UploadArea;
  /** The guests' read cache, following every instance's writes (closed with the app). */
  shareCache: ShareCache;
  /** Each instance's push of the bell's count to open streams (closed with the app). */
  notificationHub: NotificationHub;
  /** Each instance's push to the venue screens' slideshows (closed with the app). */
  liveHub: LiveHub;
  appSecret: string;
  logger: FastifyBaseLogger;
}
