// GET /api/share/{hash}/albums/{albumId}/posts: an album's gallery, newest first, in keyset pages.
// With the share cache on, the built page is shared by every guest asking for the same page within
// SHARE_CACHE_MS (share-cache.ts, decision 013); the gate runs on every request. With it off,
// every request is one prepared statement: the gate's reads and the page together (decision 051).
// An album guests cannot see yet (DESIGN.md §6.7, decision 053) answers no posts with
// `revealed: false`, after the same gate; that answer is never kept, so nothing stale outlives the
// reveal, and the kept pages of an album are only ever served while it is open.
import { fieldError } from '@hatira/shared/field-errors';
import type { MediaVariant } from '@hatira/shared/media';
import type { GuestMedia, SharePostsQuery, SharePostsResponse } from '@hatira/shared/share';
import type { AppDeps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { isAlbumRevealed } from '../albums/album-visibility.js';
import { guestAddress, isGuestBlocked, type GuestOrigin } from '../blocked-ips/blocked-ips.service.js';
import { guestUrl, signedBodyExpiry, type Json } from './share-body.js';
import {
  FROM_THE_NEWEST,
  galleryRead,
  selectGalleryPosts,
  type GalleryPost,
  type ReadyMedia,
} from './share-gallery.query.js';
import {
  admitToGallery,
  openCachedShareAlbum,
  openCachedSharePage,
  UUID,
  type CachedGateDeps,
} from './share-gate.js';

/** Who is asking: the client address and device key hash (guestOriginOf), and the album token, if any. */
export interface Guest extends GuestOrigin {
  albumToken?: string | undefined;
}

/** A post's place in the gallery: created_at to the microsecond (a JS Date keeps only ms) and id. */
export type Position = [createdAt: string, id: string];

const POSITION_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

const encodeCursor = (position: Position) => Buffer.from(JSON.stringify(position)).toString('base64url');

/** The cursor's position, or null when it is not one of ours. */
function readCursor(cursor: string): Position | null {
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
  return null;
}

const invalidCursor = () => new AppError('VALIDATION_FAILED', { cursor: fieldError('invalid') });

function decodeCursor(cursor: string): Position {
  const position = readCursor(cursor);
  if (!position) throw invalidCursor();
  return position;
}

const inUploadOrder = (a: ReadyMedia, b: ReadyMedia) =>
  a.at - b.at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * What a guest may load: the WebP copies, a playable video (the processed copy, else the original
 * when there was no ffmpeg to make one), and the original as a download only if the owner allows.
 * `own`: links for the guest's own post, good while it awaits approval too (my-posts.ts).
 */
export function toGuestMedia(
  secret: string,
  item: ReadyMedia,
  allowDownload: boolean,
  now: number,
  own = false,
): GuestMedia {
  const url = (variant: MediaVariant, exists: boolean, download = false) =>
    exists ? guestUrl(secret, item.id, variant, now, download, own) : null;
  return {
    id: item.id,
    kind: item.kind,
    thumbUrl: url('thumb', item.thumb),
    previewUrl: url('preview', item.preview),
    posterUrl: url('poster', item.poster),
    videoUrl: url(item.playback ? 'playback' : 'original', item.kind === 'video'),
    downloadUrl: url('original', allowDownload, true),
    width: item.width,
    height: item.height,
    duration: item.duration,
  };
}

/** What a guest is told of an album they cannot see yet: nothing but when it opens. */
const hiddenBody = (revealAt: Date | null) =>
  JSON.stringify({
    items: [],
    nextCursor: null,
    revealed: false,
    revealAt: revealAt?.toISOString() ?? null,
  } satisfies SharePostsResponse) as Json<SharePostsResponse>;

/**
 * The page's JSON: `rows` are the posts read (a page and one more, if there is more). Built to the
 * contract's types and serialised once, without a schema pass (the route sends the text as it is).
 */
function galleryBody(
  secret: string,
  rows: GalleryPost[],
  input: { limit: number; allowDownload: boolean; now: number; revealAt: Date | null },
): Json<SharePostsResponse> {
  const pageRows = rows.slice(0, input.limit);
  const last = pageRows.at(-1);
  const body: SharePostsResponse = {
    items: pageRows.map((row) => ({
      id: row.id,
      name: row.name,
      message: row.message,
      createdAt: row.createdAt,
      media: row.media
        .sort(inUploadOrder)
        .map((item) => toGuestMedia(secret, item, input.allowDownload, input.now)),
    })),
    nextCursor: rows.length > input.limit && last ? encodeCursor([last.position, last.id]) : null,
    revealed: true,
    revealAt: input.revealAt?.toISOString() ?? null,
  };
  return JSON.stringify(body) as Json<SharePostsResponse>;
}

async function buildGalleryPage(
  deps: Pick<AppDeps, 'db' | 'appSecret'>,
  input: {
    albumId: string;
    after: Position | null;
    limit: number;
    allowDownload: boolean;
    now: number;
    revealAt: Date | null;
  },
): Promise<Json<SharePostsResponse>> {
  const rows = await selectGalleryPosts(deps.db, input.albumId, input.after, input.limit + 1);
  const posts = rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    media: row.media ?? [],
  }));
  return galleryBody(deps.appSecret, posts, input);
}

/**
 * The gallery without the share cache: the gate's reads and the page in one prepared statement,
 * then the gate's checks in their order (share-gate.ts). An unknown page is the only case that
 * asks again (the platform's blocked list, as openSharePage does).
 */
async function readGalleryUncached(
  deps: CachedGateDeps,
  input: { hash: string; albumId: string },
  query: SharePostsQuery,
  guest: Guest,
): Promise<Json<SharePostsResponse>> {
  const after = query.cursor ? readCursor(query.cursor) : null;
  const now = Date.now();
  const rows = await galleryRead(deps.db, {
    hash: input.hash,
    address: guestAddress(guest.ip),
    keyHash: guest.keyHash,
    albumId: UUID.test(input.albumId) ? input.albumId : null,
    after: after ?? FROM_THE_NEWEST,
    // a bad cursor is refused after the gate, as on the cached path: read no posts for it
    limit: query.cursor && !after ? 0 : query.limit + 1,
    now: new Date(now).toISOString(),
  });
  const [read] = rows;
  if (!read) {
    if (await isGuestBlocked(deps.db, guest, null)) throw new AppError('IP_BLOCKED');
    throw new AppError('QR_NOT_FOUND');
  }
  const album = read.albumId
    ? { id: read.albumId, isActive: read.albumIsActive!, passwordHash: read.albumPasswordHash }
    : null;
  admitToGallery(deps, { ...read, album }, guest.albumToken);
  if (query.cursor && !after) throw invalidCursor();
  const revealAt = read.albumRevealAt;
  if (!read.albumIsRevealed) return hiddenBody(revealAt);
  return galleryBody(deps.appSecret, read.posts ?? [], {
    limit: query.limit,
    allowDownload: read.allowGuestDownload,
    now,
    revealAt,
  });
}

/**
 * Published posts of the album, newest first, keyset pages on (created_at, id), ready media only,
 * as the JSON body; none, with `revealed: false`, while guests cannot see the album. The gate runs on every request (blocked list, page and album state, album
 * token); with the share cache on, the body is shared per album, cursor, limit and download
 * setting.
 */
export async function listSharePosts(
  deps: CachedGateDeps,
  input: { hash: string; albumId: string },
  query: SharePostsQuery,
  guest: Guest,
): Promise<Json<SharePostsResponse>> {
  if (deps.shareCache.ttlMs === 0) return readGalleryUncached(deps, input, query, guest);
  const page = await openCachedSharePage(deps, input.hash, guest);
  const album = await openCachedShareAlbum(deps, page, input.albumId, { albumToken: guest.albumToken });
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  if (!isAlbumRevealed(album)) return hiddenBody(album.revealAt);
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
        revealAt: album.revealAt,
      }),
    { expiresAt: signedBodyExpiry(deps.shareCache.ttlMs), album: album.id, after: after?.[0] ?? null },
  );
}
