// In production the API also serves the built web app: hashed assets cached for a year, the HTML
// never cached, and history-mode fallback (any non-/api path that is not a file). The web app is
// three pages (apps/web, docs/decisions/014-guest-entry.md): share.html holds the guest pages and the
// legal pages (docs/decisions/037-legal-pages.md) and the invitation page (049), so a guest's phone or a signed-out reader
// downloads none of the admin app; live.html is the venue screen's slideshow (052); index.html
// holds everything else.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { LEGAL_PAGE_ADDRESSES } from '@hatira/shared/legal-slugs';
import type { App } from './http.js';

/**
 * The guest pages' addresses (SPEC §2: /s/{hash}, its album and post pages, /not-qr, the legal
 * pages, and the invitation page /i/{hash}: decisions/049), exactly the routes of apps/web/src/app/share-router.tsx (the dev server's copy:
 * src/app/guest-paths.ts). Any other /s/… or /pages/… address gets the admin app.
 */
const LEGAL_PAGES = LEGAL_PAGE_ADDRESSES.map(({ path }) => path.slice(1)).join('|');
const GUEST_PAGE = new RegExp(`^/(?:not-qr|${LEGAL_PAGES}|s/[^/]+(?:/post|/album/[^/]+)?|i/[^/]+)/?$`);
/** The venue screen's slideshow, /live/{token} (the web's copy: apps/web/src/app/guest-paths.ts). */
const LIVE_PAGE = /^\/live\/[^/]+\/?$/;

/** Which HTML file answers a page address (its query string ignored). */
export type WebPageFor = (url: string) => 'index.html' | 'share.html' | 'live.html';

/** Serves dist/; answers which HTML a page address gets, or null when the web app is not built. */
export async function registerWebApp(app: App, distDir: string): Promise<WebPageFor | null> {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ distDir }, 'web app not built: only the API is served (npm run build)');
    return null;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    cacheControl: false, // set below: long for hashed assets, none for the rest
    preCompressed: true, // the web build writes .br and .gz beside each asset
    setHeaders(res, filePath) {
      const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('Cache-Control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // A build from before the guest pages had their own page has only index.html, which has them too.
  const hasGuestPage = existsSync(path.join(distDir, 'share.html'));
  const hasLivePage = existsSync(path.join(distDir, 'live.html'));
  return (url) => {
    const pathname = url.split('?', 1)[0] ?? '/';
    if (hasGuestPage && GUEST_PAGE.test(pathname)) return 'share.html';
    return hasLivePage && LIVE_PAGE.test(pathname) ? 'live.html' : 'index.html';
  };
}
