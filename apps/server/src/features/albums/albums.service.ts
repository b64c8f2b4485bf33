import { and, asc, count, eq, inArray, max } from 'drizzle-orm';
import type { Album, CreateAlbumBody, ListAlbumsQuery, UpdateAlbumBody } from '@hatira/shared/albums';
import type { ListResponse } from '@hatira/shared/common';
import { DEFAULT_ALBUM_NAME } from '@hatira/shared/limits';
import type { Db } from '../../db/client.js';
import type { Action } from '@hatira/shared/abilities';
import type { Actor } from '../../lib/actor.js';
import type { AppDeps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { hashPassword } from '../../lib/password.js';
import { collectMediaKeys, deleteStoredMedia } from '../posts/posts.queries.js';
import { findQrCodeForActor } from '../qr-codes/qr-codes.queries.js';
import { getActiveSubscription } from '../subscriptions/subscriptions.service.js';
import { isAlbumRevealed, revealColumns } from './album-visibility.js';
import { albums } from './albums.table.js';

function toAlbum(row: AlbumRow, now = Date.now()): Album {
  return {
    id: row.id,
    qrCodeId: row.qrCodeId,
    name: row.name,
    description: row.description,
    isProtected: row.passwordHash !== null,
    isActive: row.isActive,
    uploadsEnabled: row.uploadsEnabled,
    approvalRequired: row.approvalRequired,
    uploadLimit: row.uploadLimit,
    visibility: row.visibility,
    revealAt: row.revealAt?.toISOString() ?? null,
    revealed: isAlbumRevealed(row, now),
    sortOrder: row.sortOrder,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The "General Shares" album every new QR code gets, inside the caller's transaction. */
export async function createDefaultAlbum(db: Db, qrCodeId: string): Promise<void> {
  await db.insert(albums).values({ qrCodeId, name: DEFAULT_ALBUM_NAME, sortOrder: 0 });
}

/** Album counts for the given QR codes; a code without albums is absent from the map. */
export async function countAlbumsByQrCode(db: Db, qrCodeIds: string[]): Promise<Map<string, number>> {
  if (qrCodeIds.length === 0) return new Map();
  const rows = await db
    .select({ qrCodeId: albums.qrCodeId, value: count() })
    .from(albums)
    .where(inArray(albums.qrCodeId, qrCodeIds))
    .groupBy(albums.qrCodeId);
  return new Map(rows.map((r) => [r.qrCodeId, r.value]));
}

/**
 * Adds an album at the end of the QR code's list. With an active subscription the owner's plan caps
 * the album count; the QR row is locked so two parallel creates cannot both pass the count.
 */
export async function createAlbum(
  { db, shareCache }: Pick<AppDeps, 'db' | 'shareCache'>,
  actor: Actor,
  input: CreateAlbumBody,
): Promise<Album> {
  const access = { action: 'create', subject: 'albums' } as const;
  const { ownerId } = await findQrCodeForActor(db, actor, input.qrCodeId, access);
  const [subscription, passwordHash] = await Promise.all([
    getActiveSubscription(db, ownerId),
    input.password ? hashPassword(input.password) : null,
  ]);
  const row = await db.transaction(async (tx) => {
    await findQrCodeForActor(tx, actor, input.qrCodeId, access, { lock: true });
    const [stats] = await tx
      .select({ total: count(), lastSort: max(albums.sortOrder) })
      .from(albums)
      .where(eq(albums.qrCodeId, input.qrCodeId));
    if (subscription && (stats?.total ?? 0) >= subscription.limits.maxAlbumsPerEvent)
      throw new AppError('PLAN_LIMIT_REACHED');
    const [created] = await tx
      .insert(albums)
      .values({
        qrCodeId: input.qrCodeId,
        name: input.name,
        description: input.description || null,
        passwordHash,
        isActive: input.isActive,
        uploadsEnabled: input.uploadsEnabled,
        approvalRequired: input.approvalRequired ?? null,
        uploadLimit: input.uploadLimit ?? null,
        ...revealColumns(null, input),
        sortOrder: stats?.lastSort === null || stats?.lastSort === undefined ? 0 : stats.lastSort + 1,
      })
      .returning();
    return created!;
  });
  shareCache.invalidate();
  return toAlbum(row);
}

/** The albums of one QR code the caller may read, in their display order. */
export async function listAlbums(db: Db, actor: Actor, query: ListAlbumsQuery): Promise<ListResponse<Album>> {
  await findQrCodeForActor(db, actor, query.qrCodeId, { action: 'read', subject: 'albums' });
  const rows = await db
    .select()
    .from(albums)
    .where(eq(albums.qrCodeId, query.qrCodeId))
    .orderBy(asc(albums.sortOrder), asc(albums.createdAt), asc(albums.id));
  return { items: rows.map(toAlbum), total: rows.length };
}

/** The album if the caller may `action` it (the rules on albums, by its event's owner and customer). */
async function findAlbumForActor(db: Db, actor: Actor, id: string, action: Action) {
  const [row] = await db.select().from(albums).where(eq(albums.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  await findQrCodeForActor(db, actor, row.qrCodeId, { action, subject: 'albums' });
  return row;
}

export async function getAlbum(db: Db, actor: Actor, id: string): Promise<Album> {
  return toAlbum(await findAlbumForActor(db, actor, id, 'read'));
}

/**
 * `password: null` opens the album; an absent password keeps the current one. A reveal time is
 * kept for `after_reveal` only (album-visibility.ts).
 */
export async function updateAlbum(
  { db, shareCache }: Pick<AppDeps, 'db' | 'shareCache'>,
  actor: Actor,
  id: string,
  input: UpdateAlbumBody,
): Promise<Album> {
  const current = await findAlbumForActor(db, actor, id, 'update');
  const { password, description, visibility, revealAt, ...rest } = input;
  const changes: Partial<typeof albums.$inferInsert> = {
    ...rest,
    ...revealColumns(current, { visibility, revealAt }),
  };
  if (description !== undefined) changes.description = description || null;
  if (password !== undefined) changes.passwordHash = password === null ? null : await hashPassword(password);
  if (Object.keys(changes).length === 0) return toAlbum(current);
  const [updated] = await db
    .update(albums)
    .set(changes)
    .where(and(eq(albums.id, id), eq(albums.qrCodeId, current.qrCodeId)))
    .returning();
  shareCache.invalidate();
  if (!updated) throw new AppError('NOT_FOUND');
  return toAlbum(updated);
}

/**
 * Opens an `after_reveal` album to guests now (POST /api/albums/{id}/reveal): its reveal time
 * becomes now, unless it has passed already (revealing twice changes nothing). Any other
 * visibility answers ALBUM_NOT_AFTER_REVEAL: a public album is open, a drop box never opens.
 */
export async function revealAlbum(
  { db, shareCache }: Pick<AppDeps, 'db' | 'shareCache'>,
  actor: Actor,
  id: string,
  now = new Date(),
): Promise<Album> {
  const current = await findAlbumForActor(db, actor, id, 'update');
  if (current.visibility !== 'after_reveal') throw new AppError('ALBUM_NOT_AFTER_REVEAL');
  if (isAlbumRevealed(current, now.getTime())) return toAlbum(current, now.getTime());
  const [updated] = await db
    .update(albums)
    .set({ revealAt: now })
    .where(and(eq(albums.id, id), eq(albums.visibility, 'after_reveal')))
    .returning();
  shareCache.invalidate();
  if (!updated) throw new AppError('ALBUM_NOT_AFTER_REVEAL'); // changed (or deleted) in between
  return toAlbum(updated, now.getTime());
}

/** Deletes the album with its posts and media rows (cascade), then their stored files. */
export async function deleteAlbum(
  { db, storage, shareCache }: Pick<AppDeps, 'db' | 'storage' | 'shareCache'>,
  actor: Actor,
  id: string,
): Promise<void> {
  await findAlbumForActor(db, actor, id, 'delete');
  const keys = await db.transaction(async (tx) => {
    const collected = await collectMediaKeys(tx, { albumId: id });
    await tx.delete(albums).where(eq(albums.id, id));
    return collected;
  });
  shareCache.invalidate();
  await deleteStoredMedia(storage, keys);
}

export type AlbumRow = typeof albums.$inferSelect;

/** An album of one event page, for the guest share API (no actor); null if it is not there. */
export async function findAlbumOfQrCode(db: Db, qrCodeId: string, albumId: string): Promise<AlbumRow | null> {
  const [row] = await db
    .select()
    .from(albums)
    .where(and(eq(albums.id, albumId), eq(albums.qrCodeId, qrCodeId)));
  return row ?? null;
}

/** Locks the album row inside a transaction: guests posting at once are counted one at a time. */
export async function lockAlbum(db: Db, albumId: string): Promise<AlbumRow | null> {
  const [row] = await db.select().from(albums).where(eq(albums.id, albumId)).for('update');
  return row ?? null;
}

/** The albums of an event page in display order (guest home page, ZIP folders). */
export async function listAlbumRows(db: Db, qrCodeId: string): Promise<AlbumRow[]> {
  return db
    .select()
    .from(albums)
    .where(eq(albums.qrCodeId, qrCodeId))
    .orderBy(asc(albums.sortOrder), asc(albums.createdAt), asc(albums.id));
}
