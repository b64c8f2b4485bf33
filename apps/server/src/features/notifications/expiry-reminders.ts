// "Your subscription ends soon": told once per subscription, by an hourly sweep (a recurring job,
// docs/decisions/042) once the end is less than EXPIRY_REMINDER_DAYS away: always in the bell, by
// mail to owners who want it (notifySubscriptionExpiry).
// A subscription already followed by a later one (renewed) is not announced.
import { aliasedTable, and, eq, gt, isNull, lte, notExists, sql } from 'drizzle-orm';
import { paths } from '@hatira/shared/paths';
import type { AppDeps } from '../../lib/deps.js';
import { enqueueMail } from '../jobs/mail-jobs.js';
import { markExpiryReminded } from '../subscriptions/subscriptions.service.js';
import { subscriptionPlans, subscriptions } from '../subscriptions/subscriptions.table.js';
import { users } from '../users/users.table.js';
import { expiryReminderMail } from './notifications.mails.js';
import { notify } from './notify.js';

export const EXPIRY_REMINDER_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

type Deps = Pick<AppDeps, 'db' | 'config'>;

const later = aliasedTable(subscriptions, 'later');

/** Raises the reminders due at `now`; returns how many. */
export async function sendExpiryReminders(deps: Deps, now = new Date()): Promise<number> {
  const due = await deps.db
    .select({ subscription: subscriptions, planName: subscriptionPlans.name, user: users })
    .from(subscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(
      and(
        eq(subscriptions.status, 'active'),
        isNull(subscriptions.expiryRemindedAt),
        gt(subscriptions.endsAt, now),
        lte(subscriptions.endsAt, new Date(now.getTime() + EXPIRY_REMINDER_DAYS * DAY_MS)),
        eq(users.status, 'active'),
        notExists(
          deps.db
            .select({ one: sql`1` })
            .from(later)
            .where(
              and(
                eq(later.userId, subscriptions.userId),
                eq(later.status, 'active'),
                gt(later.endsAt, subscriptions.endsAt),
              ),
            ),
        ),
      ),
    );
  let sent = 0;
  for (const row of due) {
    // marked, raised and queued together: a reminder is neither lost nor sent twice
    const isQueued = await deps.db.transaction(async (tx) => {
      if (!(await markExpiryReminded(tx, row.subscription.id, now))) return false;
      await notify(tx, {
        userId: row.user.id,
        kind: 'subscription.ending',
        params: { planName: row.planName, endsAt: row.subscription.endsAt.toISOString() },
        link: paths.billingPlans,
      });
      if (!row.user.notifySubscriptionExpiry) return true;
      await enqueueMail(
        tx,
        expiryReminderMail(row.user, row.planName, row.subscription.endsAt, {
          subscription: deps.config.publicUrl + paths.billingPlans,
          settings: deps.config.publicUrl + paths.notificationSettings,
        }),
      );
      return true;
    });
    if (isQueued) sent++;
  }
  return sent;
}
