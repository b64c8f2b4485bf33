#!/usr/bin/env node
// Page weight as a browser sees it (issue 11): the BUILT server on a fresh data folder, each route
// opened in Debian Chromium, every script counted until the network is idle, each body gzipped at
// level 9 (what the server sends pre-compressed). The language files are scripts too (the Vite
// manifests name them: every chunk of src/locales/), counted in the total and also on their own.
// /dashboard is opened signed in as the admin (the platform's numbers and chart) and as a
// subscriber (their events), /s/{hash} on a real event, /i/{hash} on a real invitation. Run on its own (`node bench/page-weight.mjs`,
// after `npm run build`; `--verbose` lists every script) or from `npm run bench`; `--check` exits
// non-zero when a route is over its budget.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const ADMIN = { email: 'admin@bench.test', password: 'bench-password-1' };
const HOST = { username: 'benchhost', email: 'host@bench.test', password: 'host-password-1' };
/** KB of gzipped script per route (issue 11). */
export const PAGE_BUDGET_KB = { '/login': 175, '/dashboard': 300, '/s/{hash}': 120, '/i/{hash}': 120 };
/** What a route over its budget may not grow past (as in bench/check-budgets.mjs). */
const PAGE_CEILING_KB = { '/login': 175.6 };

/** The built language chunks (src/locales/… in either app's manifest), by file name. */
function languageFiles() {
  const files = new Set();
  for (const manifest of ['manifest.json', 'manifest.share.json', 'manifest.live.json']) {
    const chunks = JSON.parse(readFileSync(path.join(ROOT, 'apps/web/dist/.vite', manifest), 'utf8'));
    for (const [source, chunk] of Object.entries(chunks))
      if (source.startsWith('src/locales/')) files.add(path.basename(chunk.file));
  }
  return files;
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

/** A subscriber with a plan in force and one event page: its hash and the subscriber's token. */
async function createEvent(base) {
  const admin = await api(base, 'POST', '/api/auth/login', ADMIN);
  const registered = await api(base, 'POST', '/api/auth/register', { ...HOST, accountType: 'individual' });
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
  return { hash: qr.hash, qrId: qr.id, token: registered.accessToken };
}

/** That subscriber's digital invitation (DESIGN.md §6.5), linked to the event page: its hash. */
async function createInvitation(base, { qrId, token }) {
  const invitation = await api(
    base,
    'POST',
    '/api/invitations',
    {
      title: 'Düğünümüze davetlisiniz',
      coupleNames: 'Ayşe & Mehmet',
      startsAt: '2027-06-12T15:00:00.000Z',
      timezone: 'Europe/Istanbul',
      venueName: 'Çırağan Sarayı',
      address: 'Çırağan Cd. No:32, Beşiktaş, İstanbul',
      message: 'Bu mutlu günümüzde sizi de aramızda görmek isteriz.',
      qrCodeId: qrId,
    },
    token,
  );
  return invitation.hash;
}

const kb = (bytes) => bytes / 1024;

/** Opens `url` in a fresh page and sums the scripts it downloaded until the network was idle. */
async function weigh(context, url, isLanguage) {
  const page = await context.newPage();
  const seen = new Map();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const name = new URL(response.url()).pathname;
    seen.set(
      name,
      response.body().then(
        (body) => ({ name, bytes: gzipSync(body, { level: 9 }).length }),
        () => null,
      ),
    );
  });
  // The bell's push stream (decisions/045) is a response that stays open while the page does, so
  // the network would never be idle: it is turned away here (the bell then polls), scripts are not.
  await page.route('**/api/notifications/stream', (route) => route.abort());
  await page.goto(url, { waitUntil: 'networkidle' });
  const scripts = (await Promise.all(seen.values())).filter(Boolean);
  await page.close();
  const sum = (files) => kb(files.reduce((total, f) => total + f.bytes, 0));
  return {
    files: scripts.length,
    scriptKb: sum(scripts),
    languageKb: sum(scripts.filter((f) => isLanguage(path.basename(f.name)))),
    names: scripts.map((f) => `${f.name} ${(f.bytes / 1024).toFixed(1)}`),
  };
}

/** A context signed in through the form, as a user does (the session is kept in its storage). */
async function signedIn(browser, base, user) {
  const context = await browser.newContext({ locale: 'tr-TR' });
  const page = await context.newPage();
  await page.goto(`${base}/login`, { waitUntil: 'networkidle' });
  await page.getByLabel(/^E-posta/).fill(user.email);
  await page
    .getByLabel(/^Şifre/)
    .first()
    .fill(user.password);
  await page.getByRole('button', { name: 'Giriş yap' }).click();
  await page.waitForURL('**/dashboard');
  await page.close();
  return context;
}

export async function measurePageWeight() {
  const server = await startServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const event = await createEvent(server.base);
    const { hash } = event;
    const inviteHash = await createInvitation(server.base, event);
    const languages = languageFiles();
    const isLanguage = (name) => languages.has(name);
    const rows = [];
    const row = async (context, route, url, who) =>
      rows.push({
        route,
        who,
        budgetKb: PAGE_BUDGET_KB[route],
        ...(await weigh(context, server.base + url, isLanguage)),
      });
    const guest = await browser.newContext({ locale: 'tr-TR' });
    await row(guest, '/login', '/login');
    await row(guest, '/s/{hash}', `/s/${hash}`);
    await row(guest, '/i/{hash}', `/i/${inviteHash}`);
    // Signed in, then a fresh page load of /dashboard.
    await row(await signedIn(browser, server.base, ADMIN), '/dashboard', '/dashboard', 'admin');
    await row(await signedIn(browser, server.base, HOST), '/dashboard', '/dashboard', 'subscriber');
    return rows;
  } finally {
    await browser.close();
    await server.stop();
  }
}

export function printPageWeight(rows) {
  console.log(
    '| route | signed in as | scripts | script KB | of which language KB | budget KB | within budget |',
  );
  console.log('|---|---|---:|---:|---:|---:|---|');
  for (const r of rows)
    console.log(
      `| ${r.route} | ${r.who ?? '—'} | ${r.files} | ${r.scriptKb.toFixed(1)} | ${r.languageKb.toFixed(1)} | ${r.budgetKb} | ${r.scriptKb <= r.budgetKb ? 'yes' : '**NO**'} |`,
    );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = await measurePageWeight();
  printPageWeight(rows);
  if (process.argv.includes('--verbose'))
    for (const r of rows) console.log(r.route, r.who ?? '', '\n  ' + r.names.join('\n  '));
  // The sign-in page is held at a ceiling just over its budget (bench/check-budgets.mjs).
  const limit = (r) => Math.max(r.budgetKb, PAGE_CEILING_KB[r.route] ?? 0);
  if (process.argv.includes('--check') && rows.some((r) => r.scriptKb > limit(r))) process.exitCode = 1;
}
