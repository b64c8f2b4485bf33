// The real server (src/main.ts run by tsx, or the build's dist/main.js) as a child process, for the
// tests that need a process: a crash (SIGKILL), a graceful stop (SIGTERM), a restore into a new
// data folder, several instances behind a load balancer.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { ADMIN } from './app.js';
import { waitFor } from './factories.js';

export const serverRoot = fileURLToPath(new URL('..', import.meta.url));

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The environment of a test server on `dataDir` and `port` (PGlite there unless DATABASE_URL is given). */
export function serverEnv(
  dataDir: string,
  port: number,
  extra: Record<string, string> = {},
): Record<string, string> {
  const { DATABASE_URL: _inherited, ...inherited } = process.env;
  return {
    ...(inherited as Record<string, string>),
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    APP_SECRET: 'process-test-secret-process-test-secret-0123',
    WEB_DIST: path.join(dataDir, 'no-web-app'),
    LOG_LEVEL: 'debug',
    ...extra,
  };
}

export interface Server {
  child: ChildProcess;
  env: Record<string, string>;
  base: string;
  /** Resolves at the first log line holding `text`. */
  logged(text: string): Promise<void>;
  /** What it has logged so far. */
  output(): string;
  /** Resolves when /api/health answers 200. */
  healthy(): Promise<unknown>;
  /** Resolves with the exit code once the process has ended. */
  exited(): Promise<number | null>;
  signal(signal: NodeJS.Signals): void;
}

/** The build's entry point (`npm run build`), run as production runs it. */
export const builtMain = path.join(serverRoot, 'dist', 'main.js');

/**
 * src/main.ts (or with `built`, dist/main.js) as a process group of its own (so SIGKILL takes any
 * ffmpeg with it).
 */
export function startServer(env: Record<string, string>, options: { built?: boolean } = {}): Server {
  const args = options.built
    ? ['--enable-source-maps', builtMain]
    : ['--import', 'tsx', '--conditions=source', 'src/main.ts'];
  const child = spawn(process.execPath, args, {
    cwd: serverRoot,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const base = `http://127.0.0.1:${env['PORT']}`;
  let output = '';
  const waiting: { text: string; resolve: () => void }[] = [];
  child.stdout!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    for (const w of waiting.filter((w) => output.includes(w.text))) w.resolve();
  });
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const hasEnded = () => child.exitCode !== null || child.signalCode !== null;
  return {
    child,
    env,
    base,
    output: () => output,
    logged: (text) =>
      output.includes(text) ? Promise.resolve() : new Promise((resolve) => waiting.push({ text, resolve })),
    healthy: () =>
      waitFor(
        () =>
          fetch(`${base}/api/health`).then(
            (r) => r.ok,
            () => false,
          ),
        Boolean,
        60_000,
      ),
    exited: () =>
      hasEnded()
        ? Promise.resolve(child.exitCode)
        : new Promise((resolve) => child.once('exit', (code) => resolve(code))),
    signal(signal) {
      if (!hasEnded()) process.kill(-child.pid!, signal);
    },
  };
}

/** A JSON call that must succeed (status under 300). */
export async function api(base: string, method: string, url: string, token?: string, body?: unknown) {
  const response = await fetch(base + url, {
    method,
    headers: {
      ...(token && { authorization: `Bearer ${token}` }),
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const json = (await response.json()) as Record<string, unknown>;
  expect(response.status, JSON.stringify(json)).toBeLessThan(300);
  return json;
}

/** Through the API: a host with a plan in force and an event page; its album guests post to. */
export async function hostWithEvent(base: string, username: string) {
  const admin = (await api(base, 'POST', '/api/auth/login', undefined, ADMIN)).accessToken as string;
  const host = await api(base, 'POST', '/api/auth/register', undefined, {
    username,
    email: `${username}@example.com`,
    password: 'host-password-1',
    accountType: 'individual',
  });
  const hostToken = host.accessToken as string;
  const plans = await api(base, 'GET', '/api/subscription-plans?type=individual', admin);
  await api(base, 'POST', '/api/subscriptions', admin, {
    userId: (host.userData as { id: string }).id,
    planId: (plans.items as { id: string }[])[0]!.id,
    status: 'active',
  });
  const qr = await api(base, 'POST', '/api/qr-codes', hostToken, { title: 'Elif & Kerem' });
  const share = await api(base, 'GET', `/api/share/${qr.hash as string}`);
  return {
    hostToken,
    qrId: qr.id as string,
    hash: qr.hash as string,
    albumId: (share.albums as { id: string }[])[0]!.id,
  };
}
