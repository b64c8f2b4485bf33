// The media worker: off the request path, durable and restart-safe (DESIGN.md §2, decisions/012).
// Each slot claims one `processing` row at a time, makes its copies, and writes the result under
// the lease it holds. Uploads wake it through deps.mediaQueued; otherwise it polls. A crash leaves
// a lease that runs out, and the next claim redoes the job into the same deterministic keys.
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  claimMediaJob,
  completeMediaJob,
  DERIVED_VARIANTS,
  failMediaAttempt,
  MediaJobError,
  mediaExists,
  outputKey,
  releaseMediaJob,
  renewMediaLease,
  type MediaJob,
} from './media-job.js';
import { processPhoto } from './process-photo.js';
import { processVideo } from './process-video.js';
import type { AppDeps } from '../../lib/deps.js';

export type MediaWorkerDeps = Pick<AppDeps, 'db' | 'storage' | 'config' | 'logger' | 'mediaQueued' | 'heic'>;

export interface MediaWorkerOptions {
  /** Jobs run at once (default MEDIA_WORKERS). sharp and ffmpeg use several threads per job. */
  slots?: number;
  /** How long to wait for a wake-up before looking again. */
  pollMs?: number;
  /** A claim's lease; renewed every third of it while the job runs. */
  leaseMs?: number;
  maxAttempts?: number;
  /** Pause before a failed job is tried again. */
  retryDelayMs?: number;
  /** stop(): how long the current jobs may finish before they are abandoned. */
  stopTimeoutMs?: number;
}

const DEFAULTS = {
  pollMs: 5_000,
  // long enough for a 500 MB video between two renewals, short enough that a crash costs little
  leaseMs: 15 * 60_000,
  maxAttempts: 3,
  retryDelayMs: 30_000,
  stopTimeoutMs: 15_000,
};
type Settings = typeof DEFAULTS;

export type JobOutcome = 'ready' | 'retry' | 'failed' | 'lost' | 'released';

class LeaseLost extends Error {
  override name = 'LeaseLost';
}
class JobAbandoned extends Error {
  override name = 'JobAbandoned';
}

const settingsOf = (options: MediaWorkerOptions): Settings => {
  const defined = Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined));
  return { ...DEFAULTS, ...defined };
};
const workRoot = (deps: MediaWorkerDeps) => path.resolve(deps.config.DATA_DIR, 'tmp', 'media');

/** Runs one claimed job to its end: ready, another try later, failed, or given back. */
export async function runMediaJob(
  deps: MediaWorkerDeps,
  job: MediaJob,
  options: MediaWorkerOptions = {},
  controller = new AbortController(),
): Promise<JobOutcome> {
  const settings = settingsOf(options);
  const log = deps.logger.child({ mediaId: job.id, attempt: job.attempts });
  if (job.attempts > settings.maxAttempts)
    // Every earlier claim ended without a word: the job itself likely takes the process down.
    return failMediaAttempt(
      deps.db,
      deps.storage,
      job,
      {
        code: 'PROCESSING_INTERRUPTED',
        note: `Processing was interrupted ${job.attempts - 1} times without finishing; the file may be too demanding to process.`,
      },
      settings,
    );

  let renewing = Promise.resolve();
  const renewal = setInterval(
    () => {
      renewing = renewing
        .then(async () => {
          if (!(await renewMediaLease(deps.db, job, settings.leaseMs))) controller.abort(new LeaseLost());
        })
        .catch((err: unknown) => log.warn({ err }, 'media lease renewal failed'));
    },
    Math.max(1_000, settings.leaseMs / 3),
  );
  const stopRenewing = async () => {
    clearInterval(renewal);
    await renewing;
  };
  const workDir = path.join(workRoot(deps), `${job.id}-${job.attempts}`);
  const started = Date.now();

  try {
    const outputs =
      job.kind === 'photo'
        ? await processPhoto(job, deps.storage, deps.heic, workDir)
        : await processVideo(job, {
            config: deps.config,
            storage: deps.storage,
            workDir,
            signal: controller.signal,
          });
    await stopRenewing();
    if (await completeMediaJob(deps.db, job, outputs)) {
      log.info({ ms: Date.now() - started, kind: job.kind }, 'media ready');
      return 'ready';
    }
    return await lost(deps, job);
  } catch (error) {
    await stopRenewing();
    if (controller.signal.aborted) {
      if (controller.signal.reason instanceof JobAbandoned) {
        await releaseMediaJob(deps.db, job);
        return 'released';
      }
      return await lost(deps, job);
    }
    const failure =
      error instanceof MediaJobError
        ? { code: error.code, note: error.message }
        : { code: 'PROCESSING_FAILED' as const, note: `Processing failed: ${(error as Error).message}` };
    log.warn({ err: error, note: failure.note }, 'media processing attempt failed');
    return await failMediaAttempt(deps.db, deps.storage, job, failure, settings);
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/** Someone else holds the job now — or its post was deleted meanwhile: then clean up after us. */
async function lost(deps: MediaWorkerDeps, job: MediaJob): Promise<'lost'> {
  if (!(await mediaExists(deps.db, job.id)))
    await deps.storage.delete(...DERIVED_VARIANTS.map((variant) => outputKey(job, variant)));
  return 'lost';
}

/**
 * Claims and runs jobs until none is claimable (a job waiting for its retry delay is not), with
 * `slots` claims in parallel; answers how many jobs it ran. For tests, benchmarks and scripts.
 */
export async function processPendingMedia(
  deps: MediaWorkerDeps,
  options: MediaWorkerOptions = {},
): Promise<number> {
  const settings = settingsOf(options);
  let count = 0;
  const drain = async () => {
    for (
      let job = await claimMediaJob(deps.db, settings.leaseMs);
      job;
      job = await claimMediaJob(deps.db, settings.leaseMs)
    ) {
      await runMediaJob(deps, job, settings);
      count++;
    }
  };
  await Promise.all(Array.from({ length: options.slots ?? 1 }, drain));
  return count;
}

/** Scratch folders of attempts that ended with the process (a crash) are removed after a day. */
async function sweepScratch(root: string): Promise<void> {
  const entries = await readdir(root).catch(() => [] as string[]);
  const dayAgo = Date.now() - 24 * 3_600_000;
  for (const entry of entries) {
    const folder = path.join(root, entry);
    const info = await stat(folder).catch(() => null);
    if (info && info.mtimeMs < dayAgo) await rm(folder, { recursive: true, force: true });
  }
}

export interface MediaWorker {
  /** Lets the running jobs finish, or after stopTimeoutMs gives them back for another worker. */
  stop(): Promise<void>;
}

export function startMediaWorker(deps: MediaWorkerDeps, options: MediaWorkerOptions = {}): MediaWorker {
  const settings = settingsOf(options);
  const slots = options.slots ?? deps.config.MEDIA_WORKERS;
  let isStopping = false;
  let wakeForStop = () => {};
  const stopRequested = new Promise<void>((resolve) => (wakeForStop = resolve));
  const running = new Set<AbortController>();

  async function loop(): Promise<void> {
    while (!isStopping) {
      let job: MediaJob | null = null;
      try {
        job = await claimMediaJob(deps.db, settings.leaseMs);
      } catch (err) {
        deps.logger.error({ err }, 'media worker could not claim a job');
      }
      if (!job) {
        await Promise.race([deps.mediaQueued.wait(settings.pollMs), stopRequested]);
        continue;
      }
      const controller = new AbortController();
      running.add(controller);
      try {
        await runMediaJob(deps, job, settings, controller);
      } catch (err) {
        // the database went away mid-job: the lease runs out and the job is redone
        deps.logger.error({ err, mediaId: job.id }, 'media job ended without a result');
      } finally {
        running.delete(controller);
      }
    }
  }

  void sweepScratch(workRoot(deps));
  const loops = Promise.all(Array.from({ length: slots }, loop));
  if (slots > 0) deps.logger.info({ slots }, 'media worker started');

  return {
    async stop() {
      isStopping = true;
      wakeForStop();
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(true), settings.stopTimeoutMs);
      });
      const isTimedOut = await Promise.race([loops.then(() => false), timedOut]);
      clearTimeout(timer);
      if (isTimedOut) for (const controller of running) controller.abort(new JobAbandoned());
      await loops;
    },
  };
}
