// Approve, reject and delete guest posts, one or many. A post outside the caller's scope is
// NOT_FOUND for a single action and silently skipped in a bulk one (its existence never leaks).
// Deleting removes every stored copy of the post's media, after the rows are gone for good.
import { and, eq, inArray, isNotNull, ne, or } from 'drizzle-orm';
import type { ErrorCode } from '@hatira/shared/errors';
import type { BulkPostsBody, Post, PostStatus } from '@hatira/shared/posts';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../lib/actor.js';
import type { AppDeps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import {
  collectMediaKeys,
  deleteStoredMedia,
  lockPermittedPostIds,
  permittedPosts,
} from './posts.queries.js';
import { findPostsForActor, type PostsDeps } from './posts.service.js';
import { posts } from './posts.table.js';

/** Moderation also drops what guests see of the posts from the share cache at once. */
type StatusDeps = PostsDeps & Pick<AppDeps, 'shareCache'>;
export type ModerationDeps = StatusDeps & Pick<AppDeps, 'storage' | 'logger'>;

/**
 * A moderation by hand: the post's status is now the owner's choice, so removing a block entry
 * that had hidden it no longer changes it (hidden-posts.ts).
 */
const ownersChoice = (actor: Actor) => ({
  moderatedBy: actor.userId,
  moderatedAt: new Date(),
  hiddenByBlockId: null,
  statusBeforeBlock: null,
});

async function setPostStatus(deps: StatusDeps, actor: Actor, id: string, status: PostStatus): Promise<Post> {
  const [updated] = await deps.db
    .update(posts)
    .set({ status, ...ownersChoice(actor) })
    .where(and(eq(posts.id, id), permittedPosts(deps.db, actor, 'update')))
    .returning({ id: posts.id });
  deps.shareCache.invalidate();
  if (!updated) throw new AppError('NOT_FOUND');
  const [post] = await findPostsForActor(deps, actor, [updated.id]);
  if (!post) throw new AppError('NOT_FOUND');
  return post;
}

/** Publishes a post: guests see it in the gallery from now on. */
export const approvePost = (deps: StatusDeps, actor: Actor, id: string) =>
  setPostStatus(deps, actor, id, 'published');

/** Hides a post from guests (its files stay, so it can be approved again). */
export const rejectPost = (deps: StatusDeps, actor: Actor, id: string) =>
  setPostStatus(deps, actor, id, 'rejected');

/**
 * Deletes the one post `lockPost` finds and locks inside the transaction (`notFound` when there is
 * none) and its media rows, then every stored copy of its files: the owner's delete and a guest's
 * own (share/my-posts.ts) alike.
 */
export async function deleteLockedPost(
  deps: ModerationDeps,
  lockPost: (tx: Db) => Promise<string | undefined>,
  notFound: ErrorCode,
): Promise<void> {
  const keys = await deps.db.transaction(async (tx) => {
    const found = await lockPost(tx);
    if (!found) throw new AppError(notFound);
    const collected = await collectMediaKeys(tx, { postIds: [found] });
    await tx.delete(posts).where(eq(posts.id, found));
    return collected;
  });
  deps.shareCache.invalidate();
  await deleteStoredMedia(deps.storage, keys, deps.logger);
}

/** Deletes the post and its media rows, then every stored copy of its files. */
export const deletePost = (deps: ModerationDeps, actor: Actor, id: string) =>
  deleteLockedPost(
    deps,
    async (tx) => (await lockPermittedPostIds(tx, actor, 'delete', [id]))[0],
    'NOT_FOUND',
  );

const STATUS_OF = { approve: 'published', reject: 'rejected' } as const;

/**
 * One action on many posts in one transaction. `count` is how many posts changed: ids outside the
 * caller's scope (or unknown) are skipped, and approving an already published post changes nothing.
 */
export async function bulkModeratePosts(
  deps: ModerationDeps,
  actor: Actor,
  input: BulkPostsBody,
): Promise<{ count: number }> {
  const ids = [...new Set(input.ids)];
  const action = input.action === 'delete' ? 'delete' : 'update';
  const { changed, keys } = await deps.db.transaction(async (tx) => {
    const inScope = await lockPermittedPostIds(tx, actor, action, ids);
    if (inScope.length === 0) return { changed: 0, keys: [] };
    if (input.action === 'delete') {
      const collected = await collectMediaKeys(tx, { postIds: inScope });
      const deleted = await tx.delete(posts).where(inArray(posts.id, inScope)).returning({ id: posts.id });
      return { changed: deleted.length, keys: collected };
    }
    const status = STATUS_OF[input.action];
    const updated = await tx
      .update(posts)
      .set({ status, ...ownersChoice(actor) })
      // a post a block hid is rejected already: rejecting it makes that the owner's own choice
      .where(and(inArray(posts.id, inScope), or(ne(posts.status, status), isNotNull(posts.hiddenByBlockId))))
      .returning({ id: posts.id });
    return { changed: updated.length, keys: [] };
  });
  deps.shareCache.invalidate();
  await deleteStoredMedia(deps.storage, keys, deps.logger);
  return { count: changed };
}
