// Issuing a bill (DESIGN.md §6.3), whatever it is for: a plan at checkout, a printing order
// (features/printing). Inside the buyer's transaction the bill takes the year's next number (last,
// so the counter is locked briefly) and is inserted with its snapshots, and the accepted contracts
// are recorded, and the buyer's mail of it with the payment instructions is queued.
import type { BillingIdentity, BillKind, BillLine } from '@hatira/shared/bills';
import type { Language } from '@hatira/shared/languages';
import type { LegalSlug } from '@hatira/shared/legal-pages';
import type { SellerSettings } from '@hatira/shared/settings';
import type { Db } from '../../db/client.js';
import type { AppDeps } from '../../lib/deps.js';
import { foldForSearch } from '../../lib/list-query.js';
import { recordContractAcceptances, type AcceptedPage } from '../legal-pages/contract-acceptances.js';
import { currentLegalPage } from '../legal-pages/legal-pages.queries.js';
import { billPages } from './bill-links.js';
import { billYear, takeBillNumber } from './bill-numbers.js';
import { billIssuedMail, type Recipient } from './bills.mails.js';
import type { BillRow } from './bills.queries.js';
import { bills } from './bills.table.js';
import type { Totals } from './money.js';
import { enqueueMail } from '../jobs/mail-jobs.js';
import { bankTransfer } from './payment-providers.js';
import { notify } from '../notifications/notify.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The versions of the pages the buyer accepted, in their language (or the Turkish fallback). */
export function acceptedPages(
  db: Db,
  slugs: readonly LegalSlug[],
  language: Language,
): Promise<AcceptedPage[]> {
  return Promise.all(
    [...new Set(slugs)].map(async (slug) => {
      const page = await currentLegalPage(db, slug, language);
      return { slug, language: page?.language ?? language, version: page?.version ?? 0 };
    }),
  );
}

export interface NewBill {
  kind: BillKind;
  buyer: { id: string; fullName: string; email: string; language: Language };
  billing: BillingIdentity;
  seller: SellerSettings;
  lines: BillLine[];
  totals: Totals;
  currency: string;
  subscriptionId?: string | null;
  coupon?: { id: string; code: string } | null;
  /** The contracts accepted for this bill, with the client's address. */
  acceptance?: { pages: AcceptedPage[]; ip: string } | null;
}

const billingName = (billing: BillingIdentity) =>
  billing.type === 'individual' ? billing.fullName : billing.companyName;

/** Numbers and inserts an unpaid bill inside `tx`; call it last in the transaction. */
export async function insertBill(
  tx: Db,
  input: NewBill,
  config: Pick<AppDeps['config'], 'BILL_PAYMENT_DAYS'>,
  now: Date,
): Promise<BillRow> {
  const year = billYear(now);
  const number = await takeBillNumber(tx, year);
  const [created] = await tx
    .insert(bills)
    .values({
      number,
      year,
      kind: input.kind,
      userId: input.buyer.id,
      subscriptionId: input.subscriptionId ?? null,
      lines: input.lines,
      ...input.totals,
      currency: input.currency,
      couponId: input.coupon?.id ?? null,
      couponCode: input.coupon?.code ?? null,
      status: 'unpaid',
      paymentMethod: bankTransfer.method,
      buyer: input.billing,
      seller: input.seller,
      language: input.buyer.language,
      dueAt: new Date(now.getTime() + config.BILL_PAYMENT_DAYS * DAY_MS),
      // folded as searches compare it, so the trigram index answers the folded pattern as it is
      searchText: foldForSearch(
        [number, billingName(input.billing), input.buyer.fullName, input.buyer.email].join(' '),
      ),
      createdAt: now,
    })
    .returning();
  if (input.acceptance)
    await recordContractAcceptances(tx, {
      userId: input.buyer.id,
      billId: created!.id,
      ip: input.acceptance.ip,
      acceptedAt: now,
      pages: input.acceptance.pages,
    });
  return created!;
}

/**
 * Tells the buyer of a new bill, in the bill's own transaction (so a crash cannot leave a bill
 * nobody was told of): always in the bell, and by a mail with where to pay it unless they turned
 * bill mails off.
 */
export async function announceIssuedBill(
  tx: Db,
  config: Pick<AppDeps['config'], 'publicUrl'>,
  to: Recipient & { id: string; notifyBills: boolean },
  bill: BillRow,
): Promise<void> {
  const params = { billNumber: bill.number, total: bill.total, currency: bill.currency };
  await notify(tx, { userId: to.id, kind: 'bill.issued', params, link: billPages.pay(bill.id) });
  if (!to.notifyBills) return;
  const { bankAccounts } = await bankTransfer.payPage(tx, bill);
  await enqueueMail(tx, billIssuedMail(to, bill, bankAccounts, config.publicUrl + billPages.pay(bill.id)));
}
