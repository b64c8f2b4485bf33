// The gallery's SQL. selectGalleryPosts reads a page of an album's posts with their ready media;
// galleryRead asks everything an uncached gallery request needs in one prepared statement: the
// event page, its owner's subscription, the blocked list (address and device), the album, whether
// guests may see it (decision 053) and the page of posts (decision 051). The share gate's rules stay
// in share-gate.ts; this file only reads.
import { and, eq, exists, gt, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { MediaKind } from '@hatira/shared/media';
import type { Db } from '../../db/client.js';
import { albumRevealedColumn } from '../albums/album-visibility.js';
import { albums } from '../albums/albums.table.js';
import { guestBlockedColumnFor } from '../blocked-ips/blocked-ips.service.js';
import { media } from '../media/media.table.js';
import { posts } from '../posts/posts.table.js';
import { qrCodes } from '../qr-codes/qr-codes.table.js';
import { subscriptions } from '../subscriptions/subscriptions.table.js';

/** One ready item as the query gives it: which copies exist, and its upload order. */
export interface ReadyMedia {
  id: string;
  kind: MediaKind;
  thumb: boolean;
  preview: boolean;
  poster: boolean;
  playback: boolean;
  width: number | null;
  height: number | null;
  duration: number | null;
  /** created_at in microseconds since the epoch, for the order. */
  at: number;
}

/** A post of a page as galleryRead gives it (created_at as an ISO text to the millisecond). */
export interface GalleryPost {
  id: string;
  name: string;
  message: string | null;
  createdAt: string;
  /** created_at to the microsecond, for the cursor. */
  position: string;
  media: ReadyMedia[];
}

/** Exact to the microsecond and independent of the session's time zone and date style. */
const positionTime = sql<string>`to_char(${posts.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** A value of the statement: given now, or a placeholder bound when a prepared statement runs. */
type Value = string | SQL.Aliased | SQL | ReturnType<typeof sql.placeholder>;

/**
 * Published posts of an album after `after` (created_at to the microsecond, id), newest first,
 * each with its ready media — one round trip. Posts come along posts_album_status_created_idx (row
 * comparison as an index condition, no sort); each post's ready media are gathered by a lateral
 * probe of media_post_idx, and a post with none is skipped in SQL, so pages stay full. The media
 * are put in upload order in JS: an ORDER BY inside the aggregate would add a sort per post for a
 * handful of rows.
 */
export function selectGalleryPosts(
  db: Db,
  albumId: string | AnyPgColumn,
  after: readonly [Value, Value] | null,
  limit: number | ReturnType<typeof sql.placeholder>,
) {
  const ready = db
    .select({
      items: sql<ReadyMedia[] | null>`json_agg(json_build_object(
        'id', ${media.id},
        'kind', ${media.kind},
        'thumb', ${media.thumbKey} is not null,
        'preview', ${media.previewKey} is not null,
        'poster', ${media.posterKey} is not null,
        'playback', ${media.playbackKey} is not null,
        'width', ${media.width},
        'height', ${media.height},
        'duration', ${media.duration},
        'at', (extract(epoch from ${media.createdAt}) * 1000000)::bigint))`.as('items'),
    })
    .from(media)
    .where(and(eq(media.postId, posts.id), eq(media.status, 'ready')))
    .as('ready');
  return db
    .select({
      id: posts.id,
      name: posts.guestName,
      message: posts.message,
      createdAt: posts.createdAt,
      position: positionTime.as('position'),
      media: ready.items,
    })
    .from(posts)
    .innerJoinLateral(ready, sql`true`)
    .where(
      and(
        eq(posts.albumId, albumId),
        eq(posts.status, 'published'),
        after
          ? sql`(${posts.createdAt}, ${posts.id}) < (${after[0]}::timestamptz, ${after[1]}::uuid)`
          : undefined,
        sql`${ready.items} is not null`,
      ),
    )
    .orderBy(sql`${posts.createdAt} desc nulls last`, sql`${posts.id} desc nulls last`)
    .limit(limit);
}

/** Before every post: the first page reads with the same statement as the others. */
export const FROM_THE_NEWEST = ['infinity', 'ffffffff-ffff-ffff-ffff-ffffffffffff'] as const;

/** What galleryRead is given each time. */
export interface GalleryReadInput {
  hash: string;
  /** The guest's address as the blocked list reads it (guestAddress), or null: not blocked. */
  address: string | null;
  /** The guest's device key hash (guest-key.ts), or null: none sent. */
  keyHash: string | null;
  /** A well-formed album id, or null: no album. */
  albumId: string | null;
  after: readonly [createdAt: string, id: string];
  /** Posts to read: a page and one more, to know whether another page follows. */
  limit: number;
  /** ISO time: the subscription must be in force then. */
  now: string;
}

const p = {
  hash: sql.placeholder('hash'),
  address: sql.placeholder('address'),
  keyHash: sql.placeholder('keyHash'),
  albumId: sql.placeholder('albumId'),
  afterAt: sql.placeholder('afterAt'),
  afterId: sql.placeholder('afterId'),
  limit: sql.placeholder('limit'),
  now: sql.placeholder('now'),
};

function prepareGalleryRead(db: Db) {
  const inForce = exists(
    db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.userId, qrCodes.ownerId),
          eq(subscriptions.status, 'active'),
          lte(subscriptions.startsAt, sql`${p.now}::timestamptz`),
          gt(subscriptions.endsAt, sql`${p.now}::timestamptz`),
        ),
      ),
  );
  const page = selectGalleryPosts(db, albums.id, [p.afterAt, p.afterId], p.limit).as('page');
  // the page as one JSON value: one row to map in JS, however many posts; the time as
  // Date#toISOString writes it (both keep whole milliseconds, cut, not rounded)
  const pagePosts = sql<GalleryPost[] | null>`(select json_agg(json_build_object(
      'id', ${page.id},
      'name', ${page.name},
      'message', ${page.message},
      'createdAt', to_char(${page.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'position', ${page.position},
      'media', ${page.media}) order by ${page.createdAt} desc, ${page.id} desc)
    from ${page})`;
  return db
    .select({
      qrId: qrCodes.id,
      qrIsActive: qrCodes.isActive,
      allowGuestDownload: qrCodes.allowGuestDownload,
      hasSubscription: sql<boolean>`${inForce}`,
      isBlocked: guestBlockedColumnFor(p.address, p.keyHash, qrCodes.ownerId),
      albumId: albums.id,
      albumIsActive: albums.isActive,
      albumPasswordHash: albums.passwordHash,
      albumIsRevealed: albumRevealedColumn(p.now),
      albumRevealAt: albums.revealAt,
      // an album guests cannot see yet: its posts are not even read
      posts: sql<GalleryPost[] | null>`case when ${albumRevealedColumn(p.now)} then ${pagePosts} end`,
    })
    .from(qrCodes)
    .leftJoin(albums, and(eq(albums.id, sql`${p.albumId}::uuid`), eq(albums.qrCodeId, qrCodes.id)))
    .where(eq(qrCodes.hash, p.hash))
    .prepare('share_gallery_read');
}

const prepared = new WeakMap<Db, ReturnType<typeof prepareGalleryRead>>();

/**
 * The event page behind `hash` with everything the gallery's gate asks of it, the album, and the
 * page of posts after `after` (null: none) — one row; none: no such page.
 * A named statement, built and planned once per connection.
 */
export function galleryRead(db: Db, input: GalleryReadInput) {
  let statement = prepared.get(db);
  if (!statement) prepared.set(db, (statement = prepareGalleryRead(db)));
  const { after, ...rest } = input;
  return statement.execute({ ...rest, afterAt: after[0], afterId: after[1] });
}
