// Each admin page's route access and the API it calls first agree, for every built-in role and for
// a custom role (issue 11 §2). The table below is kept here until the web's route table is shared
// (packages/shared pages): `access` is what each page should require; where apps/web's router.tsx
// declares something else today, `router` says what, for the route kit to follow (docs/decisions/027).
//
// Two checks: a page its user may open works (its API answers 2xx); and an API that answers a
// caller 2xx backs some page that caller may open (no hidden door), except the dashboard, whose
// minimal answer is for everybody signed in (decisions/023).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildAbility,
  isPlatformWide,
  type Action,
  type AppAbility,
  type Subject,
} from '@hatira/shared/abilities';
import { CALLERS, createCallers } from '../../../test/access-matrix.js';
import { ADMIN, createTestApp, type TestApp } from '../../../test/app.js';
import { bearer, signIn } from '../../../test/factories.js';
import { createUserWithCustomRole, MODERATOR_RULES } from './roles.test-support.js';

/** A rule the user must hold; `everywhere`: without conditions (staff), not only on their own rows. */
interface Access {
  action: Action;
  subject: Subject;
  everywhere?: true;
}

interface Page {
  path: string;
  /** Every one of these must pass (the spec's key to a management page, and the model's rule). */
  access: Access[];
  /** What router.tsx declares today where it differs. */
  router?: string;
  /** The API calls the page makes first. */
  api: string[];
  openToEveryone?: true;
}

const can = (action: Action, subject: Subject, everywhere?: true): Access => ({
  action,
  subject,
  ...(everywhere && { everywhere }),
});
const MANAGEMENT = can('read', 'roles');

export const PAGES: Page[] = [
  { path: '/dashboard', access: [can('view', 'static')], api: ['/api/dashboard'], openToEveryone: true },
  { path: '/qr', access: [can('read', 'subscriber')], api: ['/api/qr-codes'] },
  { path: '/medias', access: [can('read', 'subscriber')], api: ['/api/posts', '/api/posts/pending-count'] },
  { path: '/medias/albums', access: [can('read', 'subscriber')], api: ['/api/qr-codes'] },
  { path: '/medias/blocked-ip-address', access: [can('read', 'subscriber')], api: ['/api/blocked-ips'] },
  { path: '/cmedias', access: [can('read', 'customer')], api: ['/api/posts', '/api/posts/pending-count'] },
  { path: '/cmedias/albums', access: [can('read', 'customer')], api: ['/api/qr-codes'] },
  { path: '/cmedias/blocked-ip-address', access: [can('read', 'customer')], api: ['/api/blocked-ips'] },
  {
    path: '/customers',
    access: [can('read', 'customers')],
    router: 'read subscriber (an individual subscriber opens it and meets 403 CORPORATE_ONLY)',
    api: ['/api/customers'],
  },
  {
    path: '/medias-management',
    access: [MANAGEMENT, can('read', 'posts', true)],
    router: 'read roles only',
    api: ['/api/posts', '/api/posts/pending-count'],
  },
  {
    path: '/medias-management/blocked-ip-address',
    access: [MANAGEMENT, can('read', 'blockedIps', true)],
    router: 'read roles only',
    api: ['/api/blocked-ips'],
  },
  {
    path: '/qr-management',
    access: [MANAGEMENT, can('read', 'events', true)],
    router: 'read roles only',
    api: ['/api/qr-codes'],
  },
  { path: '/users', access: [can('read', 'users')], api: ['/api/users'] },
  { path: '/roles', access: [can('read', 'roles')], api: ['/api/roles'] },
  { path: '/permissions', access: [can('read', 'permissions')], api: ['/api/permissions'] },
];

const mayOpen = (ability: AppAbility, page: Page) =>
  page.access.every((a) =>
    a.everywhere ? isPlatformWide(ability, a.action, a.subject) : ability.can(a.action, a.subject),
  );

interface Caller {
  name: string;
  token: string;
  ability: AppAbility;
}

let t: TestApp;
let callers: Caller[];
/** status by caller name, then API path */
const statuses = new Map<string, Map<string, number>>();

beforeAll(async () => {
  t = await createTestApp();
  const built = await createCallers(t);
  const admin = await signIn(t.app, ADMIN.email, ADMIN.password);
  const moderator = await createUserWithCustomRole(t, admin.accessToken, 'Moderatör', MODERATOR_RULES);
  const tokens: [string, string][] = [
    ...CALLERS.filter((name) => name !== 'signedOut').map((name): [string, string] => [
      name,
      built[name].token!,
    ]),
    ['Moderatör', moderator.accessToken],
  ];
  callers = [];
  for (const [name, token] of tokens) {
    const me = await t.app.inject({ url: '/api/auth/me', headers: bearer(token) });
    callers.push({ name, token, ability: buildAbility(me.json().userAbilityRules) });
    const byApi = new Map<string, number>();
    for (const url of new Set(PAGES.flatMap((page) => page.api)))
      byApi.set(url, (await t.app.inject({ url, headers: bearer(token) })).statusCode);
    statuses.set(name, byApi);
  }
});
afterAll(() => t.close());

const isOk = (status: number) => status >= 200 && status < 300;

describe('page access agrees with the API', () => {
  it('keeps the built-in roles’ pages as they were and gives the Moderatör only the moderation', () => {
    const open = Object.fromEntries(
      callers.map((c) => [c.name, PAGES.filter((page) => mayOpen(c.ability, page)).map((page) => page.path)]),
    );
    expect(open).toEqual({
      client: [],
      customer: ['/dashboard', '/cmedias', '/cmedias/albums', '/cmedias/blocked-ip-address'],
      individual: ['/dashboard', '/qr', '/medias', '/medias/albums', '/medias/blocked-ip-address'],
      corporate: [
        '/dashboard',
        '/qr',
        '/medias',
        '/medias/albums',
        '/medias/blocked-ip-address',
        '/customers',
      ],
      admin: PAGES.map((page) => page.path),
      Moderatör: ['/medias-management', '/roles'],
    });
  });

  it('answers 2xx to every call of a page the caller may open', () => {
    const broken = callers.flatMap((c) =>
      PAGES.filter((page) => mayOpen(c.ability, page)).flatMap((page) =>
        page.api
          .filter((url) => !isOk(statuses.get(c.name)!.get(url)!))
          .map((url) => `${c.name} ${page.path} → ${url} ${statuses.get(c.name)!.get(url)}`),
      ),
    );
    expect(broken).toEqual([]);
  });

  it('answers 2xx only to callers who may open a page that calls it', () => {
    const hidden = callers.flatMap((c) =>
      [...statuses.get(c.name)!]
        .filter(([, status]) => isOk(status))
        .filter(([url]) => {
          const pages = PAGES.filter((page) => page.api.includes(url));
          return !pages.some((page) => page.openToEveryone || mayOpen(c.ability, page));
        })
        .map(([url, status]) => `${c.name} ${url} ${status}`),
    );
    expect(hidden).toEqual([]);
  });
});
