// A guest's post: the album and plan checks, then the post and its media rows in one transaction,
// with the files moved into storage. The album limit is counted under the album's row lock, so
// guests posting at once are counted one at a time and never overshoot it. A refused post leaves no
// file and no row: what was moved into storage and what is still in scratch are both deleted.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { rm } from 'node:fs/promises';
import { SHARE_MESSAGES, type CreateGuestPostResponse } from '@hatira/shared/share';
import type { Db } from '../../db/client.js';
import type { AppDeps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { uuidv7 } from '../../lib/ids.js';
import { mediaKey } from '../../lib/storage/storage.js';
import { lockAlbum, type AlbumRow } from '../albums/albums.service.js';
import { enqueueMediaJobs, type NewMediaJob } from '../media/media-job.js';
import { usedStorageBytes } from '../media/media.queries.js';
import { insertGuestPost } from '../posts/posts.service.js';
import { posts } from '../posts/posts.table.js';
import { notifyPendingPost } from '../notifications/pending-posts.js';
import type { ReceivedFile } from './intake.js';
import { needsApproval, openShareAlbum, type SharePage } from './share-gate.js';

export interface CreateGuestPostInput {
  page: SharePage;
  albumId: string;
  albumToken?: string;
  name: string;
  message?: string;
  /** Checked files (scratch or claimed uploads): this function moves them into storage or deletes them. */
  files: ReceivedFile[];
  ip: string;
  userAgent?: string;
}

/** Serialises the storage-quota check of one owner's events across albums. */
const QUOTA_LOCK = 4242101;

/** Posts that hold a place in an album: pending ones count as much as published ones. */
async function countAlbumPosts(db: Db, albumId: string): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(posts)
    .where(and(eq(posts.albumId, albumId), inArray(posts.status, ['pending', 'published'])));
  return row?.value ?? 0;
}

const albumLimitOf = (page: SharePage, album: AlbumRow) =>
  album.uploadLimit ?? page.subscription.limits.maxPostsPerAlbum;

/**
 * The plan and album checks that can be answered before a guest sends any file byte: a full
 * album or a full quota is said at once instead of after a long upload. createGuestPost repeats
 * them, atomically.
 */
export async function assertAlbumTakesPosts(deps: Pick<AppDeps, 'db'>, page: SharePage, album: AlbumRow) {
  if ((await countAlbumPosts(deps.db, album.id)) >= albumLimitOf(page, album))
    throw new AppError('ALBUM_UPLOAD_LIMIT');
  if ((await usedStorageBytes(deps.db, page.qr.ownerId)) >= page.subscription.limits.storageQuotaBytes)
    throw new AppError('STORAGE_LIMIT_REACHED');
}

/** Throws when the owner's plan does not take videos. */
export function assertKindAllowed(page: SharePage, kind: ReceivedFile['type']['kind']): void {
  if (kind === 'video' && !page.subscription.limits.videoAllowed) throw new AppError('VIDEO_NOT_ALLOWED');
}

export async function createGuestPost(
  deps: AppDeps,
  input: CreateGuestPostInput,
): Promise<CreateGuestPostResponse> {
  const { page, files } = input;
  const moved: string[] = [];
  try {
    const album = await openShareAlbum(deps, page, input.albumId, {
      albumToken: input.albumToken,
      forUpload: true,
    });
    if (files.length === 0) throw new AppError('NO_MEDIA');
    for (const file of files) assertKindAllowed(page, file.type.kind);

    const status = needsApproval(page, album) ? 'pending' : 'published';
    const postId = uuidv7();
    const rows = files.map((file): NewMediaJob => {
      const id = uuidv7();
      return {
        id,
        postId,
        albumId: album.id,
        kind: file.type.kind,
        originalFilename: file.originalFilename,
        mime: file.type.mime,
        bytes: file.bytes,
        sha256: file.sha256,
        originalKey: mediaKey(album.id, id, 'original'),
      };
    });

    await deps.db.transaction(async (tx) => {
      if (!(await lockAlbum(tx, album.id))) throw new AppError('ALBUM_NOT_FOUND');
      await tx.execute(sql`select pg_advisory_xact_lock(${QUOTA_LOCK}, hashtext(${page.qr.ownerId}))`);
      if ((await countAlbumPosts(tx, album.id)) >= albumLimitOf(page, album))
        throw new AppError('ALBUM_UPLOAD_LIMIT');
      const incoming = files.reduce((sum, file) => sum + file.bytes, 0);
      if (
        (await usedStorageBytes(tx, page.qr.ownerId)) + incoming >
        page.subscription.limits.storageQuotaBytes
      )
        throw new AppError('STORAGE_LIMIT_REACHED');
      await insertGuestPost(tx, {
        id: postId,
        albumId: album.id,
        qrCodeId: page.qr.id,
        guestName: input.name,
        message: input.message || null,
        status,
        ip: input.ip,
        userAgent: input.userAgent ?? null,
      });
      await enqueueMediaJobs(tx, rows);
      // Moved only once the post is certain, so a full album never touches storage. Scratch and
      // storage share DATA_DIR, so each move is a rename and the lock is held for milliseconds.
      for (const [i, row] of rows.entries()) {
        await deps.storage.putFile(row.originalKey, files[i]!.path);
        moved.push(row.originalKey);
      }
    });
    // the share cache hears of the post from the database (share-cache.ts): only its album's first
    // page and its event's home page are dropped
    deps.mediaQueued.notify();
    if (status === 'pending')
      await notifyPendingPost(deps, page.qr).catch((err: unknown) =>
        deps.logger.error({ err }, 'pending post notification failed'),
      );
    return { post: { id: postId, status }, message: SHARE_MESSAGES[status] };
  } catch (error) {
    await deps.storage.delete(...moved).catch((err: unknown) => deps.logger.error({ err }, 'cleanup failed'));
    await discardFiles(files);
    throw error;
  }
}

/** Deletes received files that were not taken (missing ones are fine). */
export async function discardFiles(files: Pick<ReceivedFile, 'path'>[]): Promise<void> {
  await Promise.all(files.map((file) => rm(file.path, { force: true })));
}
