// "My posts" (DESIGN.md §6.7, docs/decisions/055): a guest's own posts on an event, found by the
// SHA-256 of their device key (guest-key.ts), and deleting one of them. Another device's post is
// never listed and is POST_NOT_FOUND to delete, exactly as a post that does not exist.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { MyPost, MyPostsResponse } from '@hatira/shared/share';
import type { AppDeps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { albums } from '../albums/albums.table.js';
import { media } from '../media/media.table.js';
import { deleteLockedPost } from '../posts/moderate-posts.js';
import { posts } from '../posts/posts.table.js';
import { toGuestMedia } from './share-gallery.js';
import type { ReadyMedia } from './share-gallery.query.js';
import { openCachedSharePage, openSharePage, UUID, type CachedGateDeps } from './share-gate.js';

/** The newest posts of a device that "My posts" lists. */
export const MY_POSTS_MAX = 100;

/**
 * Deletes per address and event: a guest tidying up their own posts, never a flood. Generous,
 * because at a venue everyone on the Wi-Fi shares one address.
 */
export const GUEST_DELETES = { limit: 60, windowMs: 10 * 60_000 };

/** Who asks: the client address, and the hash of their device key (null: none or malformed). */
export interface Device {
  ip: string;
  keyHash: string | null;
}

const SHOWN_STATUSES = ['pending', 'published'] as const;

/**
 * This device's pending and published posts on the event, newest first, in the albums guests can
 * open; each with its ready media and links that work while the post awaits approval too.
 */
export async function listMyPosts(
  deps: CachedGateDeps,
  hash: string,
  device: Device,
): Promise<MyPostsResponse> {
  const { qr } = await openCachedSharePage(deps, hash, device);
  const canDelete = qr.guestDeleteEnabled;
  if (!device.keyHash) return { items: [], canDelete };
  const rows = await deps.db
    .select({
      id: posts.id,
      name: posts.guestName,
      message: posts.message,
      createdAt: posts.createdAt,
      status: posts.status,
      albumId: albums.id,
      albumName: albums.name,
    })
    .from(posts)
    .innerJoin(albums, eq(albums.id, posts.albumId))
    .where(
      and(
        eq(posts.qrCodeId, qr.id),
        eq(posts.guestKeyHash, device.keyHash),
        inArray(posts.status, [...SHOWN_STATUSES]),
        eq(albums.isActive, true),
      ),
    )
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(MY_POSTS_MAX);
  const ready = rows.length
    ? await deps.db
        .select()
        .from(media)
        .where(
          and(
            inArray(
              media.postId,
              rows.map((row) => row.id),
            ),
            eq(media.status, 'ready'),
          ),
        )
        .orderBy(asc(media.createdAt), asc(media.id))
    : [];
  const now = Date.now();
  const items = rows.map((row): MyPost => ({
    ...row,
    status: row.status === 'published' ? 'published' : 'pending',
    createdAt: row.createdAt.toISOString(),
    media: ready
      .filter((item) => item.postId === row.id)
      .map((item) => toGuestMedia(deps.appSecret, readyMedia(item), qr.allowGuestDownload, now, true)),
  }));
  return { items, canDelete };
}

/** A media row as the gallery's query gives it (share-gallery.query.ts). */
function readyMedia(row: typeof media.$inferSelect): ReadyMedia {
  return {
    id: row.id,
    kind: row.kind,
    thumb: row.thumbKey !== null,
    preview: row.previewKey !== null,
    poster: row.posterKey !== null,
    playback: row.playbackKey !== null,
    width: row.width,
    height: row.height,
    duration: row.duration,
    at: row.createdAt.getTime() * 1000,
  };
}

type DeleteDeps = Pick<AppDeps, 'db' | 'appSecret' | 'rateLimiter' | 'shareCache' | 'storage' | 'logger'>;

/**
 * Deletes one of this device's pending or published posts on the event, with its files, as the
 * owner's delete does (posts/moderate-posts.ts). The page gate first, read fresh: the owner may
 * have turned deleting off a moment ago.
 */
export async function deleteMyPost(
  deps: DeleteDeps,
  input: { hash: string; postId: string },
  device: Device,
): Promise<void> {
  const { qr } = await openSharePage(deps, input.hash, device);
  const attempt = await deps.rateLimiter.hit(
    `guest-delete:${qr.id}:${device.ip}`,
    GUEST_DELETES.limit,
    GUEST_DELETES.windowMs,
  );
  if (!attempt.allowed)
    throw new AppError('RATE_LIMITED', undefined, { 'retry-after': String(attempt.retryAfterSeconds) });
  if (!qr.guestDeleteEnabled) throw new AppError('GUEST_DELETE_DISABLED');
  const { keyHash } = device;
  if (!keyHash || !UUID.test(input.postId)) throw new AppError('POST_NOT_FOUND');
  await deleteLockedPost(
    deps,
    async (tx) => {
      const [found] = await tx
        .select({ id: posts.id })
        .from(posts)
        .where(
          and(
            eq(posts.id, input.postId),
            eq(posts.qrCodeId, qr.id),
            eq(posts.guestKeyHash, keyHash),
            inArray(posts.status, [...SHOWN_STATUSES]),
          ),
        )
        .for('update');
      return found?.id;
    },
    'POST_NOT_FOUND',
  );
}
