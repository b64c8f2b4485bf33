// The route table (SPEC §2), composed from each feature's routes (features/<f>/<f>.routes.ts, made
// with the route kit, lib/route-kit.ts) by the explicit lists below, as the server's app.ts lists
// its features. Every page loads on demand, its language namespaces with it; large areas join the
// router on the first navigation into them (AREAS). The root loader runs the guard (guard.ts) on
// every navigation, on the whole matched route (patched areas included), before anything renders,
// so a forbidden page never flashes. Keep this file light: it is part of the first download of
// every page, the login page included. Below the root route, the app shell (MUI theme) wraps the
// sign-in, error and admin pages; routes that must start without MUI (/not-qr) go beside it, not
// inside. The guest pages (/s/…) are a separate entry (share.html, app/share-router.tsx).
// docs/decisions/026-route-kit.md
import {
  createBrowserRouter,
  matchRoutes,
  redirect,
  type LoaderFunctionArgs,
  type Location,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { useTranslation } from 'react-i18next';
import { PAGES, PUBLIC } from '@hatira/shared/pages';
import { paths } from '@hatira/shared/paths';
import { setUnauthorizedHandler } from '../lib/api';
import { setAppNavigate } from '../lib/app-navigation';
import { loadNamespaces } from '../lib/i18n';
import { area, areaOf, Redirecting, redirectRoute, type RouteHandle } from '../lib/route-kit';
import { getSession } from '../lib/session';
import { accessControlRoutes } from '../features/access-control/access-control.routes';
import { authRoutes } from '../features/auth/auth.routes';
import { dashboardRoutes } from '../features/dashboard/dashboard.routes';
import { miscRoutes } from '../features/misc/misc.routes';
import { handOver } from './hand-over';
import { NO_ABILITY, resolveGuard, resolveRootRedirect, type GuardAbility } from './guard';
// What every admin page shows around its own: menu, header, search, customizer, errors, and the
// create/edit kit's saved toast and leave prompt (forms). A JSON file: bench/bundle-size.mjs reads it too.
import LAYOUT_NAMESPACES from './layout-namespaces.json';

/** The sign-in and error pages, on the blank layout. */
const BLANK_FEATURES = [authRoutes, miscRoutes];

/** The signed-in pages, on the admin layout; each declares its access in the page table. */
const ADMIN_FEATURES = [dashboardRoutes, accessControlRoutes];

/**
 * Areas whose routes join the admin layout on the first navigation under their paths, so neither
 * the entry nor this file grows with them. Coming areas (the /apps/* demos) are one line each.
 */
export const AREAS = [
  area([paths.qr, paths.qrManagement], () =>
    import('../features/qr-codes/qr-codes.routes').then((m) => m.qrCodesRoutes),
  ),
  area([paths.albums, paths.customerAlbums], () =>
    import('../features/albums/albums.routes').then((m) => m.albumsRoutes),
  ),
  area([paths.blockedIps, paths.customerBlockedIps, paths.blockedIpsManagement], () =>
    import('../features/blocked-ips/blocked-ips.routes').then((m) => m.blockedIpsRoutes),
  ),
  area([paths.moderation, paths.customerModeration, paths.moderationManagement], () =>
    import('../features/posts/posts.routes').then((m) => m.postsRoutes),
  ),
  area([paths.customers], () =>
    import('../features/customers/customers.routes').then((m) => m.customersRoutes),
  ),
  area(['/profile', '/pages/account-settings', '/pages/user-profile'], () =>
    import('../features/profile/profile.routes').then((m) => m.profileRoutes),
  ),
  area([paths.users], () => import('../features/users/users.routes').then((m) => m.usersRoutes)),
  area([paths.subscription, paths.bills, paths.billsManagement], () =>
    import('../features/bills/bills.routes').then((m) => m.billsRoutes),
  ),
  area([paths.roles, paths.permissions], () =>
    import('../features/roles/roles.routes').then((m) => m.rolesRoutes),
  ),
  area(['/subscription-price', paths.subscriptions], () =>
    import('../features/subscriptions/subscriptions.routes').then((m) => m.subscriptionsRoutes),
  ),
  area([paths.coupons], () => import('../features/coupons/coupons.routes').then((m) => m.couponsRoutes)),
  area([paths.bankAccounts], () =>
    import('../features/bank-accounts/bank-accounts.routes').then((m) => m.bankAccountsRoutes),
  ),
  area([paths.legalPages], () =>
    import('../features/legal-pages/legal-pages.routes').then((m) => m.legalPagesRoutes),
  ),
  area([paths.jobs], () => import('../features/jobs/jobs.routes').then((m) => m.jobsRoutes)),
  area([PAGES.printingWorkshop.path, '/store'], () =>
    import('../features/printing/printing.routes').then((m) => m.printingRoutes),
  ),
  area([PAGES.weddingInvitation.path], () =>
    import('../features/invitations/invitations.routes').then((m) => m.invitationsRoutes),
  ),
];

/** The admin layout's route id: areas are patched in as its children. */
export const ADMIN_LAYOUT_ID = 'admin';

const appShell = () => import('./app-shell').then((m) => ({ Component: m.AppShell }));
const blankLayout = () => import('./layouts/blank-layout').then((m) => ({ Component: m.BlankLayout }));
const defaultLayout = () =>
  Promise.all([import('./layouts/default-layout'), loadNamespaces(LAYOUT_NAMESPACES)]).then(([m]) => ({
    Component: m.DefaultLayout,
  }));

/**
 * The signed-in user's ability. CASL loads on demand, so the pages that need no permission check
 * (sign-in, share pages) do not download it.
 */
async function loadAbility(): Promise<GuardAbility> {
  if (!getSession()) return NO_ABILITY;
  const { currentAbility } = await import('../lib/ability');
  return currentAbility();
}

async function rootRedirect({ request }: LoaderFunctionArgs) {
  const session = getSession();
  const search = new URL(request.url).search;
  return redirect(
    resolveRootRedirect({ role: session?.userData.role ?? null, ability: await loadAbility(), search }),
  );
}

function AppLoading() {
  const { t } = useTranslation();
  return <div className="app-splash" role="progressbar" aria-label={t('loading')} />;
}

/**
 * The guests' pages have their own entry (share.html, app/share-router.tsx): the server answers
 * /s/…, /i/… and the legal pages with it (and /live/… with live.html), and the admin app only hands
 * such a path over by a page load (app/hand-over.ts).
 * /not-qr stays here as well (it needs nothing of the admin app), for links inside this app.
 */
const guestPages: RouteObject[] = [
  ...[
    PAGES.share,
    PAGES.shareAlbum,
    PAGES.sharePost,
    // The invitation a guest opens (decisions/049): the editor's links to it work from here too.
    PAGES.invite,
    // The venue screen (live.html, decisions/052): the event page's link to it works from here too.
    PAGES.live,
    // The legal pages are the guest entry's too (decisions/037): a signed-out reader loads no admin app.
    PAGES.distanceSalesContract,
    PAGES.preInformationForm,
    PAGES.kvkk,
    PAGES.privacyPolicy,
    PAGES.termsAndConditions,
    PAGES.terms,
  ].map((entry): RouteObject => ({
    path: entry.path,
    handle: entry.access satisfies RouteHandle,
    loader: handOver,
    Component: Redirecting,
  })),
  {
    path: PAGES.notQr.path,
    handle: PAGES.notQr.access satisfies RouteHandle,
    lazy: () => import('../features/share/not-qr-page').then((m) => m.notQrRoute),
  },
];

export const routes: RouteObject[] = [
  {
    id: 'root',
    loader: guardLoader,
    // The guard must see every navigation, not only those that change the root's params.
    shouldRevalidate: () => true,
    HydrateFallback: AppLoading,
    lazy: () =>
      import('./root-route').then((m) => ({ Component: m.RootRoute, ErrorBoundary: m.RootErrorBoundary })),
    children: [
      { index: true, handle: PUBLIC satisfies RouteHandle, loader: rootRedirect, Component: Redirecting },
      redirectRoute('/pages/user-profile', paths.userProfile('profile')),
      redirectRoute('/pages/account-settings', paths.accountSettings('account')),
      ...guestPages,
      {
        lazy: appShell,
        children: [
          { lazy: blankLayout, children: BLANK_FEATURES.flat() },
          { id: ADMIN_LAYOUT_ID, lazy: defaultLayout, children: ADMIN_FEATURES.flat() },
        ],
      },
    ],
  },
];

/** Loads the area of the path being opened (if any) and adds its routes to the admin layout. */
export const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  const found = areaOf(AREAS, new URL(path, 'http://hatira.invalid').pathname);
  if (found) patch(ADMIN_LAYOUT_ID, await found.load());
};

type AppRouter = ReturnType<typeof createBrowserRouter>;
let activeRouter: AppRouter | null = null;

/**
 * The routes the guard matches against: the running router's, which hold the areas patched in so
 * far. Before the router exists (its first, synchronous steps), nothing has been patched yet.
 */
const currentRoutes = (): readonly RouteObject[] => activeRouter?.routes ?? routes;

async function guardLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const matches = (matchRoutes([...currentRoutes()], url.pathname) ?? []).map(
    (match) => match.route.handle as RouteHandle | undefined,
  );
  const needsAbility = !matches.some((handle) => handle?.public || handle?.guestOnly);
  const result = resolveGuard({
    matches,
    location: { pathname: url.pathname, search: url.search, hash: requestedHash(url) },
    isSignedIn: getSession() !== null,
    ability: needsAbility ? await loadAbility() : NO_ABILITY,
  });
  return result.type === 'redirect' ? redirect(result.to) : null;
}

/**
 * Loader requests carry no fragment, but `to` should bring the user back to the exact `#section`
 * they asked for: take it from the navigation in progress (or, on first load, the address bar).
 */
function requestedHash(url: URL): string {
  const candidates: (Pick<Location, 'pathname' | 'search' | 'hash'> | undefined)[] = [
    activeRouter?.state.navigation.location,
    activeRouter?.state.location,
    window.location,
  ];
  const same = candidates.find((c) => c && c.pathname === url.pathname && c.search === url.search);
  return same?.hash ?? '';
}

/**
 * The app's router: history mode in the browser; tests pass createMemoryRouter and its options.
 * A 401 and sign-out navigate through it without a reload.
 */
export function createAppRouter(): AppRouter;
export function createAppRouter<O extends object>(
  create: (
    routes: RouteObject[],
    options: O & { patchRoutesOnNavigation: typeof patchRoutesOnNavigation },
  ) => AppRouter,
  options: O,
): AppRouter;
export function createAppRouter(
  create: (routes: RouteObject[], options: object) => AppRouter = createBrowserRouter,
  options: object = {},
): AppRouter {
  activeRouter = null;
  const router = create(routes, { ...options, patchRoutesOnNavigation });
  activeRouter = router;
  setUnauthorizedHandler(() => void router.navigate(paths.login));
  setAppNavigate((to) => void router.navigate(to));
  return router;
}
