// "Block this guest" (issue 3): the post's address goes on the block list of the event's OWNER
// (whoever presses the button: the owner, an admin or the assigned customer), which guards all of
// that owner's event pages, and the address's earlier posts on those pages are hidden (rejected).
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { fieldError } from '@hatira/shared/field-errors';
import type { BlockGuestBody } from '@hatira/shared/posts';
import type { AppDeps } from '../../lib/deps.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';
import { blockAddressForOwner, normaliseIp } from '../blocked-ips/blocked-ips.service.js';
import { qrCodes } from '../qr-codes/qr-codes.table.js';
import { permittedPosts } from './posts.queries.js';
import { posts } from './posts.table.js';

export interface BlockGuestResult {
  blockedIpId: string;
  ip: string;
  hiddenPosts: number;
}

export async function blockGuest(
  { db, shareCache }: Pick<AppDeps, 'db' | 'shareCache'>,
  actor: Actor,
  postId: string,
  input: BlockGuestBody,
): Promise<BlockGuestResult> {
  const result = await db.transaction(async (tx) => {
    const [post] = await tx
      .select({ ip: sql<string | null>`host(${posts.ip})`, ownerId: qrCodes.ownerId })
      .from(posts)
      .innerJoin(qrCodes, eq(qrCodes.id, posts.qrCodeId))
      .where(and(eq(posts.id, postId), permittedPosts(tx, actor, 'update')));
    if (!post) throw new AppError('NOT_FOUND');
    if (!post.ip) throw new AppError('VALIDATION_FAILED', { ip: fieldError('required') });
    const entry = await blockAddressForOwner(tx, {
      ownerId: post.ownerId,
      ip: post.ip,
      reason: input.reason,
      createdBy: actor.userId,
    });
    // The entry may be a wider range the owner had already; hide only this guest's posts (under
    // either spelling of an IPv4 client: `1.2.3.4` or the mapped `::ffff:1.2.3.4`).
    const addresses = [...new Set([post.ip, normaliseIp(post.ip)])];
    const hidden = await tx
      .update(posts)
      .set({ status: 'rejected', moderatedBy: actor.userId, moderatedAt: new Date() })
      .where(
        and(
          inArray(posts.status, ['pending', 'published']),
          or(...addresses.map((address) => sql`${posts.ip} = ${address}::inet`)),
          inArray(
            posts.qrCodeId,
            tx.select({ id: qrCodes.id }).from(qrCodes).where(eq(qrCodes.ownerId, post.ownerId)),
          ),
        ),
      )
      .returning({ id: posts.id });
    return { blockedIpId: entry.id, ip: entry.ip, hiddenPosts: hidden.length };
  });
  shareCache.invalidate();
  return result;
}
