// Two built server instances (dist/main.js) behind HAProxy, with deploy/haproxy.cfg itself, on one
// PostgreSQL database, one Redis and one S3 store (issue 16 §2, docs/decisions/050). Everything is
// driven through the balancer as a guest's phone and the owner's browser would: a tus upload
// started on one instance and finished on the other, moderation on one seen by guests of the other
// within a second, the album-password throttle and the sign-in limit shared, both media workers
// taking each of ten photos exactly once, the owner's ZIP, and SIGTERM to the instance serving a
// download: the download completes and new requests go to the other instance.
//
// Not part of the API suite (vitest.config.ts leaves it out): `npm test -- --e2e` runs it after the
// build with vitest.several-instances.config.ts. It needs haproxy, redis-server and a PostgreSQL
// server (TEST_DATABASE_URL, default the local one); without them it is skipped with the reason in
// its name, and in CI (CI=true or REQUIRE_POSTGRES=1) it fails instead.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabaseUrl } from '../test/database.js';
import { waitFor } from '../test/factories.js';
import { startS3 } from '../test/s3.js';
import {
  api,
  builtMain,
  freePort,
  hostWithEvent,
  serverEnv,
  serverRoot,
  startServer,
  type Server,
} from '../test/server-process.js';
import { readZip } from './features/posts/posts.test-support.js';
import { TUS, encodeMetadata } from './features/share/uploads.test-support.js';

const HAPROXY_CONFIG = path.resolve(serverRoot, '..', '..', 'deploy', 'haproxy.cfg');
const isRequired = process.env['CI'] === 'true' || process.env['REQUIRE_POSTGRES'] === '1';
const postgresUrl = process.env['TEST_DATABASE_URL'] || 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * A program's path: on PATH, or in the sbin folders a user's PATH leaves out on Debian (where
 * haproxy is installed).
 */
function findCommand(name: string): string | null {
  const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  if (found.status === 0) return found.stdout.trim();
  return (
    ['/usr/sbin', '/usr/local/sbin', '/sbin'].map((dir) => path.join(dir, name)).find(existsSync) ?? null
  );
}
const HAPROXY = findCommand('haproxy');
const REDIS_SERVER = findCommand('redis-server');

async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** What this machine lacks for the test, as a reader would fix it. */
async function missing(): Promise<string[]> {
  const lacks: string[] = [];
  if (!HAPROXY) lacks.push('haproxy (apt-get install haproxy)');
  if (!REDIS_SERVER) lacks.push('redis-server (apt-get install redis-server)');
  if (!existsSync(builtMain)) lacks.push(`the build's ${builtMain} (npm run build)`);
  if (!(await postgresAnswers())) lacks.push(`a PostgreSQL server at ${postgresUrl} (TEST_DATABASE_URL)`);
  return lacks;
}

const lacks = await missing();
if (lacks.length > 0 && !isRequired)
  console.warn(`\nTwo instances behind HAProxy: SKIPPED, this machine lacks ${lacks.join(', ')}\n`);

// ---------------------------------------------------------------------------------------------
// The pieces, each on a free port and each stopped in afterAll

const cleanups: (() => Promise<unknown>)[] = [];

/** A child process stopped (SIGKILL) in afterAll unless it ended before; its output kept. */
function child(command: string, args: string[], env?: Record<string, string>) {
  const spawned = spawn(command, args, { env: env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  spawned.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  spawned.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  cleanups.push(() => stopChild(spawned));
  return { process: spawned, output: () => output };
}

async function stopChild(spawned: ChildProcess): Promise<void> {
  if (spawned.exitCode !== null || spawned.signalCode !== null) return;
  const ended = new Promise((resolve) => spawned.once('exit', resolve));
  spawned.kill('SIGKILL');
  await ended;
}

/** redis-server of its own (no persistence) on a free port; resolves when it answers PING. */
async function startRedis(): Promise<string> {
  const port = await freePort();
  child(REDIS_SERVER!, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no']);
  const ping = () =>
    new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('error', () => resolve(false));
      socket.once('data', (data) => {
        socket.destroy();
        resolve(data.toString().startsWith('+PONG'));
      });
      socket.write('PING\r\n');
    });
  await waitFor(ping, Boolean, 10_000);
  return `redis://127.0.0.1:${port}`;
}

interface Instance {
  name: 'app-1' | 'app-2';
  server: Server;
}

let balancer: string;
let haproxyOutput: () => string;
let instances: Instance[];
let sql: pg.Client;

beforeAll(async () => {
  if (lacks.length > 0) return;
  const started = Date.now();
  process.env['TEST_DATABASE_URL'] = postgresUrl;
  const [s3, database, redisUrl] = await Promise.all([startS3(), freshDatabaseUrl(), startRedis()]);
  cleanups.push(
    () => s3.close(),
    () => database.drop(),
  );
  const bucket = await s3.newBucket();
  const balancerPort = await freePort();
  balancer = `http://127.0.0.1:${balancerPort}`;

  // As compose.yaml runs them: one database, Redis and bucket, one APP_SECRET, a data folder and
  // an INSTANCE_ID each; both started at once on the empty database.
  instances = await Promise.all(
    (['app-1', 'app-2'] as const).map(async (name) => {
      const dataDir = await mkdtemp(path.join(tmpdir(), `hatira-${name}-`));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      const env = serverEnv(dataDir, await freePort(), {
        ...bucket.env,
        DATABASE_URL: database.url,
        REDIS_URL: redisUrl,
        INSTANCE_ID: name,
        TRUST_PROXY: 'true',
        PUBLIC_URL: balancer,
        LOG_LEVEL: 'info',
        SHUTDOWN_GRACE_MS: '30000',
      });
      const server = startServer(env, { built: true });
      cleanups.push(async () => {
        server.signal('SIGKILL');
        await server.exited();
      });
      return { name, server };
    }),
  );
  await Promise.all(
    instances.map(({ name, server }) =>
      Promise.race([
        server.healthy(),
        server.exited().then((code) => Promise.reject(new Error(`exit code ${code}`))),
      ]).catch((error: Error) => {
        throw new Error(`${name} did not start (${error.message}):\n${server.output()}`);
      }),
    ),
  );

  const haproxy = child(HAPROXY!, ['-db', '-f', HAPROXY_CONFIG], {
    ...(process.env as Record<string, string>),
    HATIRA_LISTEN: `127.0.0.1:${balancerPort}`,
    HATIRA_APP_1: `127.0.0.1:${instances[0]!.server.env['PORT']}`,
    HATIRA_APP_2: `127.0.0.1:${instances[1]!.server.env['PORT']}`,
  });
  haproxyOutput = haproxy.output;
  // in rotation: both names answer through the balancer
  const seen = new Set<string>();
  await waitFor(
    async () => {
      const answer = await fetch(`${balancer}/api/ready`).catch(() => null);
      const name = answer?.headers.get('x-served-by');
      if (answer?.ok && name) seen.add(name);
      return seen.size;
    },
    (size) => size === 2,
    20_000,
  ).catch(() => {
    throw new Error(`HAProxy did not reach both instances:\n${haproxy.output()}`);
  });

  sql = new pg.Client({ connectionString: database.url });
  await sql.connect();
  cleanups.push(() => sql.end());
  console.info(`two instances behind HAProxy: started in ${Date.now() - started} ms`);
}, 90_000);

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

// ---------------------------------------------------------------------------------------------
// Through the balancer

interface Answer {
  status: number;
  servedBy: string;
  json: Record<string, unknown>;
  headers: Headers;
}

async function through(url: string, init: RequestInit = {}): Promise<Answer> {
  const response = await fetch(balancer + url, init);
  const text = await response.text();
  return {
    status: response.status,
    servedBy: response.headers.get('x-served-by') ?? '(none)',
    json: text ? (JSON.parse(text) as Record<string, unknown>) : {},
    headers: response.headers,
  };
}

const codeOf = (answer: Answer) => (answer.json['error'] as { code?: string } | undefined)?.code;

const json = (method: string, body: unknown, token?: string): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
  body: JSON.stringify(body),
});

const instanceNamed = (name: string) => instances.find((i) => i.name === name)!;
const otherThan = (name: string) => instances.find((i) => i.name !== name)!;

/** A photo of noise (it does not compress): `width × height × 3` bytes and a little more. */
const noisePng = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();

const solidPng = (shade: number) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: shade, g: 120, b: 140 } } })
    .png()
    .toBuffer();

/** A tus PATCH through the balancer; a 423 (the other instance still lets go) is asked again, as tus clients do. */
async function patchThrough(url: string, offset: number, bytes: Uint8Array): Promise<Answer> {
  for (let tries = 0; ; tries++) {
    const answer = await through(url, {
      method: 'PATCH',
      headers: { ...TUS, 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' },
      body: bytes,
    });
    if (answer.status !== 423 || tries === 50) return answer;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// ---------------------------------------------------------------------------------------------

// Without its pieces: skipped with the reason in its name, or in CI a failure saying what to install.
if (lacks.length > 0)
  (isRequired ? describe : describe.skip)(
    `two instances behind HAProxy (missing: ${lacks.join(', ')})`,
    () => {
      it('has what it needs', () => {
        throw new Error(`This machine lacks ${lacks.join(', ')}; CI must provide them (.ci/run).`);
      });
    },
  );
else
  describe('two instances behind HAProxy', () => {
    let event: Awaited<ReturnType<typeof hostWithEvent>>;
    let bigPhoto: Buffer;
    let bigPostId: string;
    const timings: Record<string, number> = {};

    it('takes a tus upload begun on one instance and finished on the other, as a post awaiting approval', async () => {
      event = await hostWithEvent(balancer, 'balancedhost');
      await api(balancer, 'PATCH', `/api/qr-codes/${event.qrId}`, event.hostToken, {
        approvalRequired: true,
      });

      // 15.6 MB: S3 parts (5 MiB) and a tail; and an archive bigger than the socket buffers
      // between a paused reader and the server (loopback: up to about 4 MiB per sender), so the
      // slow download below is still being sent when its instance gets SIGTERM
      bigPhoto = await noisePng(2600, 2000);
      const created = await through(`/api/share/${event.hash}/uploads`, {
        method: 'POST',
        headers: {
          ...TUS,
          'Upload-Length': String(bigPhoto.length),
          'Upload-Metadata': encodeMetadata({
            filename: 'IMG_0001.PNG',
            filetype: 'image/png',
            albumId: event.albumId,
          }),
        },
      });
      expect(created.status).toBe(201);
      const url = created.headers.get('location')!;
      const id = url.split('/').pop()!;

      const chunk = 3_000_000;
      const patchedBy: string[] = [];
      for (let offset = 0; offset < bigPhoto.length; offset += chunk) {
        const patched = await patchThrough(url, offset, bigPhoto.subarray(offset, offset + chunk));
        expect(patched.status, JSON.stringify(patched.json)).toBe(204);
        expect(patched.headers.get('upload-offset')).toBe(String(Math.min(offset + chunk, bigPhoto.length)));
        patchedBy.push(patched.servedBy);
      }
      // round robin: the chunks went to both, so the upload crossed from one instance to the other
      expect(new Set([created.servedBy, ...patchedBy])).toEqual(new Set(['app-1', 'app-2']));
      expect(patchedBy.some((name) => name !== created.servedBy)).toBe(true);

      const form = new FormData();
      form.append('albumId', event.albumId);
      form.append('name', 'Elif');
      form.append('uploadIds', id);
      const posted = await through(`/api/share/${event.hash}/posts`, { method: 'POST', body: form });
      expect(posted.status, JSON.stringify(posted.json)).toBe(201);
      bigPostId = (posted.json['post'] as { id: string }).id;
      const { rows } = await sql.query<{ status: string; bytes: string }>(
        `select p.status, m.bytes from posts p join media m on m.post_id = p.id where p.id = $1`,
        [bigPostId],
      );
      expect(rows).toEqual([{ status: 'pending', bytes: String(bigPhoto.length) }]);
      console.info(
        `tus upload: created on ${created.servedBy}, chunks on ${patchedBy.join(', ')}, posted on ${posted.servedBy}`,
      );
    });

    it("shows a post approved on one instance to the other instance's guests within a second", async () => {
      // the photo is ready (processed by whichever worker took it) and the post still pending
      await waitFor(
        () => sql.query(`select status from media where post_id = $1`, [bigPostId]),
        ({ rows }) => rows[0]?.status === 'ready',
        30_000,
      );
      const gallery = (instance: Instance) =>
        fetch(`${instance.server.base}/api/share/${event.hash}/albums/${event.albumId}/posts`).then(
          async (r) => (await r.json()) as { items: { id: string }[] },
        );
      // both instances have the album's page in their share caches, without the post
      for (const instance of instances) expect((await gallery(instance)).items).toEqual([]);

      const approved = await through(`/api/posts/${bigPostId}/approve`, json('POST', {}, event.hostToken));
      expect(approved.status, JSON.stringify(approved.json)).toBe(200);
      const approvedAt = Date.now();
      const elsewhere = otherThan(approved.servedBy);
      const seen = await waitFor(
        () => gallery(elsewhere),
        (page) => page.items.some((post) => post.id === bigPostId),
        1000,
      );
      const seenMs = Date.now() - approvedAt;
      timings['approval seen on the other instance (ms)'] = seenMs;
      expect(seen.items.map((post) => post.id)).toEqual([bigPostId]);
      console.info(`approved on ${approved.servedBy}, seen by ${elsewhere.name}'s guests after ${seenMs} ms`);
    });

    it('counts wrong album passwords and sign-ins across both instances, refusing at the same count as one', async () => {
      const album = await api(balancer, 'POST', '/api/albums', event.hostToken, {
        qrCodeId: event.qrId,
        name: 'Nikah',
        password: 'gizli-sifre-1',
      });
      const attempt = () =>
        through(
          `/api/share/${event.hash}/albums/${album.id as string}/access`,
          json('POST', { password: 'yanlis-sifre' }),
        );
      const answers: Answer[] = [];
      for (let n = 0; n < 11; n++) answers.push(await attempt());
      // ten wrong passwords are told so, split over both instances; the eleventh is the limit
      expect(answers.slice(0, 10).map(codeOf)).toEqual(Array(10).fill('ALBUM_PASSWORD_INCORRECT'));
      expect(new Set(answers.slice(0, 10).map((a) => a.servedBy))).toEqual(new Set(['app-1', 'app-2']));
      expect([answers[10]!.status, codeOf(answers[10]!)]).toEqual([429, 'RATE_LIMITED']);
      expect(Number(answers[10]!.headers.get('retry-after'))).toBeGreaterThan(0);
      // …on either instance now, even with the right password
      for (const instance of instances) {
        const right = await fetch(
          `${instance.server.base}/api/share/${event.hash}/albums/${album.id as string}/access`,
          json('POST', { password: 'gizli-sifre-1' }),
        );
        expect(right.status).toBe(429);
      }

      const signIns: Answer[] = [];
      for (let n = 0; n < 11; n++)
        signIns.push(
          await through(
            '/api/auth/login',
            json('POST', { email: 'balancedhost@example.com', password: 'not-the-password' }),
          ),
        );
      // "Invalid email or password" (LoginFailedBody) ten times, then the limit
      expect(signIns.slice(0, 10).map((a) => [a.status, 'errors' in a.json])).toEqual(
        Array(10).fill([400, true]),
      );
      expect(new Set(signIns.slice(0, 10).map((a) => a.servedBy))).toEqual(new Set(['app-1', 'app-2']));
      expect([signIns[10]!.status, codeOf(signIns[10]!)]).toEqual([429, 'RATE_LIMITED']);
    });

    it('processes each of ten photos exactly once with both media workers running', async () => {
      const postedAt = Date.now();
      const ids: string[] = [];
      for (let n = 0; n < 10; n++) {
        const form = new FormData();
        form.append('albumId', event.albumId);
        form.append('name', `Misafir ${n + 1}`);
        form.append('files', new Blob([await solidPng(n * 20)], { type: 'image/png' }), `IMG_${n + 10}.PNG`);
        const posted = await through(`/api/share/${event.hash}/posts`, { method: 'POST', body: form });
        expect(posted.status, JSON.stringify(posted.json)).toBe(201);
        ids.push((posted.json['post'] as { id: string }).id);
      }
      const { rows } = await waitFor(
        () =>
          sql.query<{ id: string; status: string; attempts: number }>(
            `select id, status, attempts from media where post_id = any($1::uuid[])`,
            [ids],
          ),
        (result) => result.rows.length === 10 && result.rows.every((row) => row.status !== 'processing'),
        60_000,
      );
      timings['ten photos posted and processed (ms)'] = Date.now() - postedAt;
      // one claim each: nothing was taken twice, nothing failed
      expect(rows.map((row) => [row.status, row.attempts])).toEqual(Array(10).fill(['ready', 1]));
      // and each was made ready exactly once, by one of the two workers, both of which worked (the
      // log line comes a moment after the row's update)
      const readyLog = async () => {
        const readyBy = new Map<string, string[]>();
        for (const { name, server } of instances)
          for (const line of server.output().split('\n'))
            if (line.includes('"msg":"media ready"')) {
              const mediaId = (JSON.parse(line) as { mediaId: string }).mediaId;
              readyBy.set(mediaId, [...(readyBy.get(mediaId) ?? []), name]);
            }
        return readyBy;
      };
      const readyBy = await waitFor(readyLog, (logged) => rows.every((row) => logged.has(row.id)), 5000);
      for (const row of rows) expect(readyBy.get(row.id)).toHaveLength(1);
      const byInstance = instances.map(
        ({ name }) => rows.filter((row) => readyBy.get(row.id)?.[0] === name).length,
      );
      expect(byInstance.every((count) => count > 0)).toBe(true);
      console.info(`ten photos: ${byInstance.join(' on app-1, ')} on app-2`);
    });

    it("serves the owner's ZIP through the balancer, and finishes it across a SIGTERM while new requests go to the other instance", async () => {
      const { rows: originals } = await sql.query<{ bytes: string }>(
        `select m.bytes from media m join posts p on p.id = m.post_id where p.qr_code_id = $1`,
        [event.qrId],
      );
      expect(originals).toHaveLength(11);

      // a whole download through the balancer
      const whole = await fetch(`${balancer}/api/qr-codes/${event.qrId}/download?all=true`, {
        headers: { authorization: `Bearer ${event.hostToken}` },
      });
      expect(whole.status).toBe(200);
      const entries = readZip(Buffer.from(await whole.arrayBuffer()));
      expect(entries).toHaveLength(11);
      expect(entries.map((entry) => entry.data.length).sort()).toEqual(
        originals.map((row) => Number(row.bytes)).sort(),
      );

      // a second one, read slowly: its instance gets SIGTERM before the archive is through
      const download = await slowDownload(`/api/qr-codes/${event.qrId}/download?all=true`, event.hostToken);
      const serving = instanceNamed(download.servedBy);
      const stoppedAt = Date.now();
      serving.server.signal('SIGTERM');
      await serving.server.logged('"msg":"shutting down"');

      // new requests all go to the other instance, none fails
      const after: Answer[] = [];
      for (let n = 0; n < 6; n++) after.push(await through(`/api/share/${event.hash}`));
      expect(after.map((a) => [a.status, a.servedBy])).toEqual(
        Array(6).fill([200, otherThan(serving.name).name]),
      );
      timings['six requests after SIGTERM (ms)'] = Date.now() - stoppedAt;
      expect(serving.server.child.exitCode).toBeNull(); // still sending the archive

      const archive = await download.rest();
      const slowEntries = readZip(archive);
      expect(slowEntries.map((entry) => entry.name)).toEqual(entries.map((entry) => entry.name));
      expect(slowEntries.every((entry, i) => entry.data.equals(entries[i]!.data))).toBe(true);
      expect(await serving.server.exited()).toBe(0);
      // and its health check (/api/ready) took it out of rotation
      await waitFor(
        async () => haproxyOutput(),
        (log) => log.includes(`Server hatira/${serving.name} is DOWN`),
        15_000,
      );
      timings['out of rotation after SIGTERM (ms)'] = Date.now() - stoppedAt;
      console.info(
        `SIGTERM to ${serving.name} during a ${archive.length}-byte download: completed; ${JSON.stringify(timings)}`,
      );
    });
  });

/**
 * A GET through the balancer whose body is read only after `rest()` is called (backpressure holds
 * the server's stream meanwhile); resolves once the first bytes are in.
 */
function slowDownload(url: string, token: string): Promise<{ servedBy: string; rest(): Promise<Buffer> }> {
  return new Promise((resolve, reject) => {
    const req = request(balancer + url, { headers: { authorization: `Bearer ${token}` } }, (response) => {
      if (response.statusCode !== 200) reject(new Error(`download answered ${response.statusCode}`));
      const chunks: Buffer[] = [];
      response.once('data', (first: Buffer) => {
        chunks.push(first);
        response.pause();
        resolve({
          servedBy: String(response.headers['x-served-by']),
          rest: () =>
            new Promise((done, failed) => {
              response.on('data', (chunk: Buffer) => chunks.push(chunk));
              response.once('end', () => done(Buffer.concat(chunks)));
              response.once('error', failed);
              response.resume();
            }),
        });
      });
    });
    req.once('error', reject);
    req.end();
  });
}
