// Serving stored copies (`GET /api/media/{id}/{variant}`, guest links checked at each use) from the
// local disk and from an S3 bucket, streamed through the built server in its own process
// (decisions/040). The bucket is s3rver's, on this machine: a slow S3 (Koa, XML, one file per
// object), so the S3 column is a floor, not what MinIO or AWS give. Also: the server's memory while
// a 200 MB original streams through it, and what the design not taken — a redirect to a presigned
// GET URL — would cost the server per request on top of the same checks (the signing itself).
// On PostgreSQL (BENCH_PG_URL, default the local server), a fresh database per driver.
// Needs `npm run build`. `node bench/media-serving.mjs`.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import pg from 'pg';
import S3rver from 's3rver';
import { CreateBucketCommand, GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { startServer } from './server-process.mjs';

const server = (file) => import(path.resolve('apps/server/dist', file));
const SECRET = 'bench-secret-bench-secret-bench-secret-01';
const HASH = 'benchserving0001';
const SECONDS = 5;
const CONNECTIONS = 16;
const ORIGINAL_BYTES = 200 * 1024 * 1024;
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A fresh database on the PostgreSQL server, and how to drop it. */
async function freshDatabase() {
  const name = `hatira_bench_serving_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: PG_ADMIN_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** An owner with a subscription, an event, an album, one published post with one ready photo. */
async function seed(env) {
  const [{ prepareDatabase }, { loadConfig }, { openDatabase }, { createStorage }, { sql }] =
    await Promise.all([
      server('bootstrap.js'),
      server('config.js'),
      server('db/client.js'),
      server('lib/storage/create-storage.js'),
      import('drizzle-orm'),
    ]);
  const config = loadConfig(env);
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await prepareDatabase(database, config);
  const one = async (text) => {
    const result = await database.db.execute(sql.raw(text));
    return (result.rows ?? result)[0];
  };
  const owner = await one(`select id from users where email = '${env.ADMIN_EMAIL}'`);
  const plan = await one(`select id from subscription_plans order by max_posts_per_album desc limit 1`);
  await one(`insert into subscriptions (id, user_id, plan_id, status, starts_at, ends_at, price_paid)
             values (gen_random_uuid(), '${owner.id}', '${plan.id}', 'active', now() - interval '1 day', now() + interval '30 days', 0)`);
  const qr = await one(
    `insert into qr_codes (id, owner_id, hash, title, allow_guest_download) values (gen_random_uuid(), '${owner.id}', '${HASH}', 'Bench', true) returning id`,
  );
  const album = await one(
    `insert into albums (id, qr_code_id, name) values (gen_random_uuid(), '${qr.id}', 'Bench album') returning id`,
  );
  const post = await one(`insert into posts (id, album_id, qr_code_id, guest_name, status, ip)
             values (gen_random_uuid(), '${album.id}', '${qr.id}', 'Guest', 'published', '10.1.1.1') returning id`);
  const key = (variant) => `media/${album.id}/${post.id}/${variant}`;
  const item =
    await one(`insert into media (id, post_id, album_id, kind, mime, bytes, sha256, original_key, preview_key,
                                thumb_key, width, height, status)
             values (gen_random_uuid(), '${post.id}', '${album.id}', 'photo', 'image/jpeg', ${ORIGINAL_BYTES}, repeat('0', 64),
                     '${key('original')}', '${key('preview')}', '${key('thumb')}', 4000, 3000, 'ready') returning id`);
  const storage = createStorage(config);
  const sizes = { thumb: 12 * 1024, preview: 180 * 1024 };
  for (const [variant, bytes] of Object.entries(sizes))
    await storage.put(key(variant), Readable.from([randomBytes(bytes)]));
  await storage.put(
    key('original'),
    Readable.from(
      (function* () {
        for (let i = 0; i < ORIGINAL_BYTES / (1024 * 1024); i++) yield randomBytes(1024 * 1024);
      })(),
    ),
  );
  await database.close();
  return item.id;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
const get = (url, onData = () => {}) =>
  new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (response) => {
        let bytes = 0;
        response.on('data', (chunk) => {
          bytes += chunk.length;
          onData(chunk);
        });
        response.on('end', () => resolve({ status: response.statusCode, bytes }));
      })
      .on('error', reject);
  });

async function closedLoop(url) {
  let done = 0;
  let errors = 0;
  const end = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < end) {
        const { status } = await get(url);
        if (status === 200) done++;
        else errors++;
      }
    }),
  );
  return { rps: done / SECONDS, errors };
}

/** CPU time the process used so far, in ms (user + system, from /proc). */
const cpuMsOf = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // clock ticks of 10 ms
};
const rssOf = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

async function measure(driver, s3Env) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `hatira-serving-${driver}-`));
  const database = await freshDatabase();
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    PORT: String(3400 + Math.floor(Math.random() * 500)),
    APP_SECRET: SECRET,
    ADMIN_EMAIL: 'bench@hatira.local',
    ADMIN_PASSWORD: 'bench-password-1',
    LOG_LEVEL: 'error',
    MEDIA_WORKERS: '0',
    SHARE_CACHE_MS: '0',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    ...s3Env,
  };
  const mediaId = await seed(env);
  const { signMediaUrl } = await server('features/media/media-urls.js');
  const { child, base } = await startServer({ ...process.env, ...env });
  try {
    const signed = (variant) => `${base}${signMediaUrl(SECRET, { mediaId, variant, audience: 'guest' })}`;
    for (const variant of ['thumb', 'preview']) await get(signed(variant)); // warm
    const cpuBefore = cpuMsOf(child.pid);
    const thumb = await closedLoop(signed('thumb'));
    thumb.cpuMs = (cpuMsOf(child.pid) - cpuBefore) / (thumb.rps * SECONDS);
    const preview = await closedLoop(signed('preview'));
    const before = rssOf(child.pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssOf(child.pid))), 20);
    const started = performance.now();
    const original = await get(signed('original'));
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    if (original.bytes !== ORIGINAL_BYTES) throw new Error(`original: ${original.bytes} bytes`);
    return {
      driver,
      thumb,
      preview,
      mibps: ORIGINAL_BYTES / 2 ** 20 / seconds,
      rssBefore: before,
      rssPeak: peak,
    };
  } finally {
    child.kill();
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  }
}

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
const s3Dir = mkdtempSync(path.join(tmpdir(), 'hatira-serving-s3rver-'));
const s3rver = new S3rver({ address: '127.0.0.1', port: 0, directory: s3Dir, silent: true });
const { port } = await s3rver.run();
const s3Env = {
  STORAGE_DRIVER: 's3',
  S3_ENDPOINT: `http://127.0.0.1:${port}`,
  S3_BUCKET: 'bench-media',
  S3_REGION: 'eu-central-1',
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  S3_FORCE_PATH_STYLE: 'true',
};
const { createS3Client } = await server('lib/storage/s3-storage.js');
const client = createS3Client({
  endpoint: s3Env.S3_ENDPOINT,
  region: s3Env.S3_REGION,
  bucket: s3Env.S3_BUCKET,
  accessKeyId: 'S3RVER',
  secretAccessKey: 'S3RVER',
  forcePathStyle: true,
});
await client.send(new CreateBucketCommand({ Bucket: 'bench-media' }));

try {
  const rows = [await measure('local'), await measure('s3', s3Env)];
  // the redirect design's own work per request: one presigned GET URL
  const count = 5_000;
  const started = performance.now();
  for (let i = 0; i < count; i++)
    await getSignedUrl(client, new GetObjectCommand({ Bucket: 'bench-media', Key: `media/a/b/thumb` }), {
      expiresIn: 300,
    });
  const presignUs = ((performance.now() - started) * 1000) / count;

  console.log(`\n### Serving stored copies, ${CONNECTIONS} keep-alive connections, ${SECONDS} s each\n`);
  console.log(
    '| driver | thumb 12 KiB req/s | server CPU per thumb | preview 180 KiB req/s | 200 MiB original MiB/s | server RSS before → peak while it streams |',
  );
  console.log('|---|---:|---:|---:|---:|---|');
  for (const r of rows)
    console.log(
      `| ${r.driver === 's3' ? 's3 (s3rver)' : r.driver} | ${r.thumb.rps.toFixed(0)}${r.thumb.errors ? ` (${r.thumb.errors} errors)` : ''} | ${r.thumb.cpuMs.toFixed(2)} ms | ${r.preview.rps.toFixed(0)} | ${r.mibps.toFixed(0)} | ${r.rssBefore.toFixed(0)} → ${r.rssPeak.toFixed(0)} MiB |`,
    );
  console.log(
    `\nA presigned GET URL (the redirect design's own work per request): ${presignUs.toFixed(0)} µs to sign.\n`,
  );
} finally {
  client.destroy();
  await s3rver.close();
  rmSync(s3Dir, { recursive: true, force: true });
}
