// Subscriptions bought at checkout (DESIGN.md §6.3), written here for the bills feature: one is
// made `pending_payment` with its bill, becomes `active` when the payment is confirmed, and is
// cancelled with its bill (or when the bill is refunded).
import { and, eq, gt, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { subscriptionPlans, subscriptions } from './subscriptions.table.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When a new subscription of the user would start: at the end of the last `active` one that has
 * not ended yet (a renewal, chained after any renewal already paid for), else `now`.
 */
export async function nextSubscriptionStart(db: Db, userId: string, now: Date): Promise<Date> {
  const [row] = await db
    .select({ end: max(subscriptions.endsAt) })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.status, 'active'),
        gt(subscriptions.endsAt, now),
      ),
    );
  return row?.end && row.end > now ? row.end : now;
}

/** A subscription awaiting its payment, dated as if it started at `startsAt` (set again when paid). */
export async function createPendingSubscription(
  tx: Db,
  input: {
    userId: string;
    plan: { id: string; durationDays: number; currency: string };
    startsAt: Date;
    pricePaid: number;
    couponCode: string | null;
  },
): Promise<string> {
  const [created] = await tx
    .insert(subscriptions)
    .values({
      userId: input.userId,
      planId: input.plan.id,
      status: 'pending_payment',
      startsAt: input.startsAt,
      endsAt: new Date(input.startsAt.getTime() + input.plan.durationDays * DAY_MS),
      pricePaid: input.pricePaid,
      currency: input.plan.currency,
      couponCode: input.couponCode,
    })
    .returning({ id: subscriptions.id });
  return created!.id;
}

/**
 * Puts a paid subscription in force: from `now`, or from the end of the last one in force (a
 * renewal), for its plan's duration. Two confirmations for one user wait for each other (an
 * advisory lock per user), so their periods follow one another instead of overlapping.
 */
export async function activatePurchasedSubscription(
  tx: Db,
  subscriptionId: string,
  now: Date,
): Promise<{ startsAt: Date; endsAt: Date; planName: string } | null> {
  const [row] = await tx
    .select({
      userId: subscriptions.userId,
      days: subscriptionPlans.durationDays,
      planName: subscriptionPlans.name,
    })
    .from(subscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
    .where(eq(subscriptions.id, subscriptionId));
  if (!row) return null;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`subscriptions:${row.userId}`}))`);
  const startsAt = await nextSubscriptionStart(tx, row.userId, now);
  const endsAt = new Date(startsAt.getTime() + row.days * DAY_MS);
  await tx
    .update(subscriptions)
    .set({ status: 'active', startsAt, endsAt })
    .where(eq(subscriptions.id, subscriptionId));
  return { startsAt, endsAt, planName: row.planName };
}

/** Ends a bought subscription: its bill was cancelled or refunded. */
export async function cancelPurchasedSubscription(tx: Db, subscriptionId: string): Promise<void> {
  await tx.update(subscriptions).set({ status: 'cancelled' }).where(eq(subscriptions.id, subscriptionId));
}
