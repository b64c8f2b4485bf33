// The price lists (DESIGN.md §6.3), written by staff under the rules on `subscriptions`: add a plan,
// change it (its limits reach the subscriptions on it at once, the guests' check included), and
// delete one that was never sold. A plan that was sold stays, so old subscriptions and bills keep
// what they were for: PLAN_IN_USE, deactivate it instead.
import { eq } from 'drizzle-orm';
import type { PlanBody, SubscriptionPlan, UpdatePlanBody } from '@hatira/shared/subscriptions';
import type { Db } from '../../db/client.js';
import type { AppDeps } from '../../lib/deps.js';
import { assertCan, type Actor } from '../../lib/actor.js';
import { isForeignKeyViolation } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';
import { toPlan } from './subscriptions.service.js';
import { subscriptionPlans, subscriptions } from './subscriptions.table.js';

export async function createPlan(db: Db, actor: Actor, input: PlanBody): Promise<SubscriptionPlan> {
  assertCan(actor, 'create', 'subscriptions');
  const [created] = await db.insert(subscriptionPlans).values(input).returning();
  return toPlan(created!);
}

export async function getPlan(db: Db, actor: Actor, id: string): Promise<SubscriptionPlan> {
  const [row] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, id));
  // An inactive plan is not on sale: only staff see it.
  if (!row || (!row.active && !actor.ability.can('read', 'subscriptions'))) throw new AppError('NOT_FOUND');
  return toPlan(row);
}

export async function updatePlan(
  { db, shareCache }: Pick<AppDeps, 'db' | 'shareCache'>,
  actor: Actor,
  id: string,
  input: UpdatePlanBody,
): Promise<SubscriptionPlan> {
  assertCan(actor, 'update', 'subscriptions');
  const [updated] = await db
    .update(subscriptionPlans)
    .set(input)
    .where(eq(subscriptionPlans.id, id))
    .returning();
  if (!updated) throw new AppError('NOT_FOUND');
  shareCache.invalidate();
  return toPlan(updated);
}

export async function deletePlan(db: Db, actor: Actor, id: string): Promise<void> {
  assertCan(actor, 'delete', 'subscriptions');
  const [sold] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.planId, id))
    .limit(1);
  if (sold) throw new AppError('PLAN_IN_USE');
  try {
    const [deleted] = await db
      .delete(subscriptionPlans)
      .where(eq(subscriptionPlans.id, id))
      .returning({ id: subscriptionPlans.id });
    if (!deleted) throw new AppError('NOT_FOUND');
  } catch (error) {
    // Sold between the look and the delete: the foreign key of subscriptions.plan_id says so.
    if (isForeignKeyViolation(error)) throw new AppError('PLAN_IN_USE');
    throw error;
  }
}
