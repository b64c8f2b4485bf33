// The built server (apps/server/dist/main.js) in a process of its own, for the benchmarks that load
// it over HTTP, so that the load generator does not share its event loop; and what every benchmark
// on PostgreSQL does around it (whether a server answers, dropping its database afterwards).
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

/**
 * Starts it with `env` (PORT among them) and waits until /api/health answers; `nodeArgs` go to
 * node; `script` runs another program the same way (another build, a bare comparator).
 */
export async function startServer(env, { cwd, nodeArgs = [], script = 'apps/server/dist/main.js' } = {}) {
  const child = spawn(process.execPath, ['--enable-source-maps', ...nodeArgs, script], {
    ...(cwd && { cwd }),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const base = `http://127.0.0.1:${env.PORT}`;
  for (let i = 0; i < 600; i++) {
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

/** Stops a server startServer started, and waits until it has exited. */
export async function stopServer(child) {
  if (!child || child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

/** Whether a PostgreSQL server answers at `url` (the benchmark then runs on it too). */
export async function postgresReachable(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** A fresh database `name` on the server at `adminUrl`: the connected admin client and its URL. */
export async function createDatabase(adminUrl, name) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { admin, databaseUrl: url.toString() };
}

/** Drops a benchmark's database through `admin` (a connected pg.Client) and closes it. */
export async function dropDatabase(admin, name) {
  if (!admin) return;
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
