#!/usr/bin/env node
// Upload resume benchmark (issue 15, docs/decisions/056): how many bytes a guest's phone sends
// again when its connection drops in the middle of an upload. A 40 MiB file goes through the real
// tus client (tus-js-client's Node build, with the share form's options: its piece size, no retries
// of its own, the upload's address kept by the caller) to the BUILT server (`npm start`'s
// node apps/server/dist/main.js on PGlite in a fresh DATA_DIR) through a small TCP proxy in this
// script that plays the phone's link: it forwards at LINK_BYTES_PER_S and, at a chosen point, is
// killed — the phone's side of every connection closes and nothing is accepted for DOWN_MS — then
// listens again. The client then does what the share form's queue does: continues at the upload's
// address, whose HEAD gives the server's offset. Bytes sent = every byte the proxy read from the
// client (requests with their headers); sent again = that − the file's size.
// Two kinds of drop: `close`, the server sees the connection end (what arrived is read); `silent`,
// the server's side stays open as if the phone had vanished, and the resumed PATCH takes the
// upload over from the stale one (uploads.locks.ts).
// Run from the repository root: `node bench/upload-resume.mjs` (builds shared and server first;
// BENCH_NO_BUILD=1 skips that; BENCH_SERVER_ROOT=<a checkout with a built server> runs that one).
import { execSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { Upload } from 'tus-js-client';
import { seed, startApp } from './uploads.mjs';

const MiB = 1024 * 1024;
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const FILE_BYTES = 40 * MiB;
/** A good phone uplink (32 Mbit/s). */
const LINK_BYTES_PER_S = 4 * MiB;
const DOWN_MS = 500;
/**
 * The drops: how (close, silent), where (a share of the file, mid-piece), and how many bytes the
 * link holds on their way (its buffer: what a drop can lose; a mobile network's queues hold more).
 */
const KiB = 1024;
const DROPS = [
  ...[0.13, 0.37, 0.55, 0.71, 0.93].map((cutAt) => ({ mode: 'close', cutAt, buffer: 256 * KiB })),
  ...[0.13, 0.55, 0.93].map((cutAt) => ({ mode: 'silent', cutAt, buffer: 256 * KiB })),
  { mode: 'close', cutAt: 0.55, buffer: 64 * KiB },
  { mode: 'close', cutAt: 0.55, buffer: 1024 * KiB },
  { mode: 'close', cutAt: 0.55, buffer: 4096 * KiB },
];

/** The share form's piece size, read from its transport so that the two cannot drift apart. */
const CHUNK_BYTES = (() => {
  const source = readFileSync(path.join(ROOT, 'apps/web/src/features/share/tus-transport.ts'), 'utf8');
  const match = /const CHUNK_BYTES = ([\d\s*]+);/.exec(source);
  if (!match) throw new Error('CHUNK_BYTES not found in tus-transport.ts');
  return match[1].split('*').reduce((product, factor) => product * Number(factor.trim()), 1);
})();

/**
 * The phone's link: a TCP proxy to `target` that counts the bytes it reads from the client,
 * forwards them at LINK_BYTES_PER_S holding at most `buffer` bytes not yet forwarded, and can be
 * killed and started again on the same port.
 */
async function startLink(target, buffer) {
  const sockets = new Set();
  const link = { port: 0, sent: 0, forwarded: 0, server: null, cutAt: Infinity, onCut: null };
  const listen = () =>
    new Promise((resolve) => {
      link.server = net.createServer((client) => {
        const upstream = net.connect(target.port, '127.0.0.1');
        const pair = { client, upstream, queue: [], queued: 0, timer: null };
        sockets.add(pair);
        client.on('data', (data) => {
          link.sent += data.length;
          pair.queue.push(data);
          pair.queued += data.length;
          if (pair.queued > buffer) client.pause();
        });
        // every 10 ms, a hundredth of a second's worth of bytes goes on
        pair.timer = setInterval(() => {
          let budget = Math.floor(LINK_BYTES_PER_S / 100);
          while (budget > 0 && pair.queue.length > 0) {
            const head = pair.queue[0];
            const piece = head.length <= budget ? pair.queue.shift() : head.subarray(0, budget);
            if (piece !== head) pair.queue[0] = head.subarray(budget);
            upstream.write(piece);
            link.forwarded += piece.length;
            pair.queued -= piece.length;
            budget -= piece.length;
            if (link.forwarded >= link.cutAt) {
              link.cutAt = Infinity;
              link.onCut?.();
              return;
            }
          }
          if (pair.queued <= buffer) client.resume();
        }, 10);
        upstream.on('data', (data) => client.write(data));
        const end = () => {
          clearInterval(pair.timer);
          sockets.delete(pair);
          client.destroy();
          upstream.destroy();
        };
        client.on('error', end);
        upstream.on('error', end);
        client.on('end', () => upstream.end());
        upstream.on('end', end);
      });
      link.server.listen(link.port, '127.0.0.1', () => {
        link.port = link.server.address().port;
        resolve();
      });
    });
  await listen();

  /** The link drops: the phone's side closes; the server's closes too (`close`) or stays (`silent`). */
  link.cut = async (mode) => {
    const closed = new Promise((resolve) => link.server.close(resolve));
    for (const pair of [...sockets]) {
      clearInterval(pair.timer);
      sockets.delete(pair);
      pair.client.destroy();
      if (mode === 'close') pair.upstream.end();
      else setTimeout(() => pair.upstream.destroy(), 60_000).unref(); // gone, without a word
    }
    await closed;
    await sleep(DOWN_MS);
    await listen();
  };
  link.stop = () => {
    for (const pair of sockets) {
      clearInterval(pair.timer);
      pair.client.destroy();
      pair.upstream.destroy();
    }
    link.server.close();
  };
  return link;
}

/** One attempt of the tus client with the share form's options; resolves with its url or the error. */
function attempt({ endpoint, albumId }, file, uploadUrl) {
  return new Promise((resolve) => {
    const upload = new Upload(file, {
      endpoint,
      uploadUrl,
      metadata: { filename: 'wedding.mp4', filetype: 'video/mp4', albumId },
      chunkSize: CHUNK_BYTES,
      retryDelays: null,
      storeFingerprintForResuming: false,
      onSuccess: () => resolve({ url: upload.url, done: true }),
      onError: (error) => resolve({ url: upload.url ?? uploadUrl, done: false, error }),
    });
    upload.start();
  });
}

async function offsetOf(base, url) {
  const response = await fetch(new URL(new URL(url).pathname, base), {
    method: 'HEAD',
    headers: { 'Tus-Resumable': '1.0.0' },
  });
  return Number(response.headers.get('upload-offset'));
}

/** One upload with one drop at `cutAt` of the file: what the link carried, and what went again. */
async function measureOnce(app, file, { cutAt, mode, buffer }) {
  const link = await startLink(new URL(app.base), buffer);
  const endpoint = `http://127.0.0.1:${link.port}/api/share/${app.hash}/uploads`;
  let cut = null;
  let offsetAtResume = null;
  let attempts = 0;
  let url = null;
  // the drop: when this many bytes of the file have reached the server (mid-piece, wherever it falls)
  link.cutAt = Math.round(cutAt * file.length);
  link.onCut = () => (cut = { forwarded: link.forwarded, sent: link.sent, done: link.cut(mode) });
  try {
    for (;;) {
      attempts += 1;
      const result = await attempt({ endpoint, albumId: app.albumId }, file, url);
      url = result.url;
      if (result.done) break;
      if (attempts > 20) throw new Error(`gave up: ${result.error}`);
      await cut?.done;
      await sleep(50); // the queue's pause (1 s in the browser; the time does not change the bytes)
      if (url && offsetAtResume === null) offsetAtResume = await offsetOf(app.base, url);
    }
    const finalOffset = await offsetOf(app.base, url);
    if (finalOffset !== file.length) throw new Error(`the server has ${finalOffset} bytes`);
    await fetch(new URL(new URL(url).pathname, app.base), {
      method: 'DELETE',
      headers: { 'Tus-Resumable': '1.0.0' },
    });
    return {
      cutAtBytes: cut?.forwarded ?? 0,
      sentBeforeCut: cut?.sent ?? 0,
      offsetAtResume,
      sent: link.sent,
      again: link.sent - file.length,
      attempts,
    };
  } finally {
    link.stop();
  }
}

export async function measureUploadResume() {
  if (!process.env.BENCH_NO_BUILD && !process.env.BENCH_SERVER_ROOT)
    execSync('npm run build -w @hatira/shared && npm run build -w @hatira/server', {
      cwd: ROOT,
      stdio: 'ignore',
    });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hatira-bench-resume-'));
  const started = await startApp(dataDir, null);
  try {
    const app = { ...started, ...(await seed(started.base)) };
    const head = readFileSync(path.join(ROOT, 'apps/server/test/fixtures/clip.mp4')).subarray(0, 4096);
    const file = Buffer.concat([head, randomBytes(FILE_BYTES - head.length)]);
    // a first upload without a drop: the bytes a whole upload costs (the requests' headers too)
    const clean = await measureOnce(app, file, { cutAt: 2, mode: 'close', buffer: 256 * KiB });
    const runs = [];
    for (const drop of DROPS) runs.push({ ...drop, ...(await measureOnce(app, file, drop)) });
    return { clean, runs };
  } finally {
    started.child.kill('SIGTERM');
    await new Promise((resolve) =>
      started.child.exitCode !== null ? resolve() : started.child.once('exit', resolve),
    );
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function printTable({ clean, runs }) {
  const kib = (bytes) => (bytes / KiB).toFixed(0);
  const mib = (bytes) => (bytes / MiB).toFixed(1);
  console.log(
    `\n### Issue 15 — upload resume: ${FILE_BYTES / MiB} MiB through tus-js-client, link ${LINK_BYTES_PER_S / MiB} MiB/s, piece ${CHUNK_BYTES / MiB} MiB\n`,
  );
  console.log(
    `Without a drop the link carries the file and ${clean.sent - FILE_BYTES} bytes of requests (${clean.attempts} attempt).\n`,
  );
  console.log(
    '| drop | link buffer (KiB) | reached the server at the drop (MiB) | server offset on resume (MiB) | sent in all (MiB) | sent again (KiB) | sent again / piece | attempts |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const run of runs)
    console.log(
      `| ${run.mode} | ${kib(run.buffer)} | ${mib(run.cutAtBytes)} | ${run.offsetAtResume === null ? '—' : mib(run.offsetAtResume)} | ${mib(run.sent)} | ${kib(run.again)} | ${((run.again / CHUNK_BYTES) * 100).toFixed(1)} % | ${run.attempts} |`,
    );
  const worst = Math.max(...runs.map((run) => run.again));
  console.log(
    `\nWorst: ${kib(worst)} KiB sent again, ${((worst / CHUNK_BYTES) * 100).toFixed(1)} % of a piece (target: under one piece).`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  printTable(await measureUploadResume());
