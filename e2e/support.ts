import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';

export const ADMIN = { email: 'admin@hatira.test', password: 'admin-password-1' };
export const CLIENT = { email: 'client@demo.hatira.local', password: 'hatira-demo' };
export const MAIL_DIR = path.resolve('test-results/e2e-data/mail');

export async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel(/^(E-posta|Email|E-Mail|Эл\. почта)/).fill(email);
  await page
    .getByLabel(/^(Şifre|Password|Passwort|Пароль)/)
    .first()
    .fill(password);
  await page.getByRole('button', { name: /^(Giriş yap|Sign in|Anmelden|Войти)$/ }).click();
}

let counter = 0;
export async function registerThroughApi(
  request: APIRequestContext,
  accountType: 'individual' | 'corporate' = 'individual',
) {
  counter++;
  const stamp = `${Date.now()}${counter}`;
  const body = {
    username: `e2e${stamp}`,
    email: `e2e${stamp}@example.com`,
    password: 'e2e-password-1',
    accountType,
  };
  const response = await request.post('/api/auth/register', { data: body });
  if (response.status() !== 201) throw new Error(`register: ${response.status()} ${await response.text()}`);
  return body;
}

/** The newest .eml in the app's outbox addressed to `to`. */
export async function latestMailTo(to: string): Promise<string> {
  const names = (await readdir(MAIL_DIR)).sort().reverse();
  for (const name of names) {
    const raw = await readFile(path.join(MAIL_DIR, name), 'utf8');
    if (raw.includes(`To: ${to}`)) return raw.replace(/=\r?\n/g, '');
  }
  throw new Error(`no mail to ${to}`);
}
