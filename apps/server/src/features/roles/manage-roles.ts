// Roles as the admin manages them (/roles): each with its permissions, member count and a few
// members. Built-in roles keep their names and are never deleted; the admin role always keeps
// `manage all`; a role still held by users cannot be deleted (decisions/020).
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { ROLE_NAMES } from '@hatira/shared/abilities';
import type { Role, RoleBody, UpdateRoleBody } from '@hatira/shared/roles';
import type { Db } from '../../db/client.js';
import { assertCan, type Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';
import { avatarUrlOf } from '../users/users.service.js';
import { users } from '../users/users.table.js';
import { permissions, rolePermissions, roles } from './roles.table.js';
import { isUniqueViolation } from '../../lib/db-errors.js';

/** How many members a role card shows. */
const MEMBERS_SHOWN = 4;

type RoleRow = typeof roles.$inferSelect;

async function describeRoles(db: Db, rows: RoleRow[]): Promise<Role[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [links, counts, members] = await Promise.all([
    db
      .select({ roleId: rolePermissions.roleId, permissionId: rolePermissions.permissionId })
      .from(rolePermissions)
      .where(inArray(rolePermissions.roleId, ids)),
    db
      .select({ roleId: users.roleId, value: count() })
      .from(users)
      .where(inArray(users.roleId, ids))
      .groupBy(users.roleId),
    db
      .select({
        roleId: users.roleId,
        id: users.id,
        fullName: users.fullName,
        avatarKey: users.avatarKey,
        rank: sql<number>`row_number() over (partition by ${users.roleId} order by ${users.createdAt} desc)`.as(
          'rank',
        ),
      })
      .from(users)
      .where(inArray(users.roleId, ids)),
  ]);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    isBuiltIn: row.builtIn,
    permissionIds: links.filter((l) => l.roleId === row.id).map((l) => l.permissionId),
    memberCount: counts.find((c) => c.roleId === row.id)?.value ?? 0,
    members: members
      .filter((m) => m.roleId === row.id && Number(m.rank) <= MEMBERS_SHOWN)
      .sort((a, b) => Number(a.rank) - Number(b.rank))
      .map((m) => ({ id: m.id, fullName: m.fullName, avatar: avatarUrlOf(m) })),
    createdAt: row.createdAt.toISOString(),
  }));
}

/** Every role, built-in ones first (there are few: no paging). */
export async function listRoles(db: Db, actor: Actor): Promise<{ items: Role[]; total: number }> {
  assertCan(actor, 'read', 'roles');
  const rows = await db
    .select()
    .from(roles)
    .orderBy(desc(roles.builtIn), asc(roles.createdAt), asc(roles.id));
  return { items: await describeRoles(db, rows), total: rows.length };
}

async function findRole(db: Db, id: string): Promise<RoleRow> {
  const [row] = await db.select().from(roles).where(eq(roles.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function getRole(db: Db, actor: Actor, id: string): Promise<Role> {
  assertCan(actor, 'read', 'roles');
  const [role] = await describeRoles(db, [await findRole(db, id)]);
  return role!;
}

async function assertPermissionsExist(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await db.select({ id: permissions.id }).from(permissions).where(inArray(permissions.id, ids));
  if (found.length !== new Set(ids).size)
    throw new AppError('VALIDATION_FAILED', { permissionIds: 'This value is not valid' });
}

async function setRolePermissions(db: Db, roleId: string, ids: string[]): Promise<void> {
  await db.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  const unique = [...new Set(ids)];
  if (unique.length > 0)
    await db.insert(rolePermissions).values(unique.map((permissionId) => ({ roleId, permissionId })));
}

const isBuiltInName = (name: string) => (ROLE_NAMES as readonly string[]).includes(name);

export async function createRole(db: Db, actor: Actor, input: RoleBody): Promise<Role> {
  assertCan(actor, 'create', 'roles');
  const permissionIds = input.permissionIds ?? [];
  try {
    const created = await db.transaction(async (tx) => {
      await assertPermissionsExist(tx, permissionIds);
      const [row] = await tx
        .insert(roles)
        .values({ name: input.name, description: input.description ?? '', builtIn: false })
        .returning();
      await setRolePermissions(tx, row!.id, permissionIds);
      return row!;
    });
    return getRole(db, actor, created.id);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('ROLE_NAME_TAKEN');
    throw error;
  }
}

/** The admin role's only rule is `manage all`: without it nobody could run the platform. */
async function assertAdminKeepsEverything(db: Db, role: RoleRow, permissionIds: string[]): Promise<void> {
  if (role.name !== 'admin') return;
  const held = permissionIds.length
    ? await db
        .select({ id: permissions.id })
        .from(permissions)
        .where(
          and(
            inArray(permissions.id, permissionIds),
            eq(permissions.action, 'manage'),
            eq(permissions.subject, 'all'),
          ),
        )
    : [];
  if (held.length === 0) throw new AppError('ROLE_BUILT_IN');
}

export async function updateRole(db: Db, actor: Actor, id: string, input: UpdateRoleBody): Promise<Role> {
  assertCan(actor, 'update', 'roles');
  try {
    await db.transaction(async (tx) => {
      const role = await findRole(tx, id);
      if (input.name !== undefined && input.name !== role.name && (role.builtIn || isBuiltInName(role.name)))
        throw new AppError('ROLE_BUILT_IN');
      const changes: Partial<typeof roles.$inferInsert> = {};
      if (input.name !== undefined) changes.name = input.name;
      if (input.description !== undefined) changes.description = input.description;
      if (Object.keys(changes).length > 0) await tx.update(roles).set(changes).where(eq(roles.id, id));
      if (input.permissionIds !== undefined) {
        await assertPermissionsExist(tx, input.permissionIds);
        await assertAdminKeepsEverything(tx, role, input.permissionIds);
        await setRolePermissions(tx, id, input.permissionIds);
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('ROLE_NAME_TAKEN');
    throw error;
  }
  return getRole(db, actor, id);
}

export async function deleteRole(db: Db, actor: Actor, id: string): Promise<void> {
  assertCan(actor, 'delete', 'roles');
  await db.transaction(async (tx) => {
    const role = await findRole(tx, id);
    if (role.builtIn || isBuiltInName(role.name)) throw new AppError('ROLE_BUILT_IN');
    const [held] = await tx.select({ value: count() }).from(users).where(eq(users.roleId, id));
    if ((held?.value ?? 0) > 0) throw new AppError('ROLE_IN_USE');
    await tx.delete(roles).where(eq(roles.id, id));
  });
}

/** The role a user may be given by name, or VALIDATION_FAILED on `field`. */
export async function roleByName(db: Db, name: string, field = 'role'): Promise<RoleRow> {
  const [row] = await db.select().from(roles).where(eq(roles.name, name));
  if (!row) throw new AppError('VALIDATION_FAILED', { [field]: 'Choose one of the options' });
  return row;
}
