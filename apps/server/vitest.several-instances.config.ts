// The two-instance test (src/several-instances.test.ts) alone: it runs the build's dist/main.js,
// so `npm test -- --e2e` runs it after `npm run build` (scripts/test.mjs).
import { configDefaults, defineConfig } from 'vitest/config';
import base, { SEVERAL_INSTANCES_TEST } from './vitest.config.js';

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: [SEVERAL_INSTANCES_TEST],
    exclude: configDefaults.exclude,
    testTimeout: 90_000,
  },
});
