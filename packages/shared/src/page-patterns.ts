// What the guest pages need of the page table, on its own so that they do not carry the table
// (pages.ts): the share page's pattern and filling a pattern's parameters.

/** The guests' event page. */
export const SHARE_PATTERN = '/s/:hash';
/** The guests' digital invitation (DESIGN.md §6.5). */
export const INVITE_PATTERN = '/i/:hash';
/** The venue screen's live slideshow (DESIGN.md §6.7): no sign-in, the token is the key. */
export const LIVE_PATTERN = '/live/:token';
/** The admin app's 404 page, where a guest page hands an address it does not know. */
export const PAGE_NOT_FOUND_PATH = '/pages/misc/page-not-found';
/** The legal texts' editor (a legal page links staff to it). */
export const LEGAL_EDITOR_PATTERN = '/legal-pages/edit/:slug/:language';

/**
 * A page's address: its pattern with each `:name` replaced by the (encoded) value given for it.
 * `fillPath('/qr/edit/:id', { id: 'a b' })` → `/qr/edit/a%20b`.
 */
export function fillPath(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${pattern} needs :${name}`);
    return encodeURIComponent(value);
  });
}
