// Two single-page apps share the site's addresses (docs/decisions/014-guest-entry.md): the admin
// app (index.html) and the guest pages (share.html, /s/… and /not-qr). A path that the other app
// owns is reached by a full page load, which the server answers with that app's HTML.
import type { LoaderFunctionArgs } from 'react-router';
// The pattern, not `paths`: that object (and the page table it is built from) would ride along
// into every guest's first download.
import { PAGE_NOT_FOUND_PATTERN } from '@hatira/shared/pages';

/** The admin app's 404 page: never a guest path, so the server always answers it with index.html. */
export const NOT_FOUND_PATH = PAGE_NOT_FOUND_PATTERN;

/**
 * A route loader that leaves this app for the requested path by a full page load. On the
 * document's own first load the server has already chosen this app for the path, so loading it
 * again would only loop: the 404 page is loaded instead.
 */
export function handOver({ request }: LoaderFunctionArgs): Promise<never> {
  const url = new URL(request.url);
  const target = url.pathname + url.search;
  if (target === window.location.pathname + window.location.search) window.location.replace(NOT_FOUND_PATH);
  else window.location.assign(target);
  // The page is going away: the navigation never finishes here.
  return new Promise<never>(() => undefined);
}
