// Who may see and change which QR code (DESIGN.md §5), shared by the qr-codes, albums and posts
// services: the rules on `events`, `albums` and `posts` (docs/decisions/027), whose conditions
// name the event's owner and assigned customer. A platform-wide rule reaches every row; an owner's
// the rows they own; a customer's the rows assigned to them. A row outside the caller's scope is
// NOT_FOUND, never FORBIDDEN (no existence leak).
import { and, eq, type SQL } from 'drizzle-orm';
import { rowOf, type Action } from '@hatira/shared/abilities';
import type { Db } from '../../db/client.js';
import { assertCan, type Actor } from '../../lib/actor.js';
import { permittedWhere } from '../../lib/abilities.js';
import { AppError } from '../../lib/errors.js';
import { qrCodes } from './qr-codes.table.js';

export type QrCodeRow = typeof qrCodes.$inferSelect;

/** The subjects that live under an event: their rules are conditioned on the event's fields. */
export type EventScoped = 'events' | 'albums' | 'posts';

/** The event fields the conditions of those rules name. */
const EVENT_FIELDS = { ownerId: qrCodes.ownerId, customerId: qrCodes.customerId };

/**
 * The events under which the caller may `action` `subject`, as a where condition on `qr_codes`
 * (undefined = all); FORBIDDEN when the caller has no such rule at all.
 */
export function permittedEvents(actor: Actor, action: Action, subject: EventScoped): SQL | undefined {
  return permittedWhere(actor, action, subject, EVENT_FIELDS);
}

/** The events the caller may read, as a where condition (undefined = all). */
export const readableQrCodes = (actor: Actor): SQL | undefined => permittedEvents(actor, 'read', 'events');

/** An event's `subject` as a row for a rule check (its owner and its customer). */
export const eventRow = (subject: EventScoped, row: Pick<QrCodeRow, 'ownerId' | 'customerId'>) =>
  rowOf(subject, { ownerId: row.ownerId, customerId: row.customerId });

/**
 * The QR code if the caller may read `subject` under it (else NOT_FOUND); FORBIDDEN when they may
 * read it but not `action` it (an assigned customer changing the event itself). `lock` takes a row
 * lock inside a transaction.
 */
export async function findQrCodeForActor(
  db: Db,
  actor: Actor,
  id: string,
  access: { action: Action; subject: EventScoped },
  options: { lock?: boolean } = {},
): Promise<QrCodeRow> {
  const query = db
    .select()
    .from(qrCodes)
    .where(and(eq(qrCodes.id, id), permittedEvents(actor, 'read', access.subject)));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND');
  assertCan(actor, access.action, eventRow(access.subject, row));
  return row;
}

/** The event page behind a share link, whoever asks (the guest share API); null if none. */
export async function findQrCodeByHash(db: Db, hash: string): Promise<QrCodeRow | null> {
  const [row] = await db.select().from(qrCodes).where(eq(qrCodes.hash, hash));
  return row ?? null;
}
