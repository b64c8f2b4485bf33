#!/usr/bin/env node
// Benchmark 4 of issue 3: thumbnails + previews of 12-megapixel JPEGs per second through the media
// pipeline vs bare sharp doing exactly the same resizes (target ≥ 90 %). Three ways over the same
// images, each photo through all three back to back (paired, so other load hits both sides alike):
//   bare sharp       — two sharp pipelines per photo straight from the bytes in memory
//   makePhotoCopies  — the worker's photo function: the same two copies from one decode of the
//                      file (bytes in memory), the displayed size read too
//   media worker     — processPendingMedia on a real app: claim the row, read the original from
//                      storage, EXIF date, both copies, write them to storage, complete the row
// Run: `node bench/media.mjs [photos=4] [rounds=5]` from the repository root. It runs on the
// TypeScript sources (no build): it restarts itself under tsx with the `source` condition.
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { restartOnSources, server } from './on-sources.mjs';

restartOnSources(import.meta.url);
const [
  { default: sharp },
  { makePhotoCopies },
  { processPendingMedia },
  { createTestApp },
  factories,
  tables,
  ids,
] = await Promise.all([
  import('sharp'),
  server('src/features/media/process-photo.ts'),
  server('src/features/media/media.worker.ts'),
  server('test/app.ts'),
  server('test/factories.ts'),
  Promise.all([server('src/features/posts/posts.table.ts'), server('src/features/media/media.table.ts')]),
  server('src/lib/ids.ts'),
]);
const { PREVIEW_EDGE, THUMB_EDGE, MAX_PHOTO_PIXELS } = await import('@hatira/shared/limits');
const [{ posts }, { media }] = tables;

const PHOTOS = Number(process.argv[2] ?? 4);
const ROUNDS = Number(process.argv[3] ?? 5);

/** A camera-like 4000×3000 JPEG: smooth colour fields, plus sensor grain over them (q 90). */
async function cameraJpeg(seed) {
  const width = 4000;
  const height = 3000;
  const field = await sharp({
    create: { width: 16, height: 12, channels: 3, noise: { type: 'gaussian', mean: 110 + seed, sigma: 60 } },
  })
    .resize(width, height, { kernel: 'cubic' })
    .png({ compressionLevel: 0 })
    .toBuffer();
  const grain = { create: { width, height, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 24 } } };
  return sharp(field)
    .composite([{ input: grain, blend: 'overlay' }])
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: 'Bench', Model: 'Camera', DateTime: '2026:06:14 18:30:00' } })
    .toBuffer();
}

/** Bare sharp: the same two WebP copies as the worker, nothing else. */
const bareCopies = (input) =>
  Promise.all(
    [
      [PREVIEW_EDGE, 80],
      [THUMB_EDGE, 75],
    ].map(([edge, quality]) =>
      sharp(input, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'truncated' })
        .autoOrient()
        .resize({ width: edge, height: edge, fit: 'inside', withoutEnlargement: true })
        .webp({ quality })
        .toBuffer(),
    ),
  );

export async function measureMediaThroughput() {
  const started = Date.now();
  const images = [];
  for (let i = 0; i < PHOTOS; i++) images.push(await cameraJpeg(i * 7));
  const averageMb = images.reduce((sum, b) => sum + b.length, 0) / images.length / 2 ** 20;

  const t = await createTestApp({ LOG_LEVEL: 'silent' });
  const owner = await factories.registerSubscriber(t.app);
  const qr = await t.app.inject({
    method: 'POST',
    url: '/api/qr-codes',
    headers: factories.bearer(owner.accessToken),
    payload: { title: 'Bench' },
  });
  const qrCodeId = qr.json().id;
  const albums = await t.app.inject({
    url: `/api/albums?qrCodeId=${qrCodeId}`,
    headers: factories.bearer(owner.accessToken),
  });
  const albumId = albums.json().items[0].id;
  const [post] = await t.db
    .insert(posts)
    .values({ albumId, qrCodeId, guestName: 'Bench', status: 'published' })
    .returning({ id: posts.id });

  /** Queues a photo as an upload leaves it: the original in storage, a processing row. */
  async function queue(bytes) {
    const id = ids.uuidv7();
    const originalKey = `media/${albumId}/${id}/original`;
    await t.storage.put(originalKey, Readable.from([bytes]));
    await t.db.insert(media).values({
      id,
      postId: post.id,
      albumId,
      kind: 'photo',
      mime: 'image/jpeg',
      bytes: bytes.length,
      sha256: 'bench',
      originalKey,
    });
  }

  const ways = [
    ['bare sharp', null, (bytes) => bareCopies(bytes)],
    ['makePhotoCopies', null, (bytes) => makePhotoCopies(bytes)],
    [
      'media worker (processPendingMedia)',
      queue, // the upload's part, not timed
      async () => {
        const done = await processPendingMedia(t);
        if (done !== 1) throw new Error(`the worker processed ${done} jobs instead of 1`);
      },
    ],
  ];
  const totals = Object.fromEntries(ways.map(([name]) => [name, { wall: 0, cpu: 0, photos: 0, ratios: [] }]));
  // warm-up: libvips caches, the JIT, the first PGlite queries
  for (const [, prepare, run] of ways) {
    await prepare?.(images[0]);
    await run(images[0]);
  }
  // Paired and interleaved: each photo goes through the three ways back to back, in a rotating
  // order, and each way's time is compared with bare sharp's on the same photo a moment apart.
  // Other work on the machine then hits both sides of a pair alike; the median of the pairs is
  // the ratio (a sum over the run would swing with whatever else runs meanwhile).
  let turn = 0;
  for (let round = 0; round < ROUNDS; round++)
    for (const bytes of images) {
      const wall = {};
      turn++;
      for (let k = 0; k < ways.length; k++) {
        const [name, prepare, run] = ways[(k + turn) % ways.length];
        await prepare?.(bytes);
        const cpu = process.cpuUsage();
        const started = process.hrtime.bigint();
        await run(bytes);
        wall[name] = Number(process.hrtime.bigint() - started) / 1e9;
        const used = process.cpuUsage(cpu);
        const total = totals[name];
        total.wall += wall[name];
        total.cpu += (used.user + used.system) / 1e6;
        total.photos++;
      }
      for (const [name] of ways) totals[name].ratios.push(wall['bare sharp'] / wall[name]);
    }
  await t.close();

  const rows = Object.entries(totals).map(([name, total]) => ({
    name,
    perSecond: total.photos / total.wall,
    cpuMsPerPhoto: (1000 * total.cpu) / total.photos,
    ratio: median(total.ratios),
    spread: [Math.min(...total.ratios), Math.max(...total.ratios)],
  }));
  return { rows, photos: PHOTOS, rounds: ROUNDS, averageMb, elapsedS: (Date.now() - started) / 1000 };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  return Number.isInteger(mid) ? (sorted[mid - 1] + sorted[mid]) / 2 : sorted[Math.floor(mid)];
};

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1]);
if (isMain) {
  {
    const result = await measureMediaThroughput();
    console.log(
      `\nMachine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, sharp ${sharp.versions.sharp} (libvips ${sharp.versions.vips}, concurrency ${sharp.concurrency()})`,
    );
    console.log(
      `\n### Photo copies: ${result.photos} JPEGs of 4000×3000 (${result.averageMb.toFixed(1)} MB each), preview ≤ ${PREVIEW_EDGE} + thumbnail ≤ ${THUMB_EDGE} WebP, ${result.rounds} rounds, each photo through all three back to back\n`,
    );
    console.log(
      '| pipeline | photos/s | CPU ms per photo | vs bare sharp (median of pairs) | pairs min–max | target ≥ 90 % |',
    );
    console.log('|---|---:|---:|---:|---:|---|');
    for (const row of result.rows)
      console.log(
        `| ${row.name} | ${row.perSecond.toFixed(2)} | ${row.cpuMsPerPhoto.toFixed(0)} | ${(row.ratio * 100).toFixed(0)} % | ${row.spread.map((r) => (r * 100).toFixed(0)).join('–')} % | ${row.name === 'bare sharp' ? '—' : row.ratio >= 0.9 ? 'yes' : '**NO**'} |`,
      );
    console.log(`\n(${result.elapsedS.toFixed(0)} s in all)`);
  }
}
