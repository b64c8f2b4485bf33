// Two instances on one database never run a job twice (docs/decisions/042). On the PostgreSQL
// server (TEST_DATABASE_URL) the second instance has its own connection pool and its own LISTEN,
// as a second process has, so the claims really race; on PGlite they share the one connection.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { waitFor } from '../../../test/factories.js';
import { claimJob, enqueueJob } from './job-queue.js';
import { startJobWorker, type JobTypes } from './job-worker.js';
import { jobs } from './jobs.table.js';
import { enqueueMail, MAIL_JOB, mailJobType } from './mail-jobs.js';

let t: TestApp;
let second: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  second = await t.anotherInstance();
});
afterAll(async () => {
  await second.close();
  await t.close();
});

describe('two instances', () => {
  it('claim each of many jobs once when their claims race', async () => {
    for (let i = 0; i < 6; i++) await enqueueJob(t.db, { type: 'race' });
    const claimers = [t.db, second.db, t.db, second.db, t.db, second.db, t.db, second.db, t.db, second.db];
    const claimed = await Promise.all(
      claimers.map((db, i) => claimJob(db, { instanceId: `claimer-${i}`, types: ['race'], leaseMs: 60_000 })),
    );
    const ids = claimed.filter((job) => job !== null).map((job) => job.id);
    expect(ids).toHaveLength(6);
    expect(new Set(ids).size).toBe(6);
    await t.db.delete(jobs);
  });

  it('run every job and send every mail exactly once, each worker with two slots', async () => {
    const runs = new Map<string, string[]>();
    const typesOf = (instance: TestApp, name: string): JobTypes => ({
      [MAIL_JOB]: mailJobType(instance.mailer),
      count: {
        async run({ id }) {
          runs.set(id, [...(runs.get(id) ?? []), name]);
          await new Promise((resolve) => setTimeout(resolve, 5)); // overlap the other instance's claims
        },
      },
    });
    const ids: string[] = [];
    for (let i = 0; i < 60; i++) ids.push(await enqueueJob(t.db, { type: 'count' }));
    for (let i = 0; i < 20; i++)
      await enqueueMail(t.db, {
        to: `guest${i}@example.com`,
        subject: `Mail ${i}`,
        text: 'Merhaba',
        html: '',
      });

    const workers = await Promise.all([
      startJobWorker(
        { db: t.db, logger: t.logger, instanceId: 'host-a:3000', listen: t.listen },
        typesOf(t, 'a'),
        { slots: 2, pollMs: 50 },
      ),
      startJobWorker(
        { db: second.db, logger: second.logger, instanceId: 'host-b:3000', listen: second.listen },
        typesOf(second, 'b'),
        { slots: 2, pollMs: 50 },
      ),
    ]);
    try {
      await waitFor(
        () => t.db.select({ status: jobs.status, attempts: jobs.attempts }).from(jobs),
        (rows) => rows.length === 80 && rows.every((row) => row.status === 'done'),
        60_000,
      );
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
    }

    const rows = await t.db.select({ attempts: jobs.attempts }).from(jobs);
    expect(rows.every((row) => row.attempts === 1)).toBe(true);
    expect(ids.every((id) => runs.get(id)?.length === 1)).toBe(true);
    const mails = (await readdir(path.join(t.dataDir, 'mail'))).filter((name) => name.endsWith('.eml'));
    expect(mails).toHaveLength(20);
    const byInstance = [...runs.values()].flat();
    console.info(
      `jobs run: instance a ${byInstance.filter((n) => n === 'a').length}, b ${byInstance.filter((n) => n === 'b').length}`,
    );
  }, 90_000);
});
