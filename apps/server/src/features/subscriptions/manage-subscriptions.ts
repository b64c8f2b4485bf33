// One subscription as staff see and change it (issue 12's /subscriptions/edit/{id}): extend it,
// move it to another plan (the new limits apply at once; the price paid stays), cancel it or make
// it active again. The guests' subscription check follows at once: the share cache is dropped.
import { and, eq } from 'drizzle-orm';
import { fieldError } from '@hatira/shared/field-errors';
import type { Subscription, UpdateSubscriptionBody } from '@hatira/shared/subscriptions';
import type { Db } from '../../db/client.js';
import type { AppDeps } from '../../lib/deps.js';
import { assertCan, type Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';
import { readableSubscriptions, selectSubscriptions, toSubscription } from './subscriptions.service.js';
import { subscriptionPlans, subscriptions } from './subscriptions.table.js';

/** Staff: any subscription; anybody else: their own. Another's is NOT_FOUND. */
export async function getSubscription(
  db: Db,
  actor: Actor,
  id: string,
  now = new Date(),
): Promise<Subscription> {
  const [row] = await selectSubscriptions(db).where(
    and(eq(subscriptions.id, id), readableSubscriptions(actor)),
  );
  if (!row) throw new AppError('NOT_FOUND');
  return toSubscription(row, now);
}

export async function updateSubscription(
  { db, shareCache }: Pick<AppDeps, 'db' | 'shareCache'>,
  actor: Actor,
  id: string,
  input: UpdateSubscriptionBody,
  now = new Date(),
): Promise<Subscription> {
  assertCan(actor, 'update', 'subscriptions');
  const [current] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
  if (!current) throw new AppError('NOT_FOUND');
  // The plan is a form field: an unknown one is a field error (docs/decisions/010).
  if (input.planId) {
    const [plan] = await db
      .select({ id: subscriptionPlans.id })
      .from(subscriptionPlans)
      .where(eq(subscriptionPlans.id, input.planId));
    if (!plan) throw new AppError('VALIDATION_FAILED', { planId: fieldError('invalid') });
  }
  const endsAt = input.endsAt ? new Date(input.endsAt) : undefined;
  if (endsAt && endsAt <= current.startsAt)
    throw new AppError('VALIDATION_FAILED', { endsAt: fieldError('invalid') });

  await db
    .update(subscriptions)
    // A new end gets its own "ends soon" mail.
    .set({ planId: input.planId, endsAt, status: input.status, expiryRemindedAt: endsAt ? null : undefined })
    .where(eq(subscriptions.id, id));
  shareCache.invalidate();
  return getSubscription(db, actor, id, now);
}
