// The addresses the guest pages own (app/share-router.tsx): answered with share.html, every other
// page address with index.html. The server keeps the same rule (apps/server/src/lib/web-app.ts);
// the dev and preview servers use this one (vite.config.ts).
const GUEST_PAGE = /^\/(?:not-qr|s\/[^/]+(?:\/post|\/album\/[^/]+)?)\/?$/;

export const isGuestPage = (pathname: string): boolean => GUEST_PAGE.test(pathname);
