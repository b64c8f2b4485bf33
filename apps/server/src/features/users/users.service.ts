import { randomInt } from 'node:crypto';
import { and, eq, ne, or, sql } from 'drizzle-orm';
import { FIRST_ADMIN_FULL_NAME } from '@hatira/shared/abilities';
import type { AccountType, UserData } from '@hatira/shared/auth';
import { fieldError } from '@hatira/shared/field-errors';
import type { Language } from '@hatira/shared/languages';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { hashPassword } from '../../lib/password.js';
import { roleIdByName } from '../roles/roles.service.js';
import { roles } from '../roles/roles.table.js';
import { users } from './users.table.js';

export type User = typeof users.$inferSelect;
export type UserWithRole = User & { roleName: string };

const withRole = { user: users, roleName: roles.name };

export async function findUserByEmail(db: Db, email: string): Promise<UserWithRole | null> {
  const [row] = await db
    .select(withRole)
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(sql`lower(${users.email}) = lower(${email})`);
  return row ? { ...row.user, roleName: row.roleName } : null;
}

export async function findUserById(db: Db, id: string): Promise<UserWithRole | null> {
  const [row] = await db
    .select(withRole)
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, id));
  return row ? { ...row.user, roleName: row.roleName } : null;
}

/**
 * Which of email and username another account already uses (case-insensitively); a name left out
 * is not looked for, and `exceptUserId`'s own account does not count.
 */
export async function findTakenIdentity(
  db: Db,
  identity: { email?: string; username?: string },
  exceptUserId?: string,
): Promise<{ email: boolean; username: boolean }> {
  const { email, username } = identity;
  const rows = await db
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(
      and(
        or(
          email !== undefined ? sql`lower(${users.email}) = lower(${email})` : undefined,
          username !== undefined ? sql`lower(${users.username}) = lower(${username})` : undefined,
        ) ?? sql`false`,
        exceptUserId ? ne(users.id, exceptUserId) : undefined,
      ),
    );
  return {
    email: email !== undefined && rows.some((r) => r.email.toLowerCase() === email.toLowerCase()),
    username: username !== undefined && rows.some((r) => r.username.toLowerCase() === username.toLowerCase()),
  };
}

/** EMAIL_TAKEN / USERNAME_TAKEN with the field errors, when another account uses either. */
export async function assertIdentityFree(
  db: Db,
  identity: { email?: string; username?: string },
  exceptUserId?: string,
): Promise<void> {
  const taken = await findTakenIdentity(db, identity, exceptUserId);
  if (!taken.email && !taken.username) return;
  const fields: Record<string, string> = {};
  if (taken.email) fields['email'] = fieldError('emailTaken');
  if (taken.username) fields['username'] = fieldError('usernameTaken');
  throw new AppError(taken.email ? 'EMAIL_TAKEN' : 'USERNAME_TAKEN', fields);
}

export interface NewUser {
  email: string;
  username: string;
  fullName: string;
  password: string | null;
  role: string;
  accountType?: AccountType | null;
  /** A customer's corporate subscriber. */
  subscriberId?: string | null;
  phone?: string | null;
  company?: string | null;
  note?: string | null;
  language?: Language;
  status?: User['status'];
}

export async function insertUser(db: Db, input: NewUser): Promise<UserWithRole> {
  const roleId = await roleIdByName(db, input.role);
  const [user] = await db
    .insert(users)
    .values({
      email: input.email,
      username: input.username,
      fullName: input.fullName,
      passwordHash: input.password ? await hashPassword(input.password) : null,
      roleId,
      accountType: input.accountType ?? null,
      subscriberId: input.subscriberId ?? null,
      phone: input.phone ?? null,
      company: input.company ?? null,
      note: input.note ?? null,
      language: input.language ?? 'tr',
      status: input.status ?? 'active',
    })
    .returning();
  return { ...user!, roleName: input.role };
}

/** Sets a new password; `activatePending` also turns a `pending` account (an invitation) `active`. */
export async function setUserPassword(
  db: Db,
  userId: string,
  password: string,
  options: { activatePending?: boolean } = {},
): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db
    .update(users)
    .set({
      passwordHash,
      ...(options.activatePending && {
        status: sql<
          User['status']
        >`case when ${users.status} = 'pending' then 'active' else ${users.status} end`,
      }),
    })
    .where(eq(users.id, userId));
}

/**
 * Where a user's picture is served: `GET /api/avatars/{file}` (features/profile), public and
 * cached for good, since a new picture gets a new random file name (storage key `avatars/{file}`).
 */
export function avatarUrlOf(user: { avatarKey: string | null }): string | null {
  return user.avatarKey ? `/api/avatars/${user.avatarKey.slice(user.avatarKey.lastIndexOf('/') + 1)}` : null;
}

export function toUserData(user: UserWithRole): UserData {
  return {
    id: user.id,
    fullName: user.fullName,
    username: user.username,
    email: user.email,
    role: user.roleName,
    avatar: avatarUrlOf(user),
    accountType: user.accountType,
    language: user.language,
  };
}

/**
 * Letters and digits a person can copy from a screen without doubt: no O/0/o, no l/1/I. Sixteen of
 * these carry about 92 bits.
 */
export const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

/** A random password from PASSWORD_ALPHABET (each character drawn uniformly). */
export function generatePassword(length = 16): string {
  return Array.from({ length }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]).join('');
}

/** The first admin, created when no admin exists (DESIGN.md §3). Returns the password if generated. */
export async function ensureFirstAdmin(
  db: Db,
  options: { email: string; password?: string },
): Promise<{ email: string; password: string | null } | null> {
  const adminRoleId = await roleIdByName(db, 'admin');
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.roleId, adminRoleId))
    .limit(1);
  if (existing) return null;
  const password = options.password ?? generatePassword();
  await insertUser(db, {
    email: options.email,
    username: 'admin',
    fullName: FIRST_ADMIN_FULL_NAME,
    password,
    role: 'admin',
  });
  return { email: options.email, password: options.password ? null : password };
}

export const DEMO_PASSWORD = 'hatira-demo';
const DEMO_USERS: NewUser[] = [
  {
    email: 'client@demo.hatira.local',
    username: 'client',
    fullName: 'Deniz Client',
    password: DEMO_PASSWORD,
    role: 'client',
  },
  {
    email: 'couple@demo.hatira.local',
    username: 'couple',
    fullName: 'Ayşe & Mehmet Yılmaz',
    password: DEMO_PASSWORD,
    role: 'subscriber',
    accountType: 'individual',
  },
  {
    email: 'organiser@demo.hatira.local',
    username: 'organiser',
    fullName: 'Düğün Organizasyon Ltd.',
    password: DEMO_PASSWORD,
    role: 'subscriber',
    accountType: 'corporate',
  },
];

export interface DemoAccount {
  id: string;
  email: string;
  role: string;
  accountType: AccountType | null;
}

/**
 * DEMO_DATA=true: one account per demo role, password `hatira-demo`. Returns the demo accounts
 * (created now or before) for the start-up banner and the demo plans.
 */
export async function seedDemoUsers(db: Db): Promise<DemoAccount[]> {
  const accounts: DemoAccount[] = [];
  for (const demo of DEMO_USERS) {
    const taken = await findTakenIdentity(db, demo);
    if (!taken.email && !taken.username) await insertUser(db, demo);
    const user = await findUserByEmail(db, demo.email);
    // A username taken by someone else's account leaves this demo account out.
    if (user)
      accounts.push({ id: user.id, email: user.email, role: user.roleName, accountType: user.accountType });
  }
  return accounts;
}

// ── Accounts (customers, profile; issue 4): writes of a user's own columns ──────────────────────

/** The columns a user (profile) or a corporate subscriber (their customer) may change. */
export type UserColumnsPatch = Partial<
  Pick<
    User,
    | 'fullName'
    | 'username'
    | 'email'
    | 'phone'
    | 'company'
    | 'note'
    | 'language'
    | 'avatarKey'
    | 'notifyPendingPosts'
    | 'notifySubscriptionExpiry'
    | 'notifyPrintingOrders'
    | 'notifyBills'
    | 'notifyInvitationReplies'
    // the billing identity of the last checkout, so the next cart starts with it
    | 'taxOffice'
    | 'taxNumber'
    | 'billingAddress'
  >
>;

/** Changes some of a user's own columns; returns the user afterwards (null if gone). */
export async function updateUserColumns(
  db: Db,
  userId: string,
  patch: UserColumnsPatch,
): Promise<UserWithRole | null> {
  if (Object.keys(patch).length > 0) await db.update(users).set(patch).where(eq(users.id, userId));
  return findUserById(db, userId);
}

/** Deletes a user row (sessions and reset links go with it; assigned events lose their customer). */
export async function deleteUserRow(db: Db, userId: string): Promise<boolean> {
  const removed = await db.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
  return removed.length > 0;
}
