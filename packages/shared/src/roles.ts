// Roles and permissions (DESIGN.md §4, SPEC §6): a permission is one {action, subject} pair with a
// name; a role holds permissions. Built-in roles are never deleted or renamed.
import { z } from 'zod';
import { ACTIONS, SUBJECTS } from './abilities.js';
import { listQuerySchema, patchBodyOf, requiredText } from './common.js';
import { fieldError } from './field-errors.js';

export const ROLE_NAME_MAX = 50;
export const ROLE_DESCRIPTION_MAX = 200;
export const PERMISSION_NAME_MAX = 100;
export const MAX_ROLE_PERMISSIONS = 100;

export const roleMemberSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  avatar: z.string().nullable(),
});

export const roleSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  isBuiltIn: z.boolean(),
  permissionIds: z.array(z.string()),
  memberCount: z.number().int(),
  /** A few members, newest first, for the role cards. */
  members: z.array(roleMemberSchema),
  createdAt: z.string(),
});
export type Role = z.infer<typeof roleSchema>;

export const roleListSchema = z.object({ items: z.array(roleSchema), total: z.number().int() });

export const roleBodySchema = z.object({
  name: requiredText(ROLE_NAME_MAX).regex(/^[\p{L}\p{N} ._-]+$/u, { error: fieldError('invalid') }),
  description: z
    .string()
    .trim()
    .max(ROLE_DESCRIPTION_MAX, { error: fieldError('tooLong', { max: ROLE_DESCRIPTION_MAX }) })
    .default(''),
  permissionIds: z
    .array(z.uuid())
    .max(MAX_ROLE_PERMISSIONS, { error: fieldError('tooMany', { max: MAX_ROLE_PERMISSIONS }) })
    .default([]),
});
export type RoleBody = z.input<typeof roleBodySchema>;
export const updateRoleBodySchema = patchBodyOf(roleBodySchema);
export type UpdateRoleBody = z.input<typeof updateRoleBodySchema>;

export const permissionSchema = z.object({
  id: z.string(),
  name: z.string(),
  action: z.enum(ACTIONS),
  subject: z.enum(SUBJECTS),
  /**
   * Null: platform-wide. Else the fields a row must match, with placeholders such as `${user.id}`
   * (an ownership rule of a built-in role; the API creates platform-wide permissions only).
   */
  conditions: z.record(z.string(), z.string()).nullable(),
  /** The roles holding it (SPEC §3 demo Permission: assignedTo). */
  assignedTo: z.array(z.string()),
  /** Held by a built-in role: only its name may change. */
  isBuiltIn: z.boolean(),
  createdAt: z.string(),
});
export type Permission = z.infer<typeof permissionSchema>;

export const permissionBodySchema = z.object({
  name: requiredText(PERMISSION_NAME_MAX),
  action: z.enum(ACTIONS, { error: fieldError('invalidChoice') }),
  subject: z.enum(SUBJECTS, { error: fieldError('invalidChoice') }),
});
export type PermissionBody = z.infer<typeof permissionBodySchema>;
export const updatePermissionBodySchema = permissionBodySchema.partial();
export type UpdatePermissionBody = z.infer<typeof updatePermissionBodySchema>;

export const PERMISSION_SORT_FIELDS = ['name', 'subject', 'action', 'createdAt'] as const;
export const listPermissionsQuerySchema = listQuerySchema.extend({
  sortBy: z.enum(PERMISSION_SORT_FIELDS, { error: fieldError('invalidChoice') }).optional(),
});
export type ListPermissionsQuery = z.infer<typeof listPermissionsQuerySchema>;
