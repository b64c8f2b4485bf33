import { boolean, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns.js';

/**
 * An account the buyers transfer to; the IBAN without spaces, upper case, checked by mod 97, and
 * saved once (a second row with it would list the same account twice on every pay page).
 */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: id(),
    bankName: text('bank_name').notNull(),
    accountHolder: text('account_holder').notNull(),
    iban: text('iban').notNull(),
    branch: text('branch').notNull().default(''),
    currency: text('currency').notNull().default('TRY'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('bank_accounts_iban_key').on(t.iban)],
);
