// A signed-in user's own account (issue 4): details, password and mail preferences (their sessions: features/sessions).
// Every function works on the caller only; nobody changes another user's profile here.
import { fieldError } from '@hatira/shared/field-errors';
import type {
  ChangePasswordBody,
  NotificationSettings,
  Profile,
  UpdateNotificationSettingsBody,
  UpdateProfileBody,
} from '@hatira/shared/profile';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../lib/actor.js';
import type { AppDeps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { verifyPassword } from '../../lib/password.js';
import { revokeUserSessions } from '../sessions/sessions.service.js';
import {
  assertIdentityFree,
  avatarUrlOf,
  findUserById,
  setUserPassword,
  updateUserColumns,
  type UserWithRole,
} from '../users/users.service.js';

/** Wrong current passwords per account before a pause (the same guess budget as sign-in's). */
const PASSWORD_CHECKS = { perAccount: 10, windowMs: 15 * 60_000 };

export function toProfile(user: UserWithRole): Profile {
  return {
    id: user.id,
    fullName: user.fullName,
    username: user.username,
    email: user.email,
    phone: user.phone,
    company: user.company,
    language: user.language,
    avatar: avatarUrlOf(user),
    role: user.roleName,
    accountType: user.accountType,
    status: user.status,
    createdAt: user.createdAt.toISOString(),
  };
}

export async function findSelf(db: Db, actor: Actor): Promise<UserWithRole> {
  const user = await findUserById(db, actor.userId);
  if (!user) throw new AppError('UNAUTHORIZED');
  return user;
}

export async function getProfile(db: Db, actor: Actor): Promise<Profile> {
  return toProfile(await findSelf(db, actor));
}

/** CURRENT_PASSWORD_INCORRECT unless `password` is the caller's; throttled per account. */
async function assertCurrentPassword(
  deps: Pick<AppDeps, 'rateLimiter'>,
  user: UserWithRole,
  password: string | undefined,
): Promise<void> {
  if (!password) throw new AppError('VALIDATION_FAILED', { currentPassword: fieldError('required') });
  const key = `current-password:${user.id}`;
  const limit = await deps.rateLimiter.hit(key, PASSWORD_CHECKS.perAccount, PASSWORD_CHECKS.windowMs);
  if (!limit.allowed)
    throw new AppError('RATE_LIMITED', undefined, { 'retry-after': String(limit.retryAfterSeconds) });
  const isValid = user.passwordHash ? await verifyPassword(user.passwordHash, password) : false;
  if (!isValid)
    throw new AppError('CURRENT_PASSWORD_INCORRECT', {
      currentPassword: fieldError('currentPasswordIncorrect'),
    });
  await deps.rateLimiter.reset(key);
}

export async function updateProfile(
  deps: Pick<AppDeps, 'db' | 'rateLimiter'>,
  actor: Actor,
  input: UpdateProfileBody,
): Promise<Profile> {
  const user = await findSelf(deps.db, actor);
  const isNewEmail = input.email !== undefined && input.email.toLowerCase() !== user.email.toLowerCase();
  if (isNewEmail) await assertCurrentPassword(deps, user, input.currentPassword);
  await assertIdentityFree(
    deps.db,
    { ...(isNewEmail && { email: input.email }), username: input.username },
    user.id,
  );
  const updated = await updateUserColumns(deps.db, user.id, {
    ...(input.fullName !== undefined && { fullName: input.fullName }),
    ...(input.username !== undefined && { username: input.username }),
    ...(input.email !== undefined && { email: input.email }),
    ...(input.phone !== undefined && { phone: input.phone || null }),
    ...(input.company !== undefined && { company: input.company || null }),
    ...(input.language !== undefined && { language: input.language }),
  });
  return toProfile(updated!);
}

/** A new password; every other session of the user ends (the caller's own stays). */
export async function changePassword(
  deps: Pick<AppDeps, 'db' | 'rateLimiter'>,
  actor: Actor,
  input: ChangePasswordBody,
): Promise<void> {
  const user = await findSelf(deps.db, actor);
  await assertCurrentPassword(deps, user, input.currentPassword);
  await deps.db.transaction(async (tx) => {
    await setUserPassword(tx, user.id, input.newPassword);
    await revokeUserSessions(tx, user.id, actor.sessionId);
  });
}

const toSettings = (user: UserWithRole): NotificationSettings => ({
  notifyPendingPosts: user.notifyPendingPosts,
  notifySubscriptionExpiry: user.notifySubscriptionExpiry,
  notifyPrintingOrders: user.notifyPrintingOrders,
  notifyBills: user.notifyBills,
  notifyInvitationReplies: user.notifyInvitationReplies,
});

export async function getNotificationSettings(db: Db, actor: Actor): Promise<NotificationSettings> {
  return toSettings(await findSelf(db, actor));
}

export async function updateNotificationSettings(
  db: Db,
  actor: Actor,
  input: UpdateNotificationSettingsBody,
): Promise<NotificationSettings> {
  const patch = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  const updated = await updateUserColumns(db, actor.userId, patch);
  if (!updated) throw new AppError('UNAUTHORIZED');
  return toSettings(updated);
}
