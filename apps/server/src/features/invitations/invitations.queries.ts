// Who may see and change which invitation (DESIGN.md §5): the `invitations` rules of the caller
// (owners: `ownerId` is theirs; staff with `manage all`: every row). A row outside the caller's
// scope is NOT_FOUND (no existence leak), and so are its replies, cover and QR code.
import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import { rowOf, type Action } from '@hatira/shared/abilities';
import type { Invitation } from '@hatira/shared/invitations';
import { paths } from '@hatira/shared/paths';
import type { Db } from '../../db/client.js';
import { permittedWhere } from '../../lib/abilities.js';
import { assertCan, type Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';
import { invitationMessages, invitations } from './invitations.table.js';

export type InvitationRow = typeof invitations.$inferSelect;

/** The invitations the caller may `action`, as a where condition (undefined = all). */
export const permittedInvitations = (actor: Actor, action: Action): SQL | undefined =>
  permittedWhere(actor, action, 'invitations', { ownerId: invitations.ownerId });

export const invitationRow = (row: Pick<InvitationRow, 'ownerId'>) =>
  rowOf('invitations', { ownerId: row.ownerId });

/**
 * The invitation if the caller may read it (else NOT_FOUND, for an unknown id too), then
 * FORBIDDEN if they may read but not `action` it.
 */
export async function findInvitationForActor(
  db: Db,
  actor: Actor,
  id: string,
  action: Action,
  options: { lock?: boolean } = {},
): Promise<InvitationRow> {
  const query = db
    .select()
    .from(invitations)
    .where(and(eq(invitations.id, id), permittedInvitations(actor, 'read')));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND');
  assertCan(actor, action, invitationRow(row));
  return row;
}

/** Served covers: `GET /api/invite/covers/{file}` (a random name per upload, cached for good). */
export const coverKeyOf = (file: string) => `invitation-covers/${file}`;
export const coverUrlOf = (key: string | null) =>
  key ? `/api/invite/covers/${key.slice(key.lastIndexOf('/') + 1)}` : null;

export function toInvitation(row: InvitationRow, replyCount: number): Invitation {
  return {
    id: row.id,
    ownerId: row.ownerId,
    title: row.title,
    coupleNames: row.coupleNames,
    startsAt: row.startsAt.toISOString(),
    timezone: row.timezone,
    venueName: row.venueName,
    address: row.address,
    mapUrl: row.mapUrl,
    message: row.message,
    theme: row.theme,
    themeColor: row.themeColor,
    qrCodeId: row.qrCodeId,
    rsvpEnabled: row.rsvpEnabled,
    rsvpDeadline: row.rsvpDeadline?.toISOString() ?? null,
    maxGuestsPerReply: row.maxGuestsPerReply,
    isActive: row.isActive,
    hash: row.hash,
    publicUrl: paths.invite(row.hash),
    coverUrl: coverUrlOf(row.coverKey),
    coverThumbUrl: coverUrlOf(row.coverThumbKey),
    replyCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The rows as the API answers them, with their reply counts (every status). */
export async function describeInvitations(db: Db, rows: InvitationRow[]): Promise<Invitation[]> {
  if (rows.length === 0) return [];
  const counts = await db
    .select({ id: invitationMessages.invitationId, value: count() })
    .from(invitationMessages)
    .where(
      inArray(
        invitationMessages.invitationId,
        rows.map((r) => r.id),
      ),
    )
    .groupBy(invitationMessages.invitationId);
  const byId = new Map(counts.map((c) => [c.id, c.value]));
  return rows.map((r) => toInvitation(r, byId.get(r.id) ?? 0));
}

export async function describeInvitation(db: Db, row: InvitationRow): Promise<Invitation> {
  return (await describeInvitations(db, [row]))[0]!;
}
