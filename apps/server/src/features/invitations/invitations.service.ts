// The owner's side of the digital invitation (DESIGN.md §6.5): list, create, read, change,
// delete. A linked event page must be one the caller may read (another's answers 404, as an
// unknown one); deleting takes the replies (cascade) and then the cover files with it.
import { eq } from 'drizzle-orm';
import type { ListResponse } from '@hatira/shared/common';
import type {
  Invitation,
  InvitationBody,
  ListInvitationsQuery,
  UpdateInvitationBody,
} from '@hatira/shared/invitations';
import type { Db } from '../../db/client.js';
import { assertCan, type Actor } from '../../lib/actor.js';
import type { AppDeps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { listPage } from '../../lib/list-query.js';
import { findQrCodeForActor } from '../qr-codes/qr-codes.queries.js';
import { newQrHash } from '../qr-codes/qr-codes.service.js';
import {
  describeInvitation,
  describeInvitations,
  findInvitationForActor,
  invitationRow,
  permittedInvitations,
} from './invitations.queries.js';
import { invitations } from './invitations.table.js';

/** The event page to link: one the caller may read (a customer's assigned event too), else 404. */
async function assertLinkableEvent(db: Db, actor: Actor, qrCodeId: string | null | undefined) {
  if (qrCodeId) await findQrCodeForActor(db, actor, qrCodeId, { action: 'read', subject: 'events' });
}

const dateOrNull = (value: string | null) => (value === null ? null : new Date(value));

export async function createInvitation(db: Db, actor: Actor, input: InvitationBody): Promise<Invitation> {
  const ownerId = actor.userId;
  assertCan(actor, 'create', invitationRow({ ownerId }));
  await assertLinkableEvent(db, actor, input.qrCodeId);
  const [created] = await db
    .insert(invitations)
    .values({
      ...input,
      ownerId,
      hash: newQrHash(),
      startsAt: new Date(input.startsAt),
      rsvpDeadline: dateOrNull(input.rsvpDeadline),
    })
    .returning();
  return describeInvitation(db, created!);
}

const SORT_COLUMNS = {
  title: invitations.title,
  startsAt: invitations.startsAt,
  createdAt: invitations.createdAt,
} as const;

export async function listInvitations(
  db: Db,
  actor: Actor,
  query: ListInvitationsQuery,
): Promise<ListResponse<Invitation>> {
  const page = await listPage(db, db.select().from(invitations).$dynamic(), query, {
    where: permittedInvitations(actor, 'read'),
    search: [invitations.title, invitations.coupleNames],
    sortColumns: SORT_COLUMNS,
    defaultSort: { key: 'createdAt', order: 'desc' },
    tieBreakers: [invitations.id],
  });
  return { ...page, items: await describeInvitations(db, page.items) };
}

export async function getInvitation(db: Db, actor: Actor, id: string): Promise<Invitation> {
  return describeInvitation(db, await findInvitationForActor(db, actor, id, 'read'));
}

export async function updateInvitation(
  db: Db,
  actor: Actor,
  id: string,
  input: UpdateInvitationBody,
): Promise<Invitation> {
  const current = await findInvitationForActor(db, actor, id, 'update');
  if (input.qrCodeId !== current.qrCodeId) await assertLinkableEvent(db, actor, input.qrCodeId);
  const { startsAt, rsvpDeadline, ...rest } = input;
  const changes: Partial<typeof invitations.$inferInsert> = { ...rest };
  if (startsAt !== undefined) changes.startsAt = new Date(startsAt);
  if (rsvpDeadline !== undefined) changes.rsvpDeadline = dateOrNull(rsvpDeadline);
  if (Object.keys(changes).length === 0) return describeInvitation(db, current);
  const [updated] = await db.update(invitations).set(changes).where(eq(invitations.id, id)).returning();
  if (!updated) throw new AppError('NOT_FOUND');
  return describeInvitation(db, updated);
}

/** Deletes the invitation and its replies (cascade), then its cover files: no orphans. */
export async function deleteInvitation(
  { db, storage }: Pick<AppDeps, 'db' | 'storage'>,
  actor: Actor,
  id: string,
): Promise<void> {
  await findInvitationForActor(db, actor, id, 'delete');
  const [gone] = await db
    .delete(invitations)
    .where(eq(invitations.id, id))
    .returning({ coverKey: invitations.coverKey, coverThumbKey: invitations.coverThumbKey });
  if (gone) await storage.delete(gone.coverKey, gone.coverThumbKey);
}
