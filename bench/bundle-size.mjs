// First-load JavaScript per route, gzipped, from the Vite manifests of the production build: the
// page's entry chunk (index.html for the admin app, share.html for the guest pages, live.html for
// the venue screen, each its own build with its own manifest), the lazy modules on the route's path (root route, app shell,
// layout, page), and everything they import statically, plus the Turkish language files each page
// loads before its first render (the first texts and the namespaces its routes ask for, also
// reported on their own as languageKb): what a first visit downloads before it shows anything, the
// number the budgets are about. bench/page-weight.mjs measures the same in a browser.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve('apps/web/dist');
// Guests open the share pages on phones, often on a venue's weak network (issue 3: ≤ 120 KB).
export const BUDGET_KB = {
  '/login': 175,
  '/dashboard': 300,
  '/s/:hash': 120,
  '/s/:hash/album/:id': 120,
  '/s/:hash/post': 120,
  '/not-qr': 120,
  // The legal pages are the guest entry's too (docs/decisions/037-legal-pages.md).
  '/pages/kvkk': 120,
  // The invitation a guest opens (docs/decisions/049): light like the share pages (issue 14).
  '/i/:hash': 120,
  // The venue screen's slideshow (docs/decisions/052): its own entry, lighter than the guest pages.
  '/live/:token': 100,
};

// The two pages (apps/web/vite.config.ts): their manifest, and the Turkish language file.
const ADMIN = {
  html: 'index.html',
  manifest: '.vite/manifest.json',
  language: 'src/locales/tr/tr.first.ts',
};
const GUEST = {
  html: 'share.html',
  manifest: '.vite/manifest.share.json',
  language: 'src/locales/tr/tr.share.ts',
};
const LIVE = {
  html: 'live.html',
  manifest: '.vite/manifest.live.json',
  language: 'src/locales/tr/tr.live.ts',
};

// The lazy modules on each route's path, outermost first. Admin app (src/app/router.tsx): the
// root route, the app shell (MUI theme), then the layout. Guest pages (src/app/share-router.tsx):
// root and layout are in the entry, so only the page.
const ROOT = 'src/app/root-route.tsx';
const SHELL = 'src/app/app-shell.tsx';
const BLANK = [ROOT, SHELL, 'src/app/layouts/blank-layout.tsx'];
const DEFAULT = [ROOT, SHELL, 'src/app/layouts/default-layout.tsx'];
/** The namespaces the admin layout asks for (the list app/router.tsx loads) and a page's own. */
const LAYOUT_NAMESPACES = JSON.parse(readFileSync('apps/web/src/app/layout-namespaces.json', 'utf8'));
/**
 * A signed-in page's language files: the map of namespace files (lib/i18n.ts loads it before the
 * first namespace), then the layout's namespaces and the page's own.
 */
const texts = (...namespaces) => [
  'src/locales/namespaces.ts',
  ...[...LAYOUT_NAMESPACES, ...namespaces].map((namespace) => `src/locales/tr/${namespace}.json`),
];

/** Which page and lazy modules a first visit to each route loads. */
const ROUTES = [
  ['/login', ADMIN, [...BLANK, 'src/features/auth/login-page.tsx']],
  ['/register', ADMIN, [...BLANK, 'src/features/auth/register-page.tsx']],
  ['/forgot-password', ADMIN, [...BLANK, 'src/features/auth/forgot-password-page.tsx']],
  ['/dashboard', ADMIN, [...DEFAULT, 'src/features/dashboard/dashboard-page.tsx'], texts('dashboard')],
  [
    '/access-control',
    ADMIN,
    [...DEFAULT, 'src/features/access-control/access-control-page.tsx'],
    texts('access-control'),
  ],
  ['/not-found', ADMIN, [...BLANK, 'src/features/misc/not-found-page.tsx']],
  ['/s/:hash', GUEST, ['src/features/share/share-home-page.tsx']],
  ['/s/:hash/album/:id', GUEST, ['src/features/share/album-page.tsx']],
  ['/s/:hash/post', GUEST, ['src/features/share/post-page.tsx']],
  ['/not-qr', GUEST, ['src/features/share/not-qr-page.tsx']],
  // Its own texts come in the guest pages' later language file, loaded before it renders.
  ['/pages/kvkk', GUEST, ['src/features/share/legal-page.tsx'], ['src/locales/tr/tr.share-later.ts']],
  // The invitation page: its loader waits for the card's texts (features/invitations/invite-texts.ts);
  // the RSVP form and the messages (invite-extras.tsx), with their texts, come as the guest scrolls
  // toward them (docs/decisions/049).
  ['/i/:hash', GUEST, ['src/features/invitations/invite-page.tsx'], ['src/locales/tr/invite.json']],
  // The slideshow is its entry; the QR code's library comes right after, with the show.
  ['/live/:token', LIVE, []],
];

export function measureBundles() {
  const gzipped = new Map();
  const sizeOf = (file) => {
    if (!gzipped.has(file))
      gzipped.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
    return gzipped.get(file);
  };
  const jsKb = (files) =>
    [...files].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + sizeOf(f), 0) / 1024;

  const manifests = new Map();
  const manifestOf = (page) => {
    if (!manifests.has(page))
      manifests.set(page, JSON.parse(readFileSync(path.join(dist, page.manifest), 'utf8')));
    return manifests.get(page);
  };
  /** The files a module loads: its chunk and, recursively, the chunks that chunk imports. */
  const closure = (manifest, key, seen = new Set()) => {
    // A lazy module that other chunks also import statically can share a chunk with them; the
    // manifest then lists it under that chunk's name instead of its path.
    const chunk =
      manifest[key] ??
      Object.values(manifest).find(
        (c) => c.isDynamicEntry && c.name === path.basename(key).replace(/\.tsx?$/, ''),
      );
    if (!chunk)
      throw new Error(`${key} is not in the build manifest (was it renamed? update bench/bundle-size.mjs)`);
    if (seen.has(chunk.file)) return seen;
    seen.add(chunk.file);
    for (const imported of chunk.imports ?? []) closure(manifest, imported, seen);
    return seen;
  };

  return ROUTES.map(([route, page, modules, namespaces = []]) => {
    const manifest = manifestOf(page);
    if (!manifest[page.html]?.isEntry)
      throw new Error(`${page.html} is not an entry of ${page.manifest} (apps/web/vite.config.ts)`);
    const entryFiles = closure(manifest, page.html);
    const files = new Set(entryFiles);
    for (const module of modules) closure(manifest, module, files);
    const languageFiles = closure(manifest, page.language);
    for (const namespace of namespaces) closure(manifest, namespace, languageFiles);
    // What a language chunk imports of the app (the entry's preload helper) is code, counted above.
    for (const file of files) languageFiles.delete(file);
    const beforeFirstRender = new Set([...files, ...languageFiles]);
    return {
      route,
      page: page.html,
      files: beforeFirstRender.size,
      entryKb: jsKb(entryFiles),
      kb: jsKb(beforeFirstRender),
      languageKb: jsKb(languageFiles),
      budgetKb: BUDGET_KB[route],
    };
  });
}
