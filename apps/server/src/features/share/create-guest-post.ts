// A guest's post, once they are admitted (guest-admission.ts): the files moved into storage, then
// the post and its media rows in one transaction. The album is checked again and the room counted
// under the album's row lock, so guests posting at once are counted one at a time and never
// overshoot it. The files go first, outside the locks: in an S3 bucket a 500 MB video takes
// seconds, and the album (and the owner's quota) must not stay locked for them. A refused post
// leaves no file and no row: what was moved into storage and what was not are both deleted.
// Duplicates (DESIGN.md §6.7, docs/decisions/055): a file whose bytes the album already holds, or
// that came twice in the post, is skipped and deleted. Known ones are never moved; the album is
// asked again under its lock, so of two guests sending the same photo at once exactly one keeps it.
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { rm } from 'node:fs/promises';
import type { Storage } from '../../lib/storage/storage.js';
import { SHARE_MESSAGES, type CreateGuestPostResponse } from '@hatira/shared/share';
import type { Db } from '../../db/client.js';
import type { AppDeps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { uuidv7 } from '../../lib/ids.js';
import { mediaKey } from '../../lib/storage/storage.js';
import { lockAlbum } from '../albums/albums.service.js';
import { enqueueMediaJobs, type NewMediaJob } from '../media/media-job.js';
import { media } from '../media/media.table.js';
import { insertGuestPost } from '../posts/posts.service.js';
import { posts } from '../posts/posts.table.js';
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
  /** SHA-256 of the guest's device key (guest-key.ts), or null. */
  guestKeyHash: string | null;
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

    // what the album already holds is neither moved into storage nor counted
    const first = splitDuplicates(files, await heldContents(deps.db, album.id, files));
    if (first.kept.length === 0) throw new AppError('ALL_DUPLICATES');
    const status = needsApproval(page, album) ? 'pending' : 'published';
    const postId = uuidv7();
    const items = first.kept.map((file) => {
      const id = uuidv7();
      const row: NewMediaJob = {
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
      return { file, row };
    });

    for (const { file, row } of items) {
      if ('path' in file) await deps.storage.putFile(row.originalKey, file.path);
      else await deps.storage.move(file.storedKey, row.originalKey);
      moved.push(row.originalKey);
    }
    const stored = await deps.db.transaction(async (tx) => {
      const locked = await lockAlbum(tx, album.id);
      await tx.execute(sql`select pg_advisory_xact_lock(${QUOTA_LOCK}, hashtext(${page.qr.ownerId}))`);
      const room = await roomUnderLock({ db: tx, appSecret: deps.appSecret }, admission, locked);
      // a post with the same bytes may have landed since the first look: asked again under the lock
      const held = await heldContents(tx, album.id, first.kept);
      const kept = items.filter(({ row }) => !held.has(row.sha256));
      if (kept.length === 0) throw new AppError('ALL_DUPLICATES');
      assertRoom(
        room,
        kept.reduce((sum, { row }) => sum + row.bytes, 0),
      );
      await insertGuestPost(tx, {
        id: postId,
        albumId: album.id,
        qrCodeId: page.qr.id,
        guestName: input.name,
        message: input.message || null,
        status,
        ip: input.ip,
        userAgent: input.userAgent ?? null,
        guestKeyHash: input.guestKeyHash,
      });
      await enqueueMediaJobs(
        tx,
        kept.map(({ row }) => row),
      );
      return new Set(kept.map(({ file }) => file));
    });
    // the share cache hears of the post from the database (share-cache.ts): only its album's first
    // page and its event's home page are dropped
    deps.mediaQueued.notify();
    const skipped = files.filter((file) => !stored.has(file));
    await cleanUp(deps, async () => {
      await deps.storage.delete(
        ...items.filter(({ file }) => !stored.has(file)).map(({ row }) => row.originalKey),
      );
      await discardFiles(deps.storage, first.duplicates);
    });
    if (status === 'pending')
      await notifyPendingPost(deps, page.qr).catch((err: unknown) =>
        deps.logger.error({ err }, 'pending post notification failed'),
      );
    return {
      post: { id: postId, status },
      message: SHARE_MESSAGES[status],
      duplicates: skipped.map((file) => file.originalFilename ?? ''),
    };
  } catch (error) {
    await cleanUp(deps, () => deps.storage.delete(...moved));
    await cleanUp(deps, () => discardFiles(deps.storage, files));
    throw error;
  }
}

const cleanUp = (deps: Pick<AppDeps, 'logger'>, remove: () => Promise<unknown>) =>
  remove().then(
    () => undefined,
    (err: unknown) => deps.logger.error({ err }, 'cleanup failed'),
  );

/**
 * The contents (SHA-256) among `files` that the album already holds in a post guests see or will
 * see (pending or published), and that processing did not fail on: media_album_sha256_idx, then
 * the post by its key.
 */
async function heldContents(db: Db, albumId: string, files: { sha256: string }[]): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ sha256: media.sha256 })
    .from(media)
    .innerJoin(posts, eq(posts.id, media.postId))
    .where(
      and(
        eq(media.albumId, albumId),
        inArray(media.sha256, [...new Set(files.map((file) => file.sha256))]),
        ne(media.status, 'failed'),
        inArray(posts.status, ['pending', 'published']),
      ),
    );
  return new Set(rows.map((row) => row.sha256));
}

/** The first file of each content the album does not hold (`held`), and the rest, in their order. */
function splitDuplicates(files: PostFile[], held: Set<string>) {
  const seen = new Set(held);
  const kept: PostFile[] = [];
  const duplicates: PostFile[] = [];
  for (const file of files) {
    (seen.has(file.sha256) ? duplicates : kept).push(file);
    seen.add(file.sha256);
  }
  return { kept, duplicates };
}

/** Deletes received files that were not taken, local or in the bucket (missing ones are fine). */
export async function discardFiles(storage: Storage, files: PostFile[]): Promise<void> {
  await Promise.all(files.map((file) => ('path' in file ? rm(file.path, { force: true }) : null)));
  await storage.delete(...files.map((file) => ('storedKey' in file ? file.storedKey : null)));
}
