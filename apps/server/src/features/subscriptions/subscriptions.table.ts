import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns.js';
import { users } from '../users/users.table.js';

/** A price list entry: what a subscriber can buy, for how long, and the limits it grants. */
export const subscriptionPlans = pgTable(
  'subscription_plans',
  {
    id: id(),
    type: text('type', { enum: ['individual', 'corporate'] }).notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Minor units (kuruş for TRY). */
    price: integer('price').notNull(),
    currency: text('currency').notNull().default('TRY'),
    durationDays: integer('duration_days').notNull(),
    maxEvents: integer('max_events').notNull(),
    maxAlbumsPerEvent: integer('max_albums_per_event').notNull(),
    maxPostsPerAlbum: integer('max_posts_per_album').notNull(),
    storageQuotaBytes: bigint('storage_quota_bytes', { mode: 'number' }).notNull(),
    videoAllowed: boolean('video_allowed').notNull().default(true),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('subscription_plans_type_sort_idx').on(t.type, t.sortOrder),
    check('subscription_plans_type_check', sql`${t.type} in ('individual', 'corporate')`),
    check('subscription_plans_price_check', sql`${t.price} >= 0`),
    check('subscription_plans_duration_check', sql`${t.durationDays} > 0`),
  ],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id),
    status: text('status', { enum: ['pending_payment', 'active', 'expired', 'cancelled'] }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Minor units, after any coupon discount. */
    pricePaid: integer('price_paid').notNull(),
    currency: text('currency').notNull().default('TRY'),
    couponCode: text('coupon_code'),
    /** When the owner was mailed that this subscription is about to end (once per subscription). */
    expiryRemindedAt: timestamp('expiry_reminded_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('subscriptions_user_status_ends_idx').on(t.userId, t.status, t.endsAt),
    index('subscriptions_plan_idx').on(t.planId),
    check(
      'subscriptions_status_check',
      sql`${t.status} in ('pending_payment', 'active', 'expired', 'cancelled')`,
    ),
    check('subscriptions_period_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);
