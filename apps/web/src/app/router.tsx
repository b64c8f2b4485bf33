// The whole route table (SPEC §2). Every page is loaded on demand; the root loader runs the guard
// (guard.ts) on every navigation, before anything renders, so a forbidden page never flashes.
// Keep this file light: it is part of the first download of every page, the login page included.
// Below the root route, the app shell (MUI theme) wraps the sign-in, error and admin pages; routes
// that must start without MUI (/not-qr) go beside it, not inside. The guest pages (/s/…) are a
// separate entry (share.html, app/share-router.tsx).
import {
  createBrowserRouter,
  matchRoutes,
  redirect,
  type LoaderFunctionArgs,
  type Location,
  type RouteObject,
} from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Action, Subject } from '@hatira/shared/abilities';
import { paths } from '@hatira/shared/paths';
import { setUnauthorizedHandler } from '../lib/api';
import { setAppNavigate } from '../lib/app-navigation';
import { loadAllTexts } from '../lib/i18n';
import { getSession } from '../lib/session';
import { handOver } from './hand-over';
import { NO_ABILITY, resolveGuard, resolveRootRedirect, type GuardAbility, type RouteHandle } from './guard';

const PUBLIC: RouteHandle = { public: true };
const GUEST_ONLY: RouteHandle = { guestOnly: true };

const appShell = () => import('./app-shell').then((m) => ({ Component: m.AppShell }));
const blankLayout = () => import('./layouts/blank-layout').then((m) => ({ Component: m.BlankLayout }));
// The admin pages render with every namespace of the language loaded (lib/i18n.ts).
const defaultLayout = () =>
  Promise.all([import('./layouts/default-layout'), loadAllTexts()]).then(([m]) => ({
    Component: m.DefaultLayout,
  }));
const notFoundPage = () =>
  import('../features/misc/not-found-page').then((m) => ({ Component: m.NotFoundPage }));
const notAuthorizedPage = () =>
  import('../features/misc/not-authorized-page').then((m) => ({ Component: m.NotAuthorizedPage }));

/** A route that only forwards to another path, keeping the query string. */
function redirectTo(target: string) {
  return ({ request }: LoaderFunctionArgs) => redirect(target + new URL(request.url).search);
}

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

/** Redirect routes never render (their loader answers first); this keeps the router from warning. */
function Redirecting() {
  return null;
}

function AppLoading() {
  const { t } = useTranslation();
  return <div className="app-splash" role="progressbar" aria-label={t('loading')} />;
}

/** The sign-in and error pages, on the blank layout. */
const blankPages: RouteObject[] = [
  {
    path: 'login',
    handle: GUEST_ONLY,
    lazy: () => import('../features/auth/login-page').then((m) => ({ Component: m.LoginPage })),
  },
  {
    path: 'register',
    handle: GUEST_ONLY,
    lazy: () => import('../features/auth/register-page').then((m) => ({ Component: m.RegisterPage })),
  },
  {
    path: 'forgot-password',
    handle: GUEST_ONLY,
    lazy: () =>
      import('../features/auth/forgot-password-page').then((m) => ({
        Component: m.ForgotPasswordPage,
      })),
  },
  {
    path: 'forgot-password/reset/:token',
    handle: GUEST_ONLY,
    lazy: () =>
      import('../features/auth/reset-password-page').then((m) => ({
        Component: m.ResetPasswordPage,
      })),
  },
  { path: 'not-authorized', handle: PUBLIC, lazy: notAuthorizedPage },
  { path: 'pages/misc/not-authorized', handle: PUBLIC, lazy: notAuthorizedPage },
  { path: 'pages/misc/page-not-found', handle: PUBLIC, lazy: notFoundPage },
  { path: '*', handle: PUBLIC, lazy: notFoundPage },
];

/**
 * The guests' pages have their own entry (share.html, app/share-router.tsx): the server answers
 * /s/… with it, and the admin app only hands such a path over by a page load (app/hand-over.ts).
 * /not-qr stays here as well (it needs nothing of the admin app), for links inside this app.
 */
const guestPages: RouteObject[] = [
  ...['s/:hash', 's/:hash/album/:albumId', 's/:hash/post'].map((path): RouteObject => ({
    path,
    handle: PUBLIC,
    loader: handOver,
    Component: Redirecting,
  })),
  {
    path: 'not-qr',
    handle: PUBLIC,
    lazy: () => import('../features/share/not-qr-page').then((m) => m.notQrRoute),
  },
];

/** The signed-in admin's pages, on the default layout; each declares the permission it needs. */
const adminPages: RouteObject[] = [
  {
    path: 'medias',
    handle: { access: { action: 'read', subject: 'subscriber' } } satisfies RouteHandle,
    lazy: () =>
      import('../features/posts/moderation-page').then((m) => ({
        Component: m.SubscriberModerationPage,
      })),
  },
  {
    path: 'cmedias',
    handle: { access: { action: 'read', subject: 'customer' } } satisfies RouteHandle,
    lazy: () =>
      import('../features/posts/moderation-page').then((m) => ({ Component: m.CustomerModerationPage })),
  },
  {
    path: 'medias-management',
    handle: { access: { action: 'read', subject: 'roles' } } satisfies RouteHandle,
    lazy: () =>
      import('../features/posts/moderation-page').then((m) => ({ Component: m.AdminModerationPage })),
  },
  {
    path: 'dashboard',
    handle: { access: { action: 'view', subject: 'static' } } satisfies RouteHandle,
    lazy: () => import('../features/dashboard/dashboard-page').then((m) => ({ Component: m.DashboardPage })),
  },
  {
    path: 'access-control',
    handle: { access: { action: 'read', subject: 'AclDemo' } } satisfies RouteHandle,
    lazy: () =>
      import('../features/access-control/access-control-page').then((m) => ({
        Component: m.AccessControlPage,
      })),
  },
  ...eventPages(),
  ...peoplePages(),
  ...accountPages(),
];

/** Users, roles and permissions (SPEC §2 shows no access: decisions/020 gives each its rule). */
function peoplePages(): RouteObject[] {
  const access = (action: Action, subject: Subject): RouteHandle => ({ access: { action, subject } });
  const users = () => import('../features/users/user-pages');
  const roles = () => import('../features/roles/role-pages');
  const permissions = () => import('../features/roles/permission-pages');
  return [
    {
      path: 'users',
      handle: access('read', 'users'),
      lazy: () => import('../features/users/user-list-page').then((m) => ({ Component: m.UserListPage })),
    },
    {
      path: 'users/add',
      handle: access('create', 'users'),
      lazy: () => users().then((m) => ({ Component: m.UserAddPage })),
    },
    {
      path: 'users/edit/:id',
      handle: access('update', 'users'),
      lazy: () => users().then((m) => ({ Component: m.UserEditPage })),
    },
    {
      path: 'roles',
      handle: access('read', 'roles'),
      lazy: () => roles().then((m) => ({ Component: m.RoleListPage })),
    },
    {
      path: 'roles/add',
      handle: access('create', 'roles'),
      lazy: () => roles().then((m) => ({ Component: m.RoleAddPage })),
    },
    {
      path: 'roles/edit/:id',
      handle: access('update', 'roles'),
      lazy: () => roles().then((m) => ({ Component: m.RoleEditPage })),
    },
    {
      path: 'permissions',
      handle: access('read', 'permissions'),
      lazy: () => permissions().then((m) => ({ Component: m.PermissionListPage })),
    },
    {
      path: 'permissions/add',
      handle: access('create', 'permissions'),
      lazy: () => permissions().then((m) => ({ Component: m.PermissionAddPage })),
    },
    {
      path: 'permissions/edit/:id',
      handle: access('update', 'permissions'),
      lazy: () => permissions().then((m) => ({ Component: m.PermissionEditPage })),
    },
  ];
}

/** Customers of corporate subscribers (SPEC §2) and every user's own profile and account settings. */
function accountPages(): RouteObject[] {
  const customerList = () => import('../features/customers/customer-list-page');
  const customerPages = () => import('../features/customers/customer-pages');
  const settings = () => import('../features/profile/account-settings-page');
  const SIGNED_IN: RouteHandle = { signedIn: true };
  return [
    {
      path: 'customers',
      handle: { access: { action: 'read', subject: 'subscriber' } } satisfies RouteHandle,
      lazy: () => customerList().then((m) => ({ Component: m.CustomerListPage })),
    },
    {
      path: 'customers/add',
      handle: { access: { action: 'create', subject: 'subscriber' } } satisfies RouteHandle,
      lazy: () => customerPages().then((m) => ({ Component: m.CustomerAddPage })),
    },
    {
      path: 'customers/edit/:id',
      handle: { access: { action: 'read', subject: 'subscriber' } } satisfies RouteHandle,
      lazy: () => customerPages().then((m) => ({ Component: m.CustomerEditPage })),
    },
    {
      path: 'profile/settings',
      handle: SIGNED_IN,
      lazy: () => settings().then((m) => ({ Component: m.AccountSettingsPage })),
    },
    {
      path: 'pages/account-settings/:tab',
      handle: SIGNED_IN,
      lazy: () => settings().then((m) => ({ Component: m.AccountSettingsPage })),
    },
    {
      path: 'pages/user-profile/:tab',
      handle: SIGNED_IN,
      lazy: () =>
        import('../features/profile/user-profile-page').then((m) => ({ Component: m.UserProfilePage })),
    },
  ];
}

/**
 * Event pages, their albums and blocked addresses (SPEC §2): the owner's under /qr and /medias,
 * a customer's under /cmedias, the admin's under /qr-management and /medias-management.
 */
function eventPages(): RouteObject[] {
  const access = (action: 'read' | 'create', subject: 'subscriber' | 'customer' | 'roles'): RouteHandle => ({
    access: { action, subject },
  });
  const qrList = () => import('../features/qr-codes/qr-code-list-page');
  const qrPages = () => import('../features/qr-codes/qr-code-pages');
  const albumList = () => import('../features/albums/album-list-page');
  const albumPages = () => import('../features/albums/album-pages');
  const blockedIps = () =>
    import('../features/blocked-ips/blocked-ip-list-page').then((m) => ({ Component: m.BlockedIpListPage }));
  const albumRoutes = (area: 'medias' | 'cmedias', subject: 'subscriber' | 'customer'): RouteObject[] => [
    {
      path: `${area}/albums`,
      handle: access('read', subject),
      lazy: () => albumList().then((m) => ({ Component: m.AlbumListPage })),
    },
    {
      path: `${area}/albums/add`,
      handle: access('create', subject),
      lazy: () => albumPages().then((m) => ({ Component: m.AlbumAddPage })),
    },
    {
      path: `${area}/albums/edit/:id`,
      handle: access('create', subject),
      lazy: () => albumPages().then((m) => ({ Component: m.AlbumEditPage })),
    },
    { path: `${area}/blocked-ip-address`, handle: access('read', subject), lazy: blockedIps },
  ];
  return [
    {
      path: 'qr',
      handle: access('read', 'subscriber'),
      lazy: () => qrList().then((m) => ({ Component: m.QrCodeListPage })),
    },
    {
      path: 'qr/add',
      handle: access('create', 'subscriber'),
      lazy: () => qrPages().then((m) => ({ Component: m.QrCodeAddPage })),
    },
    {
      path: 'qr/edit/:id',
      handle: access('create', 'subscriber'),
      lazy: () => qrPages().then((m) => ({ Component: m.QrCodeEditPage })),
    },
    {
      path: 'qr-management',
      handle: access('read', 'roles'),
      lazy: () => qrList().then((m) => ({ Component: m.QrManagementPage })),
    },
    {
      path: 'qr-management/edit/:id',
      handle: access('read', 'roles'),
      lazy: () => qrPages().then((m) => ({ Component: m.QrCodeEditPage })),
    },
    ...albumRoutes('medias', 'subscriber'),
    ...albumRoutes('cmedias', 'customer'),
    { path: 'medias-management/blocked-ip-address', handle: access('read', 'roles'), lazy: blockedIps },
  ];
}

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
      { index: true, handle: PUBLIC, loader: rootRedirect, Component: Redirecting },
      {
        path: 'pages/user-profile',
        handle: PUBLIC,
        loader: redirectTo('/pages/user-profile/profile'),
        Component: Redirecting,
      },
      {
        path: 'pages/account-settings',
        handle: PUBLIC,
        loader: redirectTo('/pages/account-settings/account'),
        Component: Redirecting,
      },
      ...guestPages,
      {
        lazy: appShell,
        children: [
          { lazy: blankLayout, children: blankPages },
          { lazy: defaultLayout, children: adminPages },
        ],
      },
    ],
  },
];

async function guardLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const matches = (matchRoutes(routes, url.pathname) ?? []).map(
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

type AppRouter = ReturnType<typeof createBrowserRouter>;
let activeRouter: AppRouter | null = null;

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

/** The browser router (history mode); a 401 and sign-out navigate through it without a reload. */
export function createAppRouter(): AppRouter {
  const router = createBrowserRouter(routes);
  activeRouter = router;
  setUnauthorizedHandler(() => void router.navigate(paths.login));
  setAppNavigate((to) => void router.navigate(to));
  return router;
}
