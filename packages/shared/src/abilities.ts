// Abilities are {action, subject} pairs (SPEC §6). The same definitions build the CASL ability
// on the server (every request) and in the web app (route guards, navigation).
import { createMongoAbility, type MongoAbility, type RawRuleOf } from '@casl/ability';
import { z } from 'zod';

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
] as const;
export type Subject = (typeof SUBJECTS)[number];

export const abilityRuleSchema = z.object({
  action: z.enum(ACTIONS),
  subject: z.enum(SUBJECTS),
});
export type AbilityRule = z.infer<typeof abilityRuleSchema>;

export type AppAbility = MongoAbility<[Action, Subject]>;

export function buildAbility(rules: readonly AbilityRule[]): AppAbility {
  return createMongoAbility<[Action, Subject]>(rules as RawRuleOf<AppAbility>[]);
}

export const ROLE_NAMES = ['admin', 'subscriber', 'customer', 'client'] as const;
export type BuiltInRole = (typeof ROLE_NAMES)[number];

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
    ],
  },
  customer: {
    description: 'A client of a corporate subscriber',
    rules: [
      { action: 'view', subject: 'static' },
      { action: 'read', subject: 'customer' },
      { action: 'create', subject: 'customer' },
    ],
  },
  client: {
    description: 'The access-control demo role',
    rules: [{ action: 'read', subject: 'AclDemo' }],
  },
};

/**
 * Rules that come with the account type rather than the role: a corporate subscriber (a wedding
 * organiser, a venue) also runs customer accounts (DESIGN.md §1). Individual subscribers hold the
 * same role without these, so they neither see the customers menu nor pass the customers API.
 */
export const ACCOUNT_TYPE_RULES: Record<'individual' | 'corporate', AbilityRule[]> = {
  individual: [],
  corporate: [{ action: 'manage', subject: 'customers' }],
};

/** A user's rules: their role's (stored in the database) plus those of their account type. */
export function rulesOfUser(
  roleRules: readonly AbilityRule[],
  accountType: 'individual' | 'corporate' | null,
): AbilityRule[] {
  const extra = accountType ? ACCOUNT_TYPE_RULES[accountType] : [];
  const has = (rule: AbilityRule) =>
    roleRules.some((r) => r.action === rule.action && r.subject === rule.subject);
  return [...roleRules, ...extra.filter((rule) => !has(rule))];
}

/**
 * The name a built-in rule's permission is seeded with ("read subscriber"); the web app shows a
 * permission still so named in the reader's language, and one an admin renamed as typed.
 */
export const defaultPermissionName = (rule: AbilityRule): string => `${rule.action} ${rule.subject}`;

/** The full name the first admin is created with; the web app shows it in the reader's language. */
export const FIRST_ADMIN_FULL_NAME = 'Administrator';

/** Staff sessions are short (DESIGN: admin 30 min idle / 12 h); everybody else's long. */
export function isStaffRole(role: string): boolean {
  return role === 'admin';
}
