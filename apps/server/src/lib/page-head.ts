// A page's <head> as link previews read it (WhatsApp, iMessage, Telegram, X…): the title, the
// description, Open Graph and Twitter card tags, filled in by the server before any script runs
// (docs/decisions/054). Every value is the owner's text: escaped, never trusted as HTML.

/** What a page that shows one thing (an event, an invitation) tells a preview about it. */
export interface PagePreview {
  /** The thing's own title (the <title> adds " — Hatıra"). */
  title: string;
  description: string;
  /** A picture (an address on this server, absolute or from the root); null: none to show. */
  image: string | null;
}

const SITE_NAME = 'Hatıra';
/** Short enough for every preview's line; longer texts end with an ellipsis. */
const DESCRIPTION_MAX = 200;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** One line of text of at most `max` characters (whitespace folded; cut ones end with "…"). */
export function oneLine(text: string, max = DESCRIPTION_MAX): string {
  const folded = text.replace(/\s+/g, ' ').trim();
  return folded.length <= max ? folded : `${folded.slice(0, max - 1).trimEnd()}…`;
}

/** The tags for `preview` of the page at `url` (absolute); `origin` makes the image absolute. */
export function previewTags(preview: PagePreview, url: string, origin: string): string {
  const description = oneLine(preview.description);
  const image = preview.image && new URL(preview.image, `${origin}/`).href;
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  return [
    `<title>${escapeHtml(`${preview.title} — ${SITE_NAME}`)}</title>`,
    meta('name', 'description', description),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:locale', 'tr_TR'),
    meta('property', 'og:url', url),
    meta('property', 'og:title', preview.title),
    meta('property', 'og:description', description),
    ...(image ? [meta('property', 'og:image', image)] : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', preview.title),
    meta('name', 'twitter:description', description),
    ...(image ? [meta('name', 'twitter:image', image)] : []),
  ].join('\n    ');
}

/**
 * The built page split where the tags go: in place of its <title> (before the scripts, which Vite
 * puts after it), its generic description left out. Made once per HTML file.
 */
export function headTemplate(html: string): (tags: string) => string {
  const withoutDescription = html.replace(/<meta\s+name="description"[^>]*>\s*/i, '');
  const title = /<title>[^<]*<\/title>/i.exec(withoutDescription);
  const at = title?.index ?? withoutDescription.search(/<\/head>/i);
  const before = withoutDescription.slice(0, Math.max(0, at));
  const after = withoutDescription.slice(title ? at + title[0].length : Math.max(0, at));
  return (tags) => before + tags + after;
}
