#!/usr/bin/env node
// Upload benchmark (issue 3, items 1–3), against the BUILT server as `npm start` runs it
// (node apps/server/dist/main.js, the embedded PGlite database on disk in a fresh DATA_DIR), in its
// own process; this process is the client, over loopback. The server's RSS is read from
// /proc/<pid>/status (VmRSS sampled every 50 ms, VmHWM after resetting it), so nothing in the
// server is instrumented.
//   1. one 500 MiB tus upload (one PATCH, until its 204: the server fsyncs the finished file and
//      checks it) vs the same bytes written to the same disk by a plain stream copy, without and
//      with an fsync at the end, and vs a bare Node HTTP server piping the body to a file;
//   2. the server's idle RSS and its peak during that upload;
//   3. 100 concurrent slow uploads (1 MiB each in 16 KiB chunks with pauses) and their peak RSS.
// Run from the repository root: `node bench/uploads.mjs` (builds shared and server first;
// BENCH_NO_BUILD=1 skips that; BENCH_SERVER_ROOT=<a checkout with a built server> measures that
// one instead, for before/after comparisons). `measureUploads()` is exported for bench/run.mjs.
import { execSync, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { startServer } from './server-process.mjs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const MiB = 1024 * 1024;
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SERVER_ROOT = process.env.BENCH_SERVER_ROOT ?? ROOT;
const THIS_FILE = fileURLToPath(import.meta.url);
const BARE_FLAG = '--upload-bench-bare-server';
const BIG_BYTES = 500 * MiB;
const SLOW_UPLOADS = 100;
const SLOW_BYTES = MiB;
const SLOW_CHUNK = 16 * 1024;
const SLOW_PAUSE_MS = 10;
const SAMPLE_MS = 50;
const ROUNDS = 3;
const ADMIN = { email: 'admin@bench.test', password: 'bench-password-1' };
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

// ---------------------------------------------------------------- bare server (child process)

/** The transport's ceiling: a bare Node HTTP server piping each body to a file (fsync on ?fsync=1). */
function runBareServer(dir) {
  const server = http.createServer(async (req, res) => {
    const target = path.join(dir, `bare-copy-${Date.now()}.bin`);
    try {
      await pipeline(req, createWriteStream(target));
      if (req.url.includes('fsync=1')) await fsync(target);
      res.writeHead(204).end();
    } catch {
      res.writeHead(500).end();
    } finally {
      rmSync(target, { force: true });
    }
  });
  server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
}

// ---------------------------------------------------------------- helpers

async function fsync(file) {
  const handle = await open(file, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** RSS and peak RSS (bytes) of a process, from /proc. */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return { rss: kib('VmRSS'), peak: kib('VmHWM') };
}

/** Samples a process's RSS while `work` runs; its peak is VmHWM after a reset, or the samples' max. */
async function sampled(pid, work) {
  let canReset = true;
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5'); // resets VmHWM to the current RSS
  } catch {
    canReset = false;
  }
  const idle = memoryOf(pid).rss;
  let peak = idle;
  const timer = setInterval(() => (peak = Math.max(peak, memoryOf(pid).rss)), SAMPLE_MS);
  try {
    const result = await work();
    const end = memoryOf(pid);
    peak = Math.max(peak, end.rss, canReset ? end.peak : 0);
    return { ...result, memory: { idle, peak } };
  } finally {
    clearInterval(timer);
  }
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

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

async function api(base, method, url, token, payload) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(token && { authorization: `Bearer ${token}` }),
      ...(payload && { 'content-type': 'application/json' }),
    },
    body: payload && JSON.stringify(payload),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

// ---------------------------------------------------------------- servers

/** The built server in its own process: on PGlite in DATA_DIR (as `npm start`) or on `databaseUrl`. */
export async function startApp(dataDir, databaseUrl) {
  const port = await freePort();
  const env = { ...process.env };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  return startServer(
    {
      ...env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      APP_SECRET: 'x'.repeat(40),
      LOG_LEVEL: 'warn',
    },
    { cwd: SERVER_ROOT },
  );
}

/** An owner with a video plan, an event page and its album, through the real API. */
export async function seed(base) {
  const adminToken = (await api(base, 'POST', '/api/auth/login', null, ADMIN)).accessToken;
  const owner = await api(base, 'POST', '/api/auth/register', null, {
    username: 'benchowner',
    email: 'owner@bench.test',
    password: 'bench-password-2',
    accountType: 'individual',
  });
  const plans = (await api(base, 'GET', '/api/subscription-plans', adminToken)).items;
  await api(base, 'POST', '/api/subscriptions', adminToken, {
    userId: owner.userData.id,
    planId: plans.find((p) => p.videoAllowed).id,
    status: 'active',
  });
  const qr = await api(base, 'POST', '/api/qr-codes', owner.accessToken, { title: 'Bench wedding' });
  const album = (await api(base, 'GET', `/api/albums?qrCodeId=${qr.id}`, owner.accessToken)).items[0];
  return { hash: qr.hash, albumId: album.id };
}

async function startBare(dir) {
  const child = fork(THIS_FILE, [BARE_FLAG, dir], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const { port } = await new Promise((resolve) => child.once('message', resolve));
  return { child, base: `http://127.0.0.1:${port}` };
}

// ---------------------------------------------------------------- measures

async function plainCopy(dir, head, block, durable) {
  const target = path.join(dir, 'plain-copy.bin');
  const started = performance.now();
  await pipeline(Readable.from(bytesOf(BIG_BYTES, head, block)), createWriteStream(target));
  if (durable) await fsync(target);
  const ms = performance.now() - started;
  rmSync(target);
  return ms;
}

async function bareUpload(bare, head, block, durable) {
  const started = performance.now();
  const res = await request(
    `${bare.base}/bare${durable ? '?fsync=1' : ''}`,
    { method: 'PUT', headers: { 'Content-Length': String(BIG_BYTES) } },
    bytesOf(BIG_BYTES, head, block),
  );
  if (res.statusCode !== 204) throw new Error(`bare: ${res.statusCode}`);
  return performance.now() - started;
}

async function createUpload(app, agent, length, metadata) {
  const res = await request(`${app.base}/api/share/${app.hash}/uploads`, {
    method: 'POST',
    agent,
    headers: {
      'Tus-Resumable': '1.0.0',
      'Upload-Length': String(length),
      'Upload-Metadata': encode(metadata),
    },
  });
  if (res.statusCode !== 201) throw new Error(`create: ${res.statusCode}`);
  return new URL(res.headers.location, app.base).toString();
}

const patchHeaders = (length) => ({
  'Tus-Resumable': '1.0.0',
  'Upload-Offset': '0',
  'Content-Type': 'application/offset+octet-stream',
  'Content-Length': String(length),
});

async function bigUpload(app, head, block) {
  const agent = new http.Agent({ keepAlive: true });
  const metadata = { filename: 'wedding.mp4', filetype: 'video/mp4', albumId: app.albumId };
  const url = await createUpload(app, agent, BIG_BYTES, metadata);
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

async function slowUploads(app, head) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const block = Buffer.from(randomBytes(SLOW_CHUNK));
  const urls = [];
  for (let i = 0; i < SLOW_UPLOADS; i++)
    urls.push(
      await createUpload(app, agent, SLOW_BYTES, {
        filename: `IMG_${i}.JPG`,
        filetype: 'image/jpeg',
        albumId: app.albumId,
      }),
    );
  return sampled(app.child.pid, async () => {
    const started = performance.now();
    const results = await Promise.all(
      urls.map((url) =>
        request(url, { method: 'PATCH', agent, headers: patchHeaders(SLOW_BYTES) }, async (req) => {
          for (const chunk of bytesOf(SLOW_BYTES, head, block)) {
            if (!req.write(chunk)) await new Promise((resolve) => req.once('drain', resolve));
            await sleep(SLOW_PAUSE_MS);
          }
          req.end();
        }),
      ),
    );
    agent.destroy();
    return { ms: performance.now() - started, finished: results.filter((r) => r.statusCode === 204).length };
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A fresh database on the PostgreSQL server for one run, or null when none is reachable. */
async function freshPostgres() {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = 'hatira_bench_uploads';
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** Every measure on PGlite (as `npm start` runs), then on PostgreSQL when one is reachable. */
export async function measureUploads() {
  if (!process.env.BENCH_NO_BUILD && SERVER_ROOT === ROOT)
    execSync('npm run build -w @hatira/shared && npm run build -w @hatira/server', {
      cwd: ROOT,
      stdio: 'ignore',
    });
  const runs = { PGlite: await measureOn(null) };
  const postgres = await freshPostgres();
  if (postgres)
    try {
      runs.PostgreSQL = await measureOn(postgres.url);
    } finally {
      await postgres.drop();
    }
  return runs;
}

async function measureOn(databaseUrl) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hatira-bench-uploads-'));
  const copyDir = path.join(dataDir, 'copies'); // same disk as the uploads
  mkdirSync(copyDir);
  const started = await startApp(dataDir, databaseUrl);
  const bare = await startBare(copyDir);
  try {
    const app = { ...started, ...(await seed(started.base)) };
    await sleep(1000);
    const idleAfterStart = memoryOf(app.child.pid).rss;
    const mp4Head = readFileSync(path.join(ROOT, 'apps/server/test/fixtures/clip.mp4')).subarray(0, 4096);
    const jpegHead = readFileSync(path.join(ROOT, 'apps/server/test/fixtures/photo-exif.jpg')).subarray(
      0,
      4096,
    );
    const block = randomBytes(MiB);
    // interleaved rounds: the machine may be busy with other work; best and median are printed
    const runs = { plain: [], plainSynced: [], bare: [], bareSynced: [], tus: [] };
    for (let round = 0; round < ROUNDS; round++) {
      runs.plain.push(await plainCopy(copyDir, mp4Head, block, false));
      runs.plainSynced.push(await plainCopy(copyDir, mp4Head, block, true));
      runs.bare.push(await bareUpload(bare, mp4Head, block, false));
      runs.bareSynced.push(await bareUpload(bare, mp4Head, block, true));
      runs.tus.push(await sampled(app.child.pid, () => bigUpload(app, mp4Head, block)));
    }
    const slow = await slowUploads(app, jpegHead);
    const tusMs = runs.tus.map((r) => r.ms);
    const best = runs.tus.reduce((a, b) => (b.ms < a.ms ? b : a));
    return {
      idleAfterStart,
      best: {
        plain: Math.min(...runs.plain),
        plainSynced: Math.min(...runs.plainSynced),
        bare: Math.min(...runs.bare),
        bareSynced: Math.min(...runs.bareSynced),
        tus: best.ms,
      },
      median: {
        plain: median(runs.plain),
        plainSynced: median(runs.plainSynced),
        bare: median(runs.bare),
        bareSynced: median(runs.bareSynced),
        tus: median(tusMs),
      },
      tusSentMs: best.sentMs,
      bigIdle: Math.min(...runs.tus.map((r) => r.memory.idle)),
      bigPeak: Math.max(...runs.tus.map((r) => r.memory.peak)),
      bigPeakAboveIdle: Math.max(...runs.tus.map((r) => r.memory.peak - r.memory.idle)),
      slow,
    };
  } finally {
    bare.child.kill();
    started.child.kill('SIGTERM');
    await new Promise((resolve) =>
      started.child.exitCode !== null ? resolve() : started.child.once('exit', resolve),
    );
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function printTable(runs) {
  const engines = Object.keys(runs);
  const mib = (bytes) => (bytes / MiB).toFixed(1);
  const rate = (ms) => (BIG_BYTES / MiB / (ms / 1000)).toFixed(0);
  const yes = (ok) => (ok ? 'yes' : '**NO**');
  const row = (label, cell, target = '—') =>
    console.log(`| ${label} | ${engines.map((e) => cell(runs[e])).join(' | ')} | ${target} |`);
  const speed = (key) => (r) =>
    `${rate(r.best[key])} MiB/s (${(r.best[key] / 1000).toFixed(2)} s); median ${rate(r.median[key])}`;
  const ratio = (base) => (r) =>
    `${((r.best[base] / r.best.tus) * 100).toFixed(0)} %; median ${((r.median[base] / r.median.tus) * 100).toFixed(0)} %`;
  const meets = (base, goal) =>
    `≥ ${goal} %: ${engines.map((e) => yes((runs[e].best[base] / runs[e].best.tus) * 100 >= goal)).join(', ')}`;

  console.log(
    `\n### Uploads: ${BIG_BYTES / MiB} MiB over loopback to the built server, best of ${ROUNDS} rounds\n`,
  );
  console.log(`| measure | ${engines.join(' | ')} | target |`);
  console.log(`|---|${engines.map(() => '---:').join('|')}|---|`);
  row('plain stream copy to the same disk, no fsync', speed('plain'));
  row('plain stream copy to the same disk, fsync at the end', speed('plainSynced'));
  row('bare Node HTTP server piping to a file, no fsync (loopback ceiling)', speed('bare'));
  row('bare Node HTTP server piping to a file, fsync at the end', speed('bareSynced'));
  row('tus PATCH until its 204 (the server fsyncs and checks the file)', speed('tus'));
  row('(1) tus / plain copy without fsync', ratio('plain'), meets('plain', 80));
  row(
    '(1) tus / plain copy with fsync (durable, like the upload)',
    ratio('plainSynced'),
    meets('plainSynced', 80),
  );
  row('tus / bare HTTP without fsync (what the app and tus add)', ratio('bare'));
  row('tus / bare HTTP with fsync', ratio('bareSynced'));
  row('server RSS at idle after start (seeded)', (r) => `${mib(r.idleAfterStart)} MiB`);
  row(
    '(2) server RSS during the big upload: idle → peak (+ above idle)',
    (r) => `${mib(r.bigIdle)} → ${mib(r.bigPeak)} MiB (+${mib(r.bigPeakAboveIdle)})`,
    `< 100 MiB above idle: ${engines.map((e) => yes(runs[e].bigPeakAboveIdle < 100 * MiB)).join(', ')}`,
  );
  row(
    `(3) ${SLOW_UPLOADS} concurrent slow uploads (1 MiB in 16 KiB chunks, ${SLOW_PAUSE_MS} ms pauses): idle → peak (+ above idle)`,
    (r) =>
      `${r.slow.finished}/${SLOW_UPLOADS} in ${(r.slow.ms / 1000).toFixed(1)} s; ${mib(r.slow.memory.idle)} → ${mib(r.slow.memory.peak)} MiB (+${mib(r.slow.memory.peak - r.slow.memory.idle)})`,
    `< 256 MiB: uploads' share ${engines.map((e) => yes(runs[e].slow.memory.peak - runs[e].slow.memory.idle < 256 * MiB)).join(', ')}; whole process ${engines.map((e) => yes(runs[e].slow.memory.peak < 256 * MiB)).join(', ')}`,
  );
  console.log(
    `\nRSS read from /proc (VmRSS every ${SAMPLE_MS} ms and VmHWM). The embedded PGlite alone holds about 330 MiB (its WebAssembly heap and code).`,
  );
}

if (process.argv.includes(BARE_FLAG)) runBareServer(process.argv[process.argv.indexOf(BARE_FLAG) + 1]);
else if (process.argv[1] && path.resolve(process.argv[1]) === THIS_FILE) printTable(await measureUploads());
