// Blocked IPs (DESIGN.md §4, §5): a subscriber manages the entries that guard their own event
// pages; a customer sees their subscriber's list, adds to it and removes only what they added
// (docs/decisions/024); an admin manages platform-wide ones and sees every entry. An entry outside
// the caller's scope is NOT_FOUND. isIpBlocked() is the check the guest share API runs first
// (DESIGN.md §6.2).
import { z } from 'zod';
import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { BlockedIp, CreateBlockedIpBody, ListBlockedIpsQuery } from '@hatira/shared/blocked-ips';
import type { ListResponse } from '@hatira/shared/common';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';
import { users } from '../users/users.table.js';
import { blockedIps } from './blocked-ips.table.js';

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

const isAdmin = (actor: Actor): boolean => actor.ability.can('manage', 'all');

/**
 * The list a non-admin works on: a subscriber's own, a customer's subscriber's (the owner of the
 * events assigned to them); null for everybody else.
 */
function listOwnerOf(actor: Actor): string | null {
  if (actor.role === 'subscriber') return actor.userId;
  if (actor.role === 'customer') return actor.subscriberId;
  return null;
}

/** Admins, subscribers and customers of a subscriber use block lists; everybody else gets 403. */
function assertCanManageBlockedIps(actor: Actor): void {
  if (!isAdmin(actor) && !listOwnerOf(actor)) throw new AppError('FORBIDDEN');
}

/** The entries the caller may see, as a where condition (undefined = all). */
function visibleBlockedIps(actor: Actor): SQL | undefined {
  if (isAdmin(actor)) return undefined;
  return eq(blockedIps.ownerId, listOwnerOf(actor)!);
}

/** Of the visible entries, a customer may remove only those they added. */
function canDeleteBlockedIp(actor: Actor, row: BlockedIpRow): boolean {
  return actor.role !== 'customer' || isAdmin(actor) || row.createdBy === actor.userId;
}

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
function displayIp(value: string): string {
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
    ip: displayIp(row.ip),
    reason: row.reason,
    ownerId: row.ownerId,
    owner,
    isPlatformWide: row.ownerId === null,
    canDelete,
    createdAt: row.createdAt.toISOString(),
  };
}

/** One entry, as the API answers it, read back after a write. */
async function readBlockedIp(db: Db, id: string, canDelete: boolean): Promise<BlockedIp> {
  const [row] = await selectWithOwner(db).where(eq(blockedIps.id, id));
  if (!row) throw new AppError('INTERNAL');
  return toBlockedIp(row, canDelete);
}

const isUniqueViolation = (error: unknown): boolean => {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === '23505') return true;
  return false;
};

/**
 * Blocks an address or range: a subscriber's entry guards their own event pages, a customer's their
 * subscriber's (as if the subscriber had added it, but created_by remembers who did), an admin's is
 * platform-wide. Host bits of a range are cleared (10.1.2.3/8 is stored as 10.0.0.0/8), so the
 * same range written two ways is one entry and the second is IP_ALREADY_BLOCKED.
 */
export async function createBlockedIp(db: Db, actor: Actor, input: CreateBlockedIpBody): Promise<BlockedIp> {
  assertCanManageBlockedIps(actor);
  try {
    const [created] = await db
      .insert(blockedIps)
      .values({
        ownerId: isAdmin(actor) ? null : listOwnerOf(actor),
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

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A subscriber's own entries (a customer: their subscriber's); for an admin every entry, or with `scope` only the platform-wide
 * ones (`platform`) or the ones they created (`mine`). Newest first by default.
 */
export async function listBlockedIps(
  db: Db,
  actor: Actor,
  query: ListBlockedIpsQuery,
): Promise<ListResponse<BlockedIp>> {
  assertCanManageBlockedIps(actor);
  const scope = !isAdmin(actor)
    ? undefined
    : query.scope === 'platform'
      ? isNull(blockedIps.ownerId)
      : query.scope === 'mine'
        ? eq(blockedIps.createdBy, actor.userId)
        : undefined;
  const pattern = query.q ? `%${escapeLike(query.q)}%` : undefined;
  const where = and(
    visibleBlockedIps(actor),
    scope,
    pattern ? or(ilike(sql`${blockedIps.ip}::text`, pattern), ilike(blockedIps.reason, pattern)) : undefined,
  );
  const direction = query.sortBy ? (query.orderBy === 'desc' ? desc : asc) : desc;
  const sortColumn = SORT_COLUMNS[query.sortBy ?? 'createdAt'];
  const [rows, [total]] = await Promise.all([
    selectWithOwner(db)
      .where(where)
      .orderBy(direction(sortColumn), direction(blockedIps.id))
      .limit(query.itemsPerPage)
      .offset((query.page - 1) * query.itemsPerPage),
    db.select({ value: count() }).from(blockedIps).where(where),
  ]);
  return {
    items: rows.map((row) => toBlockedIp(row, canDeleteBlockedIp(actor, row.entry))),
    total: total?.value ?? 0,
  };
}

/** An entry the caller cannot see is NOT_FOUND; one they see but did not add (a customer) FORBIDDEN. */
export async function deleteBlockedIp(db: Db, actor: Actor, id: string): Promise<void> {
  assertCanManageBlockedIps(actor);
  const createdByCaller = actor.role === 'customer' && !isAdmin(actor);
  const [deleted] = await db
    .delete(blockedIps)
    .where(
      and(
        eq(blockedIps.id, id),
        visibleBlockedIps(actor),
        createdByCaller ? eq(blockedIps.createdBy, actor.userId) : undefined,
      ),
    )
    .returning({ id: blockedIps.id });
  if (deleted) return;
  const [visible] = await db
    .select({ id: blockedIps.id })
    .from(blockedIps)
    .where(and(eq(blockedIps.id, id), visibleBlockedIps(actor)));
  throw new AppError(visible ? 'FORBIDDEN' : 'NOT_FOUND');
}

/**
 * "Block this guest": puts one address on an owner's list, or returns the owner's entry that
 * already covers it (the same address or a range around it), so blocking twice is no error. Runs
 * inside the caller's transaction; a parallel insert of the same entry is absorbed, not raised.
 */
export async function blockAddressForOwner(
  db: Db,
  input: { ownerId: string; ip: string; reason?: string | null | undefined; createdBy: string },
): Promise<BlockedIp> {
  const address = normaliseIp(input.ip);
  if (!ipAddressSchema.safeParse(address).success) throw new AppError('VALIDATION_FAILED');
  const covering = () =>
    db
      .select()
      .from(blockedIps)
      .where(and(eq(blockedIps.ownerId, input.ownerId), sql`${blockedIps.ip} >>= ${address}::inet`))
      .orderBy(desc(sql`masklen(${blockedIps.ip})`))
      .limit(1);
  const [existing] = await covering();
  if (existing) return readBlockedIp(db, existing.id, true);
  const [created] = await db
    .insert(blockedIps)
    .values({
      ownerId: input.ownerId,
      ip: sql`${address}::inet::cidr`,
      reason: input.reason || null,
      createdBy: input.createdBy,
    })
    .onConflictDoNothing()
    .returning();
  const [entry] = created ? [created] : await covering();
  if (!entry) throw new AppError('INTERNAL');
  return readBlockedIp(db, entry.id, true);
}

/**
 * True when `ip` lies inside a platform-wide entry or one of `ownerId`'s entries (the owner of
 * the event page a guest is opening). An address PostgreSQL cannot read is not blocked.
 */
export async function isIpBlocked(db: Db, ip: string, ownerId: string | null): Promise<boolean> {
  const address = normaliseIp(ip);
  if (!ipAddressSchema.safeParse(address).success) return false;
  const [hit] = await db
    .select({ id: blockedIps.id })
    .from(blockedIps)
    .where(
      and(
        ownerId
          ? or(isNull(blockedIps.ownerId), eq(blockedIps.ownerId, ownerId))
          : isNull(blockedIps.ownerId),
        sql`${blockedIps.ip} >>= ${address}::inet`,
      ),
    )
    .limit(1);
  return hit !== undefined;
}
