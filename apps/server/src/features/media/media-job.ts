// The media row as a durable job (docs/decisions/012): claim → (renew …) → complete | retry | fail.
// A claim increments `attempts`, so the attempt number names the claim: every later write is
// guarded by (id, attempts, status 'processing'), and a worker whose lease lapsed and was taken
// over can neither renew nor overwrite the new holder's result. A claim also names the instance
// (`locked_by`), so a restarted instance takes its own back at once (docs/decisions/042).
import { and, eq, sql } from 'drizzle-orm';
import type { MediaNoteCode } from '@hatira/shared/media';
import type { Db } from '../../db/client.js';
import { mediaKey, type Storage } from '../../lib/storage/storage.js';
import { media } from './media.table.js';

export type MediaJob = typeof media.$inferSelect;

/** A stored original waiting to be processed, as the feature that received it describes it. */
export type NewMediaJob = Pick<
  typeof media.$inferInsert,
  'id' | 'postId' | 'albumId' | 'kind' | 'originalFilename' | 'mime' | 'bytes' | 'sha256' | 'originalKey'
>;

/** Queues originals for the worker: a new row is a `processing` job nobody holds yet. */
export async function enqueueMediaJobs(db: Db, jobs: NewMediaJob[]): Promise<void> {
  if (jobs.length > 0)
    await db.insert(media).values(jobs.map((job) => ({ ...job, status: 'processing' as const })));
}

/** What processing found out and wrote; keys are null for copies that do not exist. */
export interface MediaOutputs {
  previewKey: string | null;
  thumbKey: string | null;
  posterKey: string | null;
  playbackKey: string | null;
  width: number | null;
  height: number | null;
  duration: number | null;
  takenAt: Date | null;
  /** Something the owner should know although the item is ready (no ffmpeg). */
  note: string | null;
  noteCode: MediaNoteCode | null;
}

/** Why an attempt failed: a code the owner's screens translate and the English detail. */
export interface MediaFailure {
  code: MediaNoteCode;
  note: string;
}

/** A failure whose message is written for the owner (it becomes the row's note, `code` its note code). */
export class MediaJobError extends Error {
  override name = 'MediaJobError';
  constructor(
    readonly code: MediaNoteCode,
    message: string,
  ) {
    super(message);
  }
}

export const NOTE_MAX = 300;
/** The derived copies; never the original. */
export const DERIVED_VARIANTS = ['preview', 'thumb', 'poster', 'playback'] as const;
export const outputKey = (job: MediaJob, variant: (typeof DERIVED_VARIANTS)[number]) =>
  mediaKey(job.albumId, job.id, variant);

const leaseEnd = (ms: number) =>
  sql`now() + ${Math.max(0, Math.round(ms))}::integer * interval '1 millisecond'`;
const heldBy = (job: MediaJob) =>
  and(eq(media.id, job.id), eq(media.attempts, job.attempts), eq(media.status, 'processing'));

/** Takes the oldest unclaimed (or lapsed) job for `instanceId`, or null; SKIP LOCKED lets workers pass each other. */
export async function claimMediaJob(db: Db, leaseMs: number, instanceId: string): Promise<MediaJob | null> {
  const next = sql`(
    select ${media.id} from ${media}
    where ${media.status} = 'processing' and (${media.lockedUntil} is null or ${media.lockedUntil} < now())
    order by ${media.createdAt}, ${media.id}
    limit 1
    for update skip locked
  )`;
  const [job] = await db
    .update(media)
    .set({ lockedUntil: leaseEnd(leaseMs), lockedBy: instanceId, attempts: sql`${media.attempts} + 1` })
    .where(and(eq(media.id, next), eq(media.status, 'processing')))
    .returning();
  return job ?? null;
}

/** Extends the lease of a running job; false when it is no longer ours. */
export async function renewMediaLease(db: Db, job: MediaJob, leaseMs: number): Promise<boolean> {
  const rows = await db
    .update(media)
    .set({ lockedUntil: leaseEnd(leaseMs) })
    .where(heldBy(job))
    .returning({ id: media.id });
  return rows.length > 0;
}

/** Writes the result and `ready` in one guarded update; false when the lease was taken over. */
export async function completeMediaJob(db: Db, job: MediaJob, outputs: MediaOutputs): Promise<boolean> {
  const rows = await db
    .update(media)
    .set({ ...outputs, status: 'ready', lockedUntil: null, lockedBy: null })
    .where(heldBy(job))
    .returning({ id: media.id });
  // the item shows in the gallery now: the share cache hears of it from the database
  return rows.length > 0;
}

/**
 * After a failed attempt: try again later, or — out of attempts — `failed` with the note, and the
 * copies an attempt may have left behind removed (the original stays for the owner).
 */
export async function failMediaAttempt(
  db: Db,
  storage: Storage,
  job: MediaJob,
  failure: MediaFailure,
  options: { maxAttempts: number; retryDelayMs: number },
): Promise<'retry' | 'failed' | 'lost'> {
  const isFinal = job.attempts >= options.maxAttempts;
  const reason = { note: failure.note.slice(0, NOTE_MAX), noteCode: failure.code };
  const rows = await db
    .update(media)
    .set(
      isFinal
        ? { status: 'failed', ...reason, lockedUntil: null, lockedBy: null }
        : // held by nobody, only not claimable before the retry delay
          { ...reason, lockedUntil: leaseEnd(options.retryDelayMs), lockedBy: null },
    )
    .where(heldBy(job))
    .returning({ id: media.id });
  if (rows.length === 0) return 'lost';
  if (!isFinal) return 'retry';
  await storage.delete(...DERIVED_VARIANTS.map((variant) => outputKey(job, variant)));
  return 'failed';
}

/** Whether the item still exists (its post may have been deleted while it was processed). */
export async function mediaExists(db: Db, id: string): Promise<boolean> {
  const rows = await db.select({ id: media.id }).from(media).where(eq(media.id, id));
  return rows.length > 0;
}

/** Gives a job back untouched (shutdown): free at once, and the interrupted attempt not counted. */
export async function releaseMediaJob(db: Db, job: MediaJob): Promise<void> {
  await db
    .update(media)
    .set({ lockedUntil: null, lockedBy: null, attempts: sql`${media.attempts} - 1` })
    .where(heldBy(job));
}

/**
 * At start: the jobs this instance held when it died are free again at once, not when their lease
 * runs out. The cut-short attempt counts, so an item that takes the process down ends failed.
 */
export async function releaseMediaJobsOf(db: Db, instanceId: string): Promise<number> {
  const rows = await db
    .update(media)
    .set({ lockedUntil: null, lockedBy: null })
    .where(and(eq(media.status, 'processing'), eq(media.lockedBy, instanceId)))
    .returning({ id: media.id });
  return rows.length;
}
