// Blocked IPs (DESIGN.md §4, §5), by the rules on `blockedIps` (docs/decisions/027): a subscriber
// manages the entries that guard their own event pages; a customer sees their subscriber's list,
// adds to it and removes only what they added (docs/decisions/024); staff with a platform-wide
// rule add platform-wide entries and see every entry. An entry outside the caller's scope is
// NOT_FOUND. An entry is an address or range, or one guest's device (DESIGN.md §6.7, made by "Block
// this guest": block-for-owner.ts); removing an entry gives back the posts it hid (posts feature).
// isGuestBlocked() (or guestBlockedColumn(), the same rule inside the guest's page query) is the
// check the guest share API runs first (DESIGN.md §6.2), on the address and the device key.
import { z } from 'zod';
import { and, eq, exists, isNull, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { BlockedIp, CreateBlockedIpBody, ListBlockedIpsQuery } from '@hatira/shared/blocked-ips';
import type { ListResponse } from '@hatira/shared/common';
import type { Db } from '../../db/client.js';
import { fieldsPinnedFor, rowOf, type Action } from '@hatira/shared/abilities';
import { assertCan, type Actor } from '../../lib/actor.js';
import { permittedWhere } from '../../lib/abilities.js';
import { AppError } from '../../lib/errors.js';
import { listPage } from '../../lib/list-query.js';
import { users } from '../users/users.table.js';
import { blockedIps } from './blocked-ips.table.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import type { AppDeps } from '../../lib/deps.js';
import { restorePostsHiddenBy } from '../posts/hidden-posts.js';

type BlockedIpRow = typeof blockedIps.$inferSelect;
type BlockedIpOwner = BlockedIp['owner'];

/** An entry with its owner's name and email (null for a platform-wide one). */
const withOwner = {
  entry: blockedIps,
  ownerName: users.fullName,
  ownerEmail: users.email,
};

/** Entries joined with their owners' names; `.where(…)` narrows them. */
const selectWithOwner = (db: Db) =>
  db.select(withOwner).from(blockedIps).leftJoin(users, eq(users.id, blockedIps.ownerId));

type BlockedIpWithOwner = { entry: BlockedIpRow; ownerName: string | null; ownerEmail: string | null };

/** The entries the caller may `action`, as a where condition (undefined = all); 403 without a rule. */
function permittedBlockedIps(actor: Actor, action: Action): SQL | undefined {
  return permittedWhere(actor, action, 'blockedIps', {
    ownerId: blockedIps.ownerId,
    createdBy: blockedIps.createdBy,
  });
}

const canDeleteBlockedIp = (actor: Actor, row: BlockedIpRow): boolean =>
  actor.ability.can('delete', rowOf('blockedIps', row));

/** One address (no range): what a guest request carries. */
const ipAddressSchema = z.union([z.ipv4(), z.ipv6()]);

const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})(?:\/(\d{1,3}))?$/i;

/**
 * An IPv4-mapped IPv6 address (`::ffff:1.2.3.4`, as Node reports IPv4 clients on a dual-stack
 * socket) becomes the plain IPv4 address so it meets IPv4 entries; a mapped range keeps its size
 * (`::ffff:10.0.0.0/104` → `10.0.0.0/8`). Anything else is returned as given.
 */
export function normaliseIp(ip: string): string {
  const value = ip.trim();
  const match = IPV4_MAPPED.exec(value);
  if (!match) return value;
  const prefix = match[2] === undefined ? undefined : Number(match[2]);
  if (prefix === undefined) return match[1]!;
  return prefix >= 96 ? `${match[1]}/${prefix - 96}` : value;
}

/** A single address travels without its /32 or /128; a range keeps its prefix length. */
export function displayIp(value: string): string {
  const hostSuffix = value.includes(':') ? '/128' : '/32';
  return value.endsWith(hostSuffix) ? value.slice(0, -hostSuffix.length) : value;
}

function toBlockedIp(
  { entry: row, ownerName, ownerEmail }: BlockedIpWithOwner,
  canDelete: boolean,
): BlockedIp {
  const owner: BlockedIpOwner =
    ownerName !== null && ownerEmail !== null ? { fullName: ownerName, email: ownerEmail } : null;
  return {
    id: row.id,
    kind: row.guestKeyHash === null ? 'ip' : 'device',
    ip: row.ip === null ? null : displayIp(row.ip),
    guestName: row.guestName,
    reason: row.reason,
    ownerId: row.ownerId,
    owner,
    isPlatformWide: row.ownerId === null,
    canDelete,
    createdAt: row.createdAt.toISOString(),
  };
}

/** One entry, as the API answers it, read back after a write. */
export async function readBlockedIp(db: Db, id: string, canDelete: boolean): Promise<BlockedIp> {
  const [row] = await selectWithOwner(db).where(eq(blockedIps.id, id));
  if (!row) throw new AppError('INTERNAL');
  return toBlockedIp(row, canDelete);
}

/**
 * Blocks an address or range: a subscriber's entry guards their own event pages, a customer's their
 * subscriber's (as if the subscriber had added it, but created_by remembers who did), an admin's is
 * platform-wide. Host bits of a range are cleared (10.1.2.3/8 is stored as 10.0.0.0/8), so the
 * same range written two ways is one entry and the second is IP_ALREADY_BLOCKED.
 */
export async function createBlockedIp(db: Db, actor: Actor, input: CreateBlockedIpBody): Promise<BlockedIp> {
  // The list the caller's rule pins (a subscriber's own, a customer's subscriber's); none: platform-wide.
  const { ownerId = null } = fieldsPinnedFor(actor.ability, 'create', 'blockedIps');
  assertCan(actor, 'create', rowOf('blockedIps', { ownerId, createdBy: actor.userId }));
  try {
    const [created] = await db
      .insert(blockedIps)
      .values({
        ownerId: ownerId as string | null,
        ip: sql`${normaliseIp(input.ip)}::inet::cidr`,
        reason: input.reason || null,
        createdBy: actor.userId,
      })
      .returning();
    return await readBlockedIp(db, created!.id, true);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('IP_ALREADY_BLOCKED');
    throw error;
  }
}

const SORT_COLUMNS = { ip: blockedIps.ip, createdAt: blockedIps.createdAt } as const;

/**
 * A subscriber's own entries (a customer: their subscriber's); for staff every entry, or with
 * `scope` only the platform-wide ones (`platform`) or the ones they created (`mine`). Newest first
 * by default.
 */
export async function listBlockedIps(
  db: Db,
  actor: Actor,
  query: ListBlockedIpsQuery,
): Promise<ListResponse<BlockedIp>> {
  const visible = permittedBlockedIps(actor, 'read');
  const scope = visible
    ? undefined
    : query.scope === 'platform'
      ? isNull(blockedIps.ownerId)
      : query.scope === 'mine'
        ? eq(blockedIps.createdBy, actor.userId)
        : undefined;
  const page = await listPage(db, selectWithOwner(db).$dynamic(), query, {
    where: and(visible, scope),
    search: [sql`${blockedIps.ip}::text`, blockedIps.guestName, blockedIps.reason],
    sortColumns: SORT_COLUMNS,
    defaultSort: { key: 'createdAt', order: 'desc' },
    tieBreakers: [blockedIps.id],
  });
  return { ...page, items: page.items.map((row) => toBlockedIp(row, canDeleteBlockedIp(actor, row.entry))) };
}

/**
 * Removes an entry and gives the posts it hid back the status they had (those another of the
 * owner's entries still blocks stay hidden, now by that entry), in one transaction. An entry the
 * caller cannot see is NOT_FOUND; one they see but may not remove (a customer's subscriber's)
 * FORBIDDEN.
 */
export async function deleteBlockedIp(
  { db, shareCache }: Pick<AppDeps, 'db' | 'shareCache'>,
  actor: Actor,
  id: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [entry] = await tx
      .select({ id: blockedIps.id })
      .from(blockedIps)
      .where(and(eq(blockedIps.id, id), permittedBlockedIps(actor, 'delete')))
      .for('update');
    if (!entry) {
      const [visible] = await tx
        .select({ id: blockedIps.id })
        .from(blockedIps)
        .where(and(eq(blockedIps.id, id), permittedBlockedIps(actor, 'read')));
      throw new AppError(visible ? 'FORBIDDEN' : 'NOT_FOUND');
    }
    // before the delete: its foreign key would forget which posts the entry hid
    await restorePostsHiddenBy(tx, { entryId: entry.id, actorId: actor.userId });
    await tx.delete(blockedIps).where(eq(blockedIps.id, entry.id));
  });
  shareCache.invalidate();
}

/**
 * The address as the blocked list compares it (an IPv4-mapped address as plain IPv4), or null for
 * an address PostgreSQL cannot read: it is not blocked.
 */
export function guestAddress(ip: string): string | null {
  const address = normaliseIp(ip);
  return ipAddressSchema.safeParse(address).success ? address : null;
}

/**
 * Who a guest request comes from, as the blocked list tells guests apart: the client address
 * (Fastify's request.ip) and the SHA-256 of the device key it sent (null: none).
 */
export interface GuestOrigin {
  ip: string;
  keyHash: string | null;
}

/** Where the entries of a list apply: platform-wide ones, and `ownerId`'s (null: the platform's only). */
function onListOf(ownerId: string | AnyPgColumn | null): SQL | undefined {
  return ownerId === null
    ? isNull(blockedIps.ownerId)
    : or(isNull(blockedIps.ownerId), eq(blockedIps.ownerId, ownerId));
}

/**
 * The entries that block a guest at `address` (a guestAddress, or null) with the device key hash
 * `keyHash` (or null): a range holding the address, or the device's entry. Each side is one indexed
 * probe (blocked_ips_ip_idx, blocked_ips_guest_key_idx).
 */
function entriesBlocking(
  address: SQLWrapper | string | null,
  keyHash: SQLWrapper | string | null,
  ownerId: string | AnyPgColumn | null,
): SQL | undefined {
  return and(
    onListOf(ownerId),
    or(
      address === null ? undefined : sql`${blockedIps.ip} >>= ${address}::inet`,
      keyHash === null ? undefined : sql`${blockedIps.guestKeyHash} = ${keyHash}::text`,
    ),
  );
}

/** True when `ip` lies inside a platform-wide entry or one of `ownerId`'s entries. */
export function isIpBlocked(db: Db, ip: string, ownerId: string | null): Promise<boolean> {
  return isGuestBlocked(db, { ip, keyHash: null }, ownerId);
}

/** True when the guest's address or device is on the platform's list or `ownerId`'s. */
export async function isGuestBlocked(db: Db, guest: GuestOrigin, ownerId: string | null): Promise<boolean> {
  const address = guestAddress(guest.ip);
  if (address === null && guest.keyHash === null) return false;
  const [hit] = await db
    .select({ id: blockedIps.id })
    .from(blockedIps)
    .where(entriesBlocking(address, guest.keyHash, ownerId))
    .limit(1);
  return hit !== undefined;
}

/** isIpBlocked as a column of a query on event pages (or invitations), `owner` their owner column. */
export function ipBlockedColumn(db: Db, ip: string, owner: AnyPgColumn): SQL<boolean> {
  return guestBlockedColumn(db, { ip, keyHash: null }, owner);
}

/**
 * isGuestBlocked as a column of a query on event pages, `owner` being their owner column: the
 * guest's page and the blocked list in one round trip.
 */
export function guestBlockedColumn(db: Db, guest: GuestOrigin, owner: AnyPgColumn): SQL<boolean> {
  const address = guestAddress(guest.ip);
  if (address === null && guest.keyHash === null) return sql<boolean>`false`;
  return sql<boolean>`${exists(
    db
      .select({ id: blockedIps.id })
      .from(blockedIps)
      .where(entriesBlocking(address, guest.keyHash, owner)),
  )}`;
}

/**
 * guestBlockedColumn for a prepared statement: `address` (a guestAddress, or null) and `keyHash`
 * (or null) are bound when it runs, so the statement's text is the same for every guest.
 */
export function guestBlockedColumnFor(
  address: SQLWrapper,
  keyHash: SQLWrapper,
  owner: AnyPgColumn,
): SQL<boolean> {
  return sql<boolean>`((${address}::inet is not null or ${keyHash}::text is not null) and exists (select 1 from ${blockedIps} where ${entriesBlocking(address, keyHash, owner)}))`;
}
