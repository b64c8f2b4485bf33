// The one way a feature raises an in-app notification (DESIGN.md §6.6): notify(tx, …) inside the
// feature's own transaction. The entry is always kept (the user's mail preferences decide only the
// mails); the user's newest NOTIFICATIONS_KEPT stay, older ones go; and a pg_notify on
// NOTIFICATIONS_CHANNEL, delivered when the transaction commits, tells every instance's hub to push
// the new count to that user's open streams (notifications.hub.ts).
import { sql } from 'drizzle-orm';
import {
  NOTIFICATIONS_KEPT,
  type NotificationKind,
  type NotificationParams,
} from '@hatira/shared/notifications';
import type { Db } from '../../db/client.js';
import { notifications } from './notifications.table.js';

/** The channel notify() announces on; its payload is the user's id. */
export const NOTIFICATIONS_CHANNEL = 'hatira_notifications';

export interface NewNotification<K extends NotificationKind> {
  userId: string;
  kind: K;
  params: NotificationParams[K];
  /** The web app's page it is about (a path such as /bills/view/…), or null. */
  link: string | null;
}

export async function notify<K extends NotificationKind>(tx: Db, entry: NewNotification<K>): Promise<void> {
  const { userId } = entry;
  await tx.insert(notifications).values({ ...entry, params: { ...entry.params } });
  await tx.execute(sql`
    delete from ${notifications} where ${notifications.id} in (
      select ${notifications.id} from ${notifications} where ${notifications.userId} = ${userId}
      order by ${notifications.createdAt} desc, ${notifications.id} desc offset ${NOTIFICATIONS_KEPT})`);
  await announce(tx, userId);
}

/** Tells every instance that this user's unread count changed (on commit, inside a transaction). */
export async function announce(db: Db, userId: string): Promise<void> {
  await db.execute(sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, ${userId})`);
}
