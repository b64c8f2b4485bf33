#!/usr/bin/env node
// Issue 13's benchmark: the printing workshop's PDFs on a real app (PGlite in memory, files on
// disk), asked through the app's HTTP handler (`inject`, no network):
//   proof (new texts)  — a proof of an A4 poster with a 300 dpi background, different texts each
//                        time, so every one is drawn (the editor's live proof as the buyer types)
//   proof (same texts) — the same proof again: the cache's answer
//   20 at once         — twenty different proofs asked at the same time: wall time, and each one's
//   print file         — an order's print-ready file (2480 × 3508 px background at full
//                        resolution, bleed, crop marks), built on its first download
// Peak memory is the process's largest resident set seen (sampled every 5 ms) during each part.
// Target (issue 13): a proof in ≤ 250 ms median once warm.
// Run: `node bench/printing.mjs [rounds=40]` from the repository root. It runs on the TypeScript
// sources (no build): it restarts itself under tsx with the `source` condition.
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { restartOnSources, server } from './on-sources.mjs';

restartOnSources(import.meta.url);
const [{ default: sharp }, { createTestApp }, factories, support, billsSupport] = await Promise.all([
  import('sharp'),
  server('test/app.ts'),
  server('test/factories.ts'),
  server('src/features/printing/printing.test-support.ts'),
  server('src/features/bills/bills.test-support.ts'),
]);

const ROUNDS = Number(process.argv[2] ?? 40);
const TARGET_MS = 250;

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const summary = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { median: percentile(sorted, 50), p95: percentile(sorted, 95), n: sorted.length };
};

/** Runs `work` while sampling the resident set; returns its result, the peak and the growth over the start in MiB. */
async function withPeakMemory(work) {
  const before = process.memoryUsage.rss();
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 5);
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage.rss());
    return { result, peakMb: peak / 2 ** 20, growthMb: (peak - before) / 2 ** 20 };
  } finally {
    clearInterval(timer);
  }
}

async function timed(request) {
  const started = performance.now();
  const response = await request();
  const ms = performance.now() - started;
  if (response.statusCode !== 200) throw new Error(`${response.statusCode}: ${response.body.slice(0, 300)}`);
  return { ms, bytes: response.rawPayload.length };
}

/** A photo-like 2480 × 3508 JPEG (A4 at 300 dpi): colour fields and grain, which compress as a photo does. */
async function photoBackground() {
  const [width, height] = [2480, 3508];
  const field = await sharp({
    create: { width: 16, height: 24, channels: 3, noise: { type: 'gaussian', mean: 190, sigma: 40 } },
  })
    .resize(width, height, { kernel: 'cubic' })
    .png({ compressionLevel: 0 })
    .toBuffer();
  const grain = { create: { width, height, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 20 } } };
  return sharp(field)
    .composite([{ input: grain, blend: 'overlay' }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

export async function measurePrinting() {
  const t = await createTestApp({ LOG_LEVEL: 'silent' });
  try {
    await billsSupport.seedCatalogue(t);
    const api = support.printingApi(t);
    const A4 = { widthMm: 210, heightMm: 297, qrBox: { xMm: 55, yMm: 95, sizeMm: 100 } };
    const design = await support.createDesign(t, {
      body: {
        ...A4,
        name: 'Karşılama afişi',
        minQuantity: 1,
        textBoxes: support.TABLE_CARD.textBoxes.map((box, i) => ({
          ...box,
          xMm: 20,
          yMm: i === 0 ? 25 : 220,
          widthMm: 170,
          heightMm: 40,
          fontSizePt: 40,
        })),
      },
      background: await photoBackground(),
    });
    const event = await factories.createEvent(t);
    const proof = (i) =>
      api.proof(event.owner.token, design.id, event.qr.id, {
        names: `Gülşen & İsmail ${i}`,
        date: `${i} Haziran 2027`,
      });

    for (let i = 0; i < 5; i++) await timed(() => proof(-1 - i)); // warm-up: JIT, fonts, the screen copy in memory

    const fresh = await withPeakMemory(async () => {
      const times = [];
      let bytes = 0;
      const cpu = process.cpuUsage();
      for (let i = 0; i < ROUNDS; i++) {
        const { ms, bytes: size } = await timed(() => proof(i));
        times.push(ms);
        bytes = size;
      }
      const used = process.cpuUsage(cpu);
      // CPU time per proof: what a proof costs, whatever else the machine is doing meanwhile
      return { ...summary(times), bytes, cpuMs: (used.user + used.system) / 1000 / ROUNDS };
    });
    const cached = await withPeakMemory(async () => {
      const times = [];
      for (let i = 0; i < ROUNDS; i++) times.push((await timed(() => proof(0))).ms);
      return summary(times);
    });
    const concurrent = await withPeakMemory(async () => {
      const started = performance.now();
      const each = await Promise.all(Array.from({ length: 20 }, (_, i) => timed(() => proof(1000 + i))));
      return { wallMs: performance.now() - started, ...summary(each.map((r) => r.ms)) };
    });
    const printFile = await withPeakMemory(async () => {
      const { order } = await support.placeOrder(t, design, { event, body: { quantity: 1 } });
      const admin = await factories.adminToken(t);
      const first = await timed(() => api.printPdf(admin, order.id));
      const again = await timed(() => api.printPdf(admin, order.id));
      return { firstMs: first.ms, againMs: again.ms, bytes: first.bytes };
    });
    return { fresh, cached, concurrent, printFile };
  } finally {
    await t.close();
  }
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1]);
if (isMain) {
  const { fresh, cached, concurrent, printFile } = await measurePrinting();
  const kb = (bytes) => (bytes / 1024).toFixed(0);
  console.log(`\nMachine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`);
  console.log(
    `\n### Printing PDFs: an A4 poster (210 × 297 mm, 2480 × 3508 px background), ${ROUNDS} rounds after 5 warm-up proofs\n`,
  );
  console.log('| what | median ms | p95 ms | other | peak RSS MiB (growth) | target |');
  console.log('|---|---:|---:|---|---:|---|');
  const memory = (part) => `${part.peakMb.toFixed(0)} (+${part.growthMb.toFixed(0)})`;
  console.log(
    `| proof, new texts each time (drawn) | ${fresh.result.median.toFixed(1)} | ${fresh.result.p95.toFixed(1)} | ${kb(fresh.result.bytes)} KB per proof, ${fresh.result.cpuMs.toFixed(0)} ms of CPU each | ${memory(fresh)} | ≤ ${TARGET_MS} ms median: ${fresh.result.median <= TARGET_MS ? 'yes' : '**NO**'} |`,
  );
  console.log(
    `| proof, same texts (cache) | ${cached.result.median.toFixed(1)} | ${cached.result.p95.toFixed(1)} | | ${memory(cached)} | |`,
  );
  console.log(
    `| 20 different proofs at once | ${concurrent.result.median.toFixed(1)} | ${concurrent.result.p95.toFixed(1)} | all 20 in ${concurrent.result.wallMs.toFixed(0)} ms | ${memory(concurrent)} | |`,
  );
  console.log(
    `| print file of an order, first download (built) | ${printFile.result.firstMs.toFixed(1)} | | ${kb(printFile.result.bytes)} KB; next download ${printFile.result.againMs.toFixed(1)} ms (stored) | ${memory(printFile)} | |`,
  );
  const load = os.loadavg().map((n) => n.toFixed(1));
  console.log(`\nLoad average at the end: ${load.join(', ')} (${os.cpus().length} cores).`);
}
