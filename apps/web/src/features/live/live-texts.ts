// What the venue screen (live.html) shows of namespaces it shares with the admin app: its language
// files (locales/<language>/<language>.live.ts) import them as `<namespace>.json?live`, and the
// build keeps only these keys (vite.config.ts, guestTexts). Its own texts are the `live` namespace.
export const LIVE_TEXTS: Readonly<Record<string, readonly string[]>> = {
  // What GET /api/live/{token} can answer, and NETWORK.
  errors: [
    'QR_INACTIVE',
    'SUBSCRIPTION_PROBLEM',
    'SLIDESHOW_NOT_FOUND',
    'VALIDATION_FAILED',
    'NOT_FOUND',
    'ROUTE_NOT_FOUND',
    'RATE_LIMITED',
    'INTERNAL',
    'SERVICE_UNAVAILABLE',
    'NETWORK',
  ],
  common: ['loading'],
};
