// The only file with side effects: load config, open the database, build the app, listen.
import { createLogger } from './lib/logger.js';
import { buildApp, jobTypes } from './app.js';
import { prepareDatabase, writeAdminCredentials, type PreparedDatabase } from './bootstrap.js';
import { ConfigError, loadConfig, logsRequests, type Config } from './config.js';
import { openDatabase } from './db/client.js';
import { scratchDirOf, sweepScratchDir } from './features/share/intake.js';
import { createLiveHub } from './features/live/live.hub.js';
import { createNotificationHub } from './features/notifications/notifications.hub.js';
import { createShareCache } from './features/share/share-cache.js';
import { startUploadSweeper } from './features/share/uploads.service.js';
import { createUploadArea } from './features/share/uploads.area.js';
import { createHeicWorker } from './lib/heic-worker.js';
import { startMediaWorker, type MediaWorker } from './features/media/media.worker.js';
import { startJobWorker, type JobWorker } from './features/jobs/job-worker.js';
import { DataDirLockedError, lockDataDir } from './db/lock.js';
import { createMailer } from './lib/mail/mailer.js';
import { createMemoryRateLimiter, createRedisRateLimiter } from './lib/rate-limit.js';
import { resolveAppSecret } from './lib/secret.js';
import { openStorage } from './lib/storage/create-storage.js';
import { createSignal } from './lib/signal.js';
import { DEMO_PASSWORD } from './features/users/users.service.js';
import type { AppDeps } from './lib/deps.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const storage = await openStorage(config);
  const logger = createLogger(config.LOG_LEVEL);
  const isEmbedded = !config.DATABASE_URL;
  const unlock = isEmbedded ? lockDataDir(config.DATA_DIR) : () => {};

  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const prepared = await prepareDatabase(database, config, { storage, publicUrl: config.publicUrl });
  const admin = prepared.createdAdmin;
  const credentialsFile = admin?.password
    ? writeAdminCredentials(
        config.DATA_DIR,
        { email: admin.email, password: admin.password },
        `${config.publicUrl}/login`,
      )
    : null;
  const rateLimiter = config.REDIS_URL ? createRedisRateLimiter(config.REDIS_URL) : createMemoryRateLimiter();
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, dataDir: config.DATA_DIR });
  const mediaQueued = createSignal();
  const heic = createHeicWorker(); // closed with the app
  const uploads = createUploadArea({ dataDir: config.DATA_DIR, storage, db: database.db, heic });
  const shareCache = await createShareCache(database, config.SHARE_CACHE_MS); // closed with the app
  const appSecret = resolveAppSecret(config.APP_SECRET, config.DATA_DIR);
  const deps: AppDeps = {
    config,
    db: database.db,
    mailer,
    rateLimiter,
    storage,
    mediaQueued,
    heic,
    uploads,
    shareCache,
    notificationHub: await createNotificationHub(database), // closed with the app
    liveHub: await createLiveHub(database, { secret: appSecret, logger }), // closed with the app
    appSecret,
    logger,
  };
  const app = await buildApp(deps);

  // Files of this instance's own upload area: a timer here, not a job (another instance's disk).
  const stopUploadSweeper = startUploadSweeper({ uploads, logger });
  // Scratch files of guest posts that a crash cut short. With a shared DATA_DIR (several instances
  // on one PostgreSQL) another instance may be writing one: only those idle for an hour go.
  await sweepScratchDir(scratchDirOf(config.DATA_DIR), isEmbedded ? 0 : 60 * 60 * 1000).catch(
    (err: unknown) => logger.error({ err }, 'scratch sweep failed'),
  );

  let mediaWorker: MediaWorker | null = null;
  let jobWorker: JobWorker | null = null;
  let stopping = false;
  // Graceful stop (docs/decisions/046): no new connections; requests under way (an upload, a ZIP
  // download) finish, cut off after SHUTDOWN_GRACE_MS; running jobs finish or are handed back
  // within the same bound; then the database is closed.
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const graceMs = config.SHUTDOWN_GRACE_MS;
    logger.info({ signal, graceMs }, 'shutting down');
    stopUploadSweeper();
    const cutOff = setTimeout(() => {
      logger.warn('grace period over: closing the connections still open');
      app.server.closeAllConnections();
    }, graceMs);
    let code = 0;
    try {
      await Promise.all([app.close(), mediaWorker?.stop(), jobWorker?.stop()]);
      await rateLimiter.close();
      await database.close();
      unlock();
      logger.info('stopped');
    } catch (err) {
      logger.error({ err }, 'shutdown failed');
      code = 1;
    }
    clearTimeout(cutOff);
    process.exit(code);
  };
  // A keep-alive connection whose request ends while stopping is closed then, not left idle.
  app.server.on('request', (_request, response) =>
    response.once('finish', () => stopping && app.server.closeIdleConnections()),
  );
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  // Each takes back first what this instance (config.instanceId) held when it last died.
  [mediaWorker, jobWorker] = await Promise.all([
    startMediaWorker(deps, { stopTimeoutMs: config.SHUTDOWN_GRACE_MS }),
    startJobWorker(
      { db: database.db, logger, instanceId: config.instanceId, listen: database.listen },
      jobTypes(deps),
      { stopTimeoutMs: config.SHUTDOWN_GRACE_MS },
    ),
  ]);
  printBanner(config, database.kind, prepared, credentialsFile);
}

/** What a newcomer needs from the console: where it runs, how to sign in, where that is written down. */
function printBanner(
  config: Config,
  databaseKind: string,
  prepared: PreparedDatabase,
  credentialsFile: string | null,
): void {
  const db = config.DATABASE_URL ? databaseKind : `PGlite in ${config.DATA_DIR}/db`;
  const lines = [``, `  Hatıra is running at ${config.publicUrl}  (database: ${db})`];
  const { createdAdmin, demoAccounts } = prepared;
  if (createdAdmin) {
    lines.push(``, `  First admin created: ${createdAdmin.email}`);
    if (createdAdmin.password)
      lines.push(
        `  Password: ${createdAdmin.password}`,
        `  Also written to ${credentialsFile} (readable by you only); change it after signing in.`,
      );
  }
  if (demoAccounts.length > 0) {
    lines.push(``, `  Demo accounts (password ${DEMO_PASSWORD}):`);
    for (const account of demoAccounts) lines.push(`    ${account.email}  (${account.role})`);
  }
  if (!logsRequests(config)) lines.push(``, `  Requests are not logged; LOG_LEVEL=debug shows them.`);
  console.log(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }
  console.error(error);
  process.exit(1);
});
