// Mail goes through nodemailer. Without SMTP_URL every mail is written as an .eml file into
// DATA_DIR/mail, so a fresh install works and tests read real messages. Features do not send
// themselves: they queue a `mail` job (features/jobs/mail-jobs.ts) in the transaction of the
// change it tells of, and the job worker sends it (docs/decisions/042).
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /**
   * Sends a mail. With `id` (the job's) sending is idempotent per id: the Message-ID is made from
   * it, so a mail sent again after a crash is the same message to the receiving servers, and the
   * outbox keeps one file for it.
   */
  send(mail: Mail, options?: { id?: string }): Promise<void>;
}

/** The domain of the sender's address, for Message-IDs. */
const domainOf = (from: string) => /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'hatira.local';

export function createMailer(options: { smtpUrl?: string; from: string; dataDir: string }): Mailer {
  const outbox = path.join(options.dataDir, 'mail');
  const transport = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const domain = domainOf(options.from);
  let sequence = 0;

  const inOutbox = async (id: string) =>
    (await readdir(outbox).catch(() => [] as string[])).some((name) => name.endsWith(`-${id}.eml`));

  return {
    async send(mail, { id } = {}) {
      if (!options.smtpUrl && id && (await inOutbox(id))) return;
      // Named when asked, not when written: the outbox sorts in the order the mails were sent.
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const name = `${stamp}-${String(sequence++).padStart(6, '0')}-${id ?? randomBytes(4).toString('hex')}.eml`;
      const info = await transport.sendMail({
        from: options.from,
        ...mail,
        ...(id && { messageId: `<${id}@${domain}>` }),
      });
      if (!options.smtpUrl) {
        await mkdir(outbox, { recursive: true });
        await writeFile(path.join(outbox, name), (info as unknown as { message: Buffer }).message);
      }
    },
  };
}
