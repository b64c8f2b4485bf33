#!/usr/bin/env node
// `npm start`: builds what is out of date (shared → server → web), then runs the server, which
// also serves the web app. A fresh clone builds once; later starts skip straight to listening.
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

if (isStale) {
  console.log('Building Hatıra (shared, server, web)…');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(STAMP, new Date().toISOString());
}

const server = spawnSync(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
  stdio: 'inherit',
});
process.exit(server.status ?? 0);
