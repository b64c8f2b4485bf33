// The read side of the guest share API (DESIGN.md §6.2): the event's home page, entering a
// protected album, and the album's gallery. Every call passes the share gate first (blocked IP →
// event page → subscription → album); nothing here ever answers 401.
import { and, asc, count, eq, exists, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { fieldError } from '@hatira/shared/field-errors';
import type { MediaVariant } from '@hatira/shared/posts';
import {
  SHARE_MESSAGES,
  type AlbumAccessResponse,
  type GuestMedia,
  type ShareAlbum,
  type ShareHome,
  type SharePostsQuery,
  type SharePostsResponse,
} from '@hatira/shared/share';
import type { AppDeps } from '../../app.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { verifyPassword } from '../../lib/password.js';
import { findAlbumOfQrCode, listAlbumRows, type AlbumRow } from '../albums/albums.service.js';
import { signMediaUrl } from '../media/media-urls.js';
import { media } from '../media/media.table.js';
import { posts } from '../posts/posts.table.js';
import { issueAlbumToken, openShareAlbum, openSharePage, type SharePage } from './share-gate.js';

type ShareDeps = Pick<AppDeps, 'db' | 'appSecret' | 'rateLimiter'>;

/** Who is asking: the client address (Fastify's request.ip) and the album token, if any. */
export interface Guest {
  ip: string;
  albumToken?: string | undefined;
}

/** Wrong album passwords per address and album: slow for a guesser, never a venue-wide lock-out. */
const PASSWORD_ATTEMPTS = { limit: 10, windowMs: 15 * 60 * 1000 };

/**
 * Exactly the order of posts_album_status_created_idx, which drizzle-kit made `DESC NULLS LAST`:
 * a plain `DESC` (nulls first) would not match it, and PostgreSQL would sort the whole album.
 */
const NEWEST_POSTS_FIRST = [sql`${posts.createdAt} desc nulls last`, sql`${posts.id} desc nulls last`];

const guestUrl = (secret: string, mediaId: string, variant: MediaVariant, download = false) =>
  signMediaUrl(secret, { mediaId, variant, audience: 'guest', download });

// ---------------------------------------------------------------------------------------------
// GET /api/share/{hash}

interface Cover {
  mediaId: string;
  variant: MediaVariant;
  postCreatedAt: Date;
  postId: string;
}

/**
 * The first picture of an album's newest published post that has one: a photo's thumbnail, or a
 * video's (the worker makes a thumbnail of the poster when it can; else the poster itself).
 */
async function findAlbumCover(db: Db, albumId: string): Promise<Cover | null> {
  const [row] = await db
    .select({
      mediaId: media.id,
      thumbKey: media.thumbKey,
      postCreatedAt: posts.createdAt,
      postId: posts.id,
    })
    .from(posts)
    .innerJoin(media, eq(media.postId, posts.id))
    .where(
      and(
        eq(posts.albumId, albumId),
        eq(posts.status, 'published'),
        eq(media.status, 'ready'),
        or(isNotNull(media.thumbKey), isNotNull(media.posterKey)),
      ),
    )
    .orderBy(...NEWEST_POSTS_FIRST, asc(media.createdAt), asc(media.id))
    .limit(1);
  if (!row) return null;
  return { ...row, variant: row.thumbKey ? 'thumb' : 'poster' };
}

async function countPublishedPosts(db: Db, albumIds: string[]): Promise<Map<string, number>> {
  if (albumIds.length === 0) return new Map();
  const rows = await db
    .select({ albumId: posts.albumId, value: count() })
    .from(posts)
    .where(and(inArray(posts.albumId, albumIds), eq(posts.status, 'published')))
    .groupBy(posts.albumId);
  return new Map(rows.map((r) => [r.albumId, r.value]));
}

const isNewer = (a: Cover, b: Cover) =>
  a.postCreatedAt.getTime() !== b.postCreatedAt.getTime()
    ? a.postCreatedAt > b.postCreatedAt
    : a.postId > b.postId;

/** The event page with its open albums. A protected album shows no cover: its content is private. */
export async function getShareHome(deps: ShareDeps, hash: string, ip: string): Promise<ShareHome> {
  const { qr } = await openSharePage(deps, hash, ip);
  const albumRows = (await listAlbumRows(deps.db, qr.id)).filter((album) => album.isActive);
  const [postCounts, covers] = await Promise.all([
    countPublishedPosts(
      deps.db,
      albumRows.map((album) => album.id),
    ),
    Promise.all(albumRows.map((album) => (album.passwordHash ? null : findAlbumCover(deps.db, album.id)))),
  ]);
  const coverUrl = (cover: Cover | null) =>
    cover ? guestUrl(deps.appSecret, cover.mediaId, cover.variant) : null;
  const albums: ShareAlbum[] = albumRows.map((album, i) => ({
    id: album.id,
    name: album.name,
    description: album.description,
    coverUrl: coverUrl(covers[i] ?? null),
    isProtected: album.passwordHash !== null,
    uploadsEnabled: album.uploadsEnabled,
    postCount: postCounts.get(album.id) ?? 0,
  }));
  const newest = covers.reduce<Cover | null>(
    (best, cover) => (cover && (!best || isNewer(cover, best)) ? cover : best),
    null,
  );
  return {
    qr: {
      hash: qr.hash,
      title: qr.title,
      description: qr.description,
      coverUrl: coverUrl(newest),
      eventDate: qr.eventDate?.toISOString() ?? null,
      uploadsEnabled: qr.uploadsEnabled,
      allowGuestDownload: qr.allowGuestDownload,
      themeColor: qr.themeColor,
    },
    albums,
  };
}

// ---------------------------------------------------------------------------------------------
// POST /api/share/{hash}/albums/{albumId}/access

/** The album after every gate check but the password itself (that is what the caller checks). */
async function findAlbumBehindPassword(deps: ShareDeps, page: SharePage, albumId: string): Promise<AlbumRow> {
  try {
    return await openShareAlbum(deps, page, albumId);
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'ALBUM_PASSWORD_REQUIRED') throw error;
    const album = await findAlbumOfQrCode(deps.db, page.qr.id, albumId);
    if (!album) throw new AppError('ALBUM_NOT_FOUND'); // deleted in between
    return album;
  }
}

/**
 * Checks a protected album's password and answers the album token the page keeps for the visit.
 * An open album answers a token straight away. Attempts are counted per address and album before
 * the hash is computed, and a right password clears the count.
 */
export async function enterShareAlbum(
  deps: ShareDeps,
  input: { hash: string; albumId: string; password?: string | undefined },
  ip: string,
): Promise<AlbumAccessResponse> {
  const page = await openSharePage(deps, input.hash, ip);
  const album = await findAlbumBehindPassword(deps, page, input.albumId);
  if (album.passwordHash) {
    if (!input.password) throw new AppError('ALBUM_PASSWORD_REQUIRED');
    const key = `album-password:${album.id}:${ip}`;
    const attempt = await deps.rateLimiter.hit(key, PASSWORD_ATTEMPTS.limit, PASSWORD_ATTEMPTS.windowMs);
    if (!attempt.allowed)
      throw new AppError('RATE_LIMITED', undefined, { 'retry-after': String(attempt.retryAfterSeconds) });
    if (!(await verifyPassword(album.passwordHash, input.password)))
      throw new AppError('ALBUM_PASSWORD_INCORRECT');
    await deps.rateLimiter.reset(key);
  }
  return { albumToken: issueAlbumToken(deps.appSecret, album), message: SHARE_MESSAGES.albumEntered };
}

// ---------------------------------------------------------------------------------------------
// GET /api/share/{hash}/albums/{albumId}/posts

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

/**
 * Published posts of an album after `after`, newest first, along posts_album_status_created_idx
 * (row comparison as an index condition, ready media probed per post through media_post_idx).
 * A post without a ready item is skipped here, in SQL, so pages stay full.
 */
export function selectGalleryPosts(db: Db, albumId: string, after: Position | null, limit: number) {
  return db
    .select({
      id: posts.id,
      name: posts.guestName,
      message: posts.message,
      createdAt: posts.createdAt,
      position: positionTime,
    })
    .from(posts)
    .where(
      and(
        eq(posts.albumId, albumId),
        eq(posts.status, 'published'),
        after
          ? sql`(${posts.createdAt}, ${posts.id}) < (${after[0]}::timestamptz, ${after[1]}::uuid)`
          : undefined,
        exists(
          db
            .select({ one: sql`1` })
            .from(media)
            .where(and(eq(media.postId, posts.id), eq(media.status, 'ready'))),
        ),
      ),
    )
    .orderBy(...NEWEST_POSTS_FIRST)
    .limit(limit);
}

/** The ready media of the given posts, in the order they were uploaded. */
function selectReadyMedia(db: Db, postIds: string[]) {
  return db
    .select({
      id: media.id,
      postId: media.postId,
      kind: media.kind,
      thumbKey: media.thumbKey,
      previewKey: media.previewKey,
      posterKey: media.posterKey,
      playbackKey: media.playbackKey,
      width: media.width,
      height: media.height,
      duration: media.duration,
    })
    .from(media)
    .where(and(inArray(media.postId, postIds), eq(media.status, 'ready')))
    .orderBy(asc(media.createdAt), asc(media.id));
}
type ReadyMediaRow = Awaited<ReturnType<typeof selectReadyMedia>>[number];

/**
 * What a guest may load: the WebP copies, a playable video (the processed copy, else the original
 * when there was no ffmpeg to make one), and the original as a download only if the owner allows.
 */
function toGuestMedia(secret: string, row: ReadyMediaRow, allowDownload: boolean): GuestMedia {
  const url = (variant: MediaVariant, key: string | null) => (key ? guestUrl(secret, row.id, variant) : null);
  return {
    id: row.id,
    kind: row.kind,
    thumbUrl: url('thumb', row.thumbKey),
    previewUrl: url('preview', row.previewKey),
    posterUrl: url('poster', row.posterKey),
    videoUrl:
      row.kind !== 'video'
        ? null
        : row.playbackKey
          ? guestUrl(secret, row.id, 'playback')
          : guestUrl(secret, row.id, 'original'),
    downloadUrl: allowDownload ? guestUrl(secret, row.id, 'original', true) : null,
    width: row.width,
    height: row.height,
    duration: row.duration,
  };
}

/** Published posts of the album, newest first, keyset pages on (created_at, id), ready media only. */
export async function listSharePosts(
  deps: ShareDeps,
  input: { hash: string; albumId: string },
  query: SharePostsQuery,
  guest: Guest,
): Promise<SharePostsResponse> {
  const page = await openSharePage(deps, input.hash, guest.ip);
  const album = await openShareAlbum(deps, page, input.albumId, { albumToken: guest.albumToken });
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const rows = await selectGalleryPosts(deps.db, album.id, after, query.limit + 1);
  const pageRows = rows.slice(0, query.limit);
  const mediaByPost = new Map<string, ReadyMediaRow[]>();
  if (pageRows.length > 0)
    for (const row of await selectReadyMedia(
      deps.db,
      pageRows.map((post) => post.id),
    ))
      mediaByPost.set(row.postId, [...(mediaByPost.get(row.postId) ?? []), row]);
  const last = pageRows.at(-1);
  return {
    items: pageRows.map((row) => ({
      id: row.id,
      name: row.name,
      message: row.message,
      createdAt: row.createdAt.toISOString(),
      media: (mediaByPost.get(row.id) ?? []).map((m) =>
        toGuestMedia(deps.appSecret, m, page.qr.allowGuestDownload),
      ),
    })),
    nextCursor: rows.length > query.limit && last ? encodeCursor([last.position, last.id]) : null,
  };
}
