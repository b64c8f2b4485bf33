// The claim-with-lease loop both queues run (the media worker and the job worker, decisions 012
// and 042): `slots` loops each claim one job at a time (FOR UPDATE SKIP LOCKED in the claim), run
// it while a heartbeat renews its lease, and wait for a wake-up or the poll when nothing is due.
// A crash leaves a lease that a restart of the same instance takes back at once (its claims carry
// its instance id) and any other instance after the short lease has run out.
import type { FastifyBaseLogger } from 'fastify';

/** The lease was taken over by another claim: the work must stop and write nothing. */
export class LeaseLost extends Error {
  override name = 'LeaseLost';
}
/** The instance is stopping and the job did not finish in time: it is given back untouched. */
export class JobAbandoned extends Error {
  override name = 'JobAbandoned';
}

/**
 * Renews a claim's lease every third of it while its work runs; when a renewal finds the claim
 * gone, aborts `controller` with LeaseLost. Answers the function that stops renewing (and waits
 * for a renewal under way).
 */
export function keepLease(
  renew: () => Promise<boolean>,
  leaseMs: number,
  controller: AbortController,
  log: FastifyBaseLogger,
): () => Promise<void> {
  let renewing = Promise.resolve();
  const timer = setInterval(
    () => {
      renewing = renewing
        .then(async () => {
          if (!(await renew())) controller.abort(new LeaseLost());
        })
        .catch((err: unknown) => log.warn({ err }, 'lease renewal failed'));
    },
    Math.max(100, leaseMs / 3),
  );
  return async () => {
    clearInterval(timer);
    await renewing;
  };
}

export interface WorkLoopOptions<Job> {
  /** What the log calls this queue ("media", "job"). */
  name: string;
  slots: number;
  /** Takes the next due job under a lease, or null. */
  claim(): Promise<Job | null>;
  /** Runs a claimed job to its end; `controller` aborts it (JobAbandoned, LeaseLost). */
  run(job: Job, controller: AbortController): Promise<unknown>;
  /** Resolves at a wake-up or after the poll interval. */
  idle(): Promise<void>;
  /** stop(): how long running jobs may finish before they are abandoned. */
  stopTimeoutMs: number;
  logger: FastifyBaseLogger;
}

export interface WorkLoop {
  /** Lets the running jobs finish, or after stopTimeoutMs aborts them (JobAbandoned). */
  stop(): Promise<void>;
}

export function startWorkLoop<Job>(options: WorkLoopOptions<Job>): WorkLoop {
  const { logger, name } = options;
  let isStopping = false;
  let wakeForStop = () => {};
  const stopRequested = new Promise<void>((resolve) => (wakeForStop = resolve));
  const running = new Set<AbortController>();

  async function loop(): Promise<void> {
    while (!isStopping) {
      let job: Job | null = null;
      try {
        job = await options.claim();
      } catch (err) {
        logger.error({ err }, `${name} worker could not claim a job`);
      }
      if (!job) {
        await Promise.race([options.idle(), stopRequested]);
        continue;
      }
      logger.debug(`${name} job claimed`);
      const controller = new AbortController();
      running.add(controller);
      try {
        await options.run(job, controller);
      } catch (err) {
        // the database went away mid-job: the lease runs out and the job is redone
        logger.error({ err }, `${name} job ended without a result`);
      } finally {
        running.delete(controller);
      }
    }
  }

  const loops = Promise.all(Array.from({ length: options.slots }, loop));
  if (options.slots > 0) logger.info({ slots: options.slots }, `${name} worker started`);

  return {
    async stop() {
      isStopping = true;
      wakeForStop();
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(true), options.stopTimeoutMs);
      });
      const isTimedOut = await Promise.race([loops.then(() => false), timedOut]);
      clearTimeout(timer);
      if (isTimedOut) for (const controller of running) controller.abort(new JobAbandoned());
      await loops;
    },
  };
}
