// The legal pages' Markdown rendered on the server (docs/decisions/035), so the public page shows
// HTML without a Markdown library and the editor's preview is the same renderer. Raw HTML in the
// text is escaped (`html: false`); links and images go only to http(s), mailto or a path on this
// site — never `javascript:`, `data:` or another scheme, which stay as plain text.
import MarkdownIt from 'markdown-it';

const ALLOWED_LINK = /^(?:https?:|mailto:|\/(?!\/)|#)/i;

const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });
markdown.validateLink = (url) => ALLOWED_LINK.test(url.trim());

export function renderMarkdown(body: string): string {
  return markdown.render(body);
}
