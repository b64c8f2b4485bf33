#!/usr/bin/env node
// Upload benchmark (issue 3, items 1–3). The server runs in a child process from its TypeScript
// sources (tsx; no build needed) on a temporary DATA_DIR with an in-memory PGlite and samples its
// own RSS every 50 ms; this process is the client, over loopback.
//   1. one 500 MiB tus upload vs a plain stream copy of the same bytes to the same disk;
//   2. the server's peak RSS above idle during that upload;
//   3. 100 concurrent slow uploads (1 MiB each in 16 KiB chunks with pauses) and their peak RSS.
// Run from the repository root: `node bench/uploads.mjs` (≈ 30 s). `measureUploads()` is exported
// for bench/run.mjs.
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';

const MiB = 1024 * 1024;
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const THIS_FILE = fileURLToPath(import.meta.url);
const SERVER_FLAG = '--upload-bench-server';
const BIG_BYTES = 500 * MiB;
const SLOW_UPLOADS = 100;
const SLOW_BYTES = MiB;
const SLOW_CHUNK = 16 * 1024;
const SLOW_PAUSE_MS = 10;
const SAMPLE_MS = 50;
const ROUNDS = 3;

// ---------------------------------------------------------------- server (child process)

async function runServer() {
  const rssAtStart = process.memoryUsage.rss();
  const src = (file) => import(pathToFileURL(path.join(ROOT, 'apps/server/src', file)).href);
  const [
    { buildApp },
    { prepareDatabase },
    { loadConfig },
    { openDatabase },
    { createMailer },
    { createMemoryRateLimiter },
    { createLocalStorage },
    { createSignal },
    { default: pino },
  ] = await Promise.all([
    ...[
      'app.ts',
      'bootstrap.ts',
      'config.ts',
      'db/client.ts',
      'lib/mail/mailer.ts',
      'lib/rate-limit.ts',
      'lib/storage/local-storage.ts',
      'lib/signal.ts',
    ].map(src),
    import('pino'),
  ]);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hatira-bench-uploads-'));
  const admin = { email: 'admin@bench.test', password: 'bench-password-1' };
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DATABASE_URL: 'memory://',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    WEB_DIST: path.join(dataDir, 'no-web-app'),
    APP_SECRET: 'x'.repeat(40),
    LOG_LEVEL: 'silent',
  });
  const rssBeforeDatabase = process.memoryUsage.rss();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir });
  await prepareDatabase(database, config);
  const rssAfterDatabase = process.memoryUsage.rss();
  const logger = pino({ level: 'silent' });
  const app = await buildApp({
    config,
    db: database.db,
    mailer: createMailer({ from: config.MAIL_FROM, dataDir, log: logger }),
    rateLimiter: createMemoryRateLimiter(),
    storage: createLocalStorage(path.join(dataDir, 'media')),
    mediaQueued: createSignal(),
    appSecret: config.APP_SECRET,
    logger,
  });

  // an owner with a video plan, an event page and its album, through the real API
  const call = async (method, url, token, payload) => {
    const response = await app.inject({
      method,
      url,
      payload,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    if (response.statusCode >= 300)
      throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return response.json();
  };
  const adminToken = (await call('POST', '/api/auth/login', null, admin)).accessToken;
  const owner = await call('POST', '/api/auth/register', null, {
    username: 'benchowner',
    email: 'owner@bench.test',
    password: 'bench-password-2',
    accountType: 'individual',
  });
  const plans = (await call('GET', '/api/subscription-plans', adminToken)).items;
  const plan = plans.find((p) => p.videoAllowed);
  await call('POST', '/api/subscriptions', adminToken, {
    userId: owner.userData.id,
    planId: plan.id,
    status: 'active',
  });
  const qr = await call('POST', '/api/qr-codes', owner.accessToken, { title: 'Bench wedding' });
  const album = (await call('GET', `/api/albums?qrCodeId=${qr.id}`, owner.accessToken)).items[0];
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  // the transport's ceiling: a bare Node HTTP server that pipes the body to a file on the same disk
  const bare = http.createServer((req, res) => {
    const target = path.join(dataDir, 'bare-copy.bin');
    pipeline(req, createWriteStream(target)).then(
      () => {
        rmSync(target);
        res.writeHead(204).end();
      },
      () => res.writeHead(500).end(),
    );
  });
  await new Promise((resolve) => bare.listen(0, '127.0.0.1', resolve));
  const bareAddress = `http://127.0.0.1:${bare.address().port}`;

  let sampler = null;
  process.on('message', async (message) => {
    if (message === 'sample-start') {
      global.gc?.();
      global.gc?.();
      await new Promise((resolve) => setTimeout(resolve, 200));
      const idle = process.memoryUsage.rss();
      sampler = { idle, peak: idle, samples: 0 };
      sampler.timer = setInterval(() => {
        sampler.peak = Math.max(sampler.peak, process.memoryUsage.rss());
        sampler.samples++;
      }, SAMPLE_MS);
      process.send({ type: 'sampling' });
    } else if (message === 'sample-stop') {
      clearInterval(sampler.timer);
      sampler.peak = Math.max(sampler.peak, process.memoryUsage.rss());
      process.send({ type: 'sample', idle: sampler.idle, peak: sampler.peak, samples: sampler.samples });
    } else if (message === 'stop') {
      bare.close();
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    }
  });
  process.send({
    type: 'ready',
    address,
    bareAddress,
    hash: qr.hash,
    albumId: album.id,
    dataDir,
    rss: { atStart: rssAtStart, code: rssBeforeDatabase, database: rssAfterDatabase - rssBeforeDatabase },
  });
}

// ---------------------------------------------------------------- client (this process)

/** `total` bytes that a file check takes for `head`'s type: `head`, then random filler. */
function* bytesOf(total, head, block) {
  const first = Buffer.from(block);
  head.copy(first, 0, 0, Math.min(head.length, first.length));
  let left = total;
  for (let chunk = first; left > 0; chunk = block) {
    const piece = left >= chunk.length ? chunk : chunk.subarray(0, left);
    left -= piece.length;
    yield piece;
  }
}

const encode = (metadata) =>
  Object.entries(metadata)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

function request(url, options, body) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, options, (res) => {
      res.resume();
      res.on('end', () => resolve(res));
    });
    req.on('error', reject);
    if (!body) return req.end();
    if (typeof body === 'function') return body(req).catch(reject);
    pipeline(Readable.from(body), req).catch(reject);
  });
}

async function createUpload(server, agent, length, metadata) {
  const res = await request(`${server.address}/api/share/${server.hash}/uploads`, {
    method: 'POST',
    agent,
    headers: {
      'Tus-Resumable': '1.0.0',
      'Upload-Length': String(length),
      'Upload-Metadata': encode(metadata),
    },
  });
  if (res.statusCode !== 201) throw new Error(`create: ${res.statusCode}`);
  return new URL(res.headers.location, server.address).toString();
}

const patchHeaders = (length) => ({
  'Tus-Resumable': '1.0.0',
  'Upload-Offset': '0',
  'Content-Type': 'application/offset+octet-stream',
  'Content-Length': String(length),
});

function startServer() {
  const child = fork(THIS_FILE, [SERVER_FLAG], {
    cwd: ROOT,
    execArgv: ['--expose-gc', '--import', 'tsx', '--conditions=source'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = (type) =>
    new Promise((resolve, reject) => {
      const onExit = (code) => reject(new Error(`server exited (${code})`));
      const onMessage = (message) => {
        if (message.type !== type) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(message);
      };
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  return { child, next };
}

async function sampled(server, work) {
  server.proc.child.send('sample-start');
  await server.proc.next('sampling');
  const result = await work();
  server.proc.child.send('sample-stop');
  const memory = await server.proc.next('sample');
  return { ...result, memory };
}

async function plainCopy(dataDir, head, block) {
  const target = path.join(dataDir, 'plain-copy.bin');
  const started = performance.now();
  await pipeline(Readable.from(bytesOf(BIG_BYTES, head, block)), createWriteStream(target));
  const ms = performance.now() - started;
  rmSync(target);
  return ms;
}

async function bareUpload(server, head, block) {
  const started = performance.now();
  const res = await request(
    `${server.bareAddress}/bare`,
    {
      method: 'PUT',
      headers: { 'Content-Length': String(BIG_BYTES) },
    },
    bytesOf(BIG_BYTES, head, block),
  );
  if (res.statusCode !== 204) throw new Error(`bare: ${res.statusCode}`);
  return performance.now() - started;
}

async function bigUpload(server, head, block) {
  const agent = new http.Agent({ keepAlive: true });
  const url = await createUpload(server, agent, BIG_BYTES, {
    filename: 'wedding.mp4',
    filetype: 'video/mp4',
    albumId: server.albumId,
  });
  const started = performance.now();
  let sentMs = 0;
  const res = await request(
    url,
    { method: 'PATCH', agent, headers: patchHeaders(BIG_BYTES) },
    async (req) => {
      await pipeline(Readable.from(bytesOf(BIG_BYTES, head, block)), req);
      sentMs = performance.now() - started;
    },
  );
  const ms = performance.now() - started;
  if (res.statusCode !== 204 || res.headers['upload-offset'] !== String(BIG_BYTES))
    throw new Error(`PATCH: ${res.statusCode} offset ${res.headers['upload-offset']}`);
  await request(url, { method: 'DELETE', agent, headers: { 'Tus-Resumable': '1.0.0' } });
  agent.destroy();
  return { ms, sentMs };
}

async function slowUploads(server, head) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const block = Buffer.from(randomBytes(SLOW_CHUNK));
  const urls = [];
  for (let i = 0; i < SLOW_UPLOADS; i++)
    urls.push(
      await createUpload(server, agent, SLOW_BYTES, {
        filename: `IMG_${i}.JPG`,
        filetype: 'image/jpeg',
        albumId: server.albumId,
      }),
    );
  return sampled(server, async () => {
    const started = performance.now();
    const results = await Promise.all(
      urls.map((url) =>
        request(url, { method: 'PATCH', agent, headers: patchHeaders(SLOW_BYTES) }, async (req) => {
          for (const chunk of bytesOf(SLOW_BYTES, head, block)) {
            if (!req.write(chunk)) await new Promise((resolve) => req.once('drain', resolve));
            await new Promise((resolve) => setTimeout(resolve, SLOW_PAUSE_MS));
          }
          req.end();
        }),
      ),
    );
    const finished = results.filter((res) => res.statusCode === 204).length;
    agent.destroy();
    return { ms: performance.now() - started, finished };
  });
}

export async function measureUploads() {
  const proc = startServer();
  const ready = await proc.next('ready');
  const server = { ...ready, proc };
  try {
    const mp4Head = readFileSync(path.join(ROOT, 'apps/server/test/fixtures/clip.mp4')).subarray(0, 4096);
    const jpegHead = readFileSync(path.join(ROOT, 'apps/server/test/fixtures/photo-exif.jpg')).subarray(
      0,
      4096,
    );
    const block = randomBytes(MiB);
    // interleaved rounds, the best of each counts: the machine may be busy with other work
    const plain = [];
    const bare = [];
    const tus = [];
    for (let round = 0; round < ROUNDS; round++) {
      plain.push(await plainCopy(ready.dataDir, mp4Head, block));
      bare.push(await bareUpload(server, mp4Head, block));
      tus.push(await sampled(server, () => bigUpload(server, mp4Head, block)));
    }
    const best = tus.reduce((a, b) => (b.ms < a.ms ? b : a));
    const slow = await slowUploads(server, jpegHead);
    return {
      rss: ready.rss,
      plainMs: Math.min(...plain),
      bareMs: Math.min(...bare),
      tusMs: best.ms,
      tusSentMs: best.sentMs,
      bigIdle: Math.min(...tus.map((r) => r.memory.idle)),
      bigPeakAboveIdle: Math.max(...tus.map((r) => r.memory.peak - r.memory.idle)),
      slow,
    };
  } finally {
    proc.child.send('stop');
    await new Promise((resolve) => proc.child.once('exit', resolve));
  }
}

function printTable(r) {
  const mib = (bytes) => (bytes / MiB).toFixed(1);
  const rate = (ms) => (BIG_BYTES / MiB / (ms / 1000)).toFixed(0);
  const ratio = (r.plainMs / r.tusMs) * 100;
  const slowPeak = r.slow.memory.peak;
  console.log(
    `\n### Uploads (tus over loopback, 500 MiB, best of ${ROUNDS}; server RSS sampled every 50 ms)\n`,
  );
  console.log('| measure | result | target |');
  console.log('|---|---:|---|');
  console.log(
    `| plain stream copy to the same disk | ${rate(r.plainMs)} MiB/s (${(r.plainMs / 1000).toFixed(2)} s) | — |`,
  );
  console.log(
    `| tus PATCH until 204 (byte check included) | ${rate(r.tusMs)} MiB/s (${(r.tusMs / 1000).toFixed(2)} s; last byte sent at ${(r.tusSentMs / 1000).toFixed(2)} s) | — |`,
  );
  console.log(
    `| bare Node HTTP server piping to a file (loopback ceiling) | ${rate(r.bareMs)} MiB/s (${(r.bareMs / 1000).toFixed(2)} s) | — |`,
  );
  console.log(`| (1) tus / plain copy | ${ratio.toFixed(0)} % | ≥ 80 % ${ratio >= 80 ? 'yes' : '**NO**'} |`);
  console.log(
    `| tus / bare HTTP (what the app and tus add) | ${((r.bareMs / r.tusMs) * 100).toFixed(0)} % | — |`,
  );
  console.log(
    `| (2) peak RSS above idle during the upload | ${mib(r.bigPeakAboveIdle)} MiB (idle ${mib(r.bigIdle)} MiB) | < 100 MiB ${r.bigPeakAboveIdle < 100 * MiB ? 'yes' : '**NO**'} |`,
  );
  const slowAbove = slowPeak - r.slow.memory.idle;
  console.log(
    `| (3) ${SLOW_UPLOADS} concurrent slow uploads (1 MiB in 16 KiB chunks, ${SLOW_PAUSE_MS} ms pauses): peak RSS above idle | ${mib(slowAbove)} MiB; ${r.slow.finished}/${SLOW_UPLOADS} finished in ${(r.slow.ms / 1000).toFixed(1)} s | < 256 MiB ${slowAbove < 256 * MiB ? 'yes' : '**NO**'} |`,
  );
  console.log(
    `| (3) the same, whole server process | ${mib(slowPeak)} MiB | < 256 MiB ${slowPeak < 256 * MiB ? 'yes' : '**NO**'} |`,
  );
  console.log(
    `\nIdle server RSS: ${mib(r.rss.code)} MiB after loading the code (${mib(r.rss.atStart)} at start; tsx compiles the sources in this run), +${mib(r.rss.database)} MiB for the in-memory PGlite database.`,
  );
}

if (process.argv.includes(SERVER_FLAG)) await runServer();
else if (process.argv[1] && path.resolve(process.argv[1]) === THIS_FILE) printTable(await measureUploads());
