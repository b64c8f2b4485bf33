import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // `source` resolves @hatira/shared to its TypeScript sources: no build step before tests.
  ssr: {
    resolve: {
      // …and every package as Node resolves it: without the bundlers' `module` condition, whose
      // builds Node cannot load (the AWS SDK's dist-es has imports without file extensions)
      conditions: ['source', ...defaultServerConditions.filter((condition) => condition !== 'module')],
    },
  },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
