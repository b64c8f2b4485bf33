// Abilities are {action, subject} pairs (SPEC §6), optionally narrowed by conditions. The same
// definitions build the CASL ability on the server (every request) and in the web app (route
// guards, navigation). One model (docs/decisions/027):
// - A rule without conditions is platform-wide: staff (the admin's `manage all`, a custom role's
//   `read posts`) reach every row of the subject.
// - A rule with conditions reaches only the rows whose fields match: the built-in subscriber and
//   customer roles carry such ownership rules (`manage events` where `ownerId` is the user).
//   Conditions are stored with placeholders (`${user.id}`) and resolved per user (resolveRules).
// Checking a subject type (`can('read', 'events')`) asks whether any row could be allowed, which is
// what a route guard or a menu needs; the server checks rows and scopes its queries by the rules.
import { createMongoAbility, subject, type ForcedSubject, type MongoAbility } from '@casl/ability';
import { rulesToFields } from '@casl/ability/extra';

export const ACTIONS = ['manage', 'read', 'create', 'update', 'delete', 'view'] as const;
export type Action = (typeof ACTIONS)[number];

export const SUBJECTS = [
  'all',
  'AclDemo',
  'static',
  'roles',
  'permissions',
  'users',
  'subscriber',
  'customer',
  'product',
  'subscriptions',
  /** The customer accounts of corporate subscribers (/api/customers); not the customer role's own area. */
  'customers',
  /** Event pages (QR codes); rows carry `ownerId` and `customerId`. */
  'events',
  /** Albums of an event; conditions name their event's `ownerId` and `customerId`. */
  'albums',
  /** Guest posts of an event; conditions name their event's `ownerId` and `customerId`. */
  'posts',
  /** Blocked IP addresses; rows carry `ownerId` (null: platform-wide) and `createdBy`. */
  'blockedIps',
  /** Discount codes (staff). */
  'coupons',
  /** The accounts buyers transfer to (staff). */
  'bankAccounts',
  /** Bills; rows carry `userId`, the buyer. */
  'bills',
  /** The legal pages' texts (staff edit; everybody reads). */
  'legalPages',
  /** The seller's identity bills print (staff). */
  'settings',
  /** Background jobs: mails, sweeps (staff: the failed ones, tried again). */
  'jobs',
  /** The printing workshop's categories and designs: staff write, buyers read the active ones. */
  'printCatalogue',
  /** Printing orders; rows carry `userId`, the buyer. */
  'printOrders',
  /** Digital wedding invitations and their replies; rows carry `ownerId`. */
  'invitations',
] as const;
export type Subject = (typeof SUBJECTS)[number];

/** Field → value a row must have; a value may be a placeholder (USER_ID, SUBSCRIBER_ID). */
export type RuleConditions = Record<string, string>;

// Placeholders, resolved per user: the templates CASL's documentation uses for stored rules.
export const USER_ID = '${user.id}';
export const SUBSCRIBER_ID = '${user.subscriberId}';

/**
 * One rule as stored and sent (its schema is in auth.ts: this file carries no zod, so the web app's
 * guard and menu do not download it).
 */
export interface AbilityRule {
  action: Action;
  subject: Subject;
  conditions?: RuleConditions;
}

/** A row checked against the rules: its subject type and the fields conditions may name. */
export type SubjectRow = ForcedSubject<Subject> & Record<string, unknown>;
export type AppAbility = MongoAbility<[Action, Subject | SubjectRow]>;

export function buildAbility(rules: readonly AbilityRule[]): AppAbility {
  return createMongoAbility<[Action, Subject | SubjectRow]>(rules as AbilityRule[]);
}

/** A row of `type` for a check: `ability.can('update', rowOf('events', row))`. */
export function rowOf(type: Subject, fields: Record<string, unknown>): SubjectRow {
  return subject(type, { ...fields });
}

/** True when a rule without conditions allows `action` on every row of `subject` (staff). */
export { isPlatformWide } from './pages.js';

/**
 * The field values every row the user may `action` must have (an owner's `{ ownerId }` for a new
 * event), to fill in on create; empty for a platform-wide rule.
 */
export function fieldsPinnedFor(
  ability: AppAbility,
  action: Action,
  subject: Subject,
): Record<string, unknown> {
  return rulesToFields(ability, action, subject);
}

/**
 * The rules with their placeholders filled in for one user. A rule whose placeholder has no value
 * (a customer without a subscriber) is left out: it must not widen to rows where the field is null.
 */
export function resolveRules(
  rules: readonly AbilityRule[],
  user: { id: string; subscriberId: string | null },
): AbilityRule[] {
  const values: Record<string, string | null> = { [USER_ID]: user.id, [SUBSCRIBER_ID]: user.subscriberId };
  const resolved: AbilityRule[] = [];
  for (const rule of rules) {
    if (!rule.conditions) {
      resolved.push(rule);
      continue;
    }
    const entries = Object.entries(rule.conditions).map(([field, value]) => [
      field,
      value in values ? values[value] : value,
    ]);
    if (entries.some(([, value]) => value === null || value === undefined)) continue;
    resolved.push({ ...rule, conditions: Object.fromEntries(entries) as RuleConditions });
  }
  return resolved;
}

/** Same action, subject and conditions. */
export function isSameRule(a: AbilityRule, b: AbilityRule): boolean {
  return (
    a.action === b.action &&
    a.subject === b.subject &&
    JSON.stringify(a.conditions ?? null) === JSON.stringify(b.conditions ?? null)
  );
}

export const ROLE_NAMES = ['admin', 'subscriber', 'customer', 'client'] as const;
export type BuiltInRole = (typeof ROLE_NAMES)[number];

const own = { ownerId: USER_ID };
const assigned = { customerId: USER_ID };
const subscribersList = { ownerId: SUBSCRIBER_ID };
const buyer = { userId: USER_ID };

/** Roles every installation has; seeded at start-up, never deleted or renamed. */
export const BUILT_IN_ROLES: Record<BuiltInRole, { description: string; rules: AbilityRule[] }> = {
  admin: {
    description: 'Runs the platform',
    rules: [{ action: 'manage', subject: 'all' }],
  },
  subscriber: {
    description: 'A paying account: creates event pages and albums',
    rules: [
      { action: 'view', subject: 'static' },
      { action: 'read', subject: 'subscriber' },
      { action: 'create', subject: 'subscriber' },
      // Their own events, with the albums, guest posts and block list that go with them.
      { action: 'manage', subject: 'events', conditions: own },
      { action: 'manage', subject: 'albums', conditions: own },
      { action: 'manage', subject: 'posts', conditions: own },
      { action: 'manage', subject: 'blockedIps', conditions: own },
      // Their own bills: buy (checkout), read, send a payment notice, cancel an unpaid one.
      { action: 'create', subject: 'bills', conditions: buyer },
      { action: 'read', subject: 'bills', conditions: buyer },
      { action: 'update', subject: 'bills', conditions: buyer },
      // The printing workshop: read the catalogue (its active rows), order prints of their own
      // events, follow and cancel their own orders.
      { action: 'read', subject: 'printCatalogue' },
      { action: 'create', subject: 'printOrders', conditions: buyer },
      { action: 'read', subject: 'printOrders', conditions: buyer },
      { action: 'update', subject: 'printOrders', conditions: buyer },
      // Their own digital invitations and the replies guests send.
      { action: 'manage', subject: 'invitations', conditions: own },
    ],
  },
  customer: {
    description: 'A client of a corporate subscriber',
    rules: [
      { action: 'view', subject: 'static' },
      { action: 'read', subject: 'customer' },
      { action: 'create', subject: 'customer' },
      // The events assigned to them: read the event, run its albums and guest posts.
      { action: 'read', subject: 'events', conditions: assigned },
      { action: 'manage', subject: 'albums', conditions: assigned },
      { action: 'manage', subject: 'posts', conditions: assigned },
      // Their subscriber's block list: see it, add to it, remove what they added (decisions/024).
      { action: 'read', subject: 'blockedIps', conditions: subscribersList },
      { action: 'create', subject: 'blockedIps', conditions: subscribersList },
      { action: 'delete', subject: 'blockedIps', conditions: { ...subscribersList, createdBy: USER_ID } },
      // Their own digital invitations (a couple who is an organiser's client makes theirs).
      { action: 'manage', subject: 'invitations', conditions: own },
    ],
  },
  client: {
    description: 'The access-control demo role',
    rules: [{ action: 'read', subject: 'AclDemo' }],
  },
};

/**
 * Rules that come with the account type rather than the role: a corporate subscriber (a wedding
 * organiser, a venue) also runs their own customer accounts (DESIGN.md §1). Individual subscribers
 * hold the same role without these, so they neither see the customers menu nor pass the customers API.
 */
export const ACCOUNT_TYPE_RULES: Record<'individual' | 'corporate', AbilityRule[]> = {
  individual: [],
  corporate: [{ action: 'manage', subject: 'customers', conditions: { subscriberId: USER_ID } }],
};

/** A user's rules: their role's (stored in the database) plus those of their account type. */
export function rulesOfUser(
  roleRules: readonly AbilityRule[],
  accountType: 'individual' | 'corporate' | null,
): AbilityRule[] {
  const extra = accountType ? ACCOUNT_TYPE_RULES[accountType] : [];
  return [...roleRules, ...extra.filter((rule) => !roleRules.some((r) => isSameRule(r, rule)))];
}

/**
 * The name a built-in rule's permission is seeded with ("read subscriber", "manage events where ownerId
 * is the user"); the web app shows a
 * permission still so named in the reader's language, and one an admin renamed as typed.
 */
export function defaultPermissionName(rule: AbilityRule): string {
  const conditions = Object.entries(rule.conditions ?? {}).map(
    ([field, value]) => `${field} is ${PLACEHOLDER_WORDS[value] ?? value}`,
  );
  return `${rule.action} ${rule.subject}${conditions.length ? ` where ${conditions.join(' and ')}` : ''}`;
}

const PLACEHOLDER_WORDS: Record<string, string> = {
  [USER_ID]: 'the user',
  [SUBSCRIBER_ID]: "the user's subscriber",
};

/** The full name the first admin is created with; the web app shows it in the reader's language. */
export const FIRST_ADMIN_FULL_NAME = 'Administrator';

/** Staff sessions are short (DESIGN: admin 30 min idle / 12 h); everybody else's long. */
export function isStaffRole(role: string): boolean {
  return role === 'admin';
}
