// The durable job queue (docs/decisions/042) on a real database: retries with a doubling backoff
// and a last try, payloads dropped when done, enqueues that live and die with their transaction,
// recurring jobs with exactly one run waiting, and a crash's claim taken back at once by the
// restarted instance (or by another once the short lease runs out).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { waitFor } from '../../../test/factories.js';
import {
  backoffDelay,
  claimJob,
  completeJob,
  enqueueJob,
  MAX_BACKOFF_MS,
  renewJobLease,
  type JobRow,
} from './job-queue.js';
import { runDueJobs, startJobWorker, type JobTypes, type JobWorkerDeps } from './job-worker.js';
import { jobs } from './jobs.table.js';
import { enqueueMail, MAIL_JOB, mailJobType } from './mail-jobs.js';

let t: TestApp;
let a: JobWorkerDeps;
let b: JobWorkerDeps;
beforeAll(async () => {
  t = await createTestApp();
  a = { db: t.db, logger: t.logger, instanceId: 'host-a:3000', listen: t.listen };
  b = { ...a, instanceId: 'host-b:3000' };
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(jobs);
});

const jobRow = async (id: string): Promise<JobRow> =>
  (await t.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;
/** Time passes: the job is due now (a retry's backoff, a recurring run's interval). */
const makeDue = (id: string) => t.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.id, id));

/** A handler that fails until `failures` tries have failed, recording every run. */
function flaky(failures: number, backoffMs = 1_000) {
  const runs: string[] = [];
  const types: JobTypes = {
    flaky: {
      backoffMs,
      async run({ id }) {
        runs.push(id);
        if (runs.length <= failures) throw new Error(`SMTP said 451 (try ${runs.length})`);
      },
    },
  };
  return { runs, types };
}

describe('retries', () => {
  it('tries again after a doubling backoff, and gives up after maxAttempts with the last error', async () => {
    const { runs, types } = flaky(Infinity);
    const id = await enqueueJob(t.db, { type: 'flaky', maxAttempts: 3, payload: { to: 'ayse@example.com' } });

    for (const [attempt, delay] of [
      [1, 1_000],
      [2, 2_000],
    ] as const) {
      const before = Date.now();
      expect(await runDueJobs(a, types)).toBe(1);
      const row = await jobRow(id);
      expect(row).toMatchObject({ status: 'queued', attempts: attempt, lockedBy: null, lockedUntil: null });
      expect(row.lastError).toBe(`SMTP said 451 (try ${attempt})`);
      expect(row.runAt.getTime() - before).toBeGreaterThanOrEqual(delay - 50);
      expect(row.runAt.getTime() - Date.now()).toBeLessThanOrEqual(delay + 50);
      // not due during its backoff
      expect(await runDueJobs(a, types)).toBe(0);
      await makeDue(id);
    }

    expect(await runDueJobs(a, types)).toBe(1);
    const failed = await jobRow(id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 3, lastError: 'SMTP said 451 (try 3)' });
    expect(failed.finishedAt).not.toBeNull();
    expect(failed.payload).toEqual({ to: 'ayse@example.com' }); // kept for the admin's retry
    await makeDue(id);
    expect(await runDueJobs(a, types)).toBe(0); // failed for good: never claimed again
    expect(runs).toHaveLength(3);
  });

  it('waits the base, then doubles, never past an hour', () => {
    expect([1, 2, 3, 4].map((attempt) => backoffDelay(attempt, 30_000))).toEqual([
      30_000, 60_000, 120_000, 240_000,
    ]);
    expect(backoffDelay(20, 30_000)).toBe(MAX_BACKOFF_MS);
  });

  it('succeeds on a later try, and the done job keeps no payload', async () => {
    const { runs, types } = flaky(1);
    const id = await enqueueJob(t.db, {
      type: 'flaky',
      payload: { link: 'https://hatira.test/reset/secret' },
    });
    await runDueJobs(a, types);
    expect((await jobRow(id)).payload).toEqual({ link: 'https://hatira.test/reset/secret' });
    await makeDue(id);
    await runDueJobs(a, types);
    const row = await jobRow(id);
    expect(row).toMatchObject({ status: 'done', attempts: 2, lastError: null, payload: {} });
    expect(runs).toEqual([id, id]);
  });
});

describe('enqueueing', () => {
  it('belongs to its transaction: a rolled-back change queues nothing', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await enqueueJob(tx, { type: 'flaky' });
        throw new Error('the bill could not be written');
      }),
    ).rejects.toThrow('the bill could not be written');
    expect(await t.db.select().from(jobs)).toHaveLength(0);
  });

  it('wakes a waiting worker at the commit, without waiting for its poll', async () => {
    const done: string[] = [];
    const worker = await startJobWorker(
      a,
      { quick: { run: async ({ id }) => void done.push(id) } },
      { pollMs: 600_000 },
    );
    try {
      await new Promise((resolve) => setTimeout(resolve, 50)); // the first (empty) look is over
      const id = await t.db.transaction((tx) => enqueueJob(tx, { type: 'quick' }));
      await waitFor(async () => done.includes(id), Boolean, 3_000);
      expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 1 });
    } finally {
      await worker.stop();
    }
  });

  it('claims only the types the worker knows', async () => {
    const id = await enqueueJob(t.db, { type: 'notify' });
    expect(await runDueJobs(a, flaky(0).types)).toBe(0);
    expect(await jobRow(id)).toMatchObject({ status: 'queued', attempts: 0 });
  });
});

describe('recurring jobs', () => {
  const sweeps: number[] = [];
  const types: JobTypes = {
    'bills.cancel-overdue': {
      everyMs: 60 * 60_000,
      maxAttempts: 2,
      run: async () => {
        sweeps.push(Date.now());
        if (sweeps.length === 2 || sweeps.length === 3) throw new Error('database away');
      },
    },
  };
  const waiting = () =>
    t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.type, 'bills.cancel-overdue'), eq(jobs.status, 'queued')));

  it('has one run waiting however many instances start, and queues the next when a run ends', async () => {
    for (const deps of [a, b, b]) await (await startJobWorker(deps, types, { slots: 0 })).stop();
    const [first] = await waiting();
    expect(await waiting()).toHaveLength(1);
    expect(first!.runAt.getTime()).toBeLessThanOrEqual(Date.now());

    expect(await runDueJobs(a, types)).toBe(1);
    expect(await runDueJobs(b, types)).toBe(0);
    const [next] = await waiting();
    expect(await waiting()).toHaveLength(1);
    expect(next!.runAt.getTime() - Date.now()).toBeGreaterThan(59 * 60_000);
    expect(await jobRow(first!.id)).toMatchObject({ status: 'done' });

    // a run that fails for good still leaves the next one waiting, and can be tried again alone
    await makeDue(next!.id);
    await runDueJobs(a, types);
    await makeDue(next!.id);
    await runDueJobs(a, types);
    expect(await jobRow(next!.id)).toMatchObject({ status: 'failed', attempts: 2, singletonKey: null });
    expect(await waiting()).toHaveLength(1);
    expect(sweeps).toHaveLength(3);
  });
});

describe('a crash in the middle of a job', () => {
  /** Instance A claims the job and dies: nothing renews its lease from now on. */
  async function claimedByDeadA(leaseMs: number): Promise<JobRow> {
    await enqueueJob(t.db, { type: 'flaky' });
    return (await claimJob(t.db, { instanceId: a.instanceId, types: ['flaky'], leaseMs }))!;
  }

  it('is taken back at once by the same instance when it starts again', async () => {
    const { runs, types } = flaky(0);
    const job = await claimedByDeadA(10 * 60_000);
    expect(await runDueJobs(b, types)).toBe(0); // another instance must wait for the lease

    const restarted = Date.now();
    const worker = await startJobWorker(a, types, { pollMs: 600_000 });
    try {
      await waitFor(
        () => jobRow(job.id),
        (row) => row.status === 'done',
        3_000,
      );
      expect(Date.now() - restarted).toBeLessThan(1_000);
      expect(runs).toEqual([job.id]);
      expect(await jobRow(job.id)).toMatchObject({ attempts: 2 }); // the cut-short try counts
    } finally {
      await worker.stop();
    }
  });

  it('is taken over by another instance once the short lease has run out', async () => {
    const { runs, types } = flaky(0);
    const job = await claimedByDeadA(1_500);
    const worker = await startJobWorker(b, types, { pollMs: 100 });
    try {
      const row = await waitFor(
        () => jobRow(job.id),
        (r) => r.status === 'done',
        5_000,
      );
      expect(row.finishedAt!.getTime() - job.lockedUntil!.getTime()).toBeGreaterThanOrEqual(-50);
      expect(row.finishedAt!.getTime() - job.lockedUntil!.getTime()).toBeLessThan(1_000);
      expect(runs).toEqual([job.id]);
    } finally {
      await worker.stop();
    }
  });

  it('keeps a long job of a living instance: its heartbeat renews the short lease', async () => {
    let finish = () => {};
    const types: JobTypes = { long: { run: () => new Promise<void>((resolve) => (finish = resolve)) } };
    const id = await enqueueJob(t.db, { type: 'long' });
    const worker = await startJobWorker(a, types, { leaseMs: 600, pollMs: 50 });
    const other = await startJobWorker(b, types, { leaseMs: 600, pollMs: 50 });
    try {
      const { lockedBy } = await waitFor(
        () => jobRow(id),
        (row) => row.status === 'running',
      );
      await new Promise((resolve) => setTimeout(resolve, 2_000)); // three leases long
      expect(await jobRow(id)).toMatchObject({ status: 'running', lockedBy, attempts: 1 });
      finish();
      await waitFor(
        () => jobRow(id),
        (row) => row.status === 'done',
      );
    } finally {
      await Promise.all([worker.stop(), other.stop()]);
    }
  });

  it('lets a worker whose lease was taken over neither renew nor finish the job', async () => {
    const stale = await claimedByDeadA(1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const taken = (await claimJob(t.db, { instanceId: b.instanceId, types: ['flaky'], leaseMs: 60_000 }))!;
    expect(taken).toMatchObject({ id: stale.id, attempts: 2, lockedBy: b.instanceId });
    expect(await renewJobLease(t.db, stale, 60_000)).toBe(false);
    expect(await completeJob(t.db, stale)).toBe(false);
    expect(await jobRow(stale.id)).toMatchObject({ status: 'running', lockedBy: b.instanceId });
  });

  it('fails a job that took the process down on every try, without running it again', async () => {
    const { runs, types } = flaky(0);
    const job = await claimedByDeadA(60_000);
    await t.db.update(jobs).set({ attempts: job.maxAttempts }).where(eq(jobs.id, job.id));
    await (await startJobWorker(a, {}, { slots: 0 })).stop(); // the restart gives it back
    expect(await runDueJobs(a, types)).toBe(1);
    expect(await jobRow(job.id)).toMatchObject({
      status: 'failed',
      lastError: `Interrupted ${job.maxAttempts} times without finishing.`,
    });
    expect(runs).toEqual([]);
  });

  it('stop() gives a job that does not finish in time back, free at once and its try not counted', async () => {
    const types: JobTypes = {
      stuck: { run: ({ signal }) => new Promise((_, reject) => signal.addEventListener('abort', reject)) },
    };
    const id = await enqueueJob(t.db, { type: 'stuck' });
    const worker = await startJobWorker(a, types, { pollMs: 50, stopTimeoutMs: 200 });
    await waitFor(
      () => jobRow(id),
      (row) => row.status === 'running',
    );
    await worker.stop();
    expect(await jobRow(id)).toMatchObject({ status: 'queued', attempts: 0, lockedBy: null });
  });
});

describe('mail jobs', () => {
  it('send a mail once even when the try is cut short after sending and run again', async () => {
    const mail = {
      to: 'ayse@example.com',
      subject: 'Faturanız hazır',
      text: 'Merhaba',
      html: '<p>Merhaba</p>',
    };
    await enqueueMail(t.db, mail);
    const types = { [MAIL_JOB]: mailJobType(t.mailer) };
    // instance A sends and dies before it could write "done"
    const job = (await claimJob(t.db, { instanceId: a.instanceId, types: [MAIL_JOB], leaseMs: 60_000 }))!;
    expect(job.label).toBe('ayse@example.com — Faturanız hazır');
    await types[MAIL_JOB].run({ ...job, signal: new AbortController().signal });
    await (await startJobWorker(a, {}, { slots: 0 })).stop();
    expect(await runDueJobs(a, types)).toBe(1);

    const outbox = path.join(t.dataDir, 'mail');
    const files = (await readdir(outbox)).filter((name) => name.endsWith(`-${job.id}.eml`));
    expect(files).toHaveLength(1);
    const text = await readFile(path.join(outbox, files[0]!), 'utf8');
    expect(text).toContain(`Message-ID: <${job.id}@hatira.local>`);
    expect(await jobRow(job.id)).toMatchObject({ status: 'done', attempts: 2, payload: {} });
  });
});
