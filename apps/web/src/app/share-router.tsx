// The guest pages' own route table (SPEC §2 share routes, /not-qr, the legal pages and the
// invitation page /i/{hash}), for their
// own entry (share-main.tsx, share.html): a guest's phone downloads React, React Router, i18next and
// these pages, none of the admin app (docs/decisions/014-guest-entry.md, 037-legal-pages.md). The server answers these paths
// with share.html; any other path belongs to the admin app and is handed over by a page load.
import { createBrowserRouter, type RouteObject } from 'react-router';
import { useTranslation } from 'react-i18next';
import { shareLayoutRoute } from '../features/share/share-layout';
import { LEGAL_PAGE_PATHS } from './guest-paths';
import { handOver } from './hand-over';
import { ShareRoot, ShareRootErrorBoundary } from './share-root';

function GuestLoading() {
  const { t } = useTranslation();
  return <div className="app-splash" role="progressbar" aria-label={t('loading')} />;
}

/** Redirect-only routes never render (their loader answers first); this keeps the router quiet. */
function Leaving() {
  return null;
}

export const shareRoutes: RouteObject[] = [
  {
    id: 'root',
    HydrateFallback: GuestLoading,
    // Scroll behaviour, progress bar and the last-resort error screen, as in the admin app.
    Component: ShareRoot,
    ErrorBoundary: ShareRootErrorBoundary,
    children: [
      {
        path: 's/:hash',
        // In the entry: every event page needs it, and its loader (the event) starts at once.
        ...shareLayoutRoute,
        children: [
          {
            index: true,
            lazy: () => import('../features/share/share-home-page').then((m) => m.shareHomeRoute),
          },
          {
            path: 'album/:albumId',
            lazy: () => import('../features/share/album-page').then((m) => m.albumRoute),
          },
          { path: 'post', lazy: () => import('../features/share/post-page').then((m) => m.postRoute) },
        ],
      },
      // The digital invitation a guest opens (DESIGN.md §6.5, decisions/049).
      {
        path: 'i/:hash',
        lazy: () => import('../features/invitations/invite-page').then((m) => m.inviteRoute),
      },
      {
        path: 'not-qr',
        lazy: () => import('../features/share/not-qr-page').then((m) => m.notQrRoute),
      },
      // The legal pages: public, read signed out as often as signed in.
      ...LEGAL_PAGE_PATHS.map((path): RouteObject => ({
        path,
        lazy: () => import('../features/share/legal-page').then((m) => m.legalPageRoute),
      })),
      { path: '*', loader: handOver, Component: Leaving },
    ],
  },
];

export function createShareRouter() {
  return createBrowserRouter(shareRoutes);
}
