import { and, eq, inArray, sql, type Column, type SQL } from 'drizzle-orm';
import {
  BUILT_IN_ROLES,
  defaultPermissionName,
  resolveRules,
  rulesOfUser,
  type AbilityRule,
  type Action,
  type BuiltInRole,
  type RuleConditions,
  type Subject,
} from '@hatira/shared/abilities';
import type { Db } from '../../db/client.js';
import { permissions, rolePermissions, roles } from './roles.table.js';

/** The permission row holding exactly this rule (same conditions, or none). */
export function isRule(rule: AbilityRule): SQL {
  return and(
    eq(permissions.action, rule.action),
    eq(permissions.subject, rule.subject),
    sql`coalesce(${permissions.conditions}, '{}'::jsonb) = ${JSON.stringify(rule.conditions ?? {})}::jsonb`,
  )!;
}

/**
 * Creates the built-in roles and gives them their rules when missing. Safe to run on every start;
 * a database from an earlier version gets the rules added since (the ownership rules, decisions/027).
 */
export async function seedBuiltInRoles(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [name, { description, rules }] of Object.entries(BUILT_IN_ROLES)) {
      await tx
        .insert(roles)
        .values({ name, description, builtIn: true })
        .onConflictDoNothing({ target: roles.name });
      const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, name));
      for (const rule of rules) {
        await tx
          .insert(permissions)
          .values({
            name: defaultPermissionName(rule),
            action: rule.action,
            subject: rule.subject,
            conditions: rule.conditions ?? null,
          })
          .onConflictDoNothing();
        const [permission] = await tx.select({ id: permissions.id }).from(permissions).where(isRule(rule));
        await tx
          .insert(rolePermissions)
          .values({ roleId: role!.id, permissionId: permission!.id })
          .onConflictDoNothing();
      }
    }
  });
}

export async function roleIdByName(db: Db, name: BuiltInRole | string): Promise<string> {
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, name));
  if (!role) throw new Error(`Role ${name} does not exist`);
  return role.id;
}

interface StoredRule {
  action: string;
  subject: string;
  conditions: Record<string, string> | null;
}

/**
 * The rules of the role in `roleId` (a column of the outer query) as one JSON array: a select of
 * its own can then carry a role's rules in the same round trip (the session's, on every request).
 */
export function roleRulesColumn(roleId: SQL | Column) {
  return sql<StoredRule[]>`coalesce((
    select json_agg(json_build_object('action', ${permissions.action}, 'subject', ${permissions.subject},
                                      'conditions', ${permissions.conditions})
                    order by ${permissions.subject}, ${permissions.action})
    from ${rolePermissions} join ${permissions} on ${permissions.id} = ${rolePermissions.permissionId}
    where ${rolePermissions.roleId} = ${roleId}), '[]'::json)`;
}

export function toRules(rows: readonly StoredRule[]): AbilityRule[] {
  return rows.map((r) => ({
    action: r.action as Action,
    subject: r.subject as Subject,
    ...(r.conditions && { conditions: r.conditions as RuleConditions }),
  }));
}

/** The ability rules a role holds, conditions with their placeholders (`${user.id}`). */
export async function rulesForRole(db: Db, roleId: string): Promise<AbilityRule[]> {
  const rows = await db
    .select({ action: permissions.action, subject: permissions.subject, conditions: permissions.conditions })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(eq(rolePermissions.roleId, roleId))
    .orderBy(permissions.subject, permissions.action);
  return toRules(rows as StoredRule[]);
}

/**
 * A user's rules, as enforced here and sent to the browser (userAbilityRules): their role's, read
 * from the database on every request, plus their account type's, placeholders filled in.
 */
export async function rulesForUser(
  db: Db,
  user: {
    id: string;
    roleId: string;
    subscriberId: string | null;
    accountType: 'individual' | 'corporate' | null;
  },
): Promise<AbilityRule[]> {
  return resolveRules(rulesOfUser(await rulesForRole(db, user.roleId), user.accountType), user);
}

export async function roleNamesByIds(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: roles.id, name: roles.name }).from(roles).where(inArray(roles.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}
