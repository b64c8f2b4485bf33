// Background jobs (docs/decisions/042): mails, sweeps and later notifications run from a durable
// queue in the database. The admin sees the ones that failed for good and may try one again.
import { z } from 'zod';
import { listQuerySchema } from './common.js';
import { fieldError } from './field-errors.js';

/** queued (waiting, maybe for a retry's delay) → running (claimed under a lease) → done | failed. */
export const JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const jobSchema = z.object({
  id: z.string(),
  /** What the job does, e.g. `mail`, `bills.cancel-overdue`. */
  type: z.string(),
  /** A line a person recognises it by (a mail's recipient and subject); null for a sweep. */
  label: z.string().nullable(),
  status: z.enum(JOB_STATUSES),
  /** Tries so far (a try cut short by a crash counts) and how many it may have. */
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  /** When it runs (next): its start, or its retry after the backoff. */
  runAt: z.string(),
  /** The last try's error, in English as the code reported it. */
  lastError: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type Job = z.infer<typeof jobSchema>;

export const JOB_SORT_FIELDS = ['createdAt', 'runAt', 'finishedAt', 'type'] as const;

export const listJobsQuerySchema = listQuerySchema.extend({
  sortBy: z.enum(JOB_SORT_FIELDS, { error: fieldError('invalidChoice') }).optional(),
  status: z.enum(JOB_STATUSES, { error: fieldError('invalidChoice') }).optional(),
});
export type ListJobsQuery = z.infer<typeof listJobsQuerySchema>;
