// GET /api/share/{hash}/albums/{albumId}/posts: an album's gallery, newest first, in keyset pages.
// A page's posts and their ready media come from one query, and the built page is shared by every
// guest asking for the same page within SHARE_CACHE_MS (share-cache.ts, decision 013).
import { and, eq, sql } from 'drizzle-orm';
import { fieldError } from '@hatira/shared/field-errors';
import type { MediaKind, MediaVariant } from '@hatira/shared/media';
import {
  sharePostsResponseSchema,
  type GuestMedia,
  type SharePostsQuery,
  type SharePostsResponse,
} from '@hatira/shared/share';
import type { Db } from '../../db/client.js';
import type { AppDeps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { media } from '../media/media.table.js';
import { posts } from '../posts/posts.table.js';
import { guestUrl, signedBodyExpiry, toJson, type Json } from './share-body.js';
import { openCachedShareAlbum, openCachedSharePage, type CachedGateDeps } from './share-gate.js';

/** Who is asking: the client address (Fastify's request.ip) and the album token, if any. */
export interface Guest {
  ip: string;
  albumToken?: string | undefined;
}

/** A post's place in the gallery: created_at to the microsecond (a JS Date keeps only ms) and id. */
export type Position = [createdAt: string, id: string];

const POSITION_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const encodeCursor = (position: Position) => Buffer.from(JSON.stringify(position)).toString('base64url');

function decodeCursor(cursor: string): Position {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      typeof value[1] === 'string' &&
      POSITION_TIME.test(value[0]) &&
      UUID.test(value[1])
    )
      return [value[0], value[1]];
  } catch {
    // not base64url JSON: the same answer as a well-formed but wrong cursor
  }
  throw new AppError('VALIDATION_FAILED', { cursor: fieldError('invalid') });
}

/** Exact to the microsecond and independent of the session's time zone and date style. */
const positionTime = sql<string>`to_char(${posts.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** One ready item as the query gives it: which copies exist, and its upload order. */
interface ReadyMedia {
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

/**
 * Published posts of an album after `after`, newest first, each with its ready media — one round
 * trip. Posts come along posts_album_status_created_idx (row comparison as an index condition, no
 * sort); each post's ready media are gathered by a lateral probe of media_post_idx, and a post
 * with none is skipped in SQL, so pages stay full. The media are put in upload order here in JS:
 * an ORDER BY inside the aggregate would add a sort per post for a handful of rows.
 */
export function selectGalleryPosts(db: Db, albumId: string, after: Position | null, limit: number) {
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
      position: positionTime,
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

const inUploadOrder = (a: ReadyMedia, b: ReadyMedia) =>
  a.at - b.at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * What a guest may load: the WebP copies, a playable video (the processed copy, else the original
 * when there was no ffmpeg to make one), and the original as a download only if the owner allows.
 */
function toGuestMedia(secret: string, item: ReadyMedia, allowDownload: boolean, now: number): GuestMedia {
  const url = (variant: MediaVariant, exists: boolean) =>
    exists ? guestUrl(secret, item.id, variant, now) : null;
  return {
    id: item.id,
    kind: item.kind,
    thumbUrl: url('thumb', item.thumb),
    previewUrl: url('preview', item.preview),
    posterUrl: url('poster', item.poster),
    videoUrl:
      item.kind !== 'video' ? null : guestUrl(secret, item.id, item.playback ? 'playback' : 'original', now),
    downloadUrl: allowDownload ? guestUrl(secret, item.id, 'original', now, true) : null,
    width: item.width,
    height: item.height,
    duration: item.duration,
  };
}

async function buildGalleryPage(
  deps: Pick<AppDeps, 'db' | 'appSecret'>,
  input: { albumId: string; after: Position | null; limit: number; allowDownload: boolean; now: number },
): Promise<Json<SharePostsResponse>> {
  const rows = await selectGalleryPosts(deps.db, input.albumId, input.after, input.limit + 1);
  const pageRows = rows.slice(0, input.limit);
  const last = pageRows.at(-1);
  return toJson(sharePostsResponseSchema, {
    items: pageRows.map((row) => ({
      id: row.id,
      name: row.name,
      message: row.message,
      createdAt: row.createdAt.toISOString(),
      media: (row.media ?? [])
        .sort(inUploadOrder)
        .map((item) => toGuestMedia(deps.appSecret, item, input.allowDownload, input.now)),
    })),
    nextCursor: rows.length > input.limit && last ? encodeCursor([last.position, last.id]) : null,
  });
}

/**
 * Published posts of the album, newest first, keyset pages on (created_at, id), ready media only,
 * as the JSON body. The gate runs on every request (blocked list, page and album state, album
 * token); the body is shared per album, cursor, limit and download setting.
 */
export async function listSharePosts(
  deps: CachedGateDeps,
  input: { hash: string; albumId: string },
  query: SharePostsQuery,
  guest: Guest,
): Promise<Json<SharePostsResponse>> {
  const page = await openCachedSharePage(deps, input.hash, guest.ip);
  const album = await openCachedShareAlbum(deps, page, input.albumId, { albumToken: guest.albumToken });
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const allowDownload = page.qr.allowGuestDownload;
  const key = `gallery:${album.id}:${query.cursor ?? ''}:${query.limit}:${allowDownload}`;
  return deps.shareCache.get(
    key,
    () =>
      buildGalleryPage(deps, {
        albumId: album.id,
        after,
        limit: query.limit,
        allowDownload,
        now: Date.now(),
      }),
    { expiresAt: signedBodyExpiry(deps.shareCache.ttlMs), album: album.id, after: after?.[0] ?? null },
  );
}
