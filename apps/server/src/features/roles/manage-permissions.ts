// Permissions as the admin manages them (/permissions): {name, action, subject}, listed with the
// roles holding them. A permission whose rule a built-in role is seeded with may be renamed, but
// that rule is part of how the platform works, so it is neither changed nor deleted (decisions/020).
import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import {
  BUILT_IN_ROLES,
  isSameRule,
  type AbilityRule,
  type Action,
  type RuleConditions,
  type Subject,
} from '@hatira/shared/abilities';
import type { ListResponse } from '@hatira/shared/common';
import type {
  ListPermissionsQuery,
  Permission,
  PermissionBody,
  UpdatePermissionBody,
} from '@hatira/shared/roles';
import type { Db } from '../../db/client.js';
import { assertCan, type Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';
import { listPage } from '../../lib/list-query.js';
import { permissions, rolePermissions, roles } from './roles.table.js';
import { isUniqueViolation } from '../../lib/db-errors.js';

type PermissionRow = typeof permissions.$inferSelect;

/** A rule some built-in role is seeded with (abilities.ts BUILT_IN_ROLES). */
function isBuiltInRule(rule: AbilityRule): boolean {
  return Object.values(BUILT_IN_ROLES).some((role) => role.rules.some((r) => isSameRule(r, rule)));
}

async function describePermissions(db: Db, rows: PermissionRow[]): Promise<Permission[]> {
  if (rows.length === 0) return [];
  const holders = await db
    .select({ permissionId: rolePermissions.permissionId, name: roles.name })
    .from(rolePermissions)
    .innerJoin(roles, eq(roles.id, rolePermissions.roleId))
    .where(
      inArray(
        rolePermissions.permissionId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(roles.name));
  return rows.map((row) => {
    const mine = holders.filter((h) => h.permissionId === row.id);
    const rule: AbilityRule = {
      action: row.action as Action,
      subject: row.subject as Subject,
      ...(row.conditions && { conditions: row.conditions as RuleConditions }),
    };
    return {
      id: row.id,
      name: row.name,
      action: rule.action,
      subject: rule.subject,
      conditions: rule.conditions ?? null,
      assignedTo: mine.map((h) => h.name),
      isBuiltIn: isBuiltInRule(rule),
      createdAt: row.createdAt.toISOString(),
    };
  });
}

const SORT_COLUMNS = {
  name: permissions.name,
  action: permissions.action,
  subject: permissions.subject,
  createdAt: permissions.createdAt,
} as const;

export async function listPermissions(
  db: Db,
  actor: Actor,
  query: ListPermissionsQuery,
): Promise<ListResponse<Permission>> {
  assertCan(actor, 'read', 'permissions');
  const page = await listPage(db, db.select().from(permissions).$dynamic(), query, {
    search: [permissions.name, permissions.action, permissions.subject],
    sortColumns: SORT_COLUMNS,
    defaultSort: { key: 'name', order: 'asc' },
    tieBreakers: [permissions.id],
  });
  return { ...page, items: await describePermissions(db, page.items) };
}

async function findPermission(db: Db, id: string): Promise<Permission> {
  const [row] = await db.select().from(permissions).where(eq(permissions.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  const [permission] = await describePermissions(db, [row]);
  return permission!;
}

export async function getPermission(db: Db, actor: Actor, id: string): Promise<Permission> {
  assertCan(actor, 'read', 'permissions');
  return findPermission(db, id);
}

async function assertRuleFree(
  db: Db,
  rule: { action: string; subject: string },
  exceptId?: string,
): Promise<void> {
  const [taken] = await db
    .select({ id: permissions.id })
    .from(permissions)
    .where(
      and(
        eq(permissions.action, rule.action),
        eq(permissions.subject, rule.subject),
        isNull(permissions.conditions),
        exceptId ? ne(permissions.id, exceptId) : undefined,
      ),
    );
  if (taken) throw new AppError('PERMISSION_EXISTS');
}

export async function createPermission(db: Db, actor: Actor, input: PermissionBody): Promise<Permission> {
  assertCan(actor, 'create', 'permissions');
  await assertRuleFree(db, input);
  const [row] = await db
    .insert(permissions)
    .values({ name: input.name, action: input.action, subject: input.subject })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new AppError('PERMISSION_EXISTS');
  return findPermission(db, row.id);
}

export async function updatePermission(
  db: Db,
  actor: Actor,
  id: string,
  input: UpdatePermissionBody,
): Promise<Permission> {
  assertCan(actor, 'update', 'permissions');
  const current = await findPermission(db, id);
  const rule = { action: input.action ?? current.action, subject: input.subject ?? current.subject };
  const ruleChanges = rule.action !== current.action || rule.subject !== current.subject;
  if (ruleChanges) {
    if (current.isBuiltIn) throw new AppError('PERMISSION_BUILT_IN');
    await assertRuleFree(db, rule, id);
  }
  try {
    await db
      .update(permissions)
      .set({ ...(input.name !== undefined && { name: input.name }), ...rule })
      .where(eq(permissions.id, id));
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('PERMISSION_EXISTS');
    throw error;
  }
  return findPermission(db, id);
}

export async function deletePermission(db: Db, actor: Actor, id: string): Promise<void> {
  assertCan(actor, 'delete', 'permissions');
  const current = await findPermission(db, id);
  if (current.isBuiltIn) throw new AppError('PERMISSION_BUILT_IN');
  await db.delete(permissions).where(eq(permissions.id, id));
}
