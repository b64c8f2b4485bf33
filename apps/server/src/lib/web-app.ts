// In production the API also serves the built web app: hashed assets cached for a year, the HTML
// never cached, and history-mode fallback (any non-/api path that is not a file). The web app is
// three pages (apps/web, docs/decisions/014-guest-entry.md): share.html holds the guest pages and the
// legal pages (docs/decisions/037-legal-pages.md) and the invitation page (049), so a guest's phone or a signed-out reader
// downloads none of the admin app; live.html is the venue screen's slideshow (052); index.html
// holds everything else.
// An address outside the page table (packages/shared/src/pages.ts) answers HTTP 404 with the app,
// which shows its 404 page; a page about one thing (an event, an invitation) gets its link
// preview's tags in its <head>, or a 404 when there is no such thing (docs/decisions/054).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LEGAL_PAGE_ADDRESSES } from '@hatira/shared/legal-slugs';
import { PAGE_FORWARDS, PAGES, type PageKey } from '@hatira/shared/pages';
import type { App } from './http.js';
import { headTemplate, previewTags, type PagePreview } from './page-head.js';

/**
 * The guest pages' addresses (SPEC §2: /s/{hash}, its album and post pages, /not-qr, the legal
 * pages, and the invitation page /i/{hash}: decisions/049), exactly the routes of apps/web/src/app/share-router.tsx (the dev server's copy:
 * src/app/guest-paths.ts). Any other /s/… or /pages/… address gets the admin app.
 */
const LEGAL_PAGES = LEGAL_PAGE_ADDRESSES.map(({ path }) => path.slice(1)).join('|');
const GUEST_PAGE = new RegExp(`^/(?:not-qr|${LEGAL_PAGES}|s/[^/]+(?:/post|/album/[^/]+)?|i/[^/]+)/?$`);
/** The venue screen's slideshow, /live/{token} (the web's copy: apps/web/src/app/guest-paths.ts). */
const LIVE_PAGE = /^\/live\/[^/]+\/?$/;

type PageFile = 'index.html' | 'share.html' | 'live.html';

/**
 * A page's preview by its address's parameters (`{hash}`); null when the thing it shows does not
 * exist, and the page answers 404.
 */
export type PreviewOf = (params: Readonly<Record<string, string>>) => Promise<PagePreview | null>;

export interface WebAppOptions {
  distDir: string;
  /** PUBLIC_URL: the absolute addresses of og:url and og:image start with it. */
  origin: string;
  previews: Partial<Record<PageKey, PreviewOf>>;
}

export interface WebPages {
  /** Answers a GET or HEAD of a page address. */
  answer(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}

interface PagePattern {
  key: PageKey | null;
  regex: RegExp;
  names: string[];
}

/** `/s/:hash/album/:albumId` → a regex with a group per parameter; a trailing `/*` takes any rest. */
function compile(key: PageKey | null, pattern: string): PagePattern {
  const names: string[] = [];
  const rest = pattern.endsWith('/*');
  const body = (rest ? pattern.slice(0, -2) : pattern)
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return { key, regex: new RegExp(`^${body}${rest ? '(?:/.*)?' : ''}/?$`), names };
}

const PATTERNS: PagePattern[] = [
  ...Object.entries(PAGES).map(([key, page]) => compile(key as PageKey, page.path)),
  ...PAGE_FORWARDS.map((forward) => compile(null, forward)),
];

/** The page an address shows and its decoded parameters; null: not a page (the app's 404). */
export function matchPage(pathname: string): { key: PageKey | null; params: Record<string, string> } | null {
  for (const { key, regex, names } of PATTERNS) {
    const found = regex.exec(pathname);
    if (!found) continue;
    try {
      return {
        key,
        params: Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(found[i + 1]!)])),
      };
    } catch {
      return null; // a parameter that is not valid percent-encoding names nothing
    }
  }
  return null;
}

/** Serves dist/ and answers page addresses; null when the web app is not built. */
export async function registerWebApp(app: App, options: WebAppOptions): Promise<WebPages | null> {
  const { distDir, origin, previews } = options;
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
  const fileFor = (pathname: string): PageFile => {
    if (hasGuestPage && GUEST_PAGE.test(pathname)) return 'share.html';
    return hasLivePage && LIVE_PAGE.test(pathname) ? 'live.html' : 'index.html';
  };
  const templates = new Map<PageFile, (tags: string) => string>();
  const templateOf = (file: PageFile) => {
    let template = templates.get(file);
    if (!template)
      templates.set(file, (template = headTemplate(readFileSync(path.join(distDir, file), 'utf8'))));
    return template;
  };

  return {
    async answer(request, reply) {
      const pathname = request.url.split('?', 1)[0] ?? '/';
      const file = fileFor(pathname);
      reply.header('Cache-Control', 'no-cache');
      const page = matchPage(pathname);
      const previewOf = page?.key ? previews[page.key] : undefined;
      if (!page || !previewOf) return reply.code(page ? 200 : 404).sendFile(file);
      const preview = await previewOf(page.params);
      if (!preview) return reply.code(404).sendFile(file);
      const tags = previewTags(preview, `${origin}${pathname}`, origin);
      return reply.type('text/html; charset=utf-8').send(templateOf(file)(tags));
    },
  };
}
