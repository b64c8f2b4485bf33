// The built server (apps/server/dist/main.js) in a process of its own, for the benchmarks that load
// it over HTTP, so that the load generator does not share its event loop.
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

/** Starts it with `env` (PORT among them) and waits until /api/health answers; `nodeArgs` go to node. */
export async function startServer(env, { cwd, nodeArgs = [] } = {}) {
  const child = spawn(process.execPath, ['--enable-source-maps', ...nodeArgs, 'apps/server/dist/main.js'], {
    ...(cwd && { cwd }),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const base = `http://127.0.0.1:${env.PORT}`;
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${output}`);
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { child, base };
    await sleep(100);
  }
  child.kill();
  throw new Error(`server did not start:\n${output}`);
}
