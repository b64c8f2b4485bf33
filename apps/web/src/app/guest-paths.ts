// The addresses the guest pages own (app/share-router.tsx): answered with share.html; the venue
// screen's (/live/{token}) with live.html; every other page address with index.html. The server keeps the same rule (apps/server/src/lib/web-app.ts);
// the dev and preview servers use this one (vite.config.ts). The legal pages' addresses are
// spelled out here rather than taken from @hatira/shared/legal-slugs: the Vite config cannot load
// the shared sources, and the guest router takes them from here so that its entry stays small
// (share-router.test.tsx holds the two lists and this rule equal to the guest routes).
export const LEGAL_PAGE_PATHS = [
  '/pages/distance-sales-contract',
  '/pages/pre-information-form',
  '/pages/kvkk',
  '/pages/privacy-policy',
  '/pages/terms-and-conditions',
  '/terms-and-conditions',
] as const;

/** Made on first use: the guest router imports this file for the list alone. */
let guestPage: RegExp | undefined;

export function isGuestPage(pathname: string): boolean {
  guestPage ??= new RegExp(
    `^/(?:not-qr|${LEGAL_PAGE_PATHS.map((path) => path.slice(1)).join('|')}|s/[^/]+(?:/post|/album/[^/]+)?|i/[^/]+)/?$`,
  );
  return guestPage.test(pathname);
}

/** The venue screen's slideshow (/live/{token}): answered with live.html (decision 052). */
export function isLivePage(pathname: string): boolean {
  return /^\/live\/[^/]+\/?$/.test(pathname);
}
