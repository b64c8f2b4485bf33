// Issue 15: the live slideshow's push (decision 052). The built server runs in its own process;
// this one is the client and the screens.
// 1. One event, 200 screens: every screen holds `GET /api/live/{token}/events` open (read as an
//    EventSource reads it); the host approves the event's pending posts one by one
//    (`POST /api/posts/{id}/approve`, APPROVE_RATE a second); each sample is the time from sending
//    the approval to one screen receiving that post's `add` (200 samples an approval). The
//    server's RSS and heap (its /metrics, after a full garbage collection) before the screens
//    connect (after a warm-up round of them) and with all 200 open: the memory one screen costs.
// 2. 200 events, one screen each: approvals spread over the events at SPREAD_RATE a second.
// The path measured: the approval's transaction, the trigger's pg_notify at commit, the hub's
// LISTEN, one read of the post as the screens show it, the writes. The posts and their ready media
// are seeded as rows (no files: the screens do not load the pictures here) before the server starts.
// PGlite always; PostgreSQL when a server answers at BENCH_PG_URL.
// Run from the repository root: `node bench/live.mjs` (builds shared and server first;
// BENCH_NO_BUILD=1 skips that), or `npm run bench -- --only=live`.
import { execSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { GC_ON_SIGNAL, percentile, serverMemory } from './invitations.mjs';
import {
  createDatabase,
  dropDatabase,
  postgresReachable,
  startServer,
  stopServer,
} from './server-process.mjs';

const SCREENS = 200;
const APPROVALS = 50;
const APPROVE_RATE = 5;
const SPREAD_RATE = 20;
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = 'hatira_bench_live';

const server = (file) => import(path.resolve('apps/server/dist', file));

/**
 * A fresh database with one event per entry of `pendingPerEvent`, each of its own subscribed owner
 * (signed in once), with its slideshow on and that many posts awaiting approval, each with one
 * ready photo.
 */
async function seed(env, pendingPerEvent) {
  const [
    { prepareDatabase },
    { loadConfig },
    { openDatabase },
    { insertUser },
    { createSession },
    { qrCodes },
    { albums },
    { posts },
    { media },
    { subscriptions, subscriptionPlans },
  ] = await Promise.all([
    server('bootstrap.js'),
    server('config.js'),
    server('db/client.js'),
    server('features/users/users.service.js'),
    server('features/sessions/sessions.service.js'),
    server('features/qr-codes/qr-codes.table.js'),
    server('features/albums/albums.table.js'),
    server('features/posts/posts.table.js'),
    server('features/media/media.table.js'),
    server('features/subscriptions/subscriptions.table.js'),
  ]);
  const config = loadConfig(env);
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await prepareDatabase(database, config);
  const { db } = database;
  const [plan] = await db.select().from(subscriptionPlans).limit(1);
  const seeded = [];
  for (const [e, pending] of pendingPerEvent.entries()) {
    const user = await insertUser(db, {
      email: `host${e}@bench.test`,
      username: `host${e}`,
      fullName: `Çift ${e}`,
      role: 'subscriber',
      accountType: 'individual',
    });
    const token = await createSession(db, config, user, { ip: '127.0.0.1', userAgent: 'bench' });
    await db.insert(subscriptions).values({
      userId: user.id,
      planId: plan.id,
      status: 'active',
      startsAt: new Date(Date.now() - 86_400_000),
      endsAt: new Date(Date.now() + 30 * 86_400_000),
      pricePaid: 0,
    });
    const screenToken = randomBytes(16).toString('base64url');
    const [qr] = await db
      .insert(qrCodes)
      .values({
        ownerId: user.id,
        hash: randomBytes(12).toString('base64url'),
        title: 'Ayşe & Mehmet',
        approvalRequired: true,
        slideshowToken: screenToken,
      })
      .returning();
    const [album] = await db.insert(albums).values({ qrCodeId: qr.id, name: 'General Shares' }).returning();
    const postIds = [];
    for (let p = 0; p < pending; p++) {
      const [post] = await db
        .insert(posts)
        .values({
          qrCodeId: qr.id,
          albumId: album.id,
          guestName: `Misafir ${p}`,
          message: 'Çok mutlu olun!',
          status: 'pending',
        })
        .returning({ id: posts.id });
      await db.insert(media).values({
        postId: post.id,
        albumId: album.id,
        kind: 'photo',
        mime: 'image/jpeg',
        bytes: 1_000_000,
        sha256: randomBytes(32).toString('hex'),
        originalKey: `bench/${post.id}/original`,
        previewKey: `bench/${post.id}/preview`,
        thumbKey: `bench/${post.id}/thumb`,
        width: 1600,
        height: 1200,
        status: 'ready',
      });
      postIds.push(post.id);
    }
    seeded.push({ token, screenToken, postIds });
  }
  await database.close();
  return seeded;
}

/** A screen's stream, read as an EventSource reads it; calls onAdd with each pushed item's post. */
async function openScreen(base, screenToken, onAdd, signal) {
  const response = await fetch(`${base}/api/live/${screenToken}/events`, { signal });
  if (!response.ok) throw new Error(`stream: ${response.status}`);
  const decoder = new TextDecoder();
  let buffer = '';
  void (async () => {
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk, { stream: true });
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const [name, data] = buffer.slice(0, end).split('\n');
          buffer = buffer.slice(end + 2);
          if (name === 'event: add') onAdd(JSON.parse(data.slice('data: '.length)).postId);
        }
      }
    } catch (error) {
      if (!signal.aborted) throw error;
    }
  })();
}

/** Approves `approvals` ([{token, postId}]) at `rate`; each until every screen of its event has it. */
async function approveAndWait(base, approvals, rate, arrivals, screensOf) {
  const latencies = [];
  let errors = 0;
  const start = performance.now();
  const calls = approvals.map(async ({ token, postId, event }, i) => {
    const wait = start + (i * 1000) / rate - performance.now();
    if (wait > 1) await sleep(wait);
    const sentAt = performance.now();
    arrivals.set(postId, { sentAt, event, seen: 0 });
    const response = await fetch(`${base}/api/posts/${postId}/approve`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    if (response.status !== 200) errors++;
    await response.arrayBuffer();
  });
  await Promise.all(calls);
  const expected = approvals.reduce((sum, a) => sum + screensOf(a.event), 0);
  const deadline = performance.now() + 10_000;
  const collected = () => [...arrivals.values()].reduce((sum, a) => sum + a.seen, 0);
  while (collected() < expected && performance.now() < deadline) await sleep(50);
  for (const arrival of arrivals.values()) latencies.push(...(arrival.latencies ?? []));
  latencies.sort((a, b) => a - b);
  return {
    approvals: approvals.length,
    expected,
    arrived: latencies.length,
    errors,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies.at(-1),
  };
}

/** Screens that note, per post, when each of them got its `add`. */
function arrivalsRecorder() {
  const arrivals = new Map();
  const onAdd = (postId) => {
    const arrival = arrivals.get(postId);
    if (!arrival) return;
    arrival.seen++;
    (arrival.latencies ??= []).push(performance.now() - arrival.sentAt);
  };
  return { arrivals, onAdd };
}

async function measure(engine) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hatira-bench-live-'));
  const { admin, databaseUrl } =
    engine === 'PostgreSQL'
      ? await createDatabase(PG_ADMIN_URL, DATABASE)
      : { admin: null, databaseUrl: null };
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    PORT: String(44_000 + Math.floor(Math.random() * 1000)),
    HOST: '127.0.0.1',
    APP_SECRET: 'l'.repeat(40),
    LOG_LEVEL: 'warn',
    MEDIA_WORKERS: '0',
    METRICS_ENABLED: 'true', // for the server's memory
  };
  let child;
  const controller = new AbortController();
  try {
    console.error(`${engine}: seeding`);
    const [main, ...spread] = await seed(env, [APPROVALS, ...Array(SCREENS).fill(1)]);
    const started = await startServer(env, { nodeArgs: GC_ON_SIGNAL });
    child = started.child;
    child.once('exit', (code, signal) => {
      if (!controller.signal.aborted) console.error(`${engine}: the server exited (${code ?? signal})`);
    });
    const { base } = started;

    // 1. one event, 200 screens
    console.error(`${engine}: one event, ${SCREENS} screens`);
    // a round of screens opened and closed first, so that the baseline already holds what the
    // first connections allocate once (compiled code, pools, buffers) and only the screens differ
    const warmUp = new AbortController();
    for (let s = 0; s < SCREENS; s++) await openScreen(base, main.screenToken, () => {}, warmUp.signal);
    warmUp.abort();
    /** Asked twice: the first collection also returns what the warm-up left to the system. */
    const settledMemory = async () => (await serverMemory(base, child), serverMemory(base, child));
    const before = await settledMemory();
    const one = arrivalsRecorder();
    for (let s = 0; s < SCREENS; s++) await openScreen(base, main.screenToken, one.onAdd, controller.signal);
    const open = await settledMemory();
    const fanOut = await approveAndWait(
      base,
      main.postIds.map((postId) => ({ token: main.token, postId, event: 0 })),
      APPROVE_RATE,
      one.arrivals,
      () => SCREENS,
    );

    // 2. 200 events, one screen each
    console.error(`${engine}: ${SCREENS} events, one screen each`);
    const many = arrivalsRecorder();
    for (const event of spread) await openScreen(base, event.screenToken, many.onAdd, controller.signal);
    const spreadOut = await approveAndWait(
      base,
      spread.map((event, i) => ({ token: event.token, postId: event.postIds[0], event: i })),
      SPREAD_RATE,
      many.arrivals,
      () => 1,
    );
    return { engine, before, open, fanOut, spreadOut, load: os.loadavg()[0] };
  } finally {
    controller.abort();
    await stopServer(child);
    await dropDatabase(admin, DATABASE);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function measureLive() {
  const engines = [...((await postgresReachable(PG_ADMIN_URL)) ? ['PostgreSQL'] : []), 'PGlite'];
  const rows = [];
  for (const engine of engines) rows.push(await measure(engine));
  return rows;
}

export function printLive(rows) {
  console.log(
    `\n### Live slideshow: approval (HTTP call sent) → \`add\` on each screen's stream\n\n` +
      `One event with ${SCREENS} screens (${APPROVALS} approvals at ${APPROVE_RATE}/s, ${SCREENS} samples each), ` +
      `and ${SCREENS} events with one screen each (one approval each at ${SPREAD_RATE}/s).\n`,
  );
  console.log(
    '| engine | load (1 min) | case | adds arrived | approve errors | p50 ms | p95 ms | p99 ms | max ms |',
  );
  console.log('|---|---:|---|---:|---:|---:|---:|---:|---:|');
  for (const { engine, load, fanOut, spreadOut } of rows)
    for (const [name, r] of [
      [`1 event × ${SCREENS} screens`, fanOut],
      [`${SCREENS} events × 1 screen`, spreadOut],
    ])
      console.log(
        `| ${engine} | ${load.toFixed(1)} | ${name} | ${r.arrived} / ${r.expected} | ${r.errors} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.max.toFixed(1)} |`,
      );
  console.log(`\n### Server memory per connected screen (${SCREENS} open streams, after a full GC)\n`);
  console.log('| engine | RSS MiB before → open | heap MiB before → open | per screen KiB (RSS / heap) |');
  console.log('|---|---:|---:|---:|');
  for (const { engine, before, open } of rows) {
    const per = (key) => (((open[key] - before[key]) * 1024) / SCREENS).toFixed(1);
    console.log(
      `| ${engine} | ${before.rss.toFixed(1)} → ${open.rss.toFixed(1)} | ${before.heap.toFixed(1)} → ${open.heap.toFixed(1)} | ${per('rss')} / ${per('heap')} |`,
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
  printLive(await measureLive());
}
