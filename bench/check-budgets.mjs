#!/usr/bin/env node
// Fails when a route's first download is over its budget (docs/decisions/026-route-kit.md), from
// the build's manifests (bench/bundle-size.mjs): bytes are deterministic, so CI can hold the line.
// Run after `npm run build`; `npm test -- --e2e` does.
import { measureBundles } from './bundle-size.mjs';

const rows = measureBundles().filter((row) => row.budgetKb);
const over = rows.filter((row) => row.kb > row.budgetKb);
for (const row of rows) console.log(`${row.route}: ${row.kb.toFixed(1)} KB of ${row.budgetKb} KB`);
if (over.length > 0) {
  for (const row of over)
    console.error(
      `over budget: ${row.route} loads ${row.kb.toFixed(1)} KB, the budget is ${row.budgetKb} KB`,
    );
  process.exitCode = 1;
}
