// Issue 14: the digital invitation and the bell's push. The built server runs in its own process;
// this one is the client.
// 1. `GET /api/invite/{hash}` (the guest's page): an open loop at a fixed 500 req/s for 10 s,
//    latency from each request's scheduled time (no coordinated omission); then the most it serves
//    with 16 connections, beside the same for `/api/health` (the bare baseline).
// 2. Push: 200 owners, each with an invitation and one open `GET /api/notifications/stream` (read
//    with fetch and the Authorization header, as the web app does); guests reply
//    (`POST /api/invite/{hash}/messages`) to random invitations at 20/s for 10 s; each reply's
//    latency is from sending the POST to its owner's stream showing the new unread count. The
//    server's RSS and heap (its /metrics, after a full garbage collection) before the streams open
//    and with all 200 open. This part runs first, on the freshly started server.
// The public routes are limited per address (300 reads a minute, decisions/047) and the server has
// no setting for it, so the requests come from 100 loopback addresses (127.0.1.x, `localAddress`),
// one keep-alive connection each, in turn: no address comes near its limit, and a 429 (or a failed
// connection) counts as an error.
// PGlite always; PostgreSQL when a server answers at BENCH_PG_URL. Target (issue 14): the p99 of
// the read at 500 req/s on PostgreSQL; the push's p95 with 200 listeners.
// Run from the repository root: `node bench/invitations.mjs` (builds shared and server first;
// BENCH_NO_BUILD=1 skips that).
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  createDatabase,
  dropDatabase,
  postgresReachable,
  startServer,
  stopServer,
} from './server-process.mjs';

const RATE = 500;
const SECONDS = 10;
const LISTENERS = 200;
const REPLY_RATE = 20;
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = 'hatira_bench_invitations';
/** One connection from each of 127.0.1.1 … 127.0.1.100 (all of 127/8 is loopback on Linux). */
const agents = Array.from(
  { length: 100 },
  (_, i) => new http.Agent({ keepAlive: true, maxSockets: 1, localAddress: `127.0.1.${i + 1}` }),
);

const server = (file) => import(path.resolve('apps/server/dist', file));

/** A fresh database with LISTENERS subscribers, each signed in once (tokens returned). */
async function seedOwners(env) {
  const [{ prepareDatabase }, { loadConfig }, { openDatabase }, { insertUser }, { createSession }] =
    await Promise.all([
      server('bootstrap.js'),
      server('config.js'),
      server('db/client.js'),
      server('features/users/users.service.js'),
      server('features/sessions/sessions.service.js'),
    ]);
  const config = loadConfig(env);
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await prepareDatabase(database, config);
  const tokens = [];
  for (let i = 0; i < LISTENERS; i++) {
    const user = await insertUser(database.db, {
      email: `owner${i}@bench.test`,
      username: `owner${i}`,
      fullName: `Çift ${i}`,
      role: 'subscriber',
      accountType: 'individual',
    });
    tokens.push(await createSession(database.db, config, user, { ip: '127.0.0.1', userAgent: 'bench' }));
  }
  await database.close();
  return tokens;
}

/** One request over connection number `from` (round robin); status 0 when it failed. */
function request(url, from, { method = 'GET', body } = {}) {
  return new Promise((resolve) => {
    const req = http.request(
      url,
      {
        method,
        agent: agents[from % agents.length],
        headers: body ? { 'content-type': 'application/json' } : {},
      },
      (response) => {
        const chunks = [];
        response.on('data', (c) => chunks.push(c));
        response.on('end', () => resolve({ status: response.statusCode, body: Buffer.concat(chunks) }));
      },
    );
    req.on('error', (error) => {
      console.error(`${method} ${url}: ${error.message}`);
      resolve({ status: 0, body: Buffer.alloc(0) });
    });
    req.end(body && JSON.stringify(body));
  });
}

export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function closedLoop(url, seconds, connections = 16) {
  let done = 0;
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const { status } = await request(url, done++);
        if (status !== 200) errors++;
      }
    }),
  );
  return { rps: done / seconds, errors };
}

async function openLoop(url, rate, seconds) {
  const latencies = [];
  let errors = 0;
  const total = rate * seconds;
  const start = performance.now();
  const pending = [];
  for (let i = 0; i < total; i++) {
    const scheduled = start + (i * 1000) / rate;
    const wait = scheduled - performance.now();
    if (wait > 1) await sleep(wait);
    pending.push(
      request(url, i).then(({ status }) => {
        if (status !== 200) errors++;
        latencies.push(performance.now() - scheduled);
      }),
    );
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  return { rps: total / elapsed, p50: percentile(latencies, 50), p99: percentile(latencies, 99), errors };
}

/**
 * The server's RSS and used heap in MiB (its /metrics, prom-client's default metrics), right after
 * a full garbage collection (SIGUSR2, see GC_ON_SIGNAL), so that garbage left by earlier requests
 * does not decide it.
 */
export async function serverMemory(base, child) {
  await sleep(1000);
  child.kill('SIGUSR2');
  await sleep(500);
  const text = await (await fetch(`${base}/metrics`)).text();
  const value = (name) => Number(text.match(new RegExp(`^${name} (\\S+)$`, 'm'))[1]) / 2 ** 20;
  return { rss: value('process_resident_memory_bytes'), heap: value('nodejs_heap_size_used_bytes') };
}
/** Node options for the server: a full garbage collection on SIGUSR2 (the bench's, not the app's). */
export const GC_ON_SIGNAL = ['--expose-gc', "--import=data:text/javascript,process.on('SIGUSR2',()=>gc())"];

/** An owner's bell stream: calls onCount with each unread count it receives. */
async function openStream(base, token, onCount, signal) {
  const response = await fetch(`${base}/api/notifications/stream`, {
    headers: { authorization: `Bearer ${token}` },
    signal,
  });
  if (!response.ok) throw new Error(`stream: ${response.status}`);
  const decoder = new TextDecoder();
  let buffer = '';
  void (async () => {
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk, { stream: true });
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const event = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (event.startsWith('data: ')) onCount(JSON.parse(event.slice(6)).unreadCount);
        }
      }
    } catch (error) {
      if (!signal.aborted) throw error;
    }
  })();
}

/** 200 open streams; replies at REPLY_RATE for SECONDS; each reply until its owner's stream shows it. */
async function measurePush(base, child, owners) {
  const before = await serverMemory(base, child);
  const controller = new AbortController();
  // per owner: the count its stream opened with, and the replies sent (the n-th waits for that + n)
  const state = owners.map(() => ({ sent: [], initial: undefined }));
  const latencies = [];
  let initial = 0;
  await Promise.all(
    owners.map(({ token }, i) =>
      openStream(
        base,
        token,
        (count) => {
          const s = state[i];
          if (s.initial === undefined) {
            s.initial = count;
            initial++;
          }
          for (const reply of s.sent)
            if (reply.arrived === undefined && s.initial + reply.ordinal <= count) {
              reply.arrived = performance.now();
              latencies.push(reply.arrived - reply.sentAt);
            }
        },
        controller.signal,
      ),
    ),
  );
  while (initial < owners.length) await sleep(20);
  const open = await serverMemory(base, child);

  const total = REPLY_RATE * SECONDS;
  const start = performance.now();
  const posts = [];
  let errors = 0;
  for (let i = 0; i < total; i++) {
    const wait = start + (i * 1000) / REPLY_RATE - performance.now();
    if (wait > 1) await sleep(wait);
    const owner = Math.floor(Math.random() * owners.length);
    const s = state[owner];
    const reply = { ordinal: s.sent.length + 1, sentAt: performance.now() };
    s.sent.push(reply);
    posts.push(
      request(`${base}/api/invite/${owners[owner].hash}/messages`, i, {
        method: 'POST',
        body: { name: `Misafir ${i}`, attending: true, guestCount: 2, message: 'Tebrikler!' },
      }).then(({ status }) => {
        if (status !== 201) errors++;
      }),
    );
  }
  await Promise.all(posts);
  const deadline = performance.now() + 10_000;
  while (latencies.length < total && performance.now() < deadline) await sleep(50);
  controller.abort();
  latencies.sort((a, b) => a - b);
  return {
    sent: total,
    arrived: latencies.length,
    errors,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    max: latencies.at(-1),
    before,
    open,
  };
}

async function measure(engine) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hatira-bench-invitations-'));
  const { admin, databaseUrl } =
    engine === 'PostgreSQL'
      ? await createDatabase(PG_ADMIN_URL, DATABASE)
      : { admin: null, databaseUrl: null };
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    PORT: String(43_000 + Math.floor(Math.random() * 1000)),
    HOST: '127.0.0.1',
    APP_SECRET: 'b'.repeat(40),
    LOG_LEVEL: 'warn',
    MEDIA_WORKERS: '0',
    METRICS_ENABLED: 'true', // for the server's memory; every request pays its timing alike
  };
  let child;
  try {
    const tokens = await seedOwners(env);
    const started = await startServer(env, { nodeArgs: GC_ON_SIGNAL });
    child = started.child;
    child.once('exit', (code, signal) => console.error(`${engine}: the server exited (${code ?? signal})`));
    const { base } = started;
    const owners = [];
    for (const token of tokens) {
      const response = await fetch(`${base}/api/invitations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          title: 'Düğünümüze davetlisiniz',
          coupleNames: 'Ayşe & Mehmet',
          startsAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
          timezone: 'Europe/Istanbul',
          venueName: 'Çırağan Sarayı',
          address: 'Çırağan Cad. 32, Beşiktaş, İstanbul',
          message: 'Bu mutlu günümüzde sizi de aramızda görmek isteriz.',
        }),
      });
      if (response.status !== 201) throw new Error(`invitation: ${response.status} ${await response.text()}`);
      owners.push({ token, hash: (await response.json()).hash });
    }
    const url = `${base}/api/invite/${owners[0].hash}`;
    const sample = await request(url, 0);
    if (sample.status !== 200) throw new Error(`the invitation: ${sample.status} ${sample.body}`);

    // the push first, while the server holds only what starting and seeding left
    console.error(`${engine}: push`);
    const push = await measurePush(base, child, owners);
    console.error(`${engine}: reads`);
    await openLoop(url, RATE, 3); // warm-up: JIT, plan cache, connection pool
    const fixed = await openLoop(url, RATE, SECONDS);
    const max = await closedLoop(url, 5);
    const baseline = await closedLoop(`${base}/api/health`, 5);
    return { engine, bytes: sample.body.length, fixed, max, baseline, push, load: os.loadavg()[0] };
  } finally {
    await stopServer(child);
    await dropDatabase(admin, DATABASE);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function measureInvitations() {
  const engines = [...((await postgresReachable(PG_ADMIN_URL)) ? ['PostgreSQL'] : []), 'PGlite'];
  const rows = [];
  for (const engine of engines) rows.push(await measure(engine));
  for (const agent of agents) agent.destroy();
  return rows;
}

export function printInvitations(rows) {
  console.log(`\n### The guest's invitation: \`GET /api/invite/{hash}\`, ${RATE} req/s for ${SECONDS} s\n`);
  console.log(
    `| engine | load (1 min) | response bytes | at ${RATE} req/s: achieved | p50 ms | p99 ms | max req/s (16 conn.) | /api/health max req/s | ratio | errors |`,
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const { engine, load, bytes, fixed, max, baseline } of rows)
    console.log(
      `| ${engine} | ${load.toFixed(1)} | ${bytes} | ${fixed.rps.toFixed(0)} | ${fixed.p50.toFixed(1)} | ${fixed.p99.toFixed(1)} | ${max.rps.toFixed(0)} | ${baseline.rps.toFixed(0)} | ${(max.rps / baseline.rps).toFixed(2)} | ${fixed.errors + max.errors + baseline.errors} |`,
    );
  console.log(
    `\n### Push: ${LISTENERS} owners' open streams, replies at ${REPLY_RATE}/s for ${SECONDS} s, POST sent → new count on the owner's stream\n`,
  );
  console.log(
    '| engine | replies arrived | POST errors | p50 ms | p95 ms | max ms | RSS MiB before → open | heap MiB before → open | per listener KiB (RSS / heap) |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const { engine, push: p } of rows) {
    const per = (key) => (((p.open[key] - p.before[key]) * 1024) / LISTENERS).toFixed(0);
    console.log(
      `| ${engine} | ${p.arrived} / ${p.sent} | ${p.errors} | ${p.p50.toFixed(1)} | ${p.p95.toFixed(1)} | ${p.max.toFixed(1)} | ${p.before.rss.toFixed(1)} → ${p.open.rss.toFixed(1)} | ${p.before.heap.toFixed(1)} → ${p.open.heap.toFixed(1)} | ${per('rss')} / ${per('heap')} |`,
    );
  }
  const load = os.loadavg().map((n) => n.toFixed(1));
  console.log(`\nLoad average at the end: ${load.join(', ')} (${os.cpus().length} cores).`);
  if (!rows.some((r) => r.engine === 'PostgreSQL'))
    console.log(`\nPostgreSQL: skipped, no server at ${PG_ADMIN_URL} (set BENCH_PG_URL).`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!process.env.BENCH_NO_BUILD)
    execSync('npm run build -w @hatira/shared && npm run build -w @hatira/server', { stdio: 'inherit' });
  printInvitations(await measureInvitations());
}
