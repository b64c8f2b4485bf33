// The mails a test app sent: without SMTP_URL every mail is an .eml file in DATA_DIR/mail. A
// test app runs no job worker: reading the mails first sends the queued ones, as the worker would.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { runDueJobs } from '../src/features/jobs/job-worker.js';
import { MAIL_JOB, mailJobType } from '../src/features/jobs/mail-jobs.js';
import type { TestApp } from './app.js';

type MailReader = Pick<TestApp, 'db' | 'logger' | 'config' | 'mailer' | 'dataDir'>;

/** Sends the mails queued so far (the job worker's part). */
export async function sendQueuedMails(t: MailReader): Promise<number> {
  return runDueJobs(
    { db: t.db, logger: t.logger, instanceId: t.config.instanceId },
    {
      [MAIL_JOB]: mailJobType(t.mailer),
    },
  );
}

/** Every mail sent so far, oldest first (the queued ones are sent first). */
export async function readMails(t: MailReader): Promise<ParsedMail[]> {
  await sendQueuedMails(t);
  const dir = path.join(t.dataDir, 'mail');
  const names = await readdir(dir).catch(() => [] as string[]);
  return Promise.all(names.sort().map(async (n) => simpleParser(await readFile(path.join(dir, n)))));
}

/** The mails sent to one address, oldest first. */
export async function mailsTo(t: MailReader, address: string): Promise<ParsedMail[]> {
  return (await readMails(t)).filter((m) => m.to && !Array.isArray(m.to) && m.to.text === address);
}

/** The first link of a mail's text that goes to `pathPrefix` (e.g. '/forgot-password/reset/'). */
export function linkIn(mail: ParsedMail, pathPrefix: string): URL {
  for (const match of (mail.text ?? '').matchAll(/https?:\/\/\S+/g)) {
    const url = new URL(match[0]);
    if (url.pathname.startsWith(pathPrefix)) return url;
  }
  throw new Error(`no ${pathPrefix} link in the mail "${mail.subject}"`);
}
