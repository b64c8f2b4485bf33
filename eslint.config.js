// Lint: typescript-eslint, React hooks, no import cycles, and the boundaries of STYLE.md and
// docs/decisions/017 (web: components/lib → features → app, features do not import each other;
// server: lib never imports a feature, a feature writes another feature's rows only through it).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { noForeignTableWrites } from './eslint-rules/no-foreign-table-writes.js';

const SERVER_TEST_FILES = ['apps/server/src/**/*.test.ts', 'apps/server/src/**/*.test-support.ts'];

/** Import boundaries of every server file; production files get more below. */
const serverZones = [
  {
    target: './apps/server/src/lib',
    from: './apps/server/src/features',
    // AppDeps (lib/deps.ts) names the features' state the app owns (the resumable-upload area, the
    // guests' read cache, the bell's and the venue screens' push hubs): type-only imports.
    except: [
      './share/uploads.store.ts',
      './share/share-cache.ts',
      './notifications/notifications.hub.ts',
      './live/live.hub.ts',
    ],
    message: 'lib/ never imports a feature.',
  },
  { target: './apps/server/src/db/client.ts', from: './apps/server/src/lib' },
  {
    target: ['./apps/server/src/features', './apps/server/src/lib'],
    from: './apps/server/src/app.ts',
    message: 'app.ts is the composition root: take AppDeps from lib/deps.ts.',
  },
];

// Every web feature folder: each may import only itself among the features.
const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'apps/server/drizzle/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      // Without these, import-x cannot read a TypeScript dependency and no-cycle sees no edges.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ['apps/web/tsconfig.json', 'apps/server/tsconfig.json', 'packages/shared/tsconfig.json'],
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // ignoreExternal: following imports into node_modules took lint from 12 to 30 CPU seconds, for nothing of ours.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@hatira/server*', '**/apps/server/**'],
              message: 'The web app talks to the server over HTTP only.',
            },
          ],
        },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/web/src/components',
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'components/ is shared UI: it never imports a feature or the app.',
            },
            {
              target: './apps/web/src/lib',
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'lib/ never imports a feature or the app.',
            },
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'features do not import the app layer.',
            },
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message: 'A feature does not import another feature.',
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: serverZones }] },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: SERVER_TEST_FILES,
    plugins: { hatira: { rules: { 'no-foreign-table-writes': noForeignTableWrites } } },
    rules: {
      'hatira/no-foreign-table-writes': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...serverZones,
            {
              target: './apps/server/src/features/**',
              from: './apps/server/src/features/*/*.routes.ts',
              message: 'Routes are registered by app.ts only; share what they need from a service file.',
            },
            {
              target: './apps/server/src',
              from: ['./apps/server/test/**', './apps/server/src/**/*.test-support.ts'],
              message: 'Production code does not import test helpers.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/shared/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'fastify', 'drizzle-orm', 'node:*'], message: 'shared holds contracts only.' },
          ],
        },
      ],
    },
  },
);
