// The admin's failed jobs (docs/decisions/042): a password-reset mail whose SMTP server refuses
// every try ends failed after its last try; the admin finds it with GET /api/jobs?status=failed,
// tries it again, and once the mail server is back the mail goes out. Nobody else sees the jobs.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Job } from '@hatira/shared/jobs';
import { adminOnly, createCallers, expectAccess, type Callers } from '../../../test/access-matrix.js';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { bearer, expectError, registerSubscriber } from '../../../test/factories.js';
import { mailsTo, sendQueuedMails } from '../../../test/mail.js';
import { createMailer } from '../../lib/mail/mailer.js';
import { createUserWithCustomRole } from '../roles/roles.test-support.js';
import { enqueueJob } from './job-queue.js';
import { runDueJobs } from './job-worker.js';
import { jobs } from './jobs.table.js';
import { MAIL_JOB, MAIL_MAX_ATTEMPTS, mailJobType } from './mail-jobs.js';

const UNKNOWN = '01890000-0000-7000-8000-000000000000';

let t: TestApp;
let callers: Callers;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  callers = await createCallers(t);
  admin = callers.admin.token!;
  await sendQueuedMails(t); // the callers' own mails, if any
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, token = admin) =>
  t.app.inject({ method, url, headers: bearer(token) });

/** A mail server nobody listens on: every try is refused. */
const refusing = () =>
  mailJobType(createMailer({ smtpUrl: 'smtp://127.0.0.1:9', from: t.config.MAIL_FROM, dataDir: t.dataDir }));
const deps = () => ({ db: t.db, logger: t.logger, instanceId: t.config.instanceId });

/** Runs the mail jobs with the refusing server until their last try, moving past each backoff. */
async function failEveryTry(): Promise<void> {
  for (let attempt = 1; attempt <= MAIL_MAX_ATTEMPTS; attempt++) {
    await t.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.status, 'queued'));
    await runDueJobs(deps(), { [MAIL_JOB]: refusing() });
  }
}

describe('a mail that cannot be sent', () => {
  let failed: Job;

  it('ends failed after its last try and is listed for the admin with the error', async () => {
    const owner = await registerSubscriber(t.app);
    const email = owner.userData.email;
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email },
    });
    expect(forgot.statusCode).toBe(202);
    await failEveryTry();
    expect(await mailsTo(t, email)).toHaveLength(0);

    const response = await call('GET', '/api/jobs?status=failed');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { items: Job[]; total: number };
    expect(body.total).toBe(1);
    failed = body.items[0]!;
    expect(failed).toEqual({
      id: expect.any(String),
      type: 'mail',
      label: expect.stringMatching(new RegExp(`^${email} — `)),
      status: 'failed',
      attempts: MAIL_MAX_ATTEMPTS,
      maxAttempts: MAIL_MAX_ATTEMPTS,
      runAt: expect.any(String),
      lastError: expect.stringContaining('ECONNREFUSED'),
      createdAt: expect.any(String),
      finishedAt: expect.any(String),
    });
    expect(JSON.stringify(body)).not.toContain('/forgot-password/reset/'); // the payload stays inside
  });

  it('is tried again by the admin and sent once the mail server is back', async () => {
    const response = await call('POST', `/api/jobs/${failed.id}/retry`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: failed.id, status: 'queued', attempts: 0, finishedAt: null });
    expect((await call('GET', '/api/jobs?status=failed')).json()).toMatchObject({ total: 0 });

    await sendQueuedMails(t);
    const [mail] = await mailsTo(t, failed.label!.split(' — ')[0]!);
    expect(mail?.subject).toBe(failed.label!.split(' — ')[1]);
    expect(mail?.text).toContain('/forgot-password/reset/');
    const done = (await call('GET', '/api/jobs?status=done&q=forgot')).json() as { items: Job[] };
    expect(done.items).toEqual([]); // `q` looks at type, label and error: a subject, not a path
    const listed = (await call('GET', `/api/jobs?status=done`)).json() as { items: Job[] };
    expect(listed.items.map((job) => job.id)).toContain(failed.id);
  });

  it('refuses to retry a job that has not failed, or one that does not exist', async () => {
    expectError(await call('POST', `/api/jobs/${failed.id}/retry`), 409, 'JOB_NOT_FAILED');
    expectError(await call('POST', `/api/jobs/${UNKNOWN}/retry`), 404, 'NOT_FOUND');
    expectError(await call('GET', '/api/jobs?status=lost'), 400, 'VALIDATION_FAILED');
  });
});

describe('the job list', () => {
  it('searches type, label and error, sorts and pages', async () => {
    const ids = [];
    for (const type of ['bills.cancel-overdue', 'auth.sweep-expired', 'bills.cancel-overdue'])
      ids.push(await enqueueJob(t.db, { type }));
    const page = (await call('GET', '/api/jobs?q=bills.&sortBy=type&itemsPerPage=1&page=2')).json();
    expect(page).toMatchObject({ total: 2, items: [{ type: 'bills.cancel-overdue', status: 'queued' }] });
    await t.db.delete(jobs).where(eq(jobs.status, 'queued'));
    expect(ids).toHaveLength(3);
  });
});

describe('access', () => {
  it.each([
    { method: 'GET' as const, url: '/api/jobs?status=failed', expect: adminOnly(200) },
    { method: 'POST' as const, url: `/api/jobs/${UNKNOWN}/retry`, expect: adminOnly(404) },
  ])('$method $url', (row) => expectAccess(t, callers, row));

  it('follows the rules on `jobs`: a custom role that may read them lists them, and retries none', async () => {
    const operator = await createUserWithCustomRole(t, admin, 'Operasyon', [
      { action: 'read', subject: 'jobs' },
    ]);
    expect((await call('GET', '/api/jobs?status=failed', operator.accessToken)).statusCode).toBe(200);
    expectError(await call('POST', `/api/jobs/${UNKNOWN}/retry`, operator.accessToken), 403, 'FORBIDDEN');
  });
});
