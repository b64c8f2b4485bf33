#!/usr/bin/env node
// `npm run bench`: builds if needed, then prints each benchmark as a Markdown table
// (copy the output into docs/benchmarks.md).
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import os from 'node:os';
import { measureBundles } from './bundle-size.mjs';
import { measureLoginTiming } from './login-timing.mjs';

if (
  !existsSync('apps/web/dist/.vite/manifest.json') ||
  !existsSync('apps/web/dist/.vite/manifest.share.json') ||
  !existsSync('apps/server/dist/app.js')
)
  execSync('npm run build', { stdio: 'inherit' });

console.log(
  `\nMachine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}\n`,
);

console.log('### First-load JavaScript per route (gzip -9)\n');
console.log('| route | page | files | entry KB | total KB | language KB | budget KB | within budget |');
console.log('|---|---|---:|---:|---:|---:|---:|---|');
for (const row of measureBundles())
  console.log(
    `| ${row.route} | ${row.page} | ${row.files} | ${row.entryKb.toFixed(1)} | ${row.kb.toFixed(1)} | ${row.languageKb.toFixed(1)} | ${row.budgetKb ?? '—'} | ${row.budgetKb ? (row.kb <= row.budgetKb ? 'yes' : '**NO**') : '—'} |`,
  );

const timing = await measureLoginTiming();
console.log(`\n### Failed sign-in, median of ${timing.rounds} (argon2id 19 MiB, t=2, p=1)\n`);
console.log('| case | median ms |');
console.log('|---|---:|');
console.log(`| existing account, wrong password | ${timing.existingMs.toFixed(1)} |`);
console.log(`| unknown email | ${timing.unknownMs.toFixed(1)} |`);
console.log(`| difference | ${Math.abs(timing.existingMs - timing.unknownMs).toFixed(1)} |`);
