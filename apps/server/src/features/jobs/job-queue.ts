// The job queue's statements (docs/decisions/042): enqueue → claim → (renew …) → done | retry |
// failed. A claim increments `attempts`, so the attempt number names the claim: every later write
// is guarded by (id, attempts, status 'running'), and a worker whose lease lapsed and was taken
// over can neither renew nor overwrite what the new holder does.
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { jobs } from './jobs.table.js';

export type JobRow = typeof jobs.$inferSelect;

/** Workers LISTEN here; an enqueue notifies in its transaction, so they hear of it at the commit. */
export const JOBS_CHANNEL = 'hatira_jobs';
export const DEFAULT_MAX_ATTEMPTS = 5;
/** A retry waits backoffMs, then twice that, … but never longer than this. */
export const MAX_BACKOFF_MS = 60 * 60_000;
export const ERROR_MAX = 1000;

export interface NewJob {
  type: string;
  payload?: unknown;
  label?: string | null;
  maxAttempts?: number;
  /** Not before this time (default: now). */
  runAt?: Date;
}

const inMs = (ms: number) => sql`now() + ${Math.max(0, Math.round(ms))}::integer * interval '1 millisecond'`;
const heldBy = (job: Pick<JobRow, 'id' | 'attempts'>) =>
  and(eq(jobs.id, job.id), eq(jobs.attempts, job.attempts), eq(jobs.status, 'running'));
const free = { lockedBy: null, lockedUntil: null } as const;

const notifyWorkers = (db: Db) => db.execute(sql`select pg_notify(${JOBS_CHANNEL}, '')`);

/**
 * Queues a job. Given a transaction, the job exists only if the business write it belongs to is
 * committed, and the workers of every instance hear of it at that commit.
 */
export async function enqueueJob(db: Db, job: NewJob): Promise<string> {
  const [row] = await db
    .insert(jobs)
    .values({
      type: job.type,
      payload: job.payload ?? {},
      label: job.label ?? null,
      maxAttempts: job.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      ...(job.runAt && { runAt: job.runAt }),
    })
    .returning({ id: jobs.id });
  await notifyWorkers(db);
  return row!.id;
}

/**
 * The next run of a recurring job, unless one is already queued or running (its type is its
 * singleton key): every instance asks at start, and the run that ends asks for the next one, so
 * exactly one run is waiting whatever the number of instances.
 */
export async function scheduleRecurring(
  db: Db,
  job: { type: string; maxAttempts?: number; inMs: number },
): Promise<void> {
  await db
    .insert(jobs)
    .values({
      type: job.type,
      singletonKey: job.type,
      maxAttempts: job.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      runAt: inMs(job.inMs),
    })
    .onConflictDoNothing({ target: jobs.singletonKey, where: sql.raw(`status in ('queued', 'running')`) });
}

/** Due queued jobs of these types, and running ones whose lease ran out (their holder died). */
const claimable = (types: string[]) =>
  and(
    inArray(jobs.type, types),
    or(
      and(eq(jobs.status, 'queued'), sql`${jobs.runAt} <= now()`),
      and(eq(jobs.status, 'running'), sql`${jobs.lockedUntil} < now()`),
    ),
  );

/** Takes the oldest claimable job of `types` for `instanceId`, or null; SKIP LOCKED lets workers pass each other. */
export async function claimJob(
  db: Db,
  claim: { instanceId: string; types: string[]; leaseMs: number },
): Promise<JobRow | null> {
  if (claim.types.length === 0) return null;
  const next = sql`(
    select ${jobs.id} from ${jobs}
    where ${claimable(claim.types)}
    order by ${jobs.runAt}, ${jobs.id}
    limit 1
    for update skip locked
  )`;
  const [job] = await db
    .update(jobs)
    .set({
      status: 'running',
      lockedBy: claim.instanceId,
      lockedUntil: inMs(claim.leaseMs),
      attempts: sql`${jobs.attempts} + 1`,
    })
    .where(and(eq(jobs.id, next), claimable(claim.types)))
    .returning();
  return job ?? null;
}

/** Extends the lease of a running job (the heartbeat); false when it is no longer ours. */
export async function renewJobLease(db: Db, job: JobRow, leaseMs: number): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ lockedUntil: inMs(leaseMs) })
    .where(heldBy(job))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Done: the payload is dropped (a mail's links must not outlive it). False when the claim was lost. */
export async function completeJob(db: Db, job: JobRow): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ status: 'done', payload: {}, lastError: null, finishedAt: sql`now()`, ...free })
    .where(heldBy(job))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** The pause before try `attempt + 1`: backoffMs, doubled for every try before, at most an hour. */
export const backoffDelay = (attempt: number, backoffMs: number) =>
  Math.min(MAX_BACKOFF_MS, backoffMs * 2 ** Math.max(0, attempt - 1));

/** After a failed try: queued again after its backoff, or — out of tries — failed for the admin to see. */
export async function failJobAttempt(
  db: Db,
  job: JobRow,
  error: string,
  backoffMs: number,
): Promise<'retry' | 'failed' | 'lost'> {
  const isFinal = job.attempts >= job.maxAttempts;
  const lastError = error.slice(0, ERROR_MAX);
  const rows = await db
    .update(jobs)
    .set(
      isFinal
        ? // a recurring run's next one is queued under its key; this one keeps none
          { status: 'failed', lastError, finishedAt: sql`now()`, singletonKey: null, ...free }
        : { status: 'queued', lastError, runAt: inMs(backoffDelay(job.attempts, backoffMs)), ...free },
    )
    .where(heldBy(job))
    .returning({ id: jobs.id });
  if (rows.length === 0) return 'lost';
  return isFinal ? 'failed' : 'retry';
}

/** Gives a job back untouched (a stop that could not wait for it): due at once, the try not counted. */
export async function releaseJob(db: Db, job: JobRow): Promise<void> {
  await db
    .update(jobs)
    .set({ status: 'queued', runAt: sql`now()`, attempts: sql`${jobs.attempts} - 1`, ...free })
    .where(heldBy(job));
}

/**
 * At start: the jobs this instance held when it died are due again at once, not when their lease
 * runs out. The cut-short try counts, so a job that takes the process down ends failed.
 */
export async function releaseJobsOf(db: Db, instanceId: string): Promise<number> {
  const rows = await db
    .update(jobs)
    .set({ status: 'queued', runAt: sql`now()`, ...free })
    .where(and(eq(jobs.status, 'running'), eq(jobs.lockedBy, instanceId)))
    .returning({ id: jobs.id });
  return rows.length;
}

/** The admin's retry: a failed job is due again at once with all its tries; null when it is not failed. */
export async function requeueFailedJob(db: Db, id: string): Promise<JobRow | null> {
  const [row] = await db
    .update(jobs)
    .set({ status: 'queued', attempts: 0, runAt: sql`now()`, finishedAt: null })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'failed')))
    .returning();
  if (row) await notifyWorkers(db);
  return row ?? null;
}

/** Finished jobs are kept a while for the admin: done ones a week, failed ones a month. */
export async function pruneJobs(db: Db): Promise<number> {
  const rows = await db
    .delete(jobs)
    .where(
      or(
        and(eq(jobs.status, 'done'), sql`${jobs.finishedAt} < now() - interval '7 days'`),
        and(eq(jobs.status, 'failed'), sql`${jobs.finishedAt} < now() - interval '30 days'`),
      ),
    )
    .returning({ id: jobs.id });
  return rows.length;
}
