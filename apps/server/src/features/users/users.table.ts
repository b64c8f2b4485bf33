import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns.js';
import { roles } from '../roles/roles.table.js';

export interface BillingAddress {
  line1?: string;
  line2?: string;
  city?: string;
  district?: string;
  postalCode?: string;
  country?: string;
}

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    fullName: text('full_name').notNull(),
    passwordHash: text('password_hash'),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id),
    accountType: text('account_type', { enum: ['individual', 'corporate'] }),
    subscriberId: uuid('subscriber_id').references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    phone: text('phone'),
    company: text('company'),
    taxOffice: text('tax_office'),
    taxNumber: text('tax_number'),
    billingAddress: jsonb('billing_address').$type<BillingAddress>(),
    avatarKey: text('avatar_key'),
    /** A corporate subscriber's own note about one of their customers. */
    note: text('note'),
    /** Which mails the user wants (account settings → notification); honoured by the mail sender. */
    notifyPendingPosts: boolean('notify_pending_posts').notNull().default(true),
    notifySubscriptionExpiry: boolean('notify_subscription_expiry').notNull().default(true),
    notifyPrintingOrders: boolean('notify_printing_orders').notNull().default(true),
    /** Bill issued with the payment instructions, payment confirmed or turned down; staff: payment notices. */
    notifyBills: boolean('notify_bills').notNull().default(true),
    /** Guests' replies to the user's digital invitations (at most one mail an hour per invitation). */
    notifyInvitationReplies: boolean('notify_invitation_replies').notNull().default(true),
    status: text('status', { enum: ['active', 'inactive', 'pending'] })
      .notNull()
      .default('active'),
    language: text('language', { enum: ['tr', 'en', 'de', 'ru'] })
      .notNull()
      .default('tr'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    index('users_role_idx').on(t.roleId),
    index('users_subscriber_idx').on(t.subscriberId),
    check('users_status_check', sql`${t.status} in ('active', 'inactive', 'pending')`),
    check('users_account_type_check', sql`${t.accountType} in ('individual', 'corporate')`),
  ],
);
