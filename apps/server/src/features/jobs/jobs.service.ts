// The admin's view of the job queue (docs/decisions/042): the jobs, failed ones first of all, and
// "try again" for a failed one. Guarded by the rules on `jobs` (the admin's `manage all`).
import { eq } from 'drizzle-orm';
import type { ListResponse } from '@hatira/shared/common';
import type { Job, ListJobsQuery } from '@hatira/shared/jobs';
import type { Db } from '../../db/client.js';
import { assertCan, type Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';
import { listPage } from '../../lib/list-query.js';
import { requeueFailedJob, type JobRow } from './job-queue.js';
import { jobs } from './jobs.table.js';

function toJob(row: JobRow): Job {
  return {
    id: row.id,
    type: row.type,
    label: row.label,
    status: row.status,
    attempts: row.attempts,
    maxAttempts: row.maxAttempts,
    runAt: row.runAt.toISOString(),
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

const SORT_COLUMNS = {
  createdAt: jobs.createdAt,
  runAt: jobs.runAt,
  finishedAt: jobs.finishedAt,
  type: jobs.type,
} as const;

export async function listJobs(db: Db, actor: Actor, query: ListJobsQuery): Promise<ListResponse<Job>> {
  assertCan(actor, 'read', 'jobs');
  const page = await listPage(db, db.select().from(jobs).$dynamic(), query, {
    where: query.status ? eq(jobs.status, query.status) : undefined,
    search: [jobs.type, jobs.label, jobs.lastError],
    sortColumns: SORT_COLUMNS,
    defaultSort: { key: 'createdAt', order: 'desc' },
    tieBreakers: [jobs.id],
  });
  return { ...page, items: page.items.map(toJob) };
}

/** Tries a failed job again, with all its tries; another state is JOB_NOT_FAILED. */
export async function retryJob(db: Db, actor: Actor, id: string): Promise<Job> {
  assertCan(actor, 'update', 'jobs');
  const requeued = await requeueFailedJob(db, id);
  if (requeued) return toJob(requeued);
  const [existing] = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, id));
  throw new AppError(existing ? 'JOB_NOT_FAILED' : 'NOT_FOUND');
}
