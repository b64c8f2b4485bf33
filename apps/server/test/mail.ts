// The mails a test app sent: without SMTP_URL every mail is an .eml file in DATA_DIR/mail.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { TestApp } from './app.js';

/** Every mail sent so far, oldest first (background sends are waited for). */
export async function readMails(t: Pick<TestApp, 'mailer' | 'dataDir'>): Promise<ParsedMail[]> {
  await t.mailer.drain();
  const dir = path.join(t.dataDir, 'mail');
  const names = await readdir(dir).catch(() => [] as string[]);
  return Promise.all(names.sort().map(async (n) => simpleParser(await readFile(path.join(dir, n)))));
}

/** The mails sent to one address, oldest first. */
export async function mailsTo(
  t: Pick<TestApp, 'mailer' | 'dataDir'>,
  address: string,
): Promise<ParsedMail[]> {
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
