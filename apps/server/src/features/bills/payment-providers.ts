// How a bill is paid, behind one small interface (docs/decisions/036). Bank transfer is the first
// provider: the pay page shows the active IBANs and the bill number to write in the transfer's
// description; the buyer says "I have paid" (a payment notice) and an admin, having seen the money
// arrive, confirms. A card provider would show its own form and confirm from its signed callback,
// calling the same `markBillPaid` the admin's confirmation calls.
import type { BillPayment, PaymentMethod } from '@hatira/shared/bills';
import type { Db } from '../../db/client.js';
import { activeBankAccounts } from '../bank-accounts/bank-accounts.queries.js';
import type { BillRow } from './bills.queries.js';

export interface PaymentProvider {
  readonly method: PaymentMethod;
  /** What the pay page shows for a bill, besides the bill: where to pay, what to write. */
  payPage(db: Db, bill: BillRow): Promise<Omit<BillPayment, 'bill'>>;
  /**
   * How a payment is confirmed: `notice` — the buyer tells us, a person checks and confirms
   * (`POST /api/bills/{id}/payment-notice`, then `/confirm`); `callback` — the provider tells us.
   */
  readonly confirmation: 'notice' | 'callback';
}

export const bankTransfer: PaymentProvider = {
  method: 'bank_transfer',
  async payPage(db, bill) {
    return { bankAccounts: await activeBankAccounts(db), reference: bill.number };
  },
  confirmation: 'notice',
};

const PROVIDERS: Record<PaymentMethod, PaymentProvider> = { bank_transfer: bankTransfer };

export function paymentProviderOf(bill: Pick<BillRow, 'paymentMethod'>): PaymentProvider {
  return PROVIDERS[bill.paymentMethod];
}
