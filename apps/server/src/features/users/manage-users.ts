// Users as the admin manages them (/users). Who may do what comes from the stored rules
// (`read|create|update|delete users`); only someone who may `manage all` hands out or takes away
// the admin role. The last active admin is never deactivated, demoted or deleted, and
// deactivating someone ends their sessions at once (decisions/019).
import { and, eq, sql } from 'drizzle-orm';
import { fieldError } from '@hatira/shared/field-errors';
import type { ListResponse } from '@hatira/shared/common';
import type { CreateUserBody, ListUsersQuery, UpdateUserBody, User } from '@hatira/shared/users';
import type { Db } from '../../db/client.js';
import { assertCan, type Actor } from '../../lib/actor.js';
import type { AppDeps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { listPage } from '../../lib/list-query.js';
import { hashPassword } from '../../lib/password.js';
import { sendInvitation } from '../auth/auth.service.js';
import { roleByName } from '../roles/manage-roles.js';
import { roles } from '../roles/roles.table.js';
import { revokeUserSessions } from '../sessions/sessions.service.js';
import { subscriptionPlans, subscriptions } from '../subscriptions/subscriptions.table.js';
import { assertIdentityFree, avatarUrlOf, findUserById } from './users.service.js';
import { users } from './users.table.js';
import { isUniqueViolation } from '../../lib/db-errors.js';

export type UsersDeps = Pick<AppDeps, 'db' | 'config'>;

/** The plan of the subscription in force now (the longest-running one), per user row. */
const planName = sql<string | null>`(
  select ${subscriptionPlans.name} from ${subscriptions}
  join ${subscriptionPlans} on ${subscriptionPlans.id} = ${subscriptions.planId}
  where ${subscriptions.userId} = ${users.id} and ${subscriptions.status} = 'active'
    and ${subscriptions.startsAt} <= now() and ${subscriptions.endsAt} > now()
  order by ${subscriptions.endsAt} desc limit 1)`;

const userColumns = { user: users, role: roles.name, plan: planName };
type UserRow = { user: typeof users.$inferSelect; role: string; plan: string | null };

function toUser({ user, role, plan }: UserRow): User {
  return {
    id: user.id,
    fullName: user.fullName,
    username: user.username,
    email: user.email,
    role,
    status: user.status,
    accountType: user.accountType,
    subscriberId: user.subscriberId,
    avatar: avatarUrlOf(user),
    plan,
    language: user.language,
    phone: user.phone,
    company: user.company,
    hasPassword: user.passwordHash !== null,
    createdAt: user.createdAt.toISOString(),
  };
}

const SORT_COLUMNS = {
  fullName: users.fullName,
  email: users.email,
  role: roles.name,
  status: users.status,
  createdAt: users.createdAt,
} as const;

export async function listUsers(db: Db, actor: Actor, query: ListUsersQuery): Promise<ListResponse<User>> {
  assertCan(actor, 'read', 'users');
  const rows = db.select(userColumns).from(users).innerJoin(roles, eq(roles.id, users.roleId)).$dynamic();
  const page = await listPage(db, rows, query, {
    where: and(
      query.role ? eq(roles.name, query.role) : undefined,
      query.status ? eq(users.status, query.status) : undefined,
      query.accountType ? eq(users.accountType, query.accountType) : undefined,
    ),
    search: [users.fullName, users.email, users.username],
    sortColumns: SORT_COLUMNS,
    defaultSort: { key: 'createdAt', order: 'desc' },
    tieBreakers: [users.id],
  });
  return { ...page, items: page.items.map(toUser) };
}

export async function findUser(db: Db, id: string): Promise<User> {
  const [row] = await db
    .select(userColumns)
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  return toUser(row);
}

export async function getUser(db: Db, actor: Actor, id: string): Promise<User> {
  assertCan(actor, 'read', 'users');
  return findUser(db, id);
}

const mayManageAll = (actor: Actor) => actor.ability.can('manage', 'all');

/** Handing out or taking away the admin role needs `manage all`, or `update users` would be everything. */
export function assertMayTouchAdminRole(actor: Actor, ...roleNames: string[]): void {
  if (roleNames.includes('admin') && !mayManageAll(actor)) throw new AppError('FORBIDDEN');
}

/** A customer belongs to a corporate subscriber: check the one named. */
async function assertSubscriberOf(
  db: Db,
  role: string,
  subscriberId: string | null | undefined,
): Promise<void> {
  if (!subscriberId) return;
  const subscriber = await findUserById(db, subscriberId);
  if (role !== 'customer' || subscriber?.roleName !== 'subscriber' || subscriber.accountType !== 'corporate')
    throw new AppError('VALIDATION_FAILED', { subscriberId: fieldError('invalid') });
}

/**
 * Creates an account. Without a password it starts `pending` and the person gets an invitation
 * mail with a link to set one (which activates it).
 */
export async function createUser(deps: UsersDeps, actor: Actor, input: CreateUserBody): Promise<User> {
  assertCan(actor, 'create', 'users');
  assertMayTouchAdminRole(actor, input.role);
  const role = await roleByName(deps.db, input.role);
  await assertSubscriberOf(deps.db, role.name, input.subscriberId);
  await assertIdentityFree(deps.db, input);
  const password = input.password || null;
  let id: string;
  try {
    const [created] = await deps.db
      .insert(users)
      .values({
        email: input.email,
        username: input.username,
        fullName: input.fullName,
        passwordHash: password ? await hashPassword(password) : null,
        roleId: role.id,
        accountType: role.name === 'subscriber' ? (input.accountType ?? 'individual') : null,
        subscriberId: role.name === 'customer' ? (input.subscriberId ?? null) : null,
        phone: input.phone || null,
        company: input.company || null,
        language: input.language ?? actor.language,
        status: password ? input.status : 'pending',
      })
      .returning();
    id = created!.id;
    if (!password) {
      const inviter = await findUserById(deps.db, actor.userId);
      await sendInvitation(deps, created!, inviter?.fullName ?? 'Hatıra');
    }
  } catch (error) {
    if (isUniqueViolation(error)) await assertIdentityFree(deps.db, input);
    throw error;
  }
  return findUser(deps.db, id);
}

/**
 * Locks the active admins and refuses when `userId` is the only one. Runs inside the caller's
 * transaction, so two admins demoting each other at once cannot both succeed.
 */
export async function assertNotLastActiveAdmin(tx: Db, userId: string): Promise<void> {
  const active = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(roles.name, 'admin'), eq(users.status, 'active')))
    .for('update', { of: users });
  if (active.some((a) => a.id === userId) && active.length <= 1) throw new AppError('LAST_ADMIN');
}

export async function updateUser(
  deps: UsersDeps,
  actor: Actor,
  id: string,
  input: UpdateUserBody,
): Promise<User> {
  assertCan(actor, 'update', 'users');
  await deps.db.transaction(async (tx) => {
    const current = await findUser(tx, id);
    const roleName = input.role ?? current.role;
    if (current.role === 'admin' || roleName === 'admin') assertMayTouchAdminRole(actor, 'admin');
    const role = await roleByName(tx, roleName);
    const status = input.status ?? current.status;
    const leavesAdmins =
      current.role === 'admin' &&
      current.status === 'active' &&
      (roleName !== 'admin' || status !== 'active');
    if (leavesAdmins) await assertNotLastActiveAdmin(tx, id);
    const subscriberId = input.subscriberId !== undefined ? input.subscriberId : current.subscriberId;
    if (input.subscriberId !== undefined || input.role !== undefined)
      await assertSubscriberOf(tx, role.name, subscriberId);
    await assertIdentityFree(tx, input, id);
    const changes: Partial<typeof users.$inferInsert> = {
      ...(input.fullName !== undefined && { fullName: input.fullName }),
      ...(input.username !== undefined && { username: input.username }),
      ...(input.email !== undefined && { email: input.email }),
      ...(input.language !== undefined && { language: input.language }),
      ...(input.phone !== undefined && { phone: input.phone || null }),
      ...(input.company !== undefined && { company: input.company || null }),
      ...(input.status !== undefined && { status }),
      roleId: role.id,
      accountType:
        role.name === 'subscriber' ? (input.accountType ?? current.accountType ?? 'individual') : null,
      subscriberId: role.name === 'customer' ? subscriberId : null,
    };
    if (input.password) changes.passwordHash = await hashPassword(input.password);
    await tx.update(users).set(changes).where(eq(users.id, id));
    // A deactivated user's next request is 401; a new password also ends every session.
    if ((status === 'inactive' && current.status !== 'inactive') || input.password)
      await revokeUserSessions(tx, id);
  });
  return findUser(deps.db, id);
}
