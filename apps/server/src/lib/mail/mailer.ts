// Mail goes through nodemailer. Without SMTP_URL every mail is written as an .eml file into
// DATA_DIR/mail, so a fresh install works and tests read real messages.
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** Sends without making the caller wait; failures are logged. Used where timing must not leak. */
  sendInBackground(mail: Mail): void;
  /** Resolves when every background send has finished (graceful shutdown). */
  drain(): Promise<void>;
}

export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  const outbox = path.join(options.dataDir, 'mail');
  const transport = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const pending = new Set<Promise<void>>();
  let sequence = 0;

  async function send(mail: Mail): Promise<void> {
    // Named when asked, not when written: the outbox sorts in the order the mails were sent, even
    // two in the same millisecond whose background writes finish the other way round.
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const name = `${stamp}-${String(sequence++).padStart(6, '0')}-${randomBytes(4).toString('hex')}.eml`;
    const info = await transport.sendMail({ from: options.from, ...mail });
    if (!options.smtpUrl) {
      await mkdir(outbox, { recursive: true });
      await writeFile(path.join(outbox, name), (info as unknown as { message: Buffer }).message);
    }
  }

  return {
    send,
    sendInBackground(mail) {
      const job = send(mail)
        .catch((err: unknown) => options.log.error({ err, to: mail.to }, 'mail failed'))
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async drain() {
      await Promise.all(pending);
    },
  };
}
