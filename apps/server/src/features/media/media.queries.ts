// Storage in use, as quotas, the account settings and the dashboards count it: the bytes of the
// originals (the copies made from them are small and not counted against anyone).
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { albums } from '../albums/albums.table.js';
import { qrCodes } from '../qr-codes/qr-codes.table.js';
import { media } from './media.table.js';

/** Bytes of every original that one owner's events hold, or the whole platform's without an owner. */
export async function storageUsed(db: Db, scope: { ownerId?: string } = {}): Promise<number> {
  const query = db.select({ value: sql<string>`coalesce(sum(${media.bytes}), 0)` }).from(media);
  const [row] = scope.ownerId
    ? await query
        .innerJoin(albums, eq(albums.id, media.albumId))
        .innerJoin(qrCodes, eq(qrCodes.id, albums.qrCodeId))
        .where(eq(qrCodes.ownerId, scope.ownerId))
    : await query;
  return Number(row?.value ?? 0);
}
