#!/usr/bin/env node
// `npm run bench`: builds if needed, then prints each benchmark as a Markdown table
// (copy the output into docs/benchmarks.md). `npm run bench -- --only=bundles,login` runs a part:
// bundles, pages, login, uploads, media, gallery, bills, printing, invitations, live, resume. The last eight take about 18 minutes together and
// want an otherwise idle machine (and the PostgreSQL server, for its columns).
import { existsSync } from 'node:fs';
import { execSync, spawnSync } from 'node:child_process';
import os from 'node:os';
import { measureBundles } from './bundle-size.mjs';
import { measureLoginTiming } from './login-timing.mjs';
import { measurePageWeight, printPageWeight } from './page-weight.mjs';

if (
  !existsSync('apps/web/dist/.vite/manifest.json') ||
  !existsSync('apps/web/dist/.vite/manifest.share.json') ||
  !existsSync('apps/web/dist/.vite/manifest.live.json') ||
  !existsSync('apps/server/dist/app.js')
)
  execSync('npm run build', { stdio: 'inherit' });

console.log(
  `\nMachine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}\n`,
);

const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const wanted = (name) => !only || only.includes(name);

/** The heavy benchmarks run in their own processes (a server each, or tsx for the media one). */
function runScript(file) {
  const result = spawnSync(process.execPath, [file], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_NO_BUILD: '1' },
  });
  if (result.status !== 0) {
    console.error(`${file} failed (exit ${result.status})`);
    process.exitCode = 1;
  }
}

if (wanted('bundles')) {
  console.log('### First-load JavaScript per route (gzip -9)\n');
  console.log('| route | page | files | entry KB | total KB | language KB | budget KB | within budget |');
  console.log('|---|---|---:|---:|---:|---:|---:|---|');
  for (const row of measureBundles())
    console.log(
      `| ${row.route} | ${row.page} | ${row.files} | ${row.entryKb.toFixed(1)} | ${row.kb.toFixed(1)} | ${row.languageKb.toFixed(1)} | ${row.budgetKb ?? '—'} | ${row.budgetKb ? (row.kb <= row.budgetKb ? 'yes' : '**NO**') : '—'} |`,
    );
}

if (wanted('pages')) {
  console.log('\n### Page weight in Chromium: every script until the network is idle (gzip -9)\n');
  printPageWeight(await measurePageWeight());
}

if (wanted('login')) {
  const timing = await measureLoginTiming();
  console.log(`\n### Failed sign-in, median of ${timing.rounds} (argon2id 19 MiB, t=2, p=1)\n`);
  console.log('| case | median ms |');
  console.log('|---|---:|');
  console.log(`| existing account, wrong password | ${timing.existingMs.toFixed(1)} |`);
  console.log(`| unknown email | ${timing.unknownMs.toFixed(1)} |`);
  console.log(`| difference | ${Math.abs(timing.existingMs - timing.unknownMs).toFixed(1)} |`);
}

// Issue 3's five measurements: uploads (1–3), photo copies (4), the guest gallery (5).
if (wanted('uploads')) runScript('bench/uploads.mjs');
if (wanted('media')) runScript('bench/media.mjs');
if (wanted('gallery')) runScript('bench/gallery.mjs');
// Issue 12: the admin's bill list.
if (wanted('bills')) runScript('bench/bills.mjs');
// Issue 13: the printing workshop's proofs and print files.
if (wanted('printing')) runScript('bench/printing.mjs');
// Issue 14: the guest's invitation and the bell's push.
if (wanted('invitations')) runScript('bench/invitations.mjs');
// Issue 15: the live slideshow's push to the venue screens.
if (wanted('live')) runScript('bench/live.mjs');
// Issue 15: the bytes a dropped upload sends again.
if (wanted('resume')) runScript('bench/upload-resume.mjs');
