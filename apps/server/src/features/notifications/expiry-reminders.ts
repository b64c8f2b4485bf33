// "Your subscription ends soon": one mail per subscription, sent by a sweep in the server once the
// end is less than EXPIRY_REMINDER_DAYS away, to owners who want it (notifySubscriptionExpiry).
// A subscription already followed by a later one (renewed) is not announced.
import { aliasedTable, and, eq, gt, isNull, lte, notExists, sql } from 'drizzle-orm';
import { paths } from '@hatira/shared/paths';
import type { AppDeps } from '../../lib/deps.js';
import { markExpiryReminded } from '../subscriptions/subscriptions.service.js';
import { subscriptionPlans, subscriptions } from '../subscriptions/subscriptions.table.js';
import { users } from '../users/users.table.js';
import { expiryReminderMail } from './notifications.mails.js';

export const EXPIRY_REMINDER_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

type Deps = Pick<AppDeps, 'db' | 'mailer' | 'config'>;

const later = aliasedTable(subscriptions, 'later');

/** Sends the reminders due at `now`; returns how many went out. */
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
        eq(users.notifySubscriptionExpiry, true),
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
    if (!(await markExpiryReminded(deps.db, row.subscription.id, now))) continue;
    deps.mailer.sendInBackground(
      expiryReminderMail(row.user, row.planName, row.subscription.endsAt, {
        subscription: deps.config.publicUrl + paths.billingPlans,
        settings: deps.config.publicUrl + paths.notificationSettings,
      }),
    );
    sent++;
  }
  return sent;
}

/** Runs sendExpiryReminders now and then every `intervalMs`; returns the stop function. */
export function startExpiryReminders(
  deps: Deps & Pick<AppDeps, 'logger'>,
  intervalMs = 60 * 60 * 1000,
): () => void {
  const sweep = () =>
    sendExpiryReminders(deps).catch((err: unknown) => deps.logger.error({ err }, 'expiry reminders failed'));
  void sweep();
  const timer = setInterval(sweep, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
