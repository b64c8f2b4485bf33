// The read side of the guest share API (DESIGN.md §6.2): the event's home page and entering a
// protected album (the gallery is share-gallery.ts). Every call passes the share gate first
// (blocked IP → event page → subscription → album); nothing here ever answers 401.
import { and, asc, count, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { MediaVariant } from '@hatira/shared/media';
import {
  SHARE_MESSAGES,
  shareHomeSchema,
  type AlbumAccessResponse,
  type ShareAlbum,
  type ShareHome,
} from '@hatira/shared/share';
import type { Db } from '../../db/client.js';
import type { AppDeps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { verifyPassword } from '../../lib/password.js';
import { isAlbumRevealed, opensAt } from '../albums/album-visibility.js';
import { findAlbumOfQrCode, listAlbumRows, type AlbumRow } from '../albums/albums.service.js';
import type { GuestOrigin } from '../blocked-ips/blocked-ips.service.js';
import type { QrCodeRow } from '../qr-codes/qr-codes.queries.js';
import { media } from '../media/media.table.js';
import { findUserById } from '../users/users.service.js';
import { posts } from '../posts/posts.table.js';
import { guestUrl, signedBodyExpiry, toJson, type Json } from './share-body.js';
import {
  issueAlbumToken,
  openCachedSharePage,
  openShareAlbum,
  openSharePage,
  type CachedGateDeps,
  type SharePage,
} from './share-gate.js';

type ShareDeps = Pick<AppDeps, 'db' | 'appSecret' | 'rateLimiter'> & CachedGateDeps;

/** Wrong album passwords per address and album: slow for a guesser, never a venue-wide lock-out. */
const PASSWORD_ATTEMPTS = { limit: 10, windowMs: 15 * 60 * 1000 };

/**
 * Exactly the order of posts_album_status_created_idx, which drizzle-kit made `DESC NULLS LAST`:
 * a plain `DESC` (nulls first) would not match it, and PostgreSQL would sort the whole album.
 */
const NEWEST_POSTS_FIRST = [sql`${posts.createdAt} desc nulls last`, sql`${posts.id} desc nulls last`];

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

/**
 * The event page with its open albums, shared by every guest of the page within SHARE_CACHE_MS.
 * A kept page never outlives the reveal time of one of its albums: it says `revealed: false`.
 */
export async function getShareHome(
  deps: ShareDeps,
  hash: string,
  guest: GuestOrigin,
): Promise<Json<ShareHome>> {
  const { qr } = await openCachedSharePage(deps, hash, guest);
  const home = await deps.shareCache.get(`home:${qr.id}`, () => buildShareHome(deps, qr, Date.now()), {
    expiresAt: signedBodyExpiry(deps.shareCache.ttlMs),
    until: (built) => built.nextReveal,
    event: qr.id,
  });
  return home.json;
}

/**
 * The page's JSON, and when the first of its hidden albums opens by itself (null: none will).
 * A protected album shows no cover: its content is private; nor does one guests cannot see yet.
 */
async function buildShareHome(
  deps: Pick<AppDeps, 'db' | 'appSecret'>,
  qr: QrCodeRow,
  now: number,
): Promise<{ json: Json<ShareHome>; nextReveal: number | null }> {
  const albumRows = (await listAlbumRows(deps.db, qr.id)).filter((album) => album.isActive);
  const [postCounts, covers, hostName] = await Promise.all([
    countPublishedPosts(
      deps.db,
      albumRows.map((album) => album.id),
    ),
    Promise.all(
      albumRows.map((album) =>
        album.passwordHash || !isAlbumRevealed(album, now) ? null : findAlbumCover(deps.db, album.id),
      ),
    ),
    findUserById(deps.db, qr.ownerId).then((owner) => owner?.fullName ?? ''),
  ]);
  const coverUrl = (cover: Cover | null) =>
    cover ? guestUrl(deps.appSecret, cover.mediaId, cover.variant, now) : null;
  const albums: ShareAlbum[] = albumRows.map((album, i) => ({
    id: album.id,
    name: album.name,
    description: album.description,
    coverUrl: coverUrl(covers[i] ?? null),
    isProtected: album.passwordHash !== null,
    uploadsEnabled: album.uploadsEnabled,
    postCount: postCounts.get(album.id) ?? 0,
    visibility: album.visibility,
    revealed: isAlbumRevealed(album, now),
    revealAt: album.visibility === 'after_reveal' ? (album.revealAt?.toISOString() ?? null) : null,
  }));
  const newest = covers.reduce<Cover | null>(
    (best, cover) => (cover && (!best || isNewer(cover, best)) ? cover : best),
    null,
  );
  const reveals = albumRows.map((album) => opensAt(album, now)).filter((at) => at !== null);
  const json = toJson(shareHomeSchema, {
    qr: {
      hash: qr.hash,
      title: qr.title,
      description: qr.description,
      coverUrl: coverUrl(newest),
      eventDate: qr.eventDate?.toISOString() ?? null,
      uploadsEnabled: qr.uploadsEnabled,
      allowGuestDownload: qr.allowGuestDownload,
      themeColor: qr.themeColor,
      guestDeleteEnabled: qr.guestDeleteEnabled,
      hostName,
    },
    albums,
  });
  return { json, nextReveal: reveals.length > 0 ? Math.min(...reveals) : null };
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
  guest: GuestOrigin,
): Promise<AlbumAccessResponse> {
  const page = await openSharePage(deps, input.hash, guest);
  const album = await findAlbumBehindPassword(deps, page, input.albumId);
  if (album.passwordHash) {
    if (!input.password) throw new AppError('ALBUM_PASSWORD_REQUIRED');
    const key = `album-password:${album.id}:${guest.ip}`;
    const attempt = await deps.rateLimiter.hit(key, PASSWORD_ATTEMPTS.limit, PASSWORD_ATTEMPTS.windowMs);
    if (!attempt.allowed)
      throw new AppError('RATE_LIMITED', undefined, { 'retry-after': String(attempt.retryAfterSeconds) });
    if (!(await verifyPassword(album.passwordHash, input.password)))
      throw new AppError('ALBUM_PASSWORD_INCORRECT');
    await deps.rateLimiter.reset(key);
  }
  return { albumToken: issueAlbumToken(deps.appSecret, album), message: SHARE_MESSAGES.albumEntered };
}
