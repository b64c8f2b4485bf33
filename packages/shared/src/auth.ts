import { z } from 'zod';
import { ACTIONS, SUBJECTS, type AbilityRule } from './abilities.js';
import { requiredText } from './common.js';
import { fieldError } from './field-errors.js';
import { LANGUAGES } from './languages.js';
import {
  EMAIL_MAX,
  FULL_NAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  USERNAME_MAX,
  USERNAME_MIN,
} from './limits.js';

export const ACCOUNT_TYPES = ['individual', 'corporate'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const USER_STATUSES = ['active', 'inactive', 'pending'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const emailSchema = z
  .string({ error: fieldError('required') })
  .trim()
  .min(1, { error: fieldError('required') })
  .max(EMAIL_MAX, { error: fieldError('tooLong', { max: EMAIL_MAX }) })
  .pipe(z.email({ error: fieldError('invalidEmail') }));

export const newPasswordSchema = z
  .string({ error: fieldError('required') })
  .min(1, { error: fieldError('required') })
  .min(PASSWORD_MIN, { error: fieldError('tooShort', { min: PASSWORD_MIN }) })
  .max(PASSWORD_MAX, { error: fieldError('tooLong', { max: PASSWORD_MAX }) });

export const usernameSchema = requiredText(USERNAME_MAX, USERNAME_MIN).regex(/^[\p{L}\p{N}._-]+$/u, {
  error: fieldError('invalidUsername'),
});

export const loginBodySchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: fieldError('required') })
    .min(1, { error: fieldError('required') })
    .max(PASSWORD_MAX, { error: fieldError('tooLong', { max: PASSWORD_MAX }) }),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const registerBodySchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  accountType: z.enum(ACCOUNT_TYPES, { error: fieldError('invalidChoice') }),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const forgotPasswordBodySchema = z.object({ email: emailSchema });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

export const resetPasswordBodySchema = z.object({
  token: z
    .string()
    .min(1, { error: fieldError('required') })
    .max(200),
  password: newPasswordSchema,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export const userDataSchema = z.object({
  id: z.string(),
  fullName: z.string().max(FULL_NAME_MAX),
  username: z.string(),
  email: z.string(),
  role: z.string(),
  avatar: z.string().nullable(),
  accountType: z.enum(ACCOUNT_TYPES).nullable(),
  language: z.enum(LANGUAGES),
});
export type UserData = z.infer<typeof userDataSchema>;

const abilityRuleSchema = z.object({
  action: z.enum(ACTIONS),
  subject: z.enum(SUBJECTS),
  conditions: z.record(z.string(), z.string()).optional(),
}) satisfies z.ZodType<AbilityRule>;

export const authResponseSchema = z.object({
  accessToken: z.string(),
  userData: userDataSchema,
  userAbilityRules: z.array(abilityRuleSchema),
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const meResponseSchema = authResponseSchema.omit({ accessToken: true });
export type MeResponse = z.infer<typeof meResponseSchema>;

export const loginFailedBodySchema = z.object({
  errors: z.object({ email: z.array(z.string()) }),
});
