// The job worker (docs/decisions/042): every instance runs one. It takes back at start what it
// held when it died, makes sure each recurring job has its next run waiting, then claims due jobs
// of the types it knows — woken by the database's notification at an enqueue's commit, or by the
// poll (retries coming due, leases of dead instances running out).
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../../db/client.js';
import { createSignal } from '../../lib/signal.js';
import { JobAbandoned, keepLease, startWorkLoop } from '../../lib/work-loop.js';
import {
  claimJob,
  completeJob,
  failJobAttempt,
  JOBS_CHANNEL,
  releaseJob,
  releaseJobsOf,
  renewJobLease,
  scheduleRecurring,
  type JobRow,
} from './job-queue.js';

/** What a handler is given: the job, and a signal that aborts when the instance gives it up. */
export interface RunningJob {
  id: string;
  payload: unknown;
  attempts: number;
  signal: AbortSignal;
}

export interface JobType {
  /** Does the work; a throw fails the try. Must be safe to run again (a crash may cut it short). */
  run(job: RunningJob): Promise<unknown>;
  /** The first retry's delay; each later one doubles it (at most an hour). Default 30 s. */
  backoffMs?: number;
  /** Recurring: the next run is queued this long after a run ends (a sweep). */
  everyMs?: number;
  /** Tries of one recurring run (others say theirs when queued). */
  maxAttempts?: number;
}

/** Every job type an instance runs, by name (apps/server/src/app.ts lists them). */
export type JobTypes = Record<string, JobType>;

export interface JobWorkerDeps {
  db: Db;
  logger: FastifyBaseLogger;
  /** Claims are held under this name (config.instanceId): the same after a restart. */
  instanceId: string;
  /** The database's LISTEN: wakes the worker at an enqueue's commit (without it, it polls). */
  listen?: Database['listen'];
}

export interface JobWorkerOptions {
  /** Jobs run at once. */
  slots?: number;
  /** How long to wait for a wake-up before looking again. */
  pollMs?: number;
  /** A claim's lease, renewed every third of it: how soon another instance takes over a dead one's job. */
  leaseMs?: number;
  /** stop(): how long running jobs may finish before they are given back. */
  stopTimeoutMs?: number;
}

const DEFAULTS = { slots: 2, pollMs: 5_000, leaseMs: 15_000, stopTimeoutMs: 10_000 };
type Settings = typeof DEFAULTS;
const DEFAULT_BACKOFF_MS = 30_000;

const settingsOf = (options: JobWorkerOptions): Settings => ({
  ...DEFAULTS,
  ...Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined)),
});

export type JobOutcome = 'done' | 'retry' | 'failed' | 'lost' | 'released';

/** Runs one claimed job to its end: done, another try later, failed, or given back. */
export async function runJob(
  deps: JobWorkerDeps,
  types: JobTypes,
  job: JobRow,
  options: JobWorkerOptions = {},
  controller = new AbortController(),
): Promise<JobOutcome> {
  const settings = settingsOf(options);
  const type = types[job.type]!;
  const log = deps.logger.child({ jobId: job.id, jobType: job.type, attempt: job.attempts });
  const outcome = await attempt();
  if (type.everyMs && (outcome === 'done' || outcome === 'failed'))
    await scheduleRecurring(deps.db, { type: job.type, maxAttempts: type.maxAttempts, inMs: type.everyMs });
  if (outcome === 'failed') log.error('job failed for good');
  return outcome;

  async function attempt(): Promise<JobOutcome> {
    if (job.attempts > job.maxAttempts)
      // Every earlier claim ended without a word: the job itself likely takes the process down.
      return failJobAttempt(deps.db, job, `Interrupted ${job.attempts - 1} times without finishing.`, 0);
    const stopRenewing = keepLease(
      () => renewJobLease(deps.db, job, settings.leaseMs),
      settings.leaseMs,
      controller,
      log,
    );
    try {
      await type.run({ id: job.id, payload: job.payload, attempts: job.attempts, signal: controller.signal });
      await stopRenewing();
      return (await completeJob(deps.db, job)) ? 'done' : 'lost';
    } catch (error) {
      await stopRenewing();
      if (controller.signal.aborted) {
        if (!(controller.signal.reason instanceof JobAbandoned)) return 'lost';
        await releaseJob(deps.db, job);
        return 'released';
      }
      log.warn({ err: error }, 'job attempt failed');
      const message = error instanceof Error ? error.message : String(error);
      return failJobAttempt(deps.db, job, message, type.backoffMs ?? DEFAULT_BACKOFF_MS);
    }
  }
}

const claimFor = (deps: JobWorkerDeps, types: JobTypes, settings: Settings) =>
  claimJob(deps.db, { instanceId: deps.instanceId, types: Object.keys(types), leaseMs: settings.leaseMs });

/**
 * Claims and runs due jobs of `types` until none is left (one waiting for its retry is not due);
 * answers how many it ran. For tests and scripts: the worker does the same in the background.
 */
export async function runDueJobs(
  deps: JobWorkerDeps,
  types: JobTypes,
  options: JobWorkerOptions = {},
): Promise<number> {
  const settings = settingsOf(options);
  let count = 0;
  for (let job = await claimFor(deps, types, settings); job; job = await claimFor(deps, types, settings)) {
    await runJob(deps, types, job, settings);
    count++;
  }
  return count;
}

export interface JobWorker {
  /** Lets the running jobs finish, or after stopTimeoutMs gives them back for another instance. */
  stop(): Promise<void>;
}

export async function startJobWorker(
  deps: JobWorkerDeps,
  types: JobTypes,
  options: JobWorkerOptions = {},
): Promise<JobWorker> {
  const settings = settingsOf(options);
  const released = await releaseJobsOf(deps.db, deps.instanceId);
  if (released > 0) deps.logger.info({ released }, 'jobs held before a restart are due again');
  for (const [type, { everyMs, maxAttempts }] of Object.entries(types))
    if (everyMs) await scheduleRecurring(deps.db, { type, maxAttempts, inMs: 0 });

  const wake = createSignal();
  const unlisten = await deps.listen?.(JOBS_CHANNEL, {
    onNotify: () => wake.notify(),
    onListening: (listening) => listening && wake.notify(),
  });
  const loop = startWorkLoop({
    name: 'job',
    slots: settings.slots,
    claim: () => claimFor(deps, types, settings),
    run: (job, controller) => runJob(deps, types, job, settings, controller),
    idle: () => wake.wait(settings.pollMs),
    stopTimeoutMs: settings.stopTimeoutMs,
    logger: deps.logger,
  });
  return {
    async stop() {
      await loop.stop();
      await unlisten?.();
    },
  };
}
