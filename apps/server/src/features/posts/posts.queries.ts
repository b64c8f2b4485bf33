// Which guest posts the caller may moderate, and the stored files behind posts, albums and events.
// Rows go in a transaction; files can only be removed after it commits (a rolled-back delete must
// not have lost the bytes), so deleting is always "collect the keys inside, delete them after".
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Action } from '@hatira/shared/abilities';
import { MEDIA_VARIANTS } from '@hatira/shared/media';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../lib/actor.js';
import { mediaKey, type Storage } from '../../lib/storage/storage.js';
import { albums } from '../albums/albums.table.js';
import { media } from '../media/media.table.js';
import { permittedEvents } from '../qr-codes/qr-codes.queries.js';
import { qrCodes } from '../qr-codes/qr-codes.table.js';
import { posts } from './posts.table.js';

/**
 * The posts the caller may `action`, as a where condition on `posts` (undefined = all): the rules
 * on posts, by their event's owner and customer (staff: every event; a subscriber their own; a
 * customer the ones assigned to them). FORBIDDEN when the caller has no such rule.
 */
export function permittedPosts(db: Db, actor: Actor, action: Action): SQL | undefined {
  const events = permittedEvents(actor, action, 'posts');
  if (!events) return undefined;
  return inArray(posts.qrCodeId, db.select({ id: qrCodes.id }).from(qrCodes).where(events));
}

export type MediaScope = { albumId: string } | { qrCodeId: string } | { postIds: string[] };

/**
 * Every storage key of the media in scope, for deletion after the transaction commits. Call it
 * inside the transaction that deletes the rows. For an album or an event it first locks the album
 * rows, the lock a guest upload takes to count its album's places, so no post can land between
 * collecting and deleting. Besides the keys on the rows it lists every copy's deterministic key
 * (`media/<album>/<media>/<variant>`), which catches a copy the worker wrote but has not recorded.
 */
export async function collectMediaKeys(tx: Db, scope: MediaScope): Promise<string[]> {
  let where: SQL;
  if ('postIds' in scope) {
    if (scope.postIds.length === 0) return [];
    where = inArray(media.postId, scope.postIds);
  } else {
    const albumWhere =
      'albumId' in scope ? eq(albums.id, scope.albumId) : eq(albums.qrCodeId, scope.qrCodeId);
    const locked = await tx.select({ id: albums.id }).from(albums).where(albumWhere).for('update');
    if (locked.length === 0) return [];
    where = inArray(
      media.albumId,
      locked.map((a) => a.id),
    );
  }
  const rows = await tx
    .select({
      id: media.id,
      albumId: media.albumId,
      originalKey: media.originalKey,
      previewKey: media.previewKey,
      thumbKey: media.thumbKey,
      posterKey: media.posterKey,
      playbackKey: media.playbackKey,
    })
    .from(media)
    .where(where);
  const keys = new Set<string>();
  for (const row of rows) {
    for (const key of [row.originalKey, row.previewKey, row.thumbKey, row.posterKey, row.playbackKey])
      if (key) keys.add(key);
    for (const variant of MEDIA_VARIANTS) keys.add(mediaKey(row.albumId, row.id, variant));
  }
  return [...keys];
}

const DELETE_BATCH = 50;

/**
 * Removes stored files after their rows are gone. The rows are already committed, so a failure
 * here must not fail the request: it is logged and the remaining keys are still tried.
 */
export async function deleteStoredMedia(
  storage: Storage,
  keys: string[],
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<void> {
  for (let i = 0; i < keys.length; i += DELETE_BATCH) {
    const batch = keys.slice(i, i + DELETE_BATCH);
    try {
      await storage.delete(...batch);
    } catch (error) {
      log?.warn({ err: error, keys: batch }, 'could not delete stored media files');
    }
  }
}

/** The ids among `ids` the caller may `action`, locked for the rest of the transaction. */
export async function lockPermittedPostIds(
  tx: Db,
  actor: Actor,
  action: Action,
  ids: string[],
): Promise<string[]> {
  const permitted = permittedPosts(tx, actor, action);
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: posts.id })
    .from(posts)
    .where(and(inArray(posts.id, ids), permitted))
    .for('update');
  return rows.map((r) => r.id);
}
