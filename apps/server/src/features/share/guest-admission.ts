// "Admit the guest" for posting (DESIGN.md §6.2, decision 033): after the page gate (blocked IP →
// page → subscription, share-gate.ts: one round trip), the album (there, open, its password, takes
// uploads) and the room left in it and in the owner's storage quota, read together in one more.
// The tus creation and the post take a guest in through admitGuest and hand the result on: the
// check of a finished upload and the post itself use it instead of asking again. The post counts
// once more under the album's lock (roomUnderLock), so guests posting at once never overshoot.
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { AppDeps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import type { AlbumRow } from '../albums/albums.service.js';
import { albums } from '../albums/albums.table.js';
import { storedBytesQuery } from '../media/media.queries.js';
import { posts } from '../posts/posts.table.js';
import { qrCodes } from '../qr-codes/qr-codes.table.js';
import type { ReceivedFile } from './intake.js';
import { admitToAlbum, UUID, type SharePage } from './share-gate.js';

/** What is left when asked: posts the album still takes, bytes of the owner's storage quota. */
export interface Room {
  posts: number;
  bytes: number;
}

/** A guest let in to post: the page, the album, and the room there was when they were let in. */
export interface Admission {
  page: SharePage;
  album: AlbumRow;
  /** The album token it was let in with: the post checks the album again under its lock. */
  albumToken: string | undefined;
  room: Room;
}

export interface AdmissionTarget {
  albumId: string;
  albumToken?: string | undefined;
}

/** Posts that hold a place in an album (pending as much as published) and the owner's stored bytes. */
function usedColumns(db: Db, page: SharePage, albumId: string) {
  const heldPosts = db
    .select({ value: count() })
    .from(posts)
    .where(and(eq(posts.albumId, albumId), inArray(posts.status, ['pending', 'published'])));
  const storedBytes = storedBytesQuery(db, eq(qrCodes.ownerId, page.qr.ownerId));
  return {
    usedPosts: sql<number>`${heldPosts}`.mapWith(Number),
    usedBytes: sql<number>`${storedBytes}`.mapWith(Number),
  };
}

function roomOf(page: SharePage, album: AlbumRow, used: { usedPosts: number; usedBytes: number }): Room {
  const { limits } = page.subscription;
  return {
    posts: (album.uploadLimit ?? limits.maxPostsPerAlbum) - used.usedPosts,
    bytes: limits.storageQuotaBytes - used.usedBytes,
  };
}

/** ALBUM_UPLOAD_LIMIT or STORAGE_LIMIT_REACHED when the room cannot take one more post of `bytes`. */
export function assertRoom(room: Room, bytes = 0): void {
  if (room.posts <= 0) throw new AppError('ALBUM_UPLOAD_LIMIT');
  if (room.bytes <= 0 || bytes > room.bytes) throw new AppError('STORAGE_LIMIT_REACHED');
}

/**
 * Lets a guest who passed the page gate post into `target.albumId`: every album check of the
 * gate, then the room (a full album or quota is said before the guest sends a byte).
 */
export async function admitGuest(
  deps: Pick<AppDeps, 'db' | 'appSecret'>,
  page: SharePage,
  target: AdmissionTarget,
): Promise<Admission> {
  const [found] = UUID.test(target.albumId)
    ? await deps.db
        .select({ album: albums, ...usedColumns(deps.db, page, target.albumId) })
        .from(albums)
        .where(and(eq(albums.id, target.albumId), eq(albums.qrCodeId, page.qr.id)))
    : [];
  const options = { albumToken: target.albumToken, forUpload: true };
  const album = admitToAlbum(deps, page, found?.album ?? null, options);
  const room = roomOf(page, album, found!);
  assertRoom(room);
  return { page, album, albumToken: target.albumToken, room };
}

/**
 * Inside the post's transaction, once the album row is locked (`locked`): the album checks again
 * on the row as it is now, and the room counted afresh.
 */
export async function roomUnderLock(
  { db, appSecret }: { db: Db; appSecret: string },
  admission: Admission,
  locked: AlbumRow | null,
): Promise<Room> {
  const { page, albumToken } = admission;
  const album = admitToAlbum({ appSecret }, page, locked, { albumToken, forUpload: true });
  const [used] = await db
    .select(usedColumns(db, page, album.id))
    .from(albums)
    .where(eq(albums.id, album.id));
  return roomOf(page, album, used!);
}

/** VIDEO_NOT_ALLOWED when the owner's plan takes photos only. */
export function assertKindAllowed(page: SharePage, kind: ReceivedFile['type']['kind']): void {
  if (kind === 'video' && !page.subscription.limits.videoAllowed) throw new AppError('VIDEO_NOT_ALLOWED');
}
