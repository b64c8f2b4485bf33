// The media worker: off the request path, durable and restart-safe (DESIGN.md §2, decisions/012).
// Each slot claims one `processing` row at a time, makes its copies, and writes the result under
// the lease it holds. Uploads wake it through deps.mediaQueued; otherwise it polls. A crash leaves
// a claim that the restarted instance takes back at once (claims name it: config.instanceId), or
// that another instance takes once the short lease has run out; the next claim redoes the job into
// the same deterministic keys (docs/decisions/042).
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
  releaseMediaJobsOf,
  renewMediaLease,
  type MediaJob,
} from './media-job.js';
import { processPhoto } from './process-photo.js';
import { processVideo } from './process-video.js';
import type { AppDeps } from '../../lib/deps.js';
import { JobAbandoned, keepLease, startWorkLoop, type WorkLoop } from '../../lib/work-loop.js';

export type MediaWorkerDeps = Pick<AppDeps, 'db' | 'storage' | 'config' | 'logger' | 'mediaQueued' | 'heic'>;

export interface MediaWorkerOptions {
  /** Jobs run at once (default MEDIA_WORKERS). sharp and ffmpeg use several threads per job. */
  slots?: number;
  /** How long to wait for a wake-up before looking again. */
  pollMs?: number;
  /** A claim's lease, renewed every third of it while the job runs: how soon another instance takes over a dead one's job. */
  leaseMs?: number;
  maxAttempts?: number;
  /** Pause before a failed job is tried again. */
  retryDelayMs?: number;
  /** stop(): how long the current jobs may finish before they are abandoned. */
  stopTimeoutMs?: number;
}

const DEFAULTS = {
  pollMs: 5_000,
  // renewed every 5 s while the job runs (a 500 MB video too): an instance that died for good
  // holds its jobs for seconds, not minutes
  leaseMs: 15_000,
  maxAttempts: 3,
  retryDelayMs: 30_000,
  stopTimeoutMs: 15_000,
};
type Settings = typeof DEFAULTS;

export type JobOutcome = 'ready' | 'retry' | 'failed' | 'lost' | 'released';

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

  const stopRenewing = keepLease(
    () => renewMediaLease(deps.db, job, settings.leaseMs),
    settings.leaseMs,
    controller,
    log,
  );
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
  const claim = () => claimMediaJob(deps.db, settings.leaseMs, deps.config.instanceId);
  const drain = async () => {
    for (let job = await claim(); job; job = await claim()) {
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

export type MediaWorker = WorkLoop;

/** Takes back what this instance held when it died, then runs `slots` claim loops. */
export async function startMediaWorker(
  deps: MediaWorkerDeps,
  options: MediaWorkerOptions = {},
): Promise<MediaWorker> {
  const settings = settingsOf(options);
  const released = await releaseMediaJobsOf(deps.db, deps.config.instanceId);
  if (released > 0) deps.logger.info({ released }, 'media jobs held before a restart are due again');
  void sweepScratch(workRoot(deps));
  return startWorkLoop({
    name: 'media',
    slots: options.slots ?? deps.config.MEDIA_WORKERS,
    claim: () => claimMediaJob(deps.db, settings.leaseMs, deps.config.instanceId),
    run: (job, controller) => runMediaJob(deps, job, settings, controller),
    idle: () => deps.mediaQueued.wait(settings.pollMs),
    stopTimeoutMs: settings.stopTimeoutMs,
    logger: deps.logger,
  });
}
