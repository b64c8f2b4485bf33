// "Block this guest" (posts/block-guest.ts) puts one entry on the block list of the event's owner:
// the guest's device, their address, or the address's range (DESIGN.md §6.7, docs/decisions/054).
// Blocking what the list already blocks answers the entry that does, so blocking twice is no
// error. Both run inside the caller's transaction; a parallel insert of the same entry is absorbed.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { displayIp } from './blocked-ips.service.js';
import { blockedIps } from './blocked-ips.table.js';

/** The entry that blocks the guest now: its id, and its address or range (null for a device). */
export interface BlockEntry {
  id: string;
  ip: string | null;
}

interface OwnerEntryInput {
  ownerId: string;
  reason?: string | null | undefined;
  createdBy: string;
}

/** The guest's device (the SHA-256 of its key) on the owner's list, under the name they posted with. */
export async function blockDeviceForOwner(
  db: Db,
  input: OwnerEntryInput & { keyHash: string; guestName: string },
): Promise<BlockEntry> {
  const [created] = await db
    .insert(blockedIps)
    .values({
      ownerId: input.ownerId,
      guestKeyHash: input.keyHash,
      guestName: input.guestName,
      reason: input.reason || null,
      createdBy: input.createdBy,
    })
    .onConflictDoNothing()
    .returning({ id: blockedIps.id });
  const [entry] = created
    ? [created]
    : await db
        .select({ id: blockedIps.id })
        .from(blockedIps)
        .where(and(eq(blockedIps.ownerId, input.ownerId), eq(blockedIps.guestKeyHash, input.keyHash)));
  if (!entry) throw new AppError('INTERNAL');
  return { id: entry.id, ip: null };
}

/**
 * An address or range (`network`: an address, or a CIDR range with its host bits clear) on the
 * owner's list, or the narrowest entry of theirs that already holds it.
 */
export async function blockNetworkForOwner(
  db: Db,
  input: OwnerEntryInput & { network: string },
): Promise<BlockEntry> {
  const covering = () =>
    db
      .select({ id: blockedIps.id, ip: sql<string>`${blockedIps.ip}::text` })
      .from(blockedIps)
      .where(and(eq(blockedIps.ownerId, input.ownerId), sql`${blockedIps.ip} >>= ${input.network}::cidr`))
      .orderBy(desc(sql`masklen(${blockedIps.ip})`))
      .limit(1);
  const [existing] = await covering();
  const [entry] = existing
    ? [existing]
    : await db
        .insert(blockedIps)
        .values({
          ownerId: input.ownerId,
          ip: sql`${input.network}::cidr`,
          reason: input.reason || null,
          createdBy: input.createdBy,
        })
        .onConflictDoNothing()
        .returning({ id: blockedIps.id, ip: sql<string>`${blockedIps.ip}::text` })
        .then((created) => (created.length > 0 ? created : covering()));
  if (!entry) throw new AppError('INTERNAL');
  return { id: entry.id, ip: displayIp(entry.ip) };
}
