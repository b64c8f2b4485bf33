// The bell's API (DESIGN.md §6.6): the caller's own entries, newest first, in keyset pages on
// (created_at, id); marking some (or all) read. Another user's ids are simply not touched.
import { and, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type {
  ListNotificationsQuery,
  MarkNotificationsReadBody,
  NotificationList,
} from '@hatira/shared/notifications';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../lib/actor.js';
import { notifications } from './notifications.table.js';
import { announce } from './notify.js';

const unreadOf = (userId: string) => and(eq(notifications.userId, userId), isNull(notifications.readAt));

export async function countUnread(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(notifications).where(unreadOf(userId));
  return row?.n ?? 0;
}

export async function listNotifications(
  db: Db,
  actor: Actor,
  query: ListNotificationsQuery,
): Promise<NotificationList> {
  const where: (SQL | undefined)[] = [eq(notifications.userId, actor.userId)];
  if (query.unread) where.push(isNull(notifications.readAt));
  // after the cursor's entry (compared in the database, to the microsecond); a pruned one ends the list
  if (query.cursor)
    where.push(
      sql`(${notifications.createdAt}, ${notifications.id}) < (select n.created_at, n.id from ${notifications} n where n.id = ${query.cursor} and n.user_id = ${actor.userId})`,
    );
  const rows = await db
    .select()
    .from(notifications)
    .where(and(...where))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  return {
    items: page.map((row) => ({
      id: row.id,
      kind: row.kind,
      params: row.params,
      link: row.link,
      readAt: row.readAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    })),
    nextCursor: rows.length > query.limit ? page.at(-1)!.id : null,
    unreadCount: await countUnread(db, actor.userId),
  };
}

export async function markNotificationsRead(
  db: Db,
  actor: Actor,
  body: MarkNotificationsReadBody,
): Promise<void> {
  const which = 'ids' in body ? inArray(notifications.id, body.ids) : undefined;
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(unreadOf(actor.userId), which));
  // the user's other open tabs show the new count too
  await announce(db, actor.userId);
}
