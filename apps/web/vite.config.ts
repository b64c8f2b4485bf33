import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Connect, type Plugin, type ViteBuilder } from 'vite';
import { MEDIA_ACCEPT } from '../../packages/shared/src/media';
import { isGuestPage, isLivePage } from './src/app/guest-paths';
import { INVITE_PAGE_TEXTS } from './src/features/invitations/invite-text-keys';
import { LIVE_TEXTS } from './src/features/live/live-texts';
import { GUEST_TEXTS, GUEST_TEXTS_LATER } from './src/features/share/guest-texts';

const fromHere = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/**
 * Writes .br and .gz next to every text file of the build; the server sends them as they are
 * (preCompressed). Each of the two builds (admin app, guest pages) compresses its own files.
 */
function precompress(): Plugin {
  return {
    name: 'hatira-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      for (const name of Object.keys(bundle).filter((f) => /\.(js|css|html|svg|json|woff)$/.test(f))) {
        const file = path.join(outDir, name);
        const content = readFileSync(file);
        if (content.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

/**
 * The guest pages' copies of shared namespaces keep only what these pages show
 * (features/share/guest-texts.ts): `<namespace>.json?guest` the keys of GUEST_TEXTS (all when the
 * namespace is not listed) without those of GUEST_TEXTS_LATER, `<namespace>.json?guest-later` only
 * the latter; `<namespace>.json?guest-invite` the keys the invitation page adds
 * (features/invitations/invite-text-keys.ts); `<namespace>.json?live` the keys the venue screen shows
 * (features/live/live-texts.ts). A key listed but missing from a file stops the build: a guest
 * would see the key.
 */
function guestTexts(): Plugin {
  const guestJson = /[\\/]locales[\\/][^\\/]+[\\/]([^\\/]+)\.json\?(guest|guest-later|guest-invite|live)$/;
  return {
    name: 'hatira-guest-texts',
    enforce: 'pre',
    load(id) {
      const match = guestJson.exec(id);
      if (!match) return null;
      const [, namespace, part] = match as unknown as [
        string,
        string,
        'guest' | 'guest-later' | 'guest-invite' | 'live',
      ];
      const file = id.slice(0, id.indexOf('?'));
      const all = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      const later = part === 'guest' || part === 'guest-later' ? (GUEST_TEXTS_LATER[namespace] ?? []) : [];
      const keys =
        part === 'live'
          ? (LIVE_TEXTS[namespace] ?? Object.keys(all))
          : part === 'guest-invite'
            ? (INVITE_PAGE_TEXTS[namespace] ?? [])
            : part === 'guest-later'
              ? later
              : (GUEST_TEXTS[namespace] ?? Object.keys(all)).filter((key) => !later.includes(key));
      const missing = [...keys, ...later].filter((key) => !(key in all));
      if (missing.length) this.error(`${file} has no ${missing.join(', ')} (features/share/guest-texts.ts)`);
      // Still JSON: Vite's JSON plugin makes the module, as for any other language file.
      return JSON.stringify(Object.fromEntries(keys.map((key) => [key, all[key]])));
    },
  };
}

/**
 * Three pages (docs/decisions/014-guest-entry.md, 052): the dev and preview servers answer the
 * guest pages' addresses with share.html and the venue screen's with live.html, as the API server
 * does in production; the rest get index.html.
 */
function guestPages(): Plugin {
  const rewrite: Connect.NextHandleFunction = (req, _res, next) => {
    const url = req.url ?? '/';
    const query = url.indexOf('?');
    const pathname = query < 0 ? url : url.slice(0, query);
    const page = isGuestPage(pathname) ? '/share.html' : isLivePage(pathname) ? '/live.html' : null;
    if ((req.method === 'GET' || req.method === 'HEAD') && page)
      req.url = `${page}${query < 0 ? '' : url.slice(query)}`;
    next();
  };
  return {
    name: 'hatira-guest-pages',
    configureServer: (server) => void server.middlewares.use(rewrite),
    configurePreviewServer: (server) => void server.middlewares.use(rewrite),
  };
}

/**
 * React Router's components are made with `forwardRef` and given a `displayName` at the top of its
 * bundle; both count as side effects, so Link, NavLink, Form and ScrollRestoration (and the
 * prefetching and form code they call) stay in every page even when unused. forwardRef is pure,
 * and displayName only names components in the developer tools: marked and dropped, the build
 * keeps only what is used (docs/decisions/014-guest-entry.md).
 */
function reactRouterTreeShaking(): Plugin {
  return {
    name: 'hatira-react-router-tree-shaking',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[^\\/]+\.mjs$/.test(id))
        return null;
      return {
        code: code
          .replace(/^\w+\.displayName = "[^"]*";$/gm, '')
          .replace(/= (React\d*)\.forwardRef\(/g, '= /* @__PURE__ */ $1.forwardRef('),
        map: null,
      };
    },
  };
}

/**
 * React Router's package exports name only its development build, dev-only warnings included
 * (remix-run/react-router#12532); the production build sits next to it. Builds use that one.
 */
const reactRouterProduction = createRequire(import.meta.url)
  .resolve('react-router')
  .replace(/([\\/])development([\\/])index\.m?js$/, '$1production$2index.mjs');

/** The resolve conditions of both builds and the dev server. */
const conditions = ['source', ...defaultClientConditions];

export default defineConfig(({ command }) => ({
  plugins: [react(), guestTexts(), guestPages(), reactRouterTreeShaking(), precompress()],
  resolve: {
    // `source` resolves @hatira/shared to its TypeScript sources (no separate build step for the web).
    conditions,
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: reactRouterProduction },
            // React 19 has useSyncExternalStore; the shim react-i18next imports is a second copy.
            {
              find: /^use-sync-external-store\/shim$/,
              replacement: fromHere('src/lib/use-sync-external-store.ts'),
            },
          ]
        : [],
  },
  // The share form's file picker filters by the shared media table (packages/shared/src/media.ts),
  // read here: its `accept` list is written into the guest pages, and the table with the type
  // sniffing comes later, with the file checks (decisions/032).
  define: { __MEDIA_ACCEPT__: JSON.stringify(MEDIA_ACCEPT) },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  // Both builds write a manifest: bench/ measures what each route loads first.
  build: {
    // Maps are written for whoever debugs a build, but no file names its map: the comment that
    // would is downloaded with every script, 3 KB over /dashboard's 80 files (decisions/032).
    sourcemap: 'hidden',
    manifest: true,
    chunkSizeWarningLimit: 600,
    minify: 'terser',
    // Vite asks terser for Safari 10's workarounds; the build's targets start at Safari 16. A second
    // compress pass folds what the first one uncovered (about 0.3 KB on /login).
    terserOptions: { safari10: false, compress: { passes: 2 } },
    rollupOptions: {
      treeshake: {
        // @emotion/react imports hoist-non-react-statics for its side effects, which it has none
        // of; only withTheme (unused here) calls it. Without this, it and a second copy of
        // react-is ride along with every MUI page.
        moduleSideEffects: (id) => !id.includes('/node_modules/hoist-non-react-statics/'),
      },
    },
  },
  // Three builds into one dist/ (docs/decisions/014-guest-entry.md): the admin app (index.html),
  // then the guest pages (share.html) and the venue screen (live.html, decision 052) each on their
  // own, so that their shared modules (React Router above all) are cut to what each uses and their
  // code is not split into chunks the admin app shares. The dev server serves all three pages from
  // one module graph.
  ...(command === 'build' && {
    environments: {
      client: { build: { rollupOptions: { input: { main: fromHere('index.html') } } } },
      share: {
        consumer: 'client' as const,
        resolve: { conditions },
        build: {
          emptyOutDir: false,
          copyPublicDir: false,
          manifest: '.vite/manifest.share.json',
          rollupOptions: { input: { share: fromHere('share.html') } },
        },
      },
      live: {
        consumer: 'client' as const,
        resolve: { conditions },
        build: {
          emptyOutDir: false,
          copyPublicDir: false,
          manifest: '.vite/manifest.live.json',
          rollupOptions: { input: { live: fromHere('live.html') } },
        },
      },
    },
    builder: {
      async buildApp(builder: ViteBuilder) {
        await builder.build(builder.environments.client!);
        await builder.build(builder.environments.share!);
        await builder.build(builder.environments.live!);
      },
    },
  }),
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test-setup.ts'],
    css: false,
    // Above Testing Library's 5 s wait (test-setup.ts): a busy machine fails a slow test on what
    // it waited for, not on the test's own clock.
    testTimeout: 20_000,
    // One copy of Emotion: left to Node, MUI's styled engine would load Emotion's Node build while
    // our code gets its browser build, and a CacheProvider of ours (right-to-left styles) would
    // not reach MUI's components.
    server: { deps: { inline: [/[\\/]@mui[\\/]/, /[\\/]@emotion[\\/]/] } },
  },
}));
