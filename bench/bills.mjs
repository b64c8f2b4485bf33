// The admin's bill list (issue 12): 100,000 bills of 5,000 buyers, `GET /api/bills` searching by a
// buyer's name and sorted by date (newest first), as the admin's /bills-management page asks. The
// built server runs in its own process; this one is the client, an open loop at a fixed 300 req/s
// for 10 s whose latency is measured from each request's scheduled time (no coordinated omission),
// each request a different name of the 200 it cycles through. PGlite always; PostgreSQL when a
// server answers at BENCH_PG_URL. Target (issue 12): p99 ≤ 150 ms on PostgreSQL.
// Run from the repository root: `node bench/bills.mjs` (builds shared and server first;
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

const BILLS = 100_000;
const BUYERS = 5_000;
const RATE = 300;
const SECONDS = 10;
const P99_TARGET_MS = 150;
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = 'hatira_bench_bills';
const ADMIN = { email: 'admin@bench.test', password: 'bench-password' };

const FIRST = [
  'Ayşe',
  'Fatma',
  'Emine',
  'Hatice',
  'Zeynep',
  'Elif',
  'Meryem',
  'Şerife',
  'Zehra',
  'Sultan',
  'Hanife',
  'Merve',
  'Havva',
  'Zeliha',
  'Esra',
  'Fadime',
  'Özlem',
  'Hacer',
  'Melek',
  'Yasemin',
  'Mehmet',
  'Mustafa',
  'Ahmet',
  'Ali',
  'Hüseyin',
  'Hasan',
  'İbrahim',
  'İsmail',
  'Osman',
  'Yusuf',
  'Murat',
  'Ömer',
  'Ramazan',
  'Halil',
  'Süleyman',
  'Abdullah',
  'Mahmut',
  'Salih',
  'Kemal',
  'Recep',
];
const LAST = [
  'Yılmaz',
  'Kaya',
  'Demir',
  'Çelik',
  'Şahin',
  'Yıldız',
  'Yıldırım',
  'Öztürk',
  'Aydın',
  'Özdemir',
  'Arslan',
  'Doğan',
  'Kılıç',
  'Aslan',
  'Çetin',
  'Kara',
  'Koç',
  'Kurt',
  'Özkan',
  'Şimşek',
  'Polat',
  'Özcan',
  'Korkmaz',
  'Çakır',
  'Erdoğan',
  'Yavuz',
  'Can',
  'Acar',
  'Şen',
  'Aktaş',
  'Güler',
  'Yalçın',
  'Güneş',
  'Bozkurt',
  'Bulut',
  'Keskin',
  'Ünal',
  'Turan',
  'Gül',
  'Özer',
  'Işık',
  'Kaplan',
  'Avcı',
  'Sarı',
  'Tekin',
  'Taş',
  'Köse',
  'Yüksel',
  'Ateş',
  'Aksoy',
];
const sqlArray = (items) => `array[${items.map((s) => `'${s}'`).join(',')}]`;

const server = (file) => import(path.resolve('apps/server/dist', file));

/** A fresh database with the admin, BUYERS subscribers and BILLS bills over the last year. */
export async function seedBills(env) {
  const [{ prepareDatabase }, { loadConfig }, { openDatabase }, { FOLD_FROM, FOLD_TO }, { sql }] =
    await Promise.all([
      server('bootstrap.js'),
      server('config.js'),
      server('db/client.js'),
      server('lib/list-query.js'),
      import('drizzle-orm'),
    ]);
  const config = loadConfig(env);
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await prepareDatabase(database, config);
  const run = (text) => database.db.execute(sql.raw(text));
  await run(`insert into users (id, email, username, full_name, role_id, account_type)
             select gen_random_uuid(), 'buyer' || i || '@bench.test', 'buyer' || i,
                    (${sqlArray(FIRST)})[1 + i % ${FIRST.length}] || ' ' || (${sqlArray(LAST)})[1 + (i / ${FIRST.length}) % ${LAST.length}],
                    (select id from roles where name = 'subscriber'), 'individual'
             from generate_series(0, ${BUYERS - 1}) as i`);
  await run(`insert into bills (id, number, year, kind, user_id, lines, subtotal, discount, net, tax, tax_rate, total,
                                currency, status, payment_method, buyer, seller, language, due_at, created_at, search_text)
             select gen_random_uuid(), '2026-' || lpad(i::text, 6, '0'), 2026, 'subscription', u.id,
                    '[{"description":"Tek Etkinlik aboneliği, 30 gün","quantity":1,"unitPrice":149900,"total":149900}]',
                    149900, 0, 124917, 24983, 20, 149900, 'TRY',
                    -- what a year of the sweep leaves: open bills only within their 7 days
                    case when t.at > now() - interval '7 days' then (array['unpaid','pending_confirmation'])[1 + i % 2]
                         else (array['paid','paid','paid','cancelled','refunded'])[1 + i % 5] end, 'bank_transfer',
                    jsonb_build_object('type', 'individual', 'fullName', u.full_name, 'address', 'Atatürk Cad. No: ' || i,
                                       'city', 'Ankara', 'phone', '+90 532 000 00 00'),
                    '{"title":"Hatıra Yazılım Ltd. Şti.","address":"İstanbul","taxOffice":"Şişli","taxNumber":"9876543217","mersis":"","email":"","phone":""}',
                    'tr', t.at + interval '7 days', t.at,
                    -- stored folded, as the checkout writes it (decisions/057)
                    lower(translate(concat_ws(' ', '2026-' || lpad(i::text, 6, '0'), u.full_name, u.full_name, u.email),
                                    '${FOLD_FROM}', '${FOLD_TO}'))
             from generate_series(1, ${BILLS}) as i
             cross join lateral (select now() - make_interval(secs => (${BILLS} - i) * 315) as at) as t
             join (select id, full_name, email, row_number() over (order by email) - 1 as n
                   from users where email like 'buyer%@bench.test') as u on u.n = i % ${BUYERS}`);
  await run('analyze');
  const result = await run(
    `select distinct full_name from users where email like 'buyer%@bench.test' order by 1 limit 200`,
  );
  await database.close();
  return (result.rows ?? result).map((row) => row.full_name);
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

function get(url, token) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers: { authorization: `Bearer ${token}` } }, (response) => {
      const chunks = [];
      response.on('data', (c) => chunks.push(c));
      response.on('end', () => resolve({ status: response.statusCode, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
  });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** As fast as `connections` keep-alive connections allow: the most this machine serves now. */
async function closedLoop(urls, token, seconds, connections = 16) {
  let done = 0;
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const { status } = await get(urls[done++ % urls.length], token);
        if (status !== 200) errors++;
      }
    }),
  );
  return { rps: done / seconds, errors };
}

async function openLoop(urls, token, rate, seconds) {
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
      get(urls[i % urls.length], token).then(({ status }) => {
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

async function measure(engine) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hatira-bench-bills-'));
  const { admin, databaseUrl } =
    engine === 'PostgreSQL'
      ? await createDatabase(PG_ADMIN_URL, DATABASE)
      : { admin: null, databaseUrl: null };
  const env = {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    PORT: String(42_000 + Math.floor(Math.random() * 1000)),
    HOST: '127.0.0.1',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    APP_SECRET: 'b'.repeat(40),
    LOG_LEVEL: 'warn',
    MEDIA_WORKERS: '0',
  };
  let child;
  try {
    const names = await seedBills(env);
    const started = await startServer({ ...process.env, ...env });
    child = started.child;
    const { base } = started;
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const { accessToken } = await login.json();
    const urls = names.map(
      (name) => `${base}/api/bills?q=${encodeURIComponent(name)}&sortBy=createdAt&orderBy=desc`,
    );
    const sample = JSON.parse((await get(urls[0], accessToken)).body);
    if (!(sample.total > 0 && sample.items.length === 10))
      throw new Error(`the search found nothing: ${JSON.stringify(sample).slice(0, 300)}`);
    await openLoop(urls, accessToken, RATE, 3); // warm-up: JIT, plan cache, connection pool
    const fixed = await openLoop(urls, accessToken, RATE, SECONDS);
    // The ceiling of this machine at the time, and the same for the cheapest signed-in request
    // (`/api/auth/me`: the session and the rules, as every admin request pays): the bare baseline.
    const max = await closedLoop(urls, accessToken, 5);
    const baseline = await closedLoop([`${base}/api/auth/me`], accessToken, 5);
    return { engine, matches: sample.total, fixed, max, baseline };
  } finally {
    await stopServer(child);
    await dropDatabase(admin, DATABASE);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function measureBills() {
  // BENCH_ENGINES=PostgreSQL (or PGlite) measures only that one
  const only = process.env.BENCH_ENGINES?.split(',');
  const engines = [...((await postgresReachable(PG_ADMIN_URL)) ? ['PostgreSQL'] : []), 'PGlite'].filter(
    (engine) => !only || only.includes(engine),
  );
  const rows = [];
  for (const engine of engines) rows.push(await measure(engine));
  agent.destroy();
  return rows;
}

export function printBills(rows) {
  console.log(
    `\n### Admin bill list: ${BILLS.toLocaleString('en')} bills, a buyer's name searched, newest first, pages of 10\n`,
  );
  console.log(
    `| engine | bills per name | at ${RATE} req/s: achieved | p50 ms | p99 ms | p99 ≤ ${P99_TARGET_MS} ms | max req/s (16 conn.) | /api/auth/me max req/s | ratio | errors |`,
  );
  console.log('|---|---:|---:|---:|---:|---|---:|---:|---:|---:|');
  for (const { engine, matches, fixed, max, baseline } of rows) {
    const errors = fixed.errors + max.errors + baseline.errors;
    const meets = fixed.p99 <= P99_TARGET_MS && fixed.rps >= RATE * 0.99 && errors === 0;
    console.log(
      `| ${engine} | ${matches} | ${fixed.rps.toFixed(0)} | ${fixed.p50.toFixed(1)} | ${fixed.p99.toFixed(1)} | ${meets ? 'yes' : '**NO**'} | ${max.rps.toFixed(0)} | ${baseline.rps.toFixed(0)} | ${(max.rps / baseline.rps).toFixed(2)} | ${errors} |`,
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
  printBills(await measureBills());
}
