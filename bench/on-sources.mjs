// Benchmarks that run on the server's TypeScript sources (no build): the script restarts itself
// under tsx with the `source` condition, in apps/server, and `server(file)` imports a source file.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Call first: outside tsx, runs the script again under it and exits with its status. */
export function restartOnSources(scriptUrl) {
  if (process.env.HATIRA_BENCH_TSX) return;
  const run = spawnSync(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', fileURLToPath(scriptUrl), ...process.argv.slice(2)],
    { stdio: 'inherit', cwd: path.join(root, 'apps/server'), env: { ...process.env, HATIRA_BENCH_TSX: '1' } },
  );
  process.exit(run.status ?? 1);
}

/** A module of apps/server by its path there (`src/…`, `test/…`). */
export const server = (file) => import(pathToFileURL(path.join(root, 'apps/server', file)).href);
