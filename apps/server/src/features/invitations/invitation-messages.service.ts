// The replies to an invitation, as its owner sees them (DESIGN.md §6.5): filtered and paged, with
// the totals over every reply; hidden from guests or published again; deleted. Another owner's
// invitation, or a reply of another invitation, is NOT_FOUND.
import { and, count, eq, sql } from 'drizzle-orm';
import type {
  InvitationMessage,
  InvitationMessageList,
  InvitationSummary,
  ListInvitationMessagesQuery,
  UpdateInvitationMessageBody,
} from '@hatira/shared/invitations';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';
import { listPage } from '../../lib/list-query.js';
import { findInvitationForActor } from './invitations.queries.js';
import { invitationMessages } from './invitations.table.js';

export type InvitationMessageRow = typeof invitationMessages.$inferSelect;

export const toInvitationMessage = (row: InvitationMessageRow): InvitationMessage => ({
  id: row.id,
  name: row.name,
  message: row.message,
  attending: row.attending,
  guestCount: row.guestCount,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
});

/** Replies, attending, not attending and the headcount over every reply of the invitation. */
export async function summariseReplies(db: Db, invitationId: string): Promise<InvitationSummary> {
  const [row] = await db
    .select({
      replies: count(),
      attending: sql<number>`count(*) filter (where ${invitationMessages.attending})`.mapWith(Number),
      headcount:
        sql<number>`coalesce(sum(${invitationMessages.guestCount}) filter (where ${invitationMessages.attending}), 0)`.mapWith(
          Number,
        ),
    })
    .from(invitationMessages)
    .where(eq(invitationMessages.invitationId, invitationId));
  const replies = row?.replies ?? 0;
  const attending = row?.attending ?? 0;
  return { replies, attending, notAttending: replies - attending, headcount: row?.headcount ?? 0 };
}

const SORT_COLUMNS = {
  name: invitationMessages.name,
  createdAt: invitationMessages.createdAt,
  guestCount: invitationMessages.guestCount,
} as const;

export async function listInvitationMessages(
  db: Db,
  actor: Actor,
  invitationId: string,
  query: ListInvitationMessagesQuery,
): Promise<InvitationMessageList> {
  await findInvitationForActor(db, actor, invitationId, 'read');
  const where = and(
    eq(invitationMessages.invitationId, invitationId),
    query.status ? eq(invitationMessages.status, query.status) : undefined,
    query.attending === undefined ? undefined : eq(invitationMessages.attending, query.attending),
  );
  const [page, summary] = await Promise.all([
    listPage(db, db.select().from(invitationMessages).$dynamic(), query, {
      where,
      search: [invitationMessages.name, invitationMessages.message],
      sortColumns: SORT_COLUMNS,
      defaultSort: { key: 'createdAt', order: 'desc' },
      tieBreakers: [invitationMessages.id],
    }),
    summariseReplies(db, invitationId),
  ]);
  return { items: page.items.map(toInvitationMessage), total: page.total, summary };
}

const ofInvitation = (invitationId: string, messageId: string) =>
  and(eq(invitationMessages.id, messageId), eq(invitationMessages.invitationId, invitationId));

export async function updateInvitationMessage(
  db: Db,
  actor: Actor,
  ids: { id: string; messageId: string },
  input: UpdateInvitationMessageBody,
): Promise<InvitationMessage> {
  await findInvitationForActor(db, actor, ids.id, 'update');
  const [updated] = await db
    .update(invitationMessages)
    .set({ status: input.status })
    .where(ofInvitation(ids.id, ids.messageId))
    .returning();
  if (!updated) throw new AppError('NOT_FOUND');
  return toInvitationMessage(updated);
}

export async function deleteInvitationMessage(
  db: Db,
  actor: Actor,
  ids: { id: string; messageId: string },
): Promise<void> {
  await findInvitationForActor(db, actor, ids.id, 'update');
  const gone = await db
    .delete(invitationMessages)
    .where(ofInvitation(ids.id, ids.messageId))
    .returning({ id: invitationMessages.id });
  if (gone.length === 0) throw new AppError('NOT_FOUND');
}
