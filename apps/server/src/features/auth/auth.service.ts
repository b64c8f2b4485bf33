import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Language } from '@hatira/shared/languages';
import type {
  AuthResponse,
  LoginBody,
  MeResponse,
  RegisterBody,
  ResetPasswordBody,
} from '@hatira/shared/auth';
import { INVITATION_TTL_MS, PASSWORD_RESET_TTL_MS } from '@hatira/shared/limits';
import { paths } from '@hatira/shared/paths';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../lib/actor.js';
import type { AppDeps } from '../../lib/deps.js';
import { AppError, LoginFailedError } from '../../lib/errors.js';
import type { RequestMeta } from '../../lib/http.js';
import { verifyAgainstDummy, verifyPassword } from '../../lib/password.js';
import { newToken, sha256 } from '../../lib/tokens.js';
import { rulesForUser } from '../roles/roles.service.js';
import {
  createSession,
  revokeSession,
  revokeUserSessions,
  sweepExpiredSessions,
} from '../sessions/sessions.service.js';
import {
  assertIdentityFree,
  findUserByEmail,
  findUserById,
  insertUser,
  setUserPassword,
  toUserData,
  type UserWithRole,
} from '../users/users.service.js';
import { invitationMail, passwordResetMail } from './auth.mails.js';
import { passwordResets } from './auth.table.js';
import { enqueueMail } from '../jobs/mail-jobs.js';
import { isUniqueViolation } from '../../lib/db-errors.js';

const MINUTE = 60_000;
/** Checked before any password hash is computed, so floods cost us nothing. */
/** The sign-in limits' defaults (config LOGIN_ATTEMPTS_PER_IP, LOGIN_ATTEMPTS_PER_ACCOUNT) and window. */
export const LOGIN_LIMITS = { perIp: 30, perAccount: 10, windowMs: 15 * MINUTE };
export const FORGOT_LIMITS = { perIp: 10, perAccount: 3, windowMs: 60 * MINUTE };
/** Accounts made from one address: a newcomer needs one, a venue's shared network a few. */
export const REGISTER_LIMITS = { perIp: 20, windowMs: 60 * MINUTE };

async function enforceLimits(deps: AppDeps, keys: [string, number][], windowMs: number): Promise<void> {
  for (const [key, limit] of keys) {
    const result = await deps.rateLimiter.hit(key, limit, windowMs);
    if (!result.allowed)
      throw new AppError('RATE_LIMITED', undefined, { 'retry-after': String(result.retryAfterSeconds) });
  }
}

async function signIn(deps: AppDeps, user: UserWithRole, meta: RequestMeta): Promise<AuthResponse> {
  const accessToken = await createSession(deps.db, deps.config, user, meta);
  return {
    accessToken,
    userData: toUserData(user),
    userAbilityRules: await rulesForUser(deps.db, user),
  };
}

export async function login(deps: AppDeps, input: LoginBody, meta: RequestMeta): Promise<AuthResponse> {
  const accountKey = `login:account:${input.email.toLowerCase()}`;
  await enforceLimits(
    deps,
    [
      [`login:ip:${meta.ip}`, deps.config.LOGIN_ATTEMPTS_PER_IP],
      [accountKey, deps.config.LOGIN_ATTEMPTS_PER_ACCOUNT],
    ],
    LOGIN_LIMITS.windowMs,
  );
  const user = await findUserByEmail(deps.db, input.email);
  const isValid = user?.passwordHash
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!user || !isValid) throw new LoginFailedError();
  // Only someone who knows the password learns that the account is not active.
  if (user.status !== 'active') throw new AppError('ACCOUNT_INACTIVE');
  await deps.rateLimiter.reset(accountKey);
  return signIn(deps, user, meta);
}

export async function register(deps: AppDeps, input: RegisterBody, meta: RequestMeta): Promise<AuthResponse> {
  await enforceLimits(deps, [[`register:ip:${meta.ip}`, REGISTER_LIMITS.perIp]], REGISTER_LIMITS.windowMs);
  return createAccount(deps, input, meta);
}

async function createAccount(deps: AppDeps, input: RegisterBody, meta: RequestMeta): Promise<AuthResponse> {
  await assertIdentityFree(deps.db, input);
  try {
    const user = await insertUser(deps.db, {
      email: input.email,
      username: input.username,
      fullName: input.username,
      password: input.password,
      role: 'subscriber',
      accountType: input.accountType,
      language: meta.language ?? 'tr',
    });
    return await signIn(deps, user, meta);
  } catch (error) {
    // Two registrations racing for the same email or username: the unique index decides.
    if (isUniqueViolation(error)) return createAccount(deps, input, meta);
    throw error;
  }
}

export async function getMe(db: Db, actor: Actor): Promise<MeResponse> {
  const user = await findUserById(db, actor.userId);
  if (!user) throw new AppError('UNAUTHORIZED');
  return { userData: toUserData(user), userAbilityRules: actor.rules };
}

export async function logout(db: Db, actor: Actor): Promise<void> {
  await revokeSession(db, actor.sessionId);
}

/** Always succeeds from the caller's view (no account enumeration); the mail goes out in the background. */
export async function requestPasswordReset(deps: AppDeps, email: string, meta: RequestMeta): Promise<void> {
  await enforceLimits(
    deps,
    [
      [`forgot:ip:${meta.ip}`, FORGOT_LIMITS.perIp],
      [`forgot:account:${email.toLowerCase()}`, FORGOT_LIMITS.perAccount],
    ],
    FORGOT_LIMITS.windowMs,
  );
  const user = await findUserByEmail(deps.db, email);
  if (!user || user.status === 'inactive') return;
  await sendPasswordResetMail(deps, user);
}

/** Mails a single-use reset link valid for an hour (also sent by an admin from /users/edit). */
export async function sendPasswordResetMail(
  deps: Pick<AppDeps, 'db' | 'config'>,
  user: { id: string; email: string; fullName: string; language: Language },
): Promise<void> {
  const token = newToken();
  const link = deps.config.publicUrl + paths.resetPassword(token);
  await deps.db.transaction(async (tx) => {
    await tx.insert(passwordResets).values({
      tokenHash: sha256(token),
      userId: user.id,
      expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MS),
    });
    await enqueueMail(tx, passwordResetMail(user.email, user.fullName, user.language, link));
  });
}

/**
 * Mails someone an account made for them (by an admin, or a corporate subscriber for their
 * customer): a single-use link, valid for a week, to set the first password. A new invitation
 * replaces the earlier ones, so only the newest link works. Setting the password activates a
 * `pending` account.
 */
export async function sendInvitation(
  deps: Pick<AppDeps, 'db' | 'config'>,
  user: { id: string; email: string; fullName: string; language: Language },
  inviterName: string,
): Promise<void> {
  const token = newToken();
  const link = deps.config.publicUrl + paths.invitation(token);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResets.userId, user.id),
          eq(passwordResets.kind, 'invitation'),
          isNull(passwordResets.usedAt),
        ),
      );
    await tx.insert(passwordResets).values({
      tokenHash: sha256(token),
      userId: user.id,
      kind: 'invitation',
      expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
    });
    await enqueueMail(tx, invitationMail(user.email, user.fullName, user.language, link, inviterName));
  });
}

export async function resetPassword(deps: AppDeps, input: ResetPasswordBody): Promise<void> {
  await deps.db.transaction(async (tx) => {
    // Marking it used in the same statement that checks it makes the link single-use under races.
    const [reset] = await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResets.tokenHash, sha256(input.token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, new Date()),
        ),
      )
      .returning({ userId: passwordResets.userId, kind: passwordResets.kind });
    if (!reset) throw new AppError('RESET_TOKEN_INVALID');
    await setUserPassword(tx, reset.userId, input.password, {
      activatePending: reset.kind === 'invitation',
    });
    await revokeUserSessions(tx, reset.userId);
  });
}

/** Housekeeping: drops sessions past their absolute expiry and reset links past theirs. */
export async function sweepExpiredAuthRows(db: Db): Promise<void> {
  await sweepExpiredSessions(db);
  await db.delete(passwordResets).where(lt(passwordResets.expiresAt, sql`now() - interval '1 day'`));
}
