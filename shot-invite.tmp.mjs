// Temporary: screenshots and the first-load weight of /i/{hash} with the invite API mocked by page.route.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const port = 3917;
const dataDir = mkdtempSync(path.join(tmpdir(), 'inv-shot-'));
const env = { ...process.env };
delete env.DATABASE_URL;
const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${port}`,
    ADMIN_EMAIL: 'a@b.test', ADMIN_PASSWORD: 'bench-password-1', LOG_LEVEL: 'warn', NODE_ENV: 'production' },
});
const base = `http://127.0.0.1:${port}`;
for (let i = 0; ; i++) {
  if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) break;
  if (i > 600) throw new Error('no server');
  await new Promise((r) => setTimeout(r, 100));
}
const invitation = (theme, color) => ({
  hash: 'k7Qm2xPa9c', title: 'Düğünümüze davetlisiniz', coupleNames: 'Ayşe & Mehmet',
  startsAt: '2027-06-12T15:00:00.000Z', timezone: 'Europe/Istanbul', venueName: 'Çırağan Sarayı',
  address: 'Çırağan Cd. No:32, Beşiktaş, İstanbul', mapUrl: '',
  message: 'Bu mutlu günümüzde sizi de aramızda görmek isteriz.\nSevgiyle,\nAyşe & Mehmet',
  theme, themeColor: color, coverUrl: null, rsvpEnabled: true, rsvpDeadline: '2027-05-31T20:59:00.000Z',
  rsvpOpen: true, maxGuestsPerReply: 4, sharePath: '/s/dugun-2026',
});
const messages = { items: [
  { id: '1', name: 'Elif Yıldız', message: 'Çok mutlu olun, bir ömür boyu!', attending: true, createdAt: '2026-11-20T10:00:00.000Z' },
  { id: '2', name: 'Can Demir', message: 'Gönlümüz sizinle.', attending: false, createdAt: '2026-11-19T10:00:00.000Z' },
], nextCursor: 'x' };
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
async function mock(page, theme, color) {
  await page.route('**/api/invite/**', (route) => {
    const url = new URL(route.request().url());
    if (url.pathname.endsWith('/messages')) return route.fulfill({ json: messages });
    return route.fulfill({ json: invitation(theme, color) });
  });
}
try {
  // Weight, as bench/page-weight.mjs counts it.
  {
    const context = await browser.newContext({ locale: 'tr-TR' });
    const page = await context.newPage();
    await mock(page, 'classic', '#8a6d3b');
    const seen = new Map();
    page.on('response', (r) => {
      if (r.request().resourceType() !== 'script') return;
      const name = new URL(r.url()).pathname;
      seen.set(name, r.body().then((b) => ({ name, kb: gzipSync(b, { level: 9 }).length / 1024 }), () => null));
    });
    await page.goto(`${base}/i/k7Qm2xPa9c`, { waitUntil: 'networkidle' });
    const scripts = (await Promise.all(seen.values())).filter(Boolean);
    console.log('first load (1280x720):', scripts.reduce((t, s) => t + s.kb, 0).toFixed(2), 'KB');
    for (const s of scripts) console.log('  ', s.name, s.kb.toFixed(2));
    await context.close();
  }
  for (const [theme, color] of [['classic', '#8a6d3b'], ['night', '#c9a227'], ['garden', '#4f7942'], ['modern', '#222222']]) {
    for (const [w, h] of [[390, 844], [1440, 900]]) {
      if (w === 1440 && theme !== 'classic' && theme !== 'night') continue;
      const context = await browser.newContext({ locale: 'tr-TR', viewport: { width: w, height: h }, deviceScaleFactor: 1 });
      const page = await context.newPage();
      await mock(page, theme, color);
      await page.goto(`${base}/i/k7Qm2xPa9c`, { waitUntil: 'networkidle' });
      await page.mouse.wheel(0, 3000);
      await page.getByRole('button', { name: 'Yanıtı gönder' }).waitFor();
      if (theme === 'classic' && w === 390) {
        await page.getByRole('button', { name: 'Katılacağım' }).click();
        await page.getByRole('button', { name: 'Yanıtı gönder' }).click();
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `/tmp/inv-${theme}-${w}.png`, fullPage: true });
      await context.close();
    }
  }
} finally {
  await browser.close();
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
