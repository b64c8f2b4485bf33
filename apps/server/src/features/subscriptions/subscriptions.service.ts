import { and, asc, desc, eq, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { ListResponse } from '@hatira/shared/common';
import { fieldError } from '@hatira/shared/field-errors';
import type {
  CreateSubscriptionBody,
  ListSubscriptionPlansQuery,
  ListSubscriptionsQuery,
  PlanType,
  Subscription,
  SubscriptionPlan,
  SubscriptionStatus,
} from '@hatira/shared/subscriptions';
import type { Db } from '../../db/client.js';
import type { AppDeps } from '../../lib/deps.js';
import { assertCan, type Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';
import { listPage } from '../../lib/list-query.js';
import { findUserById } from '../users/users.service.js';
import { users } from '../users/users.table.js';
import { DEFAULT_PLANS } from './plans.seed.js';
import { subscriptionPlans, subscriptions } from './subscriptions.table.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Serialises the plan seed between instances starting at the same time on one PostgreSQL. */
const PLAN_SEED_LOCK = 4242002;

/** Inserts the default price list when there is no plan at all. Safe to run on every start. */
export async function seedSubscriptionPlans(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PLAN_SEED_LOCK})`);
    const [existing] = await tx.select({ id: subscriptionPlans.id }).from(subscriptionPlans).limit(1);
    if (!existing) await tx.insert(subscriptionPlans).values(DEFAULT_PLANS);
  });
}

export function toPlan(row: typeof subscriptionPlans.$inferSelect): SubscriptionPlan {
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    description: row.description,
    price: row.price,
    currency: row.currency,
    durationDays: row.durationDays,
    maxEvents: row.maxEvents,
    maxAlbumsPerEvent: row.maxAlbumsPerEvent,
    maxPostsPerAlbum: row.maxPostsPerAlbum,
    storageQuotaBytes: row.storageQuotaBytes,
    videoAllowed: row.videoAllowed,
    active: row.active,
    sortOrder: row.sortOrder,
  };
}

/**
 * The plans on sale, for any signed-in user: individual first, then corporate, each by sort order.
 * `all=true` adds the inactive ones for a caller who may read subscriptions (the price-list pages);
 * anybody else gets the plans on sale whatever they ask.
 */
export async function listSubscriptionPlans(
  db: Db,
  actor: Actor,
  query: ListSubscriptionPlansQuery,
): Promise<ListResponse<SubscriptionPlan>> {
  const withInactive = query.all === 'true' && actor.ability.can('read', 'subscriptions');
  const rows = await db
    .select()
    .from(subscriptionPlans)
    .where(
      and(
        withInactive ? undefined : eq(subscriptionPlans.active, true),
        query.type ? eq(subscriptionPlans.type, query.type) : undefined,
      ),
    )
    .orderBy(
      sql`case ${subscriptionPlans.type} when 'individual' then 0 else 1 end`,
      asc(subscriptionPlans.sortOrder),
      asc(subscriptionPlans.price),
      asc(subscriptionPlans.id),
    );
  return { items: rows.map(toPlan), total: rows.length };
}

const subscriptionColumns = {
  subscription: subscriptions,
  planName: subscriptionPlans.name,
  planType: subscriptionPlans.type,
  userName: users.fullName,
  userEmail: users.email,
};
type SubscriptionRow = {
  subscription: typeof subscriptions.$inferSelect;
  planName: string;
  planType: PlanType;
  userName: string;
  userEmail: string;
};

/** Subscriptions with their plan and subscriber; `.where(…)` narrows them. */
export const selectSubscriptions = (db: Db) =>
  db
    .select(subscriptionColumns)
    .from(subscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
    .innerJoin(users, eq(users.id, subscriptions.userId));

/** Every row for a caller who may read subscriptions (admin); their own for anybody else. */
export const readableSubscriptions = (actor: Actor): SQL | undefined =>
  actor.ability.can('read', 'subscriptions') ? undefined : eq(subscriptions.userId, actor.userId);

/** An `active` row whose period has ended reads `expired`, before any sweep job rewrites it. */
function effectiveStatus(row: typeof subscriptions.$inferSelect, now: Date): SubscriptionStatus {
  return row.status === 'active' && row.endsAt <= now ? 'expired' : row.status;
}

export function toSubscription(row: SubscriptionRow, now: Date): Subscription {
  const s = row.subscription;
  return {
    id: s.id,
    userId: s.userId,
    userName: row.userName,
    userEmail: row.userEmail,
    plan: { id: s.planId, name: row.planName, type: row.planType },
    status: effectiveStatus(s, now),
    startsAt: s.startsAt.toISOString(),
    endsAt: s.endsAt.toISOString(),
    pricePaid: s.pricePaid,
    currency: s.currency,
    couponCode: s.couponCode,
    createdAt: s.createdAt.toISOString(),
  };
}

/** Admin only: records a subscription for a subscriber, at the plan's price. */
export async function createSubscription(
  { db, shareCache }: Pick<AppDeps, 'db' | 'shareCache'>,
  actor: Actor,
  input: CreateSubscriptionBody,
  now = new Date(),
): Promise<Subscription> {
  assertCan(actor, 'create', 'subscriptions');
  const [user, [plan]] = await Promise.all([
    findUserById(db, input.userId),
    db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, input.planId)),
  ]);
  // References in the body are form fields: a wrong one is a field error, not a missing resource.
  const fields: Record<string, string> = {};
  if (user?.roleName !== 'subscriber') fields['userId'] = fieldError('invalid');
  if (!plan) fields['planId'] = fieldError('invalid');
  if (!user || !plan || Object.keys(fields).length > 0) throw new AppError('VALIDATION_FAILED', fields);

  const startsAt = input.startsAt ? new Date(input.startsAt) : now;
  const endsAt = input.endsAt
    ? new Date(input.endsAt)
    : new Date(startsAt.getTime() + plan.durationDays * DAY_MS);
  if (endsAt <= startsAt) throw new AppError('VALIDATION_FAILED', { endsAt: fieldError('invalid') });

  const [created] = await db
    .insert(subscriptions)
    .values({
      userId: input.userId,
      planId: plan.id,
      status: input.status,
      startsAt,
      endsAt,
      pricePaid: plan.price,
      currency: plan.currency,
    })
    .returning();
  shareCache.invalidate();
  return toSubscription(
    {
      subscription: created!,
      planName: plan.name,
      planType: plan.type,
      userName: user.fullName,
      userEmail: user.email,
    },
    now,
  );
}

const SORT_COLUMNS = {
  createdAt: subscriptions.createdAt,
  startsAt: subscriptions.startsAt,
  endsAt: subscriptions.endsAt,
  status: subscriptions.status,
  pricePaid: subscriptions.pricePaid,
  planName: subscriptionPlans.name,
} as const;

function statusCondition(status: SubscriptionStatus, now: Date): SQL | undefined {
  if (status === 'active') return and(eq(subscriptions.status, 'active'), gt(subscriptions.endsAt, now));
  if (status === 'expired')
    return or(
      eq(subscriptions.status, 'expired'),
      and(eq(subscriptions.status, 'active'), lte(subscriptions.endsAt, now)),
    );
  return eq(subscriptions.status, status);
}

/** Admin (and any role that may read subscriptions) sees all; everybody else only their own. */
export async function listSubscriptions(
  db: Db,
  actor: Actor,
  query: ListSubscriptionsQuery,
  now = new Date(),
): Promise<ListResponse<Subscription>> {
  const page = await listPage(db, selectSubscriptions(db).$dynamic(), query, {
    where: and(
      readableSubscriptions(actor),
      query.userId ? eq(subscriptions.userId, query.userId) : undefined,
      query.planId ? eq(subscriptions.planId, query.planId) : undefined,
      query.status ? statusCondition(query.status, now) : undefined,
    ),
    search: [users.fullName, users.email, subscriptionPlans.name],
    sortColumns: SORT_COLUMNS,
    defaultSort: { key: 'createdAt', order: 'desc' },
    tieBreakers: [subscriptions.id],
  });
  return { ...page, items: page.items.map((row) => toSubscription(row, now)) };
}

export interface ActiveSubscription {
  id: string;
  userId: string;
  planId: string;
  planName: string;
  planType: PlanType;
  startsAt: Date;
  endsAt: Date;
  limits: Pick<
    SubscriptionPlan,
    'maxEvents' | 'maxAlbumsPerEvent' | 'maxPostsPerAlbum' | 'storageQuotaBytes' | 'videoAllowed'
  >;
}

/**
 * The subscription that is in force now, with its plan's limits, or null — a subscriber without
 * one "has a subscription problem" (DESIGN.md §4). One that has not started yet does not count;
 * of several in force, the one running longest wins.
 */
export async function getActiveSubscription(
  db: Db,
  userId: string,
  now = new Date(),
): Promise<ActiveSubscription | null> {
  const [row] = await db
    .select({ subscription: subscriptions, plan: subscriptionPlans })
    .from(subscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.status, 'active'),
        lte(subscriptions.startsAt, now),
        gt(subscriptions.endsAt, now),
      ),
    )
    .orderBy(desc(subscriptions.endsAt))
    .limit(1);
  if (!row) return null;
  const { subscription, plan } = row;
  return {
    id: subscription.id,
    userId: subscription.userId,
    planId: plan.id,
    planName: plan.name,
    planType: plan.type,
    startsAt: subscription.startsAt,
    endsAt: subscription.endsAt,
    limits: {
      maxEvents: plan.maxEvents,
      maxAlbumsPerEvent: plan.maxAlbumsPerEvent,
      maxPostsPerAlbum: plan.maxPostsPerAlbum,
      storageQuotaBytes: plan.storageQuotaBytes,
      videoAllowed: plan.videoAllowed,
    },
  };
}

/**
 * DEMO_DATA=true: gives each demo subscriber a plan in force (the first plan on sale of their
 * account type, for its duration), so their event pages take guest posts at once. One that
 * already has a plan in force keeps it: safe to run on every start.
 */
export async function seedDemoSubscriptions(
  db: Db,
  subscribers: readonly { id: string; accountType: PlanType | null }[],
  now = new Date(),
): Promise<void> {
  for (const subscriber of subscribers) {
    if (await getActiveSubscription(db, subscriber.id, now)) continue;
    const [plan] = await db
      .select()
      .from(subscriptionPlans)
      .where(
        and(
          eq(subscriptionPlans.active, true),
          eq(subscriptionPlans.type, subscriber.accountType ?? 'individual'),
        ),
      )
      .orderBy(asc(subscriptionPlans.sortOrder), asc(subscriptionPlans.price))
      .limit(1);
    if (!plan) continue;
    await db.insert(subscriptions).values({
      userId: subscriber.id,
      planId: plan.id,
      status: 'active',
      startsAt: now,
      endsAt: new Date(now.getTime() + plan.durationDays * DAY_MS),
      pricePaid: 0,
      currency: plan.currency,
    });
  }
}

/** Notes that the owner was reminded of this subscription's end; false if someone already had. */
export async function markExpiryReminded(db: Db, subscriptionId: string, now = new Date()): Promise<boolean> {
  const marked = await db
    .update(subscriptions)
    .set({ expiryRemindedAt: now })
    .where(and(eq(subscriptions.id, subscriptionId), isNull(subscriptions.expiryRemindedAt)))
    .returning({ id: subscriptions.id });
  return marked.length > 0;
}
