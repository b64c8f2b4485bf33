// Each admin page's route access (the page table the web router is built from,
// @hatira/shared/pages) and the API it calls first agree, for every built-in role and for a custom
// role (issue 11 §2; docs/decisions/027).
//
// Two checks: a page its user may open works (its API answers 2xx); and an API that answers a
// caller 2xx backs some page that caller may open (no hidden door), except what everybody signed
// in may read (OPEN_TO_EVERYONE).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAbility, type AppAbility } from '@hatira/shared/abilities';
import { mayOpenPage, PAGES, type PageKey } from '@hatira/shared/pages';
import { CALLERS, createCallers } from '../../../test/access-matrix.js';
import { ADMIN, createTestApp, type TestApp } from '../../../test/app.js';
import { bearer, signIn } from '../../../test/factories.js';
import { createUserWithCustomRole, MODERATOR_RULES } from './roles.test-support.js';

const POSTS = ['/api/posts', '/api/posts/pending-count'];

/**
 * The API calls each list page makes first. Every page of the table that asks for a rule and has
 * no parameter is here; `[]` for a page that calls none (the ACL demo) or only writes (an add form).
 */
const API: Partial<Record<PageKey, string[]>> = {
  dashboard: ['/api/dashboard'],
  accessControl: [],
  qr: ['/api/qr-codes'],
  qrAdd: [],
  qrManagement: ['/api/qr-codes'],
  albums: ['/api/qr-codes'],
  albumAdd: ['/api/qr-codes'],
  blockedIps: ['/api/blocked-ips'],
  customerAlbums: ['/api/qr-codes'],
  customerAlbumAdd: ['/api/qr-codes'],
  customerBlockedIps: ['/api/blocked-ips'],
  blockedIpsManagement: ['/api/blocked-ips'],
  medias: POSTS,
  cmedias: POSTS,
  mediasManagement: POSTS,
  users: ['/api/users'],
  userAdd: ['/api/roles'],
  roles: ['/api/roles'],
  roleAdd: ['/api/permissions'],
  permissions: ['/api/permissions'],
  permissionAdd: [],
  customers: ['/api/customers'],
  customerAdd: [],
  subscription: ['/api/subscription-plans', '/api/profile/plan', '/api/bills'],
  subscriptionCart: ['/api/checkout/billing'],
  bills: ['/api/bills'],
  billsManagement: ['/api/bills', '/api/settings/seller'],
  priceListIndividual: ['/api/subscription-plans?type=individual&all=true'],
  priceListCorporate: ['/api/subscription-plans?type=corporate&all=true'],
  subscriptions: ['/api/subscriptions', '/api/subscription-plans?all=true'],
  coupons: ['/api/coupons'],
  couponAdd: [],
  bankAccounts: ['/api/bank-accounts'],
  bankAccountAdd: [],
  legalPages: ['/api/legal-pages'],
  jobs: ['/api/jobs'],
  printingWorkshop: ['/api/printing/categories', '/api/printing/designs'],
  printingOrder: ['/api/checkout/billing'],
  printOrders: ['/api/printing/orders'],
  printCategories: ['/api/printing/categories'],
  printCategoryAdd: [],
  printDesigns: ['/api/printing/designs', '/api/printing/categories'],
  printDesignAdd: ['/api/printing/categories'],
  storeProducts: ['/api/store/products', '/api/printing/categories'],
  weddingInvitation: ['/api/invitations', '/api/qr-codes'],
  weddingInvitationMessages: ['/api/invitations'],
};
/**
 * Their answers are for everybody signed in: the dashboard's minimal card (decisions/023), the
 * plans on sale (the pricing cards; the inactive ones only to staff), one's own plan (decisions/022)
 * and one's own subscriptions (decisions/010, 035).
 */
const OPEN_TO_EVERYONE = new Set<string>([
  '/api/dashboard',
  '/api/subscription-plans',
  '/api/subscription-plans?type=individual&all=true',
  '/api/subscription-plans?type=corporate&all=true',
  '/api/subscription-plans?all=true',
  '/api/profile/plan',
  '/api/subscriptions',
]);

/**
 * What staff may read without a page of theirs: every couple's invitations (the platform-wide
 * `manage all`, for support), which no admin page lists.
 */
const STAFF_READS_WITHOUT_PAGE = new Set<string>(['/api/invitations']);

const PAGE_KEYS = (Object.keys(PAGES) as PageKey[]).filter(
  (key) => PAGES[key].access.access && !PAGES[key].path.includes(':'),
);
const apiOf = (key: PageKey) => API[key] ?? [];
const mayOpen = (ability: AppAbility, key: PageKey) => mayOpenPage(PAGES[key].access, true, ability);

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
    for (const url of new Set(PAGE_KEYS.flatMap(apiOf)))
      byApi.set(url, (await t.app.inject({ url, headers: bearer(token) })).statusCode);
    statuses.set(name, byApi);
  }
});
afterAll(() => t.close());

const isOk = (status: number) => status >= 200 && status < 300;

describe('page access agrees with the API', () => {
  it('knows the calls of every page that asks for a rule', () => {
    expect(PAGE_KEYS.filter((key) => !(key in API))).toEqual([]);
  });

  it('keeps the built-in roles’ pages as they were and gives the Moderatör only the moderation', () => {
    const open = Object.fromEntries(
      callers.map((c) => [
        c.name,
        PAGE_KEYS.filter((key) => mayOpen(c.ability, key)).map((key) => PAGES[key].path),
      ]),
    );
    const owner = [
      '/dashboard',
      '/qr',
      '/qr/add',
      '/medias/albums',
      '/medias/albums/add',
      '/medias/blocked-ip-address',
      '/medias',
    ];
    const buyer = [
      '/subscription',
      '/subscription/cart',
      '/bills',
      '/printing-workshop',
      '/printing-workshop/order',
      '/printing-workshop/list',
    ];
    const invitation = ['/wedding/digital-invitation', '/wedding/digital-invitation/messages'];
    expect(open).toEqual({
      client: ['/access-control'],
      customer: [
        '/dashboard',
        '/cmedias/albums',
        '/cmedias/albums/add',
        '/cmedias/blocked-ip-address',
        '/cmedias',
        ...invitation,
      ],
      individual: [...owner, ...buyer, ...invitation],
      corporate: [...owner, '/customers', '/customers/add', ...buyer, ...invitation],
      // Every page but a buyer's own purchases (staff manage bills, they do not buy) and the
      // couple's own invitation (staff do not make invitations; DESIGN.md §7.1).
      admin: PAGE_KEYS.map((key) => PAGES[key].path).filter(
        (path) =>
          ![
            '/subscription',
            '/subscription/cart',
            '/subscription/pay/:pay',
            '/bills',
            '/bills/view/:id',
            '/printing-workshop',
            '/printing-workshop/edit/:id',
            '/printing-workshop/order',
            ...invitation,
          ].includes(path),
      ),
      Moderatör: ['/medias-management', '/roles'],
    });
  });

  it('answers 2xx to every call of a page the caller may open', () => {
    const broken = callers.flatMap((c) =>
      PAGE_KEYS.filter((key) => mayOpen(c.ability, key)).flatMap((key) =>
        apiOf(key)
          .filter((url) => !isOk(statuses.get(c.name)!.get(url)!))
          .map((url) => `${c.name} ${PAGES[key].path} → ${url} ${statuses.get(c.name)!.get(url)}`),
      ),
    );
    expect(broken).toEqual([]);
  });

  it('answers 2xx only to callers who may open a page that calls it', () => {
    const hidden = callers.flatMap((c) =>
      [...statuses.get(c.name)!]
        .filter(([, status]) => isOk(status))
        .filter(
          ([url]) =>
            !OPEN_TO_EVERYONE.has(url) &&
            !(c.name === 'admin' && STAFF_READS_WITHOUT_PAGE.has(url)) &&
            !PAGE_KEYS.some((key) => apiOf(key).includes(url) && mayOpen(c.ability, key)),
        )
        .map(([url, status]) => `${c.name} ${url} ${status}`),
    );
    expect(hidden).toEqual([]);
  });
});
