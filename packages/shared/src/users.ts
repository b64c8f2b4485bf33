// Users as the admin manages them (/users): list with filters, create (with a password, or an
// invitation mail to set one), edit, deactivate, delete (DESIGN.md §4, issue 4).
import { z } from 'zod';
import { ACCOUNT_TYPES, USER_STATUSES, emailSchema, newPasswordSchema, usernameSchema } from './auth.js';
import { listQuerySchema, requiredText } from './common.js';
import { fieldError } from './field-errors.js';
import { LANGUAGES } from './languages.js';
import { FULL_NAME_MAX } from './limits.js';
import { ROLE_NAME_MAX } from './roles.js';

const roleNameSchema = requiredText(ROLE_NAME_MAX);

export const userSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.string(),
  status: z.enum(USER_STATUSES),
  accountType: z.enum(ACCOUNT_TYPES).nullable(),
  subscriberId: z.string().nullable(),
  avatar: z.string().nullable(),
  /** The plan of the user's subscription in force, if any. */
  plan: z.string().nullable(),
  language: z.enum(LANGUAGES),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  /** False for an invited user who has not set a password yet. */
  hasPassword: z.boolean(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const USER_SORT_FIELDS = ['fullName', 'email', 'role', 'status', 'createdAt'] as const;

export const listUsersQuerySchema = listQuerySchema.extend({
  sortBy: z.enum(USER_SORT_FIELDS, { error: fieldError('invalidChoice') }).optional(),
  role: z.string().trim().max(ROLE_NAME_MAX).optional(),
  status: z.enum(USER_STATUSES, { error: fieldError('invalidChoice') }).optional(),
  accountType: z.enum(ACCOUNT_TYPES, { error: fieldError('invalidChoice') }).optional(),
});
export type ListUsersQuery = z.infer<typeof listUsersQuerySchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: fieldError('tooLong', { max }) })
    .nullable()
    .optional();

export const createUserBodySchema = z.object({
  fullName: requiredText(FULL_NAME_MAX),
  username: usernameSchema,
  email: emailSchema,
  /** Left out (or empty): the user gets a mail with a link to set one. */
  password: z.union([z.literal(''), newPasswordSchema]).optional(),
  role: roleNameSchema,
  status: z.enum(USER_STATUSES, { error: fieldError('invalidChoice') }),
  accountType: z
    .enum(ACCOUNT_TYPES, { error: fieldError('invalidChoice') })
    .nullable()
    .optional(),
  subscriberId: z
    .uuid({ error: fieldError('invalid') })
    .nullable()
    .optional(),
  language: z.enum(LANGUAGES, { error: fieldError('invalidChoice') }).optional(),
  phone: optionalText(30),
  company: optionalText(100),
});
export type CreateUserBody = z.infer<typeof createUserBodySchema>;

export const updateUserBodySchema = createUserBodySchema.partial();
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

export const deleteUserQuerySchema = z.object({
  /** Also delete the event pages and customer accounts the user owns (with their files). */
  withData: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
export type DeleteUserQuery = z.infer<typeof deleteUserQuerySchema>;

export const userSessionParamsSchema = z.object({ id: z.uuid(), sessionId: z.uuid() });
