// A guest's post, once they are admitted (guest-admission.ts): the post and its media rows in one
// transaction, with the files moved into storage. The album is checked again and the room counted
// under the album's row lock, so guests posting at once are counted one at a time and never
// overshoot it. A refused post leaves no file and no row: what was moved into storage and what is
// still in scratch are both deleted.
import { sql } from 'drizzle-orm';
import { rm } from 'node:fs/promises';
import { SHARE_MESSAGES, type CreateGuestPostResponse } from '@hatira/shared/share';
import type { AppDeps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { uuidv7 } from '../../lib/ids.js';
import { mediaKey } from '../../lib/storage/storage.js';
import { lockAlbum } from '../albums/albums.service.js';
import { enqueueMediaJobs, type NewMediaJob } from '../media/media-job.js';
import { insertGuestPost } from '../posts/posts.service.js';
import { notifyPendingPost } from '../notifications/pending-posts.js';
import type { ReceivedFile } from './intake.js';
import { assertKindAllowed, assertRoom, roomUnderLock, type Admission } from './guest-admission.js';
import { needsApproval } from './share-gate.js';

export interface CreateGuestPostInput {
  name: string;
  message?: string;
  /** Checked files (scratch or claimed uploads): this function moves them into storage or deletes them. */
  files: ReceivedFile[];
  ip: string;
  userAgent?: string;
}

/** Serialises the storage-quota check of one owner's events across albums. */
const QUOTA_LOCK = 4242101;

/** The post of a guest admitted to an album (guest-admission.ts), with its files. */
export async function createGuestPost(
  deps: AppDeps,
  admission: Admission,
  input: CreateGuestPostInput,
): Promise<CreateGuestPostResponse> {
  const { page, album } = admission;
  const { files } = input;
  const moved: string[] = [];
  try {
    if (files.length === 0) throw new AppError('NO_MEDIA');
    for (const file of files) assertKindAllowed(page, file.type.kind);

    const incoming = files.reduce((sum, file) => sum + file.bytes, 0);
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
      const locked = await lockAlbum(tx, album.id);
      await tx.execute(sql`select pg_advisory_xact_lock(${QUOTA_LOCK}, hashtext(${page.qr.ownerId}))`);
      const room = await roomUnderLock({ db: tx, appSecret: deps.appSecret }, admission, locked);
      assertRoom(room, incoming);
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
