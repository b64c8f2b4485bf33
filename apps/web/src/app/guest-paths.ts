// The addresses the guest pages own (app/share-router.tsx): answered with share.html, every other
// page address with index.html. The server keeps the same rule (apps/server/src/lib/web-app.ts);
// the dev and preview servers use this one (vite.config.ts). The legal pages are spelled out here
// (@hatira/shared/legal-slugs has them, but the Vite config cannot load the shared sources):
// share-router.test.tsx holds this rule equal to the guest routes.
const GUEST_PAGE =
  /^\/(?:not-qr|terms-and-conditions|pages\/(?:distance-sales-contract|pre-information-form|kvkk|privacy-policy|terms-and-conditions)|s\/[^/]+(?:\/post|\/album\/[^/]+)?)\/?$/;

export const isGuestPage = (pathname: string): boolean => GUEST_PAGE.test(pathname);
