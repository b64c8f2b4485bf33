#!/usr/bin/env node
// `npm start`: builds what is out of date (shared → server → web), then runs the server, which
// also serves the web app. A fresh clone builds once; later starts skip straight to listening.
// The build's own output (a few hundred lines of bundle sizes) is kept back: one line per step,
// the full output only when a step fails, so the server's banner stays on screen.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const STAMP = 'apps/server/dist/.build-stamp';
const SOURCES = [
  'packages/shared/src',
  'apps/server/src',
  'apps/server/drizzle',
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/share.html',
  'apps/web/live.html',
  'apps/web/vite.config.ts',
  'package-lock.json',
];

function newest(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce(
    (max, name) => Math.max(max, newest(path.join(entry, name))),
    stat.mtimeMs,
  );
}

const isStale =
  !existsSync(STAMP) ||
  !existsSync('apps/web/dist/index.html') ||
  Math.max(...SOURCES.map(newest)) > statSync(STAMP).mtimeMs;

/** The steps of `npm run build`, in order (each needs the one before). */
const BUILD_STEPS = [
  ['shared', '@hatira/shared'],
  ['server', '@hatira/server'],
  ['web app', '@hatira/web'],
];

function buildStep([label, workspace]) {
  const started = Date.now();
  process.stdout.write(`  building ${label}… `);
  const build = spawnSync('npm', ['run', 'build', '-w', workspace], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (build.status !== 0) {
    console.log('failed\n');
    process.stdout.write(build.stdout ?? '');
    process.stderr.write(build.stderr ?? String(build.error ?? ''));
    process.exit(build.status ?? 1);
  }
  console.log(`done (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

if (isStale) {
  console.log('Building Hatıra (first start, or the sources changed):');
  BUILD_STEPS.forEach(buildStep);
  writeFileSync(STAMP, new Date().toISOString());
}

const server = spawnSync(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
  stdio: 'inherit',
});
process.exit(server.status ?? 0);
