// Mails as jobs (docs/decisions/042): a feature queues the finished mail in the transaction of the
// change it tells of, so a mail is never lost to a crash and never sent for a change rolled back;
// the worker sends it with retries, idempotently per job (Message-ID from the job's id).
import type { Db } from '../../db/client.js';
import type { Mail, Mailer } from '../../lib/mail/mailer.js';
import { enqueueJob } from './job-queue.js';
import type { JobType } from './job-worker.js';

export const MAIL_JOB = 'mail';
/** Tries of one mail: with the 30 s backoff doubling, the last comes about an hour after the first. */
export const MAIL_MAX_ATTEMPTS = 8;

/** Queues `mail`; pass the transaction of the change the mail tells of. */
export async function enqueueMail(db: Db, mail: Mail): Promise<void> {
  await enqueueJob(db, {
    type: MAIL_JOB,
    payload: mail,
    label: `${mail.to} — ${mail.subject}`,
    maxAttempts: MAIL_MAX_ATTEMPTS,
  });
}

export function mailJobType(mailer: Mailer): JobType {
  return { run: ({ id, payload }) => mailer.send(payload as Mail, { id }) };
}
