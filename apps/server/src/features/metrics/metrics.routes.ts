// Prometheus metrics at /metrics (docs/decisions/046) with prom-client: request durations by route
// pattern, media jobs and queued jobs by state (counted from their tables at scrape time), the
// bytes of accepted guest uploads and the process's own figures (memory, CPU, event loop).
// Off unless METRICS_ENABLED=true or METRICS_TOKEN is set; with a token, only a Bearer of it reads.
import { timingSafeEqual } from 'node:crypto';
import { count, inArray, sql } from 'drizzle-orm';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { AppDeps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import type { App } from '../../lib/http.js';
import { jobs } from '../jobs/jobs.table.js';
import { media } from '../media/media.table.js';

/** The routes that receive guests' files: a multipart post, and tus creations and chunks. */
const UPLOAD_ROUTES: Record<string, string> = {
  'POST /api/share/:hash/posts': 'post',
  'POST /api/share/:hash/uploads': 'tus',
  'PATCH /api/share/:hash/uploads/:id': 'tus',
};

/** What one scrape reads from the database, once for every gauge that shows part of it. */
async function readQueues(db: AppDeps['db']) {
  const now = sql`now()`;
  const [mediaRows, jobRows] = await Promise.all([
    db
      .select({
        waiting: sql<number>`count(*) filter (where ${media.status} = 'processing'
          and (${media.lockedUntil} is null or ${media.lockedUntil} < ${now}))`.mapWith(Number),
        running: sql<number>`count(*) filter (where ${media.status} = 'processing'
          and ${media.lockedUntil} >= ${now})`.mapWith(Number),
        failed: sql<number>`count(*) filter (where ${media.status} = 'failed')`.mapWith(Number),
      })
      .from(media)
      .where(inArray(media.status, ['processing', 'failed'])),
    db
      .select({
        status: jobs.status,
        count: count(),
        due: sql<number>`count(*) filter (where ${jobs.runAt} <= ${now})`.mapWith(Number),
      })
      .from(jobs)
      .where(inArray(jobs.status, ['queued', 'running', 'failed']))
      .groupBy(jobs.status),
  ]);
  const jobCounts = { queued: 0, running: 0, failed: 0 };
  let dueJobs = 0;
  for (const row of jobRows) {
    if (row.status === 'done') continue;
    jobCounts[row.status] = row.count;
    if (row.status === 'queued') dueJobs = row.due;
  }
  return { media: mediaRows[0]!, jobs: jobCounts, dueJobs };
}

export function metricsRoutes(app: App, deps: AppDeps): void {
  const { METRICS_ENABLED, METRICS_TOKEN } = deps.config;
  const register = new Registry();
  collectDefaultMetrics({ register });

  // One database read per scrape: prom-client starts every gauge's collect() in the same tick.
  let scrape: ReturnType<typeof readQueues> | null = null;
  const queues = () => (scrape ??= readQueues(deps.db).finally(() => (scrape = null)));

  new Gauge({
    name: 'hatira_media_jobs',
    help: 'Media items by processing state: waiting for a worker, being processed, failed',
    labelNames: ['state'],
    registers: [register],
    async collect() {
      const { media } = await queues();
      for (const state of ['waiting', 'running', 'failed'] as const) this.set({ state }, media[state]);
    },
  });
  new Gauge({
    name: 'hatira_jobs',
    help: 'Background jobs (mails, sweeps) by status; finished ones are not counted',
    labelNames: ['status'],
    registers: [register],
    async collect() {
      const { jobs } = await queues();
      for (const [status, value] of Object.entries(jobs)) this.set({ status }, value);
    },
  });
  new Gauge({
    name: 'hatira_queue_depth',
    help: 'Work due now that no worker holds: background jobs and media items',
    labelNames: ['queue'],
    registers: [register],
    async collect() {
      const { dueJobs, media } = await queues();
      this.set({ queue: 'jobs' }, dueJobs);
      this.set({ queue: 'media' }, media.waiting);
    },
  });
  const uploadBytes = new Counter({
    name: 'hatira_upload_bytes_total',
    help: 'Bytes of guest uploads the server accepted (request Content-Length), by kind',
    labelNames: ['kind'],
    registers: [register],
  });
  const durations = new Histogram({
    name: 'hatira_http_request_duration_seconds',
    help: 'HTTP request durations by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [register],
  });

  app.addHook('onResponse', async (request, reply) => {
    // the pattern (`/api/share/:hash`), never the URL: one series per route, no guest's hash in it
    const route = request.is404 ? 'unmatched' : (request.routeOptions.url ?? 'unmatched');
    const labels = { method: request.method, route, status_code: reply.statusCode };
    durations.observe(labels, reply.elapsedTime / 1000);
    const kind = UPLOAD_ROUTES[`${request.method} ${route}`];
    const bytes = Number(request.headers['content-length'] ?? 0);
    if (kind && reply.statusCode < 300 && bytes > 0) uploadBytes.inc({ kind }, bytes);
  });

  app.get('/metrics', { config: { public: true }, schema: { hide: true } }, async (request, reply) => {
    if (!METRICS_ENABLED && !METRICS_TOKEN) throw new AppError('ROUTE_NOT_FOUND');
    if (METRICS_TOKEN && !isBearer(request.headers.authorization, METRICS_TOKEN))
      throw new AppError('UNAUTHORIZED');
    return reply.header('content-type', register.contentType).send(await register.metrics());
  });
}

function isBearer(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.startsWith('Bearer ') ? header.slice(7).trim() : '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
