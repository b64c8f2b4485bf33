// The web app's page table: every page's path (the router's pattern) and who may open it, declared
// once. The web router builds its routes from these entries, the menu and the search read an item's
// access from its page, and the server's tests can check a page's access against the API it calls.
// Links are built from the same patterns (paths.ts). docs/decisions/026-route-kit.md
import type { Action, AppAbility, Subject } from './abilities.js';
import {
  INVITE_PATTERN,
  LEGAL_EDITOR_PATTERN,
  LIVE_PATTERN,
  PAGE_NOT_FOUND_PATH,
  SHARE_PATTERN,
} from './page-patterns.js';
import { legalPagePath, TERMS_PATH } from './legal-slugs.js';

/**
 * One rule a page asks for: `action` on `subject`; with `everywhere`, by a rule without conditions
 * (platform-wide, staff), not only on the user's own rows (docs/decisions/027).
 */
export interface Requirement {
  action: Action;
  subject: Subject;
  everywhere?: true;
  /**
   * Only by a rule with conditions: the user does it on their own rows (a buyer's page). Staff, whose
   * rules are platform-wide, do not meet it: they run such rows for everybody, they do not own them.
   */
  own?: true;
}

/** Who may open a page; exactly one of these is set (the route guard, apps/web/src/app/guard.ts). */
export interface PageAccess {
  /** Users who meet every one of these requirements. */
  access?: readonly Requirement[];
  /** Everybody, signed in or not. */
  public?: true;
  /** Only signed-out visitors (sign-in, register …); a signed-in user goes to /dashboard. */
  guestOnly?: true;
  /** Every signed-in user, whatever their rules (their own profile and settings). */
  signedIn?: true;
}

export const PUBLIC = { public: true } as const satisfies PageAccess;
export const GUEST_ONLY = { guestOnly: true } as const satisfies PageAccess;
export const SIGNED_IN = { signedIn: true } as const satisfies PageAccess;
/** Users who may do `action` on `subject`. */
/*#__NO_SIDE_EFFECTS__*/
export const can = (action: Action, subject: Subject) =>
  ({ access: [{ action, subject }] }) satisfies PageAccess;
/** Users who meet all of these (a management page: the spec's key and a platform-wide rule). */
/*#__NO_SIDE_EFFECTS__*/
export const allOf = (...access: Requirement[]) => ({ access }) satisfies PageAccess;
/** `action` on every row of `subject`: a rule without conditions. */
/*#__NO_SIDE_EFFECTS__*/
export const everywhere = (action: Action, subject: Subject): Requirement => ({
  action,
  subject,
  everywhere: true,
});
/** `action` on the user's own rows of `subject` only: a rule with conditions (a buyer's page). */
/*#__NO_SIDE_EFFECTS__*/
export const own = (action: Action, subject: Subject): Requirement => ({ action, subject, own: true });
/*#__NO_SIDE_EFFECTS__*/
const rule = (action: Action, subject: Subject): Requirement => ({ action, subject });

/** What a page check asks of the user's ability (the CASL ability of ./abilities). */
export type PageAbility = Pick<AppAbility, 'can' | 'rulesFor'>;

/** Signed out: no rule applies (and CASL need not be loaded to say so). */
export const NO_ABILITY: PageAbility = { can: () => false, rulesFor: () => [] };

/**
 * True when a rule allows `action` on `subject` platform-wide (without conditions: staff), or with
 * `onOwnRows`, only on rows of the user's own (a rule with conditions).
 */
function hasRule(ability: PageAbility, action: Action, subject: Subject, onOwnRows: boolean): boolean {
  return ability.rulesFor(action, subject).some((r) => !r.inverted && !r.conditions !== onOwnRows);
}

/** True when a rule without conditions allows `action` on every row of `subject` (staff). */
export const isPlatformWide = (ability: PageAbility, action: Action, subject: Subject): boolean =>
  hasRule(ability, action, subject, false);

/** True when a rule with conditions allows `action` on some of the user's own rows of `subject`. */
export const isOwnRule = (ability: PageAbility, action: Action, subject: Subject): boolean =>
  hasRule(ability, action, subject, true);

/**
 * Whether a signed-in or signed-out user with this ability may open a page of this access (a
 * guest-only page: only when signed out). The web's guard and menu ask this, and the server's
 * page-access test checks each page against the API it calls with the same answer.
 */
export function mayOpenPage(access: PageAccess, isSignedIn: boolean, ability: PageAbility): boolean {
  if (access.public) return true;
  if (access.guestOnly) return !isSignedIn;
  if (access.signedIn) return isSignedIn;
  return (
    access.access !== undefined &&
    access.access.every((r) =>
      r.everywhere || r.own
        ? hasRule(ability, r.action, r.subject, r.own === true)
        : ability.can(r.action, r.subject),
    )
  );
}

export interface Page {
  /** The route pattern, `:name` for a parameter (React Router's syntax). */
  path: string;
  access: PageAccess;
}

/*#__NO_SIDE_EFFECTS__*/
const page = (path: string, access: PageAccess): Page => ({ path, access });

/**
 * Owners' event pages and their albums, a customer's (/cmedias), the staff's (…-management): `read
 * roles` is the spec's key to a management page (SPEC §2), and the page lists every owner's rows,
 * so it also needs a platform-wide rule on what it shows.
 */
const MANAGEMENT_KEY = rule('read', 'roles');
// Without allOf's rest parameter: a bundler cannot tell such a call free of side effects, and would
// keep the management entries in pages that import only a pattern from this file (the guest pages).
const management = (subject: Subject) =>
  ({ access: [MANAGEMENT_KEY, everywhere('read', subject)] }) satisfies PageAccess;
const OWNER_READ = can('read', 'subscriber');
const OWNER_CREATE = can('create', 'subscriber');
const CUSTOMER_READ = can('read', 'customer');
const CUSTOMER_CREATE = can('create', 'customer');
/**
 * Who buys a plan for themselves: subscribers (a rule on their own bills); customers and clients do
 * not, and neither do staff, whose platform-wide rules on bills are for the management pages.
 */
const BUYER = { access: [own('create', 'bills')] } satisfies PageAccess;
/** A buyer's own bills. */
const OWN_BILLS = { access: [own('read', 'bills')] } satisfies PageAccess;
/** Who orders printed cards for their own events (DESIGN.md §7.1: subscribers; staff run the orders). */
const PRINT_BUYER = { access: [own('create', 'printOrders')] } satisfies PageAccess;
/** A buyer's own print orders, or every order for staff. */
const PRINT_ORDERS = can('read', 'printOrders');
/** The printing workshop's catalogue (staff). */
const PRINT_CATALOGUE = management('printCatalogue');

/** A couple's (or a client's) own digital invitations; staff do not make invitations (DESIGN.md §7.1). */
const INVITATION_OWNER = { access: [own('manage', 'invitations')] } satisfies PageAccess;

export {
  fillPath,
  INVITE_PATTERN,
  LEGAL_EDITOR_PATTERN,
  LIVE_PATTERN,
  SHARE_PATTERN,
} from './page-patterns.js';

// prettier-ignore
export const PAGES = {
  home: page('/', PUBLIC),

  // Sign-in and error pages (blank layout).
  login: page('/login', GUEST_ONLY),
  register: page('/register', GUEST_ONLY),
  forgotPassword: page('/forgot-password', GUEST_ONLY),
  resetPassword: page('/forgot-password/reset/:token', GUEST_ONLY),
  notAuthorized: page('/not-authorized', PUBLIC),
  miscNotAuthorized: page('/pages/misc/not-authorized', PUBLIC),
  pageNotFound: page(PAGE_NOT_FOUND_PATH, PUBLIC),

  // The guests' pages (share.html; the admin app hands them over by a page load).
  share: page(SHARE_PATTERN, PUBLIC),
  shareAlbum: page('/s/:hash/album/:albumId', PUBLIC),
  sharePost: page('/s/:hash/post', PUBLIC),
  notQr: page('/not-qr', PUBLIC),
  // The digital invitation a guest opens (invite.html, light like the share pages).
  invite: page(INVITE_PATTERN, PUBLIC),
  // The venue screen's live slideshow (live.html, its own light entry: DESIGN.md §6.7).
  live: page(LIVE_PATTERN, PUBLIC),

  // The legal pages: public, on the guests' page too (share.html, decisions/037).
  distanceSalesContract: page(legalPagePath('distance-sales-contract'), PUBLIC),
  preInformationForm: page(legalPagePath('pre-information-form'), PUBLIC),
  kvkk: page(legalPagePath('kvkk'), PUBLIC),
  privacyPolicy: page(legalPagePath('privacy-policy'), PUBLIC),
  termsAndConditions: page(legalPagePath('terms-and-conditions'), PUBLIC),
  terms: page(TERMS_PATH, PUBLIC),

  dashboard: page('/dashboard', can('view', 'static')),
  accessControl: page('/access-control', can('read', 'AclDemo')),

  // Event pages (SPEC §2).
  qr: page('/qr', OWNER_READ),
  qrAdd: page('/qr/add', OWNER_CREATE),
  qrEdit: page('/qr/edit/:id', OWNER_CREATE),
  qrManagement: page('/qr-management', management('events')),
  qrManagementEdit: page('/qr-management/edit/:id', management('events')),

  // Albums and blocked addresses: the owner's and a customer's.
  albums: page('/medias/albums', OWNER_READ),
  albumAdd: page('/medias/albums/add', OWNER_CREATE),
  albumEdit: page('/medias/albums/edit/:id', OWNER_CREATE),
  blockedIps: page('/medias/blocked-ip-address', OWNER_READ),
  customerAlbums: page('/cmedias/albums', CUSTOMER_READ),
  customerAlbumAdd: page('/cmedias/albums/add', CUSTOMER_CREATE),
  customerAlbumEdit: page('/cmedias/albums/edit/:id', CUSTOMER_CREATE),
  customerBlockedIps: page('/cmedias/blocked-ip-address', CUSTOMER_READ),
  blockedIpsManagement: page('/medias-management/blocked-ip-address', management('blockedIps')),

  // Guest posts (moderation).
  medias: page('/medias', OWNER_READ),
  cmedias: page('/cmedias', CUSTOMER_READ),
  mediasManagement: page('/medias-management', management('posts')),

  // Users, roles and permissions (decisions/020 gives each its rule).
  users: page('/users', can('read', 'users')),
  userAdd: page('/users/add', can('create', 'users')),
  userEdit: page('/users/edit/:id', can('update', 'users')),
  roles: page('/roles', can('read', 'roles')),
  roleAdd: page('/roles/add', can('create', 'roles')),
  roleEdit: page('/roles/edit/:id', can('update', 'roles')),
  permissions: page('/permissions', can('read', 'permissions')),
  permissionAdd: page('/permissions/add', can('create', 'permissions')),
  permissionEdit: page('/permissions/edit/:id', can('update', 'permissions')),

  // Customer accounts of corporate subscribers: what /api/customers asks (decisions/026).
  customers: page('/customers', can('manage', 'customers')),
  customerAdd: page('/customers/add', can('manage', 'customers')),
  customerEdit: page('/customers/edit/:id', can('manage', 'customers')),

  // Buying a plan and paying its bill by transfer (DESIGN.md §6.3), the own bills, and the staff's.
  subscription: page('/subscription', BUYER),
  subscriptionCart: page('/subscription/cart', BUYER),
  subscriptionPay: page('/subscription/pay/:pay', BUYER),
  bills: page('/bills', OWN_BILLS),
  billView: page('/bills/view/:id', OWN_BILLS),
  billsManagement: page('/bills-management', management('bills')),
  billsManagementView: page('/bills-management/view/:id', management('bills')),
  // What the business sells and how it is paid (issue 12, staff): the price list of each account
  // type, subscriptions, coupons, the accounts buyers transfer to, and the legal texts' editor.
  priceListIndividual: page('/subscription-price/individual', management('subscriptions')),
  priceListCorporate: page('/subscription-price/corporate', management('subscriptions')),
  subscriptions: page('/subscriptions', management('subscriptions')),
  subscriptionEdit: page('/subscriptions/edit/:id', management('subscriptions')),
  coupons: page('/coupons', management('coupons')),
  couponAdd: page('/coupons/add', management('coupons')),
  couponEdit: page('/coupons/edit/:id', management('coupons')),
  bankAccounts: page('/bank-accounts', management('bankAccounts')),
  bankAccountAdd: page('/bank-accounts/add', management('bankAccounts')),
  bankAccountEdit: page('/bank-accounts/edit/:id', management('bankAccounts')),
  legalPages: page('/legal-pages', management('legalPages')),
  legalPageEdit: page(LEGAL_EDITOR_PATTERN, management('legalPages')),
  // Background jobs (docs/decisions/042): the failed ones, tried again.
  jobs: page('/jobs', management('jobs')),

  // The printing workshop (DESIGN.md §6.4, §7.1): the buyers' catalogue, personalising a design and
  // the order form; the orders (own or every one); the staff's catalogue (`desings`: the seed's
  // spelling; the web router also forwards /printing-workshop/designs…). The designs as products.
  printingWorkshop: page('/printing-workshop', PRINT_BUYER),
  printingPersonalize: page('/printing-workshop/edit/:id', PRINT_BUYER),
  printingOrder: page('/printing-workshop/order', PRINT_BUYER),
  printOrders: page('/printing-workshop/list', PRINT_ORDERS),
  printOrderView: page('/printing-workshop/order/view/:id', PRINT_ORDERS),
  printCategories: page('/printing-workshop/categories', PRINT_CATALOGUE),
  printCategoryAdd: page('/printing-workshop/categories/add', PRINT_CATALOGUE),
  printCategoryEdit: page('/printing-workshop/categories/edit/:id', PRINT_CATALOGUE),
  printDesigns: page('/printing-workshop/desings', PRINT_CATALOGUE),
  printDesignAdd: page('/printing-workshop/desings/add', PRINT_CATALOGUE),
  printDesignEdit: page('/printing-workshop/desings/edit/:id', PRINT_CATALOGUE),
  storeProducts: page('/store/product/list', can('read', 'product')),

  // The digital wedding invitation (DESIGN.md §6.5): the editor with its phone preview (`?id=` picks
  // one of several), and the replies with the RSVP totals (`?invitation=`).
  weddingInvitation: page('/wedding/digital-invitation', INVITATION_OWNER),
  weddingInvitationMessages: page('/wedding/digital-invitation/messages', INVITATION_OWNER),

  // Every user's own profile and settings.
  profileSettings: page('/profile/settings', SIGNED_IN),
  accountSettings: page('/pages/account-settings/:tab', SIGNED_IN),
  userProfile: page('/pages/user-profile/:tab', SIGNED_IN),
} as const satisfies Record<string, Page>;

export type PageKey = keyof typeof PAGES;

/**
 * Addresses the web router only forwards to a page (the seed's shortcuts, the catalogue's other
 * spelling): known addresses, which the server answers like pages, not with its 404 (a `/*` ending
 * takes any rest, as in React Router). Every other address outside PAGES is the app's 404 page.
 */
export const PAGE_FORWARDS = [
  '/pages/user-profile',
  '/pages/account-settings',
  '/printing-workshop/designs/*',
] as const;
