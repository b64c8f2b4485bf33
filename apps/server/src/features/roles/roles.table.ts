import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns.js';

export const roles = pgTable('roles', {
  id: id(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
  builtIn: boolean('built_in').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const permissions = pgTable(
  'permissions',
  {
    id: id(),
    name: text('name').notNull(),
    action: text('action').notNull(),
    subject: text('subject').notNull(),
    /** Null: the rule reaches every row (platform-wide); else the fields a row must match (decisions/027). */
    conditions: jsonb('conditions').$type<Record<string, string>>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // One permission per rule: an action and subject once platform-wide, and once per set of conditions.
  (t) => [
    uniqueIndex('permissions_rule_key').on(t.action, t.subject, sql`coalesce(${t.conditions}, '{}'::jsonb)`),
  ],
);

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permissionId: uuid('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.roleId, t.permissionId] }),
    index('role_permissions_permission_idx').on(t.permissionId),
  ],
);
