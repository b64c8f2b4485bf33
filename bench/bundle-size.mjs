// First-load JavaScript per route, gzipped, from the Vite manifest of the production build:
// the entry chunk, the lazy modules on the route's path (root route, app shell, layout, page),
// and everything they import statically.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve('apps/web/dist');
// Guests open the share pages on phones, often on a venue's weak network (issue 3: ≤ 120 KB).
const BUDGET_KB = {
  '/login': 175,
  '/s/:hash': 120,
  '/s/:hash/album/:id': 120,
  '/s/:hash/post': 120,
  '/not-qr': 120,
};

// The lazy modules on each route's path (apps/web/src/app/router.tsx), outermost first: the root
// route, the app shell (MUI theme), then the layout.
const ROOT = 'src/app/root-route.tsx';
const SHELL = 'src/app/app-shell.tsx';
const BLANK = [ROOT, SHELL, 'src/app/layouts/blank-layout.tsx'];
const DEFAULT = [ROOT, SHELL, 'src/app/layouts/default-layout.tsx'];
const SHARE = [ROOT, 'src/features/share/share-layout.tsx'];

/** Which lazy modules a first visit to each route loads. */
const ROUTES = [
  ['/login', [...BLANK, 'src/features/auth/login-page.tsx']],
  ['/register', [...BLANK, 'src/features/auth/register-page.tsx']],
  ['/forgot-password', [...BLANK, 'src/features/auth/forgot-password-page.tsx']],
  ['/dashboard', [...DEFAULT, 'src/features/dashboard/dashboard-page.tsx']],
  ['/access-control', [...DEFAULT, 'src/features/access-control/access-control-page.tsx']],
  ['/not-found', [...BLANK, 'src/features/misc/not-found-page.tsx']],
  // The guest pages sit beside the app shell: the root route, the share layout, the page.
  ['/s/:hash', [...SHARE, 'src/features/share/share-home-page.tsx']],
  ['/s/:hash/album/:id', [...SHARE, 'src/features/share/album-page.tsx']],
  ['/s/:hash/post', [...SHARE, 'src/features/share/post-page.tsx']],
  ['/not-qr', [ROOT, 'src/features/share/not-qr-page.tsx']],
];

export function measureBundles() {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const gzipped = new Map();
  const sizeOf = (file) => {
    if (!gzipped.has(file))
      gzipped.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
    return gzipped.get(file);
  };
  // A lazy module that other chunks also import statically can share a chunk with them; the
  // manifest then lists it under that chunk's name instead of its path.
  const byName = (key) =>
    Object.values(manifest).find(
      (c) => c.isDynamicEntry && c.name === path.basename(key).replace(/\.tsx?$/, ''),
    );
  const closure = (key, seen = new Set()) => {
    const chunk = manifest[key] ?? byName(key);
    if (!chunk)
      throw new Error(`${key} is not in the build manifest (was it renamed? update bench/bundle-size.mjs)`);
    if (seen.has(chunk.file)) return seen;
    seen.add(chunk.file);
    for (const imported of chunk.imports ?? []) closure(imported, seen);
    return seen;
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const entryFiles = closure(entryKey);
  const entryKb = [...entryFiles].reduce((sum, f) => sum + sizeOf(f), 0) / 1024;
  return ROUTES.map(([route, modules]) => {
    const files = new Set(entryFiles);
    for (const module of modules) closure(module, files);
    const kb = [...files].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + sizeOf(f), 0) / 1024;
    return { route, files: files.size, entryKb, kb, budgetKb: BUDGET_KB[route] };
  });
}
