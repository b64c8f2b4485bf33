// "Block this guest" (DESIGN.md §6.7, docs/decisions/054): blocks the post's sender on the block
// list of the event's OWNER (whoever presses the button: the owner, an admin or the assigned
// customer), which guards all of that owner's event pages. By default only the guest's device;
// the address or its range on request, since at a venue that is often everyone on the Wi-Fi —
// block-options says how many other guests posted from there. The guest's posts on the owner's
// events are hidden in the same transaction, and come back when the entry is removed.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { fieldError } from '@hatira/shared/field-errors';
import type { BlockGuestBody, BlockOptionsResponse, BlockTarget } from '@hatira/shared/posts';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../lib/actor.js';
import type { AppDeps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import {
  blockDeviceForOwner,
  blockNetworkForOwner,
  type BlockEntry,
} from '../blocked-ips/block-for-owner.js';
import { qrCodes } from '../qr-codes/qr-codes.table.js';
import { hidePostsOfGuest, onEventsOf, postAddress, type GuestMatch } from './hidden-posts.js';
import { permittedPosts } from './posts.queries.js';
import { posts } from './posts.table.js';

export interface BlockGuestResult {
  blockedIpId: string;
  target: BlockTarget;
  ip: string | null;
  hiddenPosts: number;
}

/** A range of the same network: an IPv4 /24, an IPv6 /64 (what one Wi-Fi or one line usually is). */
const rangeOf = (address: SQL) =>
  sql<string>`network(set_masklen(${address}, case when family(${address}) = 4 then 24 else 64 end))::text`;

interface PostToBlock {
  guestName: string;
  keyHash: string | null;
  ownerId: string;
  /** The post's address (IPv4-mapped as IPv4) and its range; null when it has none. */
  address: string | null;
  range: string | null;
}

/** The post, if the caller may moderate it (else NOT_FOUND: its existence never leaks). */
async function findPostToBlock(db: Db, actor: Actor, postId: string): Promise<PostToBlock> {
  const [post] = await db
    .select({
      guestName: posts.guestName,
      keyHash: posts.guestKeyHash,
      ownerId: qrCodes.ownerId,
      address: sql<string | null>`host(${postAddress})`,
      range: rangeOf(postAddress),
    })
    .from(posts)
    .innerJoin(qrCodes, eq(qrCodes.id, posts.qrCodeId))
    .where(and(eq(posts.id, postId), permittedPosts(db, actor, 'update')));
  if (!post) throw new AppError('NOT_FOUND');
  return post;
}

/**
 * Other guests who posted to the owner's events from the post's address and from its range:
 * distinct devices, and for posts sent without a device key, distinct names. The guest themself
 * is not counted (their device, or their name on posts without a key).
 */
async function countOthers(db: Db, post: PostToBlock): Promise<{ onIp: number; onRange: number }> {
  if (post.address === null || post.range === null) return { onIp: 0, onRange: 0 };
  const someone = sql`coalesce('k' || ${posts.guestKeyHash}, 'n' || lower(${posts.guestName}))`;
  const isThisGuest = sql`(coalesce(${posts.guestKeyHash} = ${post.keyHash}::text, false) or (${posts.guestKeyHash} is null and lower(${posts.guestName}) = lower(${post.guestName}::text)))`;
  const [row] = await db
    .select({
      onIp: sql<number>`count(distinct ${someone}) filter (where ${postAddress} <<= ${post.address}::cidr)::int`,
      onRange: sql<number>`count(distinct ${someone})::int`,
    })
    .from(posts)
    .where(
      and(onEventsOf(db, post.ownerId), sql`${postAddress} <<= ${post.range}::cidr`, sql`not ${isThisGuest}`),
    );
  return row ?? { onIp: 0, onRange: 0 };
}

/** What blocking this post's guest would reach: the device, the address, the range, and who else. */
export async function getBlockOptions(db: Db, actor: Actor, postId: string): Promise<BlockOptionsResponse> {
  const post = await findPostToBlock(db, actor, postId);
  const others = await countOthers(db, post);
  return {
    hasDevice: post.keyHash !== null,
    ip: post.address,
    range: post.range,
    othersOnIp: others.onIp,
    othersOnRange: others.onRange,
  };
}

export async function blockGuest(
  { db, shareCache }: Pick<AppDeps, 'db' | 'shareCache'>,
  actor: Actor,
  postId: string,
  input: BlockGuestBody,
): Promise<BlockGuestResult> {
  const target = input.target;
  const result = await db.transaction(async (tx) => {
    const post = await findPostToBlock(tx, actor, postId);
    const owner = { ownerId: post.ownerId, reason: input.reason, createdBy: actor.userId };
    let entry: BlockEntry;
    let match: GuestMatch;
    if (target === 'device') {
      if (post.keyHash === null) throw new AppError('GUEST_DEVICE_UNKNOWN');
      entry = await blockDeviceForOwner(tx, { ...owner, keyHash: post.keyHash, guestName: post.guestName });
      match = { keyHash: post.keyHash };
    } else {
      const network = target === 'ip' ? post.address : post.range;
      if (network === null) throw new AppError('VALIDATION_FAILED', { ip: fieldError('required') });
      entry = await blockNetworkForOwner(tx, { ...owner, network });
      match = { network };
    }
    const hiddenPosts = await hidePostsOfGuest(tx, {
      ownerId: post.ownerId,
      entryId: entry.id,
      actorId: actor.userId,
      match,
    });
    return { blockedIpId: entry.id, target, ip: entry.ip, hiddenPosts };
  });
  shareCache.invalidate();
  return result;
}
