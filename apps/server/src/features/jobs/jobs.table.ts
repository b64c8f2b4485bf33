import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { JOB_STATUSES } from '@hatira/shared/jobs';
import { createdAt, id, updatedAt } from '../../db/columns.js';

/**
 * The durable job queue (docs/decisions/042): mails, sweeps and whatever else must happen once,
 * off the request path. A worker claims a due `queued` row — or a `running` one whose lease ran
 * out — with FOR UPDATE SKIP LOCKED, renews the lease while it works and writes the end under the
 * claim it holds (`attempts` names the claim). `locked_by` names the instance, so a restarted one
 * takes back at once what it held when it died.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    type: text('type').notNull(),
    /** What the handler needs; emptied when the job is done (a mail's text holds links). */
    payload: jsonb('payload').$type<unknown>().notNull().default({}),
    /** What a person recognises the job by (a mail's recipient and subject). */
    label: text('label'),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    /** When a queued job may run: at once, later, or after a failed try's backoff. */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** The instance holding a running job, and until when (renewed while it runs). */
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** At most one queued or running job per key: a recurring sweep's next run. */
    singletonKey: text('singleton_key'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('jobs_queued_idx')
      .on(t.runAt)
      .where(sql`${t.status} = 'queued'`),
    index('jobs_running_idx')
      .on(t.lockedUntil)
      .where(sql`${t.status} = 'running'`),
    index('jobs_status_created_idx').on(t.status, t.createdAt),
    uniqueIndex('jobs_singleton_key')
      .on(t.singletonKey)
      .where(sql`${t.status} in ('queued', 'running')`),
    check('jobs_status_check', sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
    check('jobs_attempts_check', sql`${t.attempts} >= 0 and ${t.maxAttempts} >= 1`),
  ],
);
