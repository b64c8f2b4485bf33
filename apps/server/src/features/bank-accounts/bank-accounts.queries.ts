// The accounts a bill's pay page shows (DESIGN.md §6.3): the active ones, oldest first.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bankAccounts } from './bank-accounts.table.js';

export function activeBankAccounts(db: Db) {
  return db
    .select({
      id: bankAccounts.id,
      bankName: bankAccounts.bankName,
      accountHolder: bankAccounts.accountHolder,
      iban: bankAccounts.iban,
      branch: bankAccounts.branch,
      currency: bankAccounts.currency,
    })
    .from(bankAccounts)
    .where(eq(bankAccounts.isActive, true))
    .orderBy(asc(bankAccounts.createdAt));
}
