// Who may see and change which QR code (DESIGN.md §5), shared by the qr-codes and albums services.
// An admin reaches every row; a subscriber the rows they own; a customer reads the rows assigned to
// them. A row outside the caller's scope is NOT_FOUND, never FORBIDDEN (no existence leak).
import { and, eq, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';
import { qrCodes } from './qr-codes.table.js';

export type QrCodeRow = typeof qrCodes.$inferSelect;

export const seesAllEvents = (actor: Actor): boolean => actor.ability.can('manage', 'all');

/** Only admins and subscribers create and change events and albums; everybody else gets 403. */
export function assertCanManageEvents(actor: Actor): void {
  if (!seesAllEvents(actor) && actor.role !== 'subscriber') throw new AppError('FORBIDDEN');
}

/** The rows the caller may read, as a where condition (undefined = all). */
export function readableQrCodes(actor: Actor): SQL | undefined {
  if (seesAllEvents(actor)) return undefined;
  return or(eq(qrCodes.ownerId, actor.userId), eq(qrCodes.customerId, actor.userId));
}

/**
 * The QR code if the caller may read it (else NOT_FOUND); for `write`, also FORBIDDEN when they
 * may only read it (a customer on an assigned event). `lock` takes a row lock inside a transaction.
 */
export async function findQrCodeForActor(
  db: Db,
  actor: Actor,
  id: string,
  access: 'read' | 'write',
  options: { lock?: boolean } = {},
): Promise<QrCodeRow> {
  const query = db
    .select()
    .from(qrCodes)
    .where(and(eq(qrCodes.id, id), readableQrCodes(actor)));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND');
  if (access === 'write' && !seesAllEvents(actor) && row.ownerId !== actor.userId)
    throw new AppError('FORBIDDEN');
  return row;
}

/** The event page behind a share link, whoever asks (the guest share API); null if none. */
export async function findQrCodeByHash(db: Db, hash: string): Promise<QrCodeRow | null> {
  const [row] = await db.select().from(qrCodes).where(eq(qrCodes.hash, hash));
  return row ?? null;
}
