import { and, eq, inArray } from 'drizzle-orm';
import {
  BUILT_IN_ROLES,
  defaultPermissionName,
  rulesOfUser,
  type AbilityRule,
  type Action,
  type BuiltInRole,
  type Subject,
} from '@hatira/shared/abilities';
import type { Db } from '../../db/client.js';
import { permissions, rolePermissions, roles } from './roles.table.js';

/** Creates the built-in roles and their rules when missing. Safe to run on every start. */
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
          .values({ name: defaultPermissionName(rule), action: rule.action, subject: rule.subject })
          .onConflictDoNothing();
        const [permission] = await tx
          .select({ id: permissions.id })
          .from(permissions)
          .where(and(eq(permissions.action, rule.action), eq(permissions.subject, rule.subject)));
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

/** The ability rules a role holds, as sent to the browser (userAbilityRules) and enforced here. */
export async function rulesForRole(db: Db, roleId: string): Promise<AbilityRule[]> {
  const rows = await db
    .select({ action: permissions.action, subject: permissions.subject })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(eq(rolePermissions.roleId, roleId))
    .orderBy(permissions.subject, permissions.action);
  return rows.map((r) => ({ action: r.action as Action, subject: r.subject as Subject }));
}

/** A user's rules: their role's, read from the database on every request, plus their account type's. */
export async function rulesForUser(
  db: Db,
  user: { roleId: string; accountType: 'individual' | 'corporate' | null },
): Promise<AbilityRule[]> {
  return rulesOfUser(await rulesForRole(db, user.roleId), user.accountType);
}

export async function roleNamesByIds(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: roles.id, name: roles.name }).from(roles).where(inArray(roles.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}
