import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id } from '../../db/columns.js';
import { users } from '../users/users.table.js';
import { bills } from '../bills/bills.table.js';

/** Every saved version of a legal page per language; the newest version is the page. */
export const legalPages = pgTable(
  'legal_pages',
  {
    id: id(),
    slug: text('slug').notNull(),
    language: text('language', { enum: ['tr', 'en', 'de', 'ru'] }).notNull(),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** A seeded text the business has not reviewed yet. */
    isTemplate: boolean('is_template').notNull().default(false),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('legal_pages_slug_language_version_key').on(t.slug, t.language, t.version),
    check('legal_pages_version_check', sql`${t.version} >= 1`),
  ],
);

/** A buyer's acceptance of one version of a contract, with the time and the address it came from. */
export const contractAcceptances = pgTable(
  'contract_acceptances',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    language: text('language').notNull(),
    version: integer('version').notNull(),
    ip: text('ip').notNull(),
    /** What it was accepted for. */
    billId: uuid('bill_id').references(() => bills.id, { onDelete: 'set null' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contract_acceptances_user_idx').on(t.userId),
    index('contract_acceptances_bill_idx').on(t.billId),
  ],
);
