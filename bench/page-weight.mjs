#!/usr/bin/env node
// Page weight as a browser sees it (issue 11): the BUILT server on a fresh data folder, each route
// opened in Debian Chromium, every response counted until the network is idle, each body gzipped
// at level 9 (what the server sends pre-compressed). Scripts are one column, language files (the
// locales chunks and any JSON) another; /dashboard is opened signed in as the admin, /s/{hash} on
// a real event. Run on its own (`node bench/page-weight.mjs`, after `npm run build`) or from
// `npm run bench`; `--check` exits non-zero when a route is over its budget.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const ADMIN = { email: 'admin@bench.test', password: 'bench-password-1' };
/** KB of gzipped script per route (issue 11). */
export const PAGE_BUDGET_KB = { '/login': 175, '/dashboard': 300, '/s/{hash}': 120 };

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hatira-page-weight-'));
  const env = { ...process.env };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
  });
  const base = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    const up = await fetch(`${base}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) break;
    if (tries > 600 || child.exitCode !== null) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const stop = async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { base, stop };
}

async function api(base, method, route, body, token) {
  const res = await fetch(base + route, {
    method,
    headers: {
      ...(body && { 'content-type': 'application/json' }),
      ...(token && { authorization: `Bearer ${token}` }),
    },
    body: body && JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${route}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** A subscriber with a plan in force and one event page: its hash. */
async function createEvent(base) {
  const admin = await api(base, 'POST', '/api/auth/login', ADMIN);
  const host = { username: 'benchhost', email: 'host@bench.test', password: 'host-password-1' };
  const registered = await api(base, 'POST', '/api/auth/register', { ...host, accountType: 'individual' });
  const plans = await api(base, 'GET', '/api/subscription-plans?type=individual', null, admin.accessToken);
  const plan = (Array.isArray(plans) ? plans : plans.items)[0];
  await api(
    base,
    'POST',
    '/api/subscriptions',
    { userId: registered.userData.id, planId: plan.id, status: 'active' },
    admin.accessToken,
  );
  const qr = await api(
    base,
    'POST',
    '/api/qr-codes',
    { title: 'Ayşe & Mehmet', eventDate: '2026-06-12T15:00:00.000Z' },
    registered.accessToken,
  );
  return qr.hash;
}

const kb = (bytes) => bytes / 1024;

/** Opens `url` in a fresh page and sums what it downloaded until the network was idle. */
async function weigh(context, url, before) {
  const page = await context.newPage();
  if (before) await before(page);
  const seen = new Map();
  page.on('response', (response) => {
    const type = response.request().resourceType();
    const name = new URL(response.url()).pathname;
    if (type !== 'script' && type !== 'fetch' && type !== 'xhr') return;
    seen.set(
      name,
      response.body().then(
        (body) => ({ name, type, bytes: gzipSync(body, { level: 9 }).length }),
        () => null,
      ),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const files = (await Promise.all(seen.values())).filter(Boolean);
  await page.close();
  const isLanguage = (file) =>
    /[\\/]locales[\\/]|\.json$|-(tr|en|de|ru)(\.share|\.first)?[-.]/.test(file.name);
  const scripts = files.filter((f) => f.type === 'script');
  const language = scripts
    .filter(isLanguage)
    .concat(files.filter((f) => f.type !== 'script' && f.name.endsWith('.json')));
  return {
    files: scripts.length,
    scriptKb: kb(scripts.reduce((sum, f) => sum + f.bytes, 0)),
    languageKb: kb(language.reduce((sum, f) => sum + f.bytes, 0)),
    names: scripts.map((f) => `${f.name} ${(f.bytes / 1024).toFixed(1)}`),
  };
}

export async function measurePageWeight() {
  const server = await startServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const hash = await createEvent(server.base);
    const context = await browser.newContext({ locale: 'tr-TR' });
    const rows = [];
    const row = async (route, url, before) =>
      rows.push({
        route,
        budgetKb: PAGE_BUDGET_KB[route],
        ...(await weigh(context, server.base + url, before)),
      });
    await row('/login', '/login');
    await row('/s/{hash}', `/s/${hash}`);
    // Signed in through the form, as a user does; then a fresh page load of /dashboard.
    const page = await context.newPage();
    await page.goto(`${server.base}/login`, { waitUntil: 'networkidle' });
    await page.getByLabel(/^E-posta/).fill(ADMIN.email);
    await page
      .getByLabel(/^Şifre/)
      .first()
      .fill(ADMIN.password);
    await page.getByRole('button', { name: 'Giriş yap' }).click();
    await page.waitForURL('**/dashboard');
    await page.close();
    await row('/dashboard', '/dashboard');
    return rows;
  } finally {
    await browser.close();
    await server.stop();
  }
}

export function printPageWeight(rows) {
  console.log('| route | scripts | script KB | of which language KB | budget KB | within budget |');
  console.log('|---|---:|---:|---:|---:|---|');
  for (const r of rows)
    console.log(
      `| ${r.route} | ${r.files} | ${r.scriptKb.toFixed(1)} | ${r.languageKb.toFixed(1)} | ${r.budgetKb} | ${r.scriptKb <= r.budgetKb ? 'yes' : '**NO**'} |`,
    );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = await measurePageWeight();
  printPageWeight(rows);
  if (process.argv.includes('--verbose'))
    for (const r of rows) console.log(r.route, '\n  ' + r.names.join('\n  '));
  if (process.argv.includes('--check') && rows.some((r) => r.scriptKb > r.budgetKb)) process.exitCode = 1;
}
