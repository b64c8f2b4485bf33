import { defaultServerConditions } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';

/** Run after the build by its own config (vitest.several-instances.config.ts), not with the suite. */
export const SEVERAL_INSTANCES_TEST = 'src/several-instances.test.ts';

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
    exclude: [...configDefaults.exclude, SEVERAL_INSTANCES_TEST],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
