// The business's bank accounts (DESIGN.md §6.3), kept by staff under the rules on `bankAccounts`.
// The IBAN arrives normalised (no spaces, upper case) and checked by mod 97 and its country's
// length: the shared schema does it, so a bad one is VALIDATION_FAILED with `fields.iban`.
import { eq } from 'drizzle-orm';
import type {
  BankAccount,
  BankAccountBody,
  ListBankAccountsQuery,
  UpdateBankAccountBody,
} from '@hatira/shared/bank-accounts';
import type { ListResponse } from '@hatira/shared/common';
import type { Db } from '../../db/client.js';
import { assertCan, type Actor } from '../../lib/actor.js';
import { fieldError } from '@hatira/shared/field-errors';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';
import { listPage } from '../../lib/list-query.js';
import { bankAccounts } from './bank-accounts.table.js';

function toBankAccount(row: typeof bankAccounts.$inferSelect): BankAccount {
  return {
    id: row.id,
    bankName: row.bankName,
    accountHolder: row.accountHolder,
    iban: row.iban,
    branch: row.branch,
    currency: row.currency,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
  };
}

const SORT_COLUMNS = {
  bankName: bankAccounts.bankName,
  accountHolder: bankAccounts.accountHolder,
  currency: bankAccounts.currency,
  createdAt: bankAccounts.createdAt,
} as const;

/** An IBAN another account has is `fields.iban` (the unique index decides, so a race cannot slip by). */
async function ibanOnce<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('VALIDATION_FAILED', { iban: fieldError('ibanTaken') });
    throw error;
  }
}

export async function listBankAccounts(
  db: Db,
  actor: Actor,
  query: ListBankAccountsQuery,
): Promise<ListResponse<BankAccount>> {
  assertCan(actor, 'read', 'bankAccounts');
  // What looks like the start of an IBAN is searched as stored: `TR33 0006` finds TR330006…
  const q = query.q && /^[A-Za-z]{2}\d{2}[\dA-Za-z ]*$/.test(query.q) ? query.q.replace(/\s+/g, '') : query.q;
  const page = await listPage(
    db,
    db.select().from(bankAccounts).$dynamic(),
    { ...query, q },
    {
      where: query.isActive ? eq(bankAccounts.isActive, query.isActive === 'true') : undefined,
      search: [bankAccounts.bankName, bankAccounts.accountHolder, bankAccounts.iban, bankAccounts.branch],
      sortColumns: SORT_COLUMNS,
      defaultSort: { key: 'createdAt', order: 'asc' },
      tieBreakers: [bankAccounts.id],
    },
  );
  return { ...page, items: page.items.map(toBankAccount) };
}

export async function getBankAccount(db: Db, actor: Actor, id: string): Promise<BankAccount> {
  assertCan(actor, 'read', 'bankAccounts');
  const [row] = await db.select().from(bankAccounts).where(eq(bankAccounts.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  return toBankAccount(row);
}

export async function createBankAccount(db: Db, actor: Actor, input: BankAccountBody): Promise<BankAccount> {
  assertCan(actor, 'create', 'bankAccounts');
  const [created] = await ibanOnce(db.insert(bankAccounts).values(input).returning());
  return toBankAccount(created!);
}

export async function updateBankAccount(
  db: Db,
  actor: Actor,
  id: string,
  input: UpdateBankAccountBody,
): Promise<BankAccount> {
  assertCan(actor, 'update', 'bankAccounts');
  const [updated] = await ibanOnce(
    db.update(bankAccounts).set(input).where(eq(bankAccounts.id, id)).returning(),
  );
  if (!updated) throw new AppError('NOT_FOUND');
  return toBankAccount(updated);
}

/** Bills never point at an account (the pay page lists the active ones), so any may go. */
export async function deleteBankAccount(db: Db, actor: Actor, id: string): Promise<void> {
  assertCan(actor, 'delete', 'bankAccounts');
  const [deleted] = await db
    .delete(bankAccounts)
    .where(eq(bankAccounts.id, id))
    .returning({ id: bankAccounts.id });
  if (!deleted) throw new AppError('NOT_FOUND');
}
