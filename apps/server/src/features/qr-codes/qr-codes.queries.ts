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

/** Albums and guest posts are managed by admins, subscribers and customers; others get 403. */
export function assertCanManageContent(actor: Actor): void {
  if (!seesAllEvents(actor) && actor.role !== 'subscriber' && actor.role !== 'customer')
    throw new AppError('FORBIDDEN');
}

/** The rows the caller may read, as a where condition (undefined = all). */
export function readableQrCodes(actor: Actor): SQL | undefined {
  if (seesAllEvents(actor)) return undefined;
  return or(eq(qrCodes.ownerId, actor.userId), eq(qrCodes.customerId, actor.userId));
}

/**
 * How far the caller goes with an event: `read` it; change its `content` (albums, guest posts:
 * also an assigned customer, who manages the event for their wedding, DESIGN.md §1); or `write`
 * the event itself (its owner or an admin).
 */
export type EventAccess = 'read' | 'content' | 'write';

/**
 * The QR code if the caller may read it (else NOT_FOUND); FORBIDDEN when they may read it but not
 * as far as `access` asks. `lock` takes a row lock inside a transaction.
 */
export async function findQrCodeForActor(
  db: Db,
  actor: Actor,
  id: string,
  access: EventAccess,
  options: { lock?: boolean } = {},
): Promise<QrCodeRow> {
  const query = db
    .select()
    .from(qrCodes)
    .where(and(eq(qrCodes.id, id), readableQrCodes(actor)));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND');
  if (access === 'read' || seesAllEvents(actor) || row.ownerId === actor.userId) return row;
  if (access === 'content' && row.customerId === actor.userId) return row;
  throw new AppError('FORBIDDEN');
}

/** The event page behind a share link, whoever asks (the guest share API); null if none. */
export async function findQrCodeByHash(db: Db, hash: string): Promise<QrCodeRow | null> {
  const [row] = await db.select().from(qrCodes).where(eq(qrCodes.hash, hash));
  return row ?? null;
}
