// Customer accounts of corporate subscribers (issue 4, DESIGN.md §5), by the rules on `customers`
// (docs/decisions/027): a corporate subscriber manages their own customers, staff with a
// platform-wide rule everybody's; a customer of someone else is NOT_FOUND.
// A new customer is `pending` and gets an invitation mail to set their first password.
import { aliasedTable, and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ListResponse } from '@hatira/shared/common';
import type {
  CreateCustomerBody,
  Customer,
  CustomerDetail,
  ListCustomersQuery,
  UpdateCustomerBody,
} from '@hatira/shared/customers';
import { fieldError } from '@hatira/shared/field-errors';
import type { Db } from '../../db/client.js';
import { fieldsPinnedFor, type Action } from '@hatira/shared/abilities';
import type { Actor } from '../../lib/actor.js';
import { permittedWhere } from '../../lib/abilities.js';
import type { AppDeps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { listPage } from '../../lib/list-query.js';
import { sendInvitation } from '../auth/auth.service.js';
import { qrCodes } from '../qr-codes/qr-codes.table.js';
import { roles } from '../roles/roles.table.js';
import {
  assertIdentityFree,
  avatarUrlOf,
  deleteUserRow,
  findUserById,
  insertUser,
  updateUserColumns,
  type UserWithRole,
} from '../users/users.service.js';
import { users } from '../users/users.table.js';

type Deps = Pick<AppDeps, 'db' | 'config'>;

/**
 * Corporate subscribers (their account type's `manage customers`) and staff; an individual
 * subscriber (who has the subscriber area, `read subscriber`, but no customers) is told why not.
 */
function assertCanCustomers(actor: Actor, action: Action): void {
  if (actor.ability.can(action, 'customers')) return;
  throw new AppError(actor.ability.can('read', 'subscriber') ? 'CORPORATE_ONLY' : 'FORBIDDEN');
}

const subscribers = aliasedTable(users, 'subscribers');
const eventCount = sql<number>`(select count(*)::int from ${qrCodes} where ${qrCodes.customerId} = ${users.id})`;

/** The customer accounts (users of the customer role) the caller may `action`, as one where condition. */
function permittedCustomers(actor: Actor, action: Action = 'read'): SQL {
  assertCanCustomers(actor, action);
  const scope = permittedWhere(actor, action, 'customers', { subscriberId: users.subscriberId });
  return and(eq(roles.name, 'customer'), scope)!;
}

const customerColumns = {
  user: users,
  subscriberName: subscribers.fullName,
  eventCount,
};

function selectCustomers(db: Db) {
  return db
    .select(customerColumns)
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .innerJoin(subscribers, eq(subscribers.id, users.subscriberId));
}

type CustomerRow = Awaited<ReturnType<ReturnType<typeof selectCustomers>['execute']>>[number];

function toCustomer(row: CustomerRow): Customer {
  const { user } = row;
  return {
    id: user.id,
    fullName: user.fullName,
    email: user.email,
    phone: user.phone,
    note: user.note,
    status: user.status,
    avatar: avatarUrlOf(user),
    subscriberId: user.subscriberId!,
    subscriberName: row.subscriberName,
    eventCount: row.eventCount,
    createdAt: user.createdAt.toISOString(),
  };
}

const SORT_COLUMNS = {
  fullName: users.fullName,
  email: users.email,
  status: users.status,
  createdAt: users.createdAt,
} as const;

export async function listCustomers(
  db: Db,
  actor: Actor,
  query: ListCustomersQuery,
): Promise<ListResponse<Customer>> {
  const page = await listPage(db, selectCustomers(db).$dynamic(), query, {
    where: permittedCustomers(actor),
    search: [users.fullName, users.email, users.phone],
    sortColumns: SORT_COLUMNS,
    defaultSort: { key: 'createdAt', order: 'desc' },
    tieBreakers: [users.id],
  });
  return { ...page, items: page.items.map(toCustomer) };
}

/** The customer if the caller may `action` them (NOT_FOUND outside their scope). */
async function findCustomerRow(
  db: Db,
  actor: Actor,
  id: string,
  action: Action = 'read',
): Promise<CustomerRow> {
  const [row] = await selectCustomers(db).where(and(eq(users.id, id), permittedCustomers(actor, action)));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function getCustomer(db: Db, actor: Actor, id: string): Promise<CustomerDetail> {
  const row = await findCustomerRow(db, actor, id);
  const events = await db
    .select({
      id: qrCodes.id,
      title: qrCodes.title,
      eventDate: qrCodes.eventDate,
      isActive: qrCodes.isActive,
    })
    .from(qrCodes)
    .where(eq(qrCodes.customerId, id))
    .orderBy(desc(qrCodes.createdAt));
  return {
    ...toCustomer(row),
    events: events.map((e) => ({ ...e, eventDate: e.eventDate?.toISOString() ?? null })),
  };
}

/** A free username made from the email's local part (customers sign in by email; this is only a handle). */
async function usernameFor(db: Db, email: string): Promise<string> {
  const base = (email.split('@')[0] ?? '').replace(/[^\p{L}\p{N}._-]/gu, '').slice(0, 24) || 'customer';
  const padded = base.length < 3 ? `${base}-customer` : base;
  for (let attempt = 0; ; attempt++) {
    const candidate = attempt === 0 ? padded : `${padded}-${Math.floor(Math.random() * 10_000)}`;
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = lower(${candidate})`);
    if (!taken) return candidate;
  }
}

/** The corporate subscriber a new customer belongs to: the caller's own (their rule pins it), or for staff the one named. */
async function subscriberFor(db: Db, actor: Actor, input: CreateCustomerBody): Promise<UserWithRole> {
  const pinned = fieldsPinnedFor(actor.ability, 'create', 'customers').subscriberId as string | undefined;
  const id = pinned ?? input.subscriberId;
  const subscriber = id ? await findUserById(db, id) : null;
  if (subscriber?.roleName !== 'subscriber' || subscriber.accountType !== 'corporate')
    throw new AppError('VALIDATION_FAILED', { subscriberId: fieldError(id ? 'invalid' : 'required') });
  return subscriber;
}

const inviterName = (subscriber: UserWithRole) => subscriber.company || subscriber.fullName;

export async function createCustomer(
  deps: Deps,
  actor: Actor,
  input: CreateCustomerBody,
): Promise<CustomerDetail> {
  assertCanCustomers(actor, 'create');
  const subscriber = await subscriberFor(deps.db, actor, input);
  await assertIdentityFree(deps.db, { email: input.email });
  const user = await insertUser(deps.db, {
    email: input.email,
    username: await usernameFor(deps.db, input.email),
    fullName: input.fullName,
    password: null,
    role: 'customer',
    subscriberId: subscriber.id,
    phone: input.phone || null,
    note: input.note || null,
    language: subscriber.language,
    status: 'pending',
  });
  await sendInvitation(deps, user, inviterName(subscriber));
  return getCustomer(deps.db, actor, user.id);
}

export async function updateCustomer(
  db: Db,
  actor: Actor,
  id: string,
  input: UpdateCustomerBody,
): Promise<CustomerDetail> {
  await findCustomerRow(db, actor, id, 'update');
  if (input.email) await assertIdentityFree(db, { email: input.email }, id);
  await updateUserColumns(db, id, {
    ...(input.fullName !== undefined && { fullName: input.fullName }),
    ...(input.email !== undefined && { email: input.email }),
    ...(input.phone !== undefined && { phone: input.phone || null }),
    ...(input.note !== undefined && { note: input.note || null }),
  });
  return getCustomer(db, actor, id);
}

/** Deletes the account and its picture; the events stay with the subscriber, no longer assigned. */
export async function deleteCustomer(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  actor: Actor,
  id: string,
): Promise<void> {
  const { user } = await findCustomerRow(deps.db, actor, id, 'delete');
  await deleteUserRow(deps.db, id);
  await deps.storage.delete(user.avatarKey);
}

/** Mails a fresh set-password link; the earlier links stop working. */
export async function resendCustomerInvitation(deps: Deps, actor: Actor, id: string): Promise<void> {
  const { user } = await findCustomerRow(deps.db, actor, id, 'update');
  const subscriber = await findUserById(deps.db, user.subscriberId!);
  await sendInvitation(deps, user, subscriber ? inviterName(subscriber) : user.fullName);
}
