// buildApp() on a fresh database and a fresh data folder, exactly as main.ts wires it (the share
// cache on, as in production; the storage driver the environment names: pass test/s3.ts's bucket
// env for S3). `anotherInstance()` builds a second app on the same database, data folder and
// storage, as a second server process would be.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.js';
import type { AppDeps } from '../src/lib/deps.js';
import { prepareDatabase } from '../src/bootstrap.js';
import { loadConfig, type Config } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { createLiveHub } from '../src/features/live/live.hub.js';
import { createNotificationHub } from '../src/features/notifications/notifications.hub.js';
import { createShareCache } from '../src/features/share/share-cache.js';
import { createMailer } from '../src/lib/mail/mailer.js';
import { createLogger } from '../src/lib/logger.js';
import { createMemoryRateLimiter } from '../src/lib/rate-limit.js';
import { createStorage } from '../src/lib/storage/create-storage.js';
import { createHeicWorker } from '../src/lib/heic-worker.js';
import { createUploadArea } from '../src/features/share/uploads.area.js';
import { createSignal } from '../src/lib/signal.js';
import type { App } from '../src/lib/http.js';
import { freshDatabaseUrl } from './database.js';

export const ADMIN = { email: 'admin@hatira.test', password: 'admin-password-1' };

export interface TestApp extends AppDeps {
  app: App;
  dataDir: string;
  /** The database's LISTEN, as main.ts hands it to the job worker. */
  listen: Database['listen'];
  /** A second app on this one's database and data folder (closed by its own close()). */
  anotherInstance(): Promise<TestApp>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Registers routes of the test's own before the app is ready (e.g. one that fails on purpose). */
  addRoutes?: (app: App) => void;
  /** Collects the app's log lines (JSON, level info and up) instead of silencing them. */
  log?: string[];
}

export async function createTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'hatira-test-'));
  const database = await freshDatabaseUrl();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    PUBLIC_URL: 'http://hatira.test',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    WEB_DIST: path.join(dataDir, 'no-web-app'),
    APP_SECRET: 'test-secret-test-secret-test-secret-0123',
    ...env,
  });
  const opened = await openDatabase({ url: config.DATABASE_URL, dataDir });
  await prepareDatabase(opened, config, {
    storage: createStorage(config),
    publicUrl: config.publicUrl,
  });
  return startInstance(config, opened, options, async () => {
    await opened.close();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  });
}

/** One app on `database`; `release` runs after it is closed. */
async function startInstance(
  config: Config,
  database: Database,
  options: TestAppOptions,
  release: () => Promise<void>,
): Promise<TestApp> {
  const dataDir = config.DATA_DIR;
  const { log } = options;
  const logger = log
    ? createLogger('info', { write: (line: string) => log.push(line) })
    : createLogger('silent');
  const heic = createHeicWorker();
  const storage = createStorage(config); // the local driver under DATA_DIR/media, or the bucket
  const deps: AppDeps = {
    config,
    db: database.db,
    mailer: createMailer({ from: config.MAIL_FROM, dataDir }),
    rateLimiter: createMemoryRateLimiter(),
    storage,
    mediaQueued: createSignal(),
    heic,
    uploads: createUploadArea({ dataDir, storage, db: database.db, heic }),
    shareCache: await createShareCache(database, config.SHARE_CACHE_MS),
    notificationHub: await createNotificationHub(database),
    liveHub: await createLiveHub(database, { secret: config.APP_SECRET!, logger }),
    appSecret: config.APP_SECRET!,
    logger,
  };
  const app = await buildApp(deps);
  options.addRoutes?.(app);
  await app.ready();
  return {
    ...deps,
    app,
    dataDir,
    listen: (channel, listener) => database.listen(channel, listener),
    async anotherInstance() {
      // PostgreSQL: a pool and a listening connection of its own, as another process has. An
      // in-memory PGlite cannot be opened twice: the second app shares its handle (and hears its
      // notifications in process, as every listener on that database does).
      const isServer = database.kind === 'postgres';
      const second = isServer ? await openDatabase({ url: config.DATABASE_URL, dataDir }) : database;
      return startInstance(config, second, {}, async () => {
        if (isServer) await second.close();
      });
    },
    async close() {
      await app.close();
      await deps.rateLimiter.close();
      await release();
    },
  };
}
