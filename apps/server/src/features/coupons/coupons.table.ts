import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns.js';

/**
 * A discount code (DESIGN.md §6.3). Its uses are the bills that hold it and are not cancelled;
 * `used_count` is that number, kept in the checkout's transaction under a row lock.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    code: text('code').notNull(),
    discountType: text('discount_type', { enum: ['percent', 'fixed'] }).notNull(),
    /** percent: 1–100; fixed: kuruş. */
    amount: integer('amount').notNull(),
    planType: text('plan_type', { enum: ['individual', 'corporate'] }),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    maxUses: integer('max_uses'),
    usedCount: integer('used_count').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('coupons_code_lower_key').on(sql`lower(${t.code})`),
    check('coupons_discount_type_check', sql`${t.discountType} in ('percent', 'fixed')`),
    check(
      'coupons_amount_check',
      sql`${t.amount} >= 1 and (${t.discountType} = 'fixed' or ${t.amount} <= 100)`,
    ),
    check(
      'coupons_used_count_check',
      sql`${t.usedCount} >= 0 and (${t.maxUses} is null or ${t.usedCount} <= ${t.maxUses})`,
    ),
  ],
);
