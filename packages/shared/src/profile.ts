// A signed-in user's own account (issue 4: /profile/settings, account settings tabs): details,
// password, picture, sessions and which mails they want.
import { z } from 'zod';
import { ACCOUNT_TYPES, emailSchema, newPasswordSchema, USER_STATUSES, usernameSchema } from './auth.js';
import { requiredText } from './common.js';
import { phoneSchema } from './customers.js';
import { fieldError } from './field-errors.js';
import { LANGUAGES } from './languages.js';
import { COMPANY_MAX, FULL_NAME_MAX, PASSWORD_MAX } from './limits.js';

export const profileSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  username: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  language: z.enum(LANGUAGES),
  avatar: z.string().nullable(),
  role: z.string(),
  accountType: z.enum(ACCOUNT_TYPES).nullable(),
  status: z.enum(USER_STATUSES),
  createdAt: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

const currentPasswordSchema = z
  .string({ error: fieldError('required') })
  .min(1, { error: fieldError('required') })
  .max(PASSWORD_MAX, { error: fieldError('tooLong', { max: PASSWORD_MAX }) });

export const updateProfileBodySchema = z.object({
  fullName: requiredText(FULL_NAME_MAX).optional(),
  username: usernameSchema.optional(),
  /** A new email takes `currentPassword` too. */
  email: emailSchema.optional(),
  phone: phoneSchema,
  company: z
    .string({ error: fieldError('invalid') })
    .trim()
    .max(COMPANY_MAX, { error: fieldError('tooLong', { max: COMPANY_MAX }) })
    .nullable()
    .optional(),
  language: z.enum(LANGUAGES, { error: fieldError('invalidChoice') }).optional(),
  currentPassword: currentPasswordSchema.optional(),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

export const changePasswordBodySchema = z.object({
  currentPassword: currentPasswordSchema,
  newPassword: newPasswordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const notificationSettingsSchema = z.object({
  /** "A new post awaits your approval" (at most one mail per event an hour). */
  notifyPendingPosts: z.boolean(),
  /** "Your subscription ends in 7 days" (once per subscription). */
  notifySubscriptionExpiry: z.boolean(),
  notifyPrintingOrders: z.boolean(),
  /** Bills: issued (with the payment instructions), paid, payment turned down; staff: payment notices. */
  notifyBills: z.boolean(),
  /** Guests' replies to the user's digital invitations (at most one mail per invitation an hour). */
  notifyInvitationReplies: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const updateNotificationSettingsBodySchema = notificationSettingsSchema.partial();
export type UpdateNotificationSettingsBody = z.infer<typeof updateNotificationSettingsBodySchema>;

export const avatarResponseSchema = z.object({ avatar: z.string() });
export type AvatarResponse = z.infer<typeof avatarResponseSchema>;

/** The picture file name in `/api/avatars/{file}`. */
export const avatarFileParamsSchema = z.object({ file: z.string().regex(/^[A-Za-z0-9_-]+\.webp$/) });

/** Account settings → billing-plans: the subscription in force (null: none), its limits and the usage. */
export const profilePlanSchema = z.object({
  subscription: z
    .object({
      id: z.string(),
      planName: z.string(),
      planType: z.enum(ACCOUNT_TYPES),
      startsAt: z.string(),
      endsAt: z.string(),
      limits: z.object({
        maxEvents: z.number().int(),
        maxAlbumsPerEvent: z.number().int(),
        maxPostsPerAlbum: z.number().int(),
        storageQuotaBytes: z.number(),
        videoAllowed: z.boolean(),
      }),
    })
    .nullable(),
  usage: z.object({ events: z.number().int(), storageBytes: z.number() }),
});
export type ProfilePlan = z.infer<typeof profilePlanSchema>;
