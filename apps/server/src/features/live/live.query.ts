// The live slideshow's SQL (decision 052). Both statements are prepared (built once per process,
// planned once per connection, as the gallery's: decision 051): liveShowRead answers a screen's
// `GET /api/live/{token}` (and the stream's check) in one round trip — the event page, whether a
// subscription is in force, the settings and the newest media; livePostRead is what the hub asks
// when a post changed — the event's current link and settings, and that post's media as a screen
// shows them.
import { and, eq, exists, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { MediaKind } from '@hatira/shared/media';
import type { Db } from '../../db/client.js';
import { albums } from '../albums/albums.table.js';
import { media } from '../media/media.table.js';
import { posts } from '../posts/posts.table.js';
import { qrCodes } from '../qr-codes/qr-codes.table.js';
import { subscriptions } from '../subscriptions/subscriptions.table.js';

/** One ready item as a screen may show it: which copies exist, and its post's name and message. */
export interface ScreenItem {
  id: string;
  postId: string;
  kind: MediaKind;
  preview: boolean;
  thumb: boolean;
  poster: boolean;
  playback: boolean;
  width: number | null;
  height: number | null;
  duration: number | null;
  name: string;
  message: string | null;
  /** The post's created_at as Date#toISOString writes it. */
  createdAt: string;
}

const p = {
  token: sql.placeholder('token'),
  qrCodeId: sql.placeholder('qrCodeId'),
  postId: sql.placeholder('postId'),
  now: sql.placeholder('now'),
  limit: sql.placeholder('limit'),
};

const now = sql`${p.now}::timestamptz`;

/**
 * The media the screen of the event in the outer query (`qr_codes`) shows, newest post first and
 * each post's items in upload order, as one JSON value (null: none): ready media of published
 * posts in active albums that guests can see now — public, or after_reveal once revealed, and no
 * password — unless the owner shows the hidden albums too; videos only when the owner includes
 * them; photos need a WebP copy. `onlyPost` narrows to one post (the hub).
 */
function screenItems(db: Db, onlyPost: SQL | undefined, limit: ReturnType<typeof sql.placeholder>) {
  const guestsSeeIt = and(
    isNull(albums.passwordHash),
    or(
      eq(albums.visibility, 'public'),
      and(eq(albums.visibility, 'after_reveal'), lte(albums.revealAt, now)),
    ),
  );
  const items = db
    .select({
      id: sql<string>`${media.id}`.as('id'),
      postId: sql<string>`${posts.id}`.as('post_id'),
      kind: media.kind,
      preview: sql<boolean>`${media.previewKey} is not null`.as('preview'),
      thumb: sql<boolean>`${media.thumbKey} is not null`.as('thumb'),
      poster: sql<boolean>`${media.posterKey} is not null`.as('poster'),
      playback: sql<boolean>`${media.playbackKey} is not null`.as('playback'),
      width: media.width,
      height: media.height,
      duration: media.duration,
      name: posts.guestName,
      message: posts.message,
      postAt: sql<Date>`${posts.createdAt}`.as('post_at'),
      mediaAt: sql<Date>`${media.createdAt}`.as('media_at'),
    })
    .from(posts)
    .innerJoin(albums, eq(albums.id, posts.albumId))
    .innerJoin(media, eq(media.postId, posts.id))
    .where(
      and(
        eq(posts.qrCodeId, qrCodes.id),
        onlyPost,
        eq(posts.status, 'published'),
        eq(media.status, 'ready'),
        eq(albums.isActive, true),
        or(eq(qrCodes.slideshowIncludeHidden, true), guestsSeeIt),
        or(eq(media.kind, 'video'), sql`${media.previewKey} is not null`, sql`${media.thumbKey} is not null`),
        or(eq(qrCodes.slideshowIncludeVideos, true), eq(media.kind, 'photo')),
      ),
    )
    .orderBy(
      sql`${posts.createdAt} desc nulls last`,
      sql`${posts.id} desc nulls last`,
      media.createdAt,
      media.id,
    )
    .limit(limit)
    .as('items');
  return sql<ScreenItem[] | null>`(select json_agg(json_build_object(
      'id', ${items.id},
      'postId', ${items.postId},
      'kind', ${items.kind},
      'preview', ${items.preview},
      'thumb', ${items.thumb},
      'poster', ${items.poster},
      'playback', ${items.playback},
      'width', ${items.width},
      'height', ${items.height},
      'duration', ${items.duration},
      'name', ${items.name},
      'message', ${items.message},
      'createdAt', to_char(${items.postAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
      order by ${items.postAt} desc, ${items.postId} desc, ${items.mediaAt}, ${items.id})
    from ${items})`;
}

/** The settings a screen follows, as columns of the row. */
const settingsColumns = {
  token: qrCodes.slideshowToken,
  interval: qrCodes.slideshowInterval,
  includeVideos: qrCodes.slideshowIncludeVideos,
  showNames: qrCodes.slideshowShowNames,
};

function prepareShowRead(db: Db) {
  const inForce = exists(
    db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.userId, qrCodes.ownerId),
          eq(subscriptions.status, 'active'),
          lte(subscriptions.startsAt, now),
          gt(subscriptions.endsAt, now),
        ),
      ),
  );
  return db
    .select({
      qrCodeId: qrCodes.id,
      hash: qrCodes.hash,
      title: qrCodes.title,
      themeColor: qrCodes.themeColor,
      isActive: qrCodes.isActive,
      hasSubscription: sql<boolean>`${inForce}`,
      ...settingsColumns,
      items: screenItems(db, undefined, p.limit),
    })
    .from(qrCodes)
    .where(eq(qrCodes.slideshowToken, p.token))
    .prepare('live_show_read');
}

function preparePostRead(db: Db) {
  return db
    .select({ ...settingsColumns, items: screenItems(db, eq(posts.id, sql`${p.postId}::uuid`), p.limit) })
    .from(qrCodes)
    .where(eq(qrCodes.id, sql`${p.qrCodeId}::uuid`))
    .prepare('live_post_read');
}

const showReads = new WeakMap<Db, ReturnType<typeof prepareShowRead>>();
const postReads = new WeakMap<Db, ReturnType<typeof preparePostRead>>();

/**
 * The event whose slideshow link is `token` (none: no such link), with the newest `limit` items
 * (0 for none: the stream only checks the link) as seen at `now` (ISO).
 */
export function liveShowRead(db: Db, input: { token: string; now: string; limit: number }) {
  let statement = showReads.get(db);
  if (!statement) showReads.set(db, (statement = prepareShowRead(db)));
  return statement.execute(input);
}

/** The event's link and settings now (none: the event is gone), and `postId`'s items (null: none). */
export function livePostRead(
  db: Db,
  input: { qrCodeId: string; postId: string | null; now: string; limit: number },
) {
  let statement = postReads.get(db);
  if (!statement) postReads.set(db, (statement = preparePostRead(db)));
  return statement.execute(input);
}
