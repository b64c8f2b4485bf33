// Sign-in failure timing: an existing account with a wrong password vs an unknown email.
// Both must cost the same (no account enumeration by timing; docs/decisions/006).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';

const server = (file) => import(path.resolve('apps/server/dist', file));

export async function measureLoginTiming(rounds = 40) {
  const [
    { buildApp },
    { prepareDatabase },
    { loadConfig },
    { openDatabase },
    { createMailer },
    { createMemoryRateLimiter },
    { createHeicWorker },
    { createShareCache },
  ] = await Promise.all(
    [
      'app.js',
      'bootstrap.js',
      'config.js',
      'db/client.js',
      'lib/mail/mailer.js',
      'lib/rate-limit.js',
      'lib/heic-worker.js',
      'features/share/share-cache.js',
    ].map(server),
  );
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hatira-bench-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: 'memory://',
    ADMIN_EMAIL: 'admin@bench.test',
    ADMIN_PASSWORD: 'bench-password',
    WEB_DIST: dataDir,
    APP_SECRET: 'x'.repeat(40),
  });
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir });
  await prepareDatabase(database, config);
  const logger = pino({ level: 'silent' });
  const limiter = createMemoryRateLimiter();
  // The limiter is real; the bench spreads attempts over addresses and resets accounts to stay under it.
  const app = await buildApp({
    config,
    db: database.db,
    mailer: createMailer({ from: 'x', dataDir }),
    rateLimiter: limiter,
    heic: createHeicWorker(), // closed with the app, as the share cache is (off: no guest reads here)
    shareCache: await createShareCache(database, 0),
    appSecret: 'x'.repeat(40),
    logger,
  });
  const attempt = async (email, i) => {
    await limiter.reset(`login:account:${email}`);
    const started = process.hrtime.bigint();
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'wrong-password' },
      remoteAddress: `10.9.${i >> 8}.${i & 255}`,
    });
    if (response.statusCode !== 400) throw new Error(`unexpected ${response.statusCode}`);
    return Number(process.hrtime.bigint() - started) / 1e6;
  };
  const median = (xs) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const existing = [];
  const unknown = [];
  for (let i = 0; i < rounds; i++) {
    existing.push(await attempt('admin@bench.test', 2 * i));
    unknown.push(await attempt(`nobody${i}@bench.test`, 2 * i + 1));
  }
  await app.close();
  await database.close();
  return { rounds, existingMs: median(existing), unknownMs: median(unknown) };
}
