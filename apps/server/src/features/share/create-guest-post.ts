// A guest's post, once they are admitted (guest-admission.ts): the files moved into storage, then
// the post and its media rows in one transaction. The album is checked again and the room counted
// under the album's row lock, so guests posting at once are counted one at a time and never
// overshoot it. The files go first, outside the locks: in an S3 bucket a 500 MB video takes
// seconds, and the album (and the owner's quota) must not stay locked for them. A refused post
// leaves no file and no row: what was moved into storage and what was not are both deleted.
import { sql } from 'drizzle-orm';
import { rm } from 'node:fs/promises';
import type { Storage } from '../../lib/storage/storage.js';
import { SHARE_MESSAGES, type CreateGuestPostResponse } from '@hatira/shared/share';
import type { AppDeps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { uuidv7 } from '../../lib/ids.js';
import { mediaKey } from '../../lib/storage/storage.js';
import { lockAlbum } from '../albums/albums.service.js';
import { enqueueMediaJobs, type NewMediaJob } from '../media/media-job.js';
import { insertGuestPost } from '../posts/posts.service.js';
import { notifyPendingPost } from '../notifications/pending-posts.js';
import type { PostFile } from './intake.js';
import { assertKindAllowed, assertRoom, roomUnderLock, type Admission } from './guest-admission.js';
import { needsApproval } from './share-gate.js';

export interface CreateGuestPostInput {
  name: string;
  message?: string;
  /** Checked files (scratch or claimed uploads): this function moves them into storage or deletes them. */
  files: PostFile[];
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

    for (const [i, row] of rows.entries()) {
      const file = files[i]!;
      if ('path' in file) await deps.storage.putFile(row.originalKey, file.path);
      else await deps.storage.move(file.storedKey, row.originalKey);
      moved.push(row.originalKey);
    }
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
    });
    // the share cache hears of the post from the database (share-cache.ts): only its album's first
    // page and its event's home page are dropped
    deps.mediaQueued.notify();
    if (status === 'pending')
      await notifyPendingPost(deps, page.qr).catch((err: unknown) =>
        deps.logger.error({ err }, 'pending post notification failed'),
      );
    return { post: { id: postId, status }, message: SHARE_MESSAGES[status], duplicates: [] };
  } catch (error) {
    await deps.storage.delete(...moved).catch((err: unknown) => deps.logger.error({ err }, 'cleanup failed'));
    await discardFiles(deps.storage, files).catch((err: unknown) =>
      deps.logger.error({ err }, 'cleanup failed'),
    );
    throw error;
  }
}

/** Deletes received files that were not taken, local or in the bucket (missing ones are fine). */
export async function discardFiles(storage: Storage, files: PostFile[]): Promise<void> {
  await Promise.all(files.map((file) => ('path' in file ? rm(file.path, { force: true }) : null)));
  await storage.delete(...files.map((file) => ('storedKey' in file ? file.storedKey : null)));
}
