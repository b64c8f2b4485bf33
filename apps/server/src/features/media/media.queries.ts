// Storage in use, as quotas, the account settings and the dashboards count it: the bytes of the
// originals (the copies made from them are small and not counted against anyone). The one place
// that sums them.
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { albums } from '../albums/albums.table.js';
import { qrCodes } from '../qr-codes/qr-codes.table.js';
import { media } from './media.table.js';

/**
 * Bytes of the stored originals in the events matching `events` (a condition on qr_codes; none =
 * every event), as a query: awaited, or embedded in another query as a scalar subquery.
 */
export function storedBytesQuery(db: Db, events?: SQL) {
  const total = { value: sql<string>`coalesce(sum(${media.bytes}), 0)` };
  return events
    ? db
        .select(total)
        .from(media)
        .innerJoin(albums, eq(albums.id, media.albumId))
        .innerJoin(qrCodes, eq(qrCodes.id, albums.qrCodeId))
        .where(events)
    : db.select(total).from(media);
}

/** Bytes of the stored originals in the events matching `events` (none = every event). */
export async function sumStoredBytes(db: Db, events?: SQL): Promise<number> {
  const [row] = await storedBytesQuery(db, events);
  return Number(row?.value ?? 0);
}

/** Bytes of every original the owner's events hold: what the plan's storage quota counts. */
export const usedStorageBytes = (db: Db, ownerId: string): Promise<number> =>
  sumStoredBytes(db, eq(qrCodes.ownerId, ownerId));
