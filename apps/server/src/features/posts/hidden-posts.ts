// The posts a block entry hid (DESIGN.md §6.7, docs/decisions/054). "Block this guest" rejects the
// guest's pending and published posts on the owner's events, and each remembers the entry and the
// status it had; removing the entry gives them back (blocked-ips.service.ts). Posts the owner had
// rejected are never touched, and moderating a hidden post makes it the owner's own choice
// (moderate-posts.ts clears the mark), so unblocking does not undo it.
import { and, eq, exists, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { blockedIps } from '../blocked-ips/blocked-ips.table.js';
import { qrCodes } from '../qr-codes/qr-codes.table.js';
import { posts } from './posts.table.js';

/**
 * A post's address as the blocked list compares it: an IPv4-mapped IPv6 address (a dual-stack
 * socket's spelling of an IPv4 client) as the plain IPv4 address (blocked-ips normaliseIp).
 */
export const postAddress = sql`(case when ${posts.ip} <<= '::ffff:0.0.0.0/96'::inet then substr(host(${posts.ip}), 8)::inet else ${posts.ip} end)`;

/** Posts on the event pages of `ownerId`. */
export const onEventsOf = (db: Db, ownerId: string): SQL =>
  inArray(posts.qrCodeId, db.select({ id: qrCodes.id }).from(qrCodes).where(eq(qrCodes.ownerId, ownerId)));

/** Which posts are the blocked guest's: their device's, or those sent from inside a network. */
export type GuestMatch = { keyHash: string } | { network: string };

const postsOf = (match: GuestMatch): SQL =>
  'keyHash' in match ? eq(posts.guestKeyHash, match.keyHash) : sql`${postAddress} <<= ${match.network}::cidr`;

/**
 * Hides the guest's pending and published posts on the owner's events behind `entryId` (rejected,
 * the status before kept). Call it in the transaction that made the entry. Answers how many.
 */
export async function hidePostsOfGuest(
  tx: Db,
  input: { ownerId: string; entryId: string; actorId: string; match: GuestMatch },
): Promise<number> {
  const hidden = await tx
    .update(posts)
    .set({
      status: 'rejected',
      // SET reads the row as it was: the status before this update
      statusBeforeBlock: sql`${posts.status}`,
      hiddenByBlockId: input.entryId,
      moderatedBy: input.actorId,
      moderatedAt: new Date(),
    })
    .where(
      and(
        inArray(posts.status, ['pending', 'published']),
        onEventsOf(tx, input.ownerId),
        postsOf(input.match),
      ),
    )
    .returning({ id: posts.id });
  return hidden.length;
}

/**
 * Gives the posts `entryId` hid back their status, in the caller's transaction, before the entry is
 * deleted. A post another entry still keeps from its event page (the same device, or a range that
 * holds its address, on the owner's list or the platform's) stays hidden, now by that entry.
 * Answers how many came back.
 */
export async function restorePostsHiddenBy(
  tx: Db,
  input: { entryId: string; actorId: string },
): Promise<number> {
  const eventOwner = sql`(select ${qrCodes.ownerId} from ${qrCodes} where ${qrCodes.id} = ${posts.qrCodeId})`;
  const stillBlocking = tx
    .select({ id: blockedIps.id })
    .from(blockedIps)
    .where(
      and(
        ne(blockedIps.id, input.entryId),
        or(isNull(blockedIps.ownerId), sql`${blockedIps.ownerId} = ${eventOwner}`),
        or(eq(blockedIps.guestKeyHash, posts.guestKeyHash), sql`${blockedIps.ip} >>= ${postAddress}`),
      ),
    )
    .limit(1);
  const hiddenHere = eq(posts.hiddenByBlockId, input.entryId);
  await tx
    .update(posts)
    .set({ hiddenByBlockId: sql`(${stillBlocking})` })
    .where(and(hiddenHere, exists(stillBlocking)));
  const restored = await tx
    .update(posts)
    .set({
      status: sql`coalesce(${posts.statusBeforeBlock}, ${posts.status})`,
      hiddenByBlockId: null,
      statusBeforeBlock: null,
      moderatedBy: input.actorId,
      moderatedAt: new Date(),
    })
    .where(hiddenHere)
    .returning({ id: posts.id });
  return restored.length;
}
