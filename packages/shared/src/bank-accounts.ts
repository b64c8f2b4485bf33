// The business's bank accounts, shown on a bill's pay page for a transfer (DESIGN.md §6.3). The
// IBAN is stored without spaces, upper case, and must pass mod 97 and its country's length.
import { z } from 'zod';
import { listQuerySchema, patchBodyOf, requiredText } from './common.js';
import { fieldError } from './field-errors.js';
import { isValidIban, normalizeIban } from './identity-numbers.js';
import { BANK_TEXT_MAX } from './limits.js';

export const ibanSchema = z
  .string({ error: fieldError('required') })
  .transform(normalizeIban)
  .refine((iban) => iban.length > 0, { error: fieldError('required') })
  .refine(isValidIban, { error: fieldError('invalidIban') });

const bankAccountFields = z.object({
  bankName: requiredText(BANK_TEXT_MAX),
  accountHolder: requiredText(BANK_TEXT_MAX),
  iban: ibanSchema,
  branch: z
    .string({ error: fieldError('invalid') })
    .trim()
    .max(BANK_TEXT_MAX, { error: fieldError('tooLong', { max: BANK_TEXT_MAX }) })
    .default(''),
  currency: z.enum(['TRY', 'EUR', 'USD'], { error: fieldError('invalidChoice') }).default('TRY'),
  isActive: z.boolean().default(true),
});

export const bankAccountBodySchema = bankAccountFields;
export type BankAccountBody = z.infer<typeof bankAccountBodySchema>;
export const updateBankAccountBodySchema = patchBodyOf(bankAccountFields);
export type UpdateBankAccountBody = z.infer<typeof updateBankAccountBodySchema>;

export const bankAccountSchema = z.object({
  id: z.string(),
  bankName: z.string(),
  accountHolder: z.string(),
  /** Without spaces; show it with formatIban. */
  iban: z.string(),
  branch: z.string(),
  currency: z.string().length(3),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

export const BANK_ACCOUNT_SORT_FIELDS = ['bankName', 'accountHolder', 'currency', 'createdAt'] as const;

/** `q` matches the bank, the holder, the IBAN (typed with or without spaces) or the branch. */
export const listBankAccountsQuerySchema = listQuerySchema.extend({
  sortBy: z.enum(BANK_ACCOUNT_SORT_FIELDS, { error: fieldError('invalidChoice') }).optional(),
  isActive: z.enum(['true', 'false'], { error: fieldError('invalidChoice') }).optional(),
});
export type ListBankAccountsQuery = z.infer<typeof listBankAccountsQuerySchema>;
