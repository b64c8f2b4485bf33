// Every mail the product sends has the same simple shape: a greeting, a few paragraphs, at most one
// button with its link spelled out below it (for mail clients that hide buttons), and a quiet
// closing line. Texts come in already translated; this only escapes and lays them out.
import type { Mail } from './mailer.js';

export interface MailContent {
  to: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Shown last, in grey: why the mail came, what to do if it was not expected. */
  footer?: string;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function renderMail(content: MailContent): Mail {
  const { action, footer } = content;
  const text = [
    content.greeting,
    ...content.paragraphs,
    ...(action ? [action.url] : []),
    ...(footer ? [footer] : []),
  ].join('\n\n');
  const html = [
    `<p>${escapeHtml(content.greeting)}</p>`,
    ...content.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(action
      ? [
          `<p><a href="${escapeHtml(action.url)}" style="background:#0a9394;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>`,
          `<p style="color:#666">${escapeHtml(action.url)}</p>`,
        ]
      : []),
    ...(footer ? [`<p style="color:#666">${escapeHtml(footer)}</p>`] : []),
  ].join('\n');
  return { to: content.to, subject: content.subject, text: `${text}\n`, html };
}

/** Fills `{name}`-style placeholders of a translated text. */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
