import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { BillingIdentity, BillLine } from '@hatira/shared/bills';
import type { SellerSettings } from '@hatira/shared/settings';
import { createdAt, id, updatedAt } from '../../db/columns.js';
import { coupons } from '../coupons/coupons.table.js';
import { subscriptions } from '../subscriptions/subscriptions.table.js';
import { users } from '../users/users.table.js';

export interface StoredPaymentNotice {
  paidAt: string;
  senderName: string;
  note: string | null;
  sentAt: string;
}

/**
 * A bill (DESIGN.md §6.3): numbered `YYYY-000001` when created (bill_counters), with snapshots of the
 * seller and the buyer, its lines and totals in kuruş (KDV included: net + tax = total).
 */
export const bills = pgTable(
  'bills',
  {
    id: id(),
    number: text('number').notNull(),
    year: integer('year').notNull(),
    kind: text('kind', { enum: ['subscription', 'print_order'] }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    lines: jsonb('lines').$type<BillLine[]>().notNull(),
    subtotal: integer('subtotal').notNull(),
    discount: integer('discount').notNull().default(0),
    net: integer('net').notNull(),
    tax: integer('tax').notNull(),
    /** Percent. */
    taxRate: integer('tax_rate').notNull(),
    total: integer('total').notNull(),
    currency: text('currency').notNull().default('TRY'),
    couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    couponCode: text('coupon_code'),
    status: text('status', {
      enum: ['unpaid', 'pending_confirmation', 'paid', 'cancelled', 'refunded'],
    }).notNull(),
    paymentMethod: text('payment_method', { enum: ['bank_transfer'] })
      .notNull()
      .default('bank_transfer'),
    paymentNotice: jsonb('payment_notice').$type<StoredPaymentNotice>(),
    rejectionReason: text('rejection_reason'),
    buyer: jsonb('buyer').$type<BillingIdentity>().notNull(),
    seller: jsonb('seller').$type<SellerSettings>().notNull(),
    /** The buyer's language when the bill was issued: its mails and PDF. */
    language: text('language', { enum: ['tr', 'en', 'de', 'ru'] })
      .notNull()
      .default('tr'),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    confirmedBy: uuid('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /**
     * What the staff's search (`q`) looks in, as the bill was made: its number, the name on it, the
     * buyer's account name and email. One column, so one trigram index answers a search.
     */
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('bills_number_key').on(t.number),
    index('bills_user_created_idx').on(t.userId, t.createdAt),
    index('bills_status_created_idx').on(t.status, t.createdAt),
    index('bills_created_idx').on(t.createdAt),
    index('bills_coupon_idx').on(t.couponId),
    // `ilike '%…%'` on 100,000 bills: a trigram index (pg_trgm, migration 0010) instead of a scan.
    // Without fastupdate a new bill goes into the index at once, not into a pending list that every
    // search reads until a vacuum (PGlite runs no autovacuum); bills are few writes, many reads.
    index('bills_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')).with({ fastupdate: false }),
    check(
      'bills_status_check',
      sql`${t.status} in ('unpaid', 'pending_confirmation', 'paid', 'cancelled', 'refunded')`,
    ),
    check(
      'bills_totals_check',
      sql`${t.net} + ${t.tax} = ${t.total} and ${t.subtotal} - ${t.discount} = ${t.total}`,
    ),
    check('bills_total_check', sql`${t.total} >= 0`),
  ],
);

/** The last bill number given per year: locked in the checkout's transaction, so numbers are gapless. */
export const billCounters = pgTable('bill_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});
