import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';

/** Writes .br and .gz next to every text asset; the server sends them as they are (preCompressed). */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'hatira-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const file = path.join(dir, name);
          return statSync(file).isDirectory() ? walk(file) : [file];
        });
      for (const file of walk(outDir).filter((f) => /\.(js|css|html|svg|json|woff)$/.test(f))) {
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
 * React Router's package exports name only its development build, dev-only warnings included
 * (remix-run/react-router#12532); the production build sits next to it. Builds use that one.
 */
const reactRouterProduction = createRequire(import.meta.url)
  .resolve('react-router')
  .replace(/([\\/])development([\\/])index\.m?js$/, '$1production$2index.mjs');

export default defineConfig(({ command }) => ({
  plugins: [react(), precompress()],
  resolve: {
    // `source` resolves @hatira/shared to its TypeScript sources (no separate build step for the web).
    conditions: ['source', ...defaultClientConditions],
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  // The manifest lets bench/ measure what each route loads first.
  build: {
    sourcemap: true,
    manifest: true,
    chunkSizeWarningLimit: 600,
    minify: 'terser',
    rollupOptions: {
      treeshake: {
        // @emotion/react imports hoist-non-react-statics for its side effects, which it has none
        // of; only withTheme (unused here) calls it. Without this, it and a second copy of
        // react-is ride along with every MUI page.
        moduleSideEffects: (id) => !id.includes('/node_modules/hoist-non-react-statics/'),
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test-setup.ts'],
    css: false,
  },
}));
