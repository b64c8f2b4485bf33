import { matchRoutes, type LoaderFunctionArgs } from 'react-router';
import { can, PAGES } from '@hatira/shared/pages';
import { afterEach, describe, expect, it } from 'vitest';
import { buildAbility, BUILT_IN_ROLES, type AbilityRule } from '@hatira/shared/abilities';
import { getSession } from '../lib/session';
import { setItem, setJSON } from '../lib/storage';
import { authResponse, resetBrowserState } from '../test-utils';
import {
  resolveGuard,
  resolveRootRedirect,
  safeRedirectTarget,
  type GuardInput,
  type RouteHandle,
} from './guard';
import { routes } from './router';

const PUBLIC: RouteHandle = { public: true };
const GUEST_ONLY: RouteHandle = { guestOnly: true };
const DASHBOARD: RouteHandle = can('view', 'static');
const ACL_DEMO: RouteHandle = can('read', 'AclDemo');
const ROLES_AREA: RouteHandle = can('read', 'roles');
const SIGNED_IN: RouteHandle = { signedIn: true };

const ROLES = {
  admin: BUILT_IN_ROLES.admin.rules,
  subscriber: BUILT_IN_ROLES.subscriber.rules,
  customer: BUILT_IN_ROLES.customer.rules,
  client: BUILT_IN_ROLES.client.rules,
  /** A custom role (issue 11 §2): the management pages' key plus posts everywhere. */
  moderator: [
    { action: 'read', subject: 'roles' },
    { action: 'read', subject: 'posts' },
    { action: 'update', subject: 'posts' },
  ],
} satisfies Record<string, AbilityRule[]>;

type Who = keyof typeof ROLES | 'guest';

function input(who: Who, matches: GuardInput['matches'], url: string): GuardInput {
  const parsed = new URL(url, 'http://app.test');
  return {
    matches,
    location: { pathname: parsed.pathname, search: parsed.search, hash: parsed.hash },
    isSignedIn: who !== 'guest',
    ability: buildAbility(who === 'guest' ? [] : ROLES[who]),
  };
}

// [case, who, matched handles (layout first), requested URL, expected redirect or 'allow']
const CASES: [string, Who, (RouteHandle | undefined)[], string, string][] = [
  // public routes: always open
  ['public, signed out', 'guest', [undefined, undefined, PUBLIC], '/not-authorized', 'allow'],
  ['public, signed in', 'client', [undefined, undefined, PUBLIC], '/not-qr', 'allow'],
  ['public catch-all 404, signed out', 'guest', [undefined, undefined, PUBLIC], '/no/such/page', 'allow'],
  ['public wins over guest-only', 'admin', [undefined, PUBLIC, GUEST_ONLY], '/x', 'allow'],
  // guest-only routes
  ['guest-only, signed out', 'guest', [undefined, undefined, GUEST_ONLY], '/login', 'allow'],
  [
    'guest-only, signed-in admin → /dashboard',
    'admin',
    [undefined, undefined, GUEST_ONLY],
    '/login',
    '/dashboard',
  ],
  [
    'guest-only, signed-in client → /dashboard',
    'client',
    [undefined, undefined, GUEST_ONLY],
    '/register?to=/x',
    '/dashboard',
  ],
  [
    'guest-only reset page, signed in',
    'subscriber',
    [undefined, undefined, GUEST_ONLY],
    '/forgot-password/reset/abc',
    '/dashboard',
  ],
  // protected routes, allowed
  ['view static: admin (manage all)', 'admin', [undefined, undefined, DASHBOARD], '/dashboard', 'allow'],
  ['view static: subscriber', 'subscriber', [undefined, undefined, DASHBOARD], '/dashboard', 'allow'],
  ['view static: customer', 'customer', [undefined, undefined, DASHBOARD], '/dashboard', 'allow'],
  ['read AclDemo: client', 'client', [undefined, undefined, ACL_DEMO], '/access-control', 'allow'],
  ['read AclDemo: admin', 'admin', [undefined, undefined, ACL_DEMO], '/access-control', 'allow'],
  ['any matched route passing is enough', 'subscriber', [undefined, ROLES_AREA, DASHBOARD], '/x', 'allow'],
  [
    'own account: any signed-in user',
    'client',
    [undefined, undefined, SIGNED_IN],
    '/profile/settings',
    'allow',
  ],
  [
    'own account: signed out → /login',
    'guest',
    [undefined, undefined, SIGNED_IN],
    '/profile/settings',
    '/login?to=%2Fprofile%2Fsettings',
  ],
  // protected routes, refused while signed in → /not-authorized (query kept, `to` added)
  ['client on the dashboard', 'client', [undefined, undefined, DASHBOARD], '/dashboard', '/not-authorized'],
  [
    'subscriber on the ACL demo',
    'subscriber',
    [undefined, undefined, ACL_DEMO],
    '/access-control',
    '/not-authorized?to=%2Faccess-control',
  ],
  [
    'signed in, query kept',
    'customer',
    [undefined, ROLES_AREA],
    '/coupons?page=2',
    '/not-authorized?page=2&to=%2Fcoupons%3Fpage%3D2',
  ],
  ['a route without any rule is refused', 'admin', [undefined, undefined], '/x', '/not-authorized?to=%2Fx'],
  // protected routes while signed out → /login with the query and `to`
  [
    'signed out on the ACL demo',
    'guest',
    [undefined, undefined, ACL_DEMO],
    '/access-control',
    '/login?to=%2Faccess-control',
  ],
  [
    'signed out: `to` left out for /dashboard',
    'guest',
    [undefined, undefined, DASHBOARD],
    '/dashboard',
    '/login',
  ],
  [
    'signed out: /dashboard keeps its query',
    'guest',
    [undefined, undefined, DASHBOARD],
    '/dashboard?tab=2',
    '/login?tab=2',
  ],
  [
    'signed out: query kept and `to` holds the full path',
    'guest',
    [undefined, undefined, ACL_DEMO],
    '/access-control?lang=en&x=1',
    '/login?lang=en&x=1&to=%2Faccess-control%3Flang%3Den%26x%3D1',
  ],
  [
    'signed out: hash kept in `to`',
    'guest',
    [undefined, undefined, ACL_DEMO],
    '/access-control?a=b#rules',
    '/login?a=b&to=%2Faccess-control%3Fa%3Db%23rules',
  ],
  [
    'signed out: a `to` already in the query is replaced',
    'guest',
    [ACL_DEMO],
    '/access-control?to=//evil.example',
    '/login?to=%2Faccess-control%3Fto%3D%2F%2Fevil.example',
  ],
  ['signed out: no matched route at all', 'guest', [], '/x', '/login?to=%2Fx'],
  // management pages: the spec's key (read roles) and a platform-wide rule on what they list
  [
    'posts management: moderator',
    'moderator',
    [PAGES.mediasManagement.access],
    '/medias-management',
    'allow',
  ],
  ['posts management: admin', 'admin', [PAGES.mediasManagement.access], '/medias-management', 'allow'],
  [
    'events management: moderator (no rule on events)',
    'moderator',
    [PAGES.qrManagement.access],
    '/qr-management',
    '/not-authorized?to=%2Fqr-management',
  ],
  [
    'posts management: a subscriber, whose rule on posts is their own rows only',
    'subscriber',
    [PAGES.mediasManagement.access],
    '/medias-management',
    '/not-authorized?to=%2Fmedias-management',
  ],
];

describe('resolveGuard', () => {
  it.each(CASES)('%s', (_name, who, matches, url, expected) => {
    const result = resolveGuard(input(who, matches, url));
    expect(result).toEqual(expected === 'allow' ? { type: 'allow' } : { type: 'redirect', to: expected });
  });
});

describe('signed in means both stored user data and a token (lib/session)', () => {
  afterEach(resetBrowserState);

  /** What the app finds in storage when it starts; the session is read from it on first use. */
  function storedAtStart({ userData, accessToken }: { userData: boolean; accessToken: boolean }) {
    resetBrowserState();
    const auth = authResponse({ role: 'client' }, ROLES.client);
    if (userData) {
      setJSON('userData', auth.userData);
      setJSON('userAbilityRules', auth.userAbilityRules); // rules alone do not sign anyone in either
    }
    if (accessToken) setItem('accessToken', auth.accessToken);
  }

  // [case, stored user data, stored token, matched handles, requested URL, expected]
  const cases: [string, boolean, boolean, (RouteHandle | undefined)[], string, string][] = [
    ['both: a protected page opens', true, true, [undefined, ACL_DEMO], '/access-control', 'allow'],
    ['both: a guest-only page → /dashboard', true, true, [undefined, GUEST_ONLY], '/login', '/dashboard'],
    [
      'user data without a token: signed out on a protected page',
      true,
      false,
      [undefined, ACL_DEMO],
      '/access-control?x=1',
      '/login?x=1&to=%2Faccess-control%3Fx%3D1',
    ],
    [
      'user data without a token: the login page opens',
      true,
      false,
      [undefined, GUEST_ONLY],
      '/login',
      'allow',
    ],
    [
      'a token without user data: signed out on a protected page',
      false,
      true,
      [undefined, ACL_DEMO],
      '/access-control',
      '/login?to=%2Faccess-control',
    ],
    [
      'a token without user data: the login page opens',
      false,
      true,
      [undefined, GUEST_ONLY],
      '/login',
      'allow',
    ],
    ['neither: signed out', false, false, [undefined, DASHBOARD], '/dashboard', '/login'],
  ];

  it.each(cases)('%s', (_name, userData, accessToken, matches, url, expected) => {
    storedAtStart({ userData, accessToken });
    const session = getSession();
    const parsed = new URL(url, 'http://app.test');
    const result = resolveGuard({
      matches,
      location: { pathname: parsed.pathname, search: parsed.search, hash: parsed.hash },
      isSignedIn: session !== null, // exactly what the router's guard loader passes
      ability: buildAbility(session?.abilityRules ?? []),
    });
    expect(result).toEqual(expected === 'allow' ? { type: 'allow' } : { type: 'redirect', to: expected });
  });
});

describe('redirect routes of the real route table (SPEC §2 "Redirects")', () => {
  /** Runs the loader of the route the URL lands on and returns where it forwards to. */
  async function forwardOf(url: string): Promise<string | null> {
    const request = new Request(new URL(url, 'http://app.test'));
    const leaf = matchRoutes(routes, new URL(request.url).pathname)?.at(-1)?.route;
    if (typeof leaf?.loader !== 'function') return null;
    const result: unknown = await leaf.loader({ request, params: {}, context: {} } as LoaderFunctionArgs);
    return result instanceof Response ? result.headers.get('Location') : null;
  }

  it.each([
    ['/pages/user-profile', '/pages/user-profile/profile'],
    ['/pages/user-profile?tab=connections&x=1', '/pages/user-profile/profile?tab=connections&x=1'],
    ['/pages/account-settings', '/pages/account-settings/account'],
    ['/pages/account-settings?tab=security', '/pages/account-settings/account?tab=security'],
    ['/pages/account-settings/?to=%2Fdashboard', '/pages/account-settings/account?to=%2Fdashboard'],
  ])('%s → %s, signed in or not', async (url, expected) => {
    const matches = (matchRoutes(routes, new URL(url, 'http://app.test').pathname) ?? []).map(
      (match) => match.route.handle as RouteHandle | undefined,
    );
    expect(resolveGuard(input('guest', matches, url))).toEqual({ type: 'allow' });
    expect(await forwardOf(url)).toBe(expected);
  });
});

describe('resolveRootRedirect', () => {
  const cases: [string, string | null, AbilityRule[], string, string][] = [
    ['admin → dashboard', 'admin', ROLES.admin, '', '/dashboard'],
    ['subscriber → dashboard', 'subscriber', ROLES.subscriber, '', '/dashboard'],
    ['customer → dashboard', 'customer', ROLES.customer, '', '/dashboard'],
    ['client → access control', 'client', ROLES.client, '', '/access-control'],
    ['signed out → login', null, [], '', '/login'],
    ['query kept (admin)', 'admin', ROLES.admin, '?utm=qr&x=1', '/dashboard?utm=qr&x=1'],
    ['query kept (client)', 'client', ROLES.client, '?a=1', '/access-control?a=1'],
    ['query kept (signed out)', null, [], '?to=/access-control', '/login?to=/access-control'],
    ['a custom role that can only read AclDemo', 'demo-viewer', ROLES.client, '', '/access-control'],
    ['a custom role with dashboard rights', 'editor', ROLES.subscriber, '', '/dashboard'],
    [
      'a custom role without the dashboard → its first page',
      'Moderatör',
      ROLES.moderator,
      '',
      '/medias-management',
    ],
    ['a custom role that opens no page → dashboard (then not-authorized)', 'nobody', [], '', '/dashboard'],
  ];
  it.each(cases)('%s', (_name, role, rules, search, expected) => {
    expect(resolveRootRedirect({ role, ability: buildAbility(rules), search })).toBe(expected);
  });
});

describe('safeRedirectTarget (the `to` used after sign-in)', () => {
  it.each([
    ['/access-control', '/access-control'],
    ['/dashboard?tab=2#team', '/dashboard?tab=2#team'],
    ['/s/abc/album/1', '/s/abc/album/1'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
  ])('accepts the same-origin path %s', (value, expected) => {
    expect(safeRedirectTarget(value)).toBe(expected);
  });

  it.each([
    ['//evil.example'],
    ['//evil.example/dashboard'],
    ['/\\evil.example'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['https://evil.example'],
    ['http:/evil.example'],
    ['javascript:alert(1)'],
    ['evil.example/dashboard'],
    ['dashboard'],
    [''],
    [null],
    [undefined],
  ])('rejects %j', (value) => {
    expect(safeRedirectTarget(value)).toBeNull();
  });
});
