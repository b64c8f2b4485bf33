// Paying a bill by bank transfer (DESIGN.md §6.3): the buyer's payment notice ("I have paid"), and
// the staff's answer to it: confirm (the bill is paid, its subscription in force at once, or after
// the one in force for a renewal, and the guests' pages let posts in) or reject with a reason
// (back to unpaid). Each queues its mail in the transaction of the change (docs/decisions/042).
import { eq } from 'drizzle-orm';
import { rowOf } from '@hatira/shared/abilities';
import type { Bill, PaymentNoticeBody, RejectPaymentBody } from '@hatira/shared/bills';
import type { Db } from '../../db/client.js';
import { assertCan, type Actor } from '../../lib/actor.js';
import type { AppDeps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { enqueueMail } from '../jobs/mail-jobs.js';
import { notify } from '../notifications/notify.js';
import { announcePrintOrderChanges, confirmPrintOrderOfBill } from '../printing/print-order-bills.js';
import { activatePurchasedSubscription } from '../subscriptions/subscription-purchase.js';
import { findUserById, type UserWithRole } from '../users/users.service.js';
import { billPages } from './bill-links.js';
import { assertBillStaff, assertStatus } from './bill-states.js';
import { paymentConfirmedMail, paymentNoticeMail, paymentRejectedMail } from './bills.mails.js';
import { billStaff, toBill, type BillRow } from './bills.queries.js';
import { lockReadableBill } from './bills.service.js';
import { bills } from './bills.table.js';
import { paymentProviderOf } from './payment-providers.js';

type Deps = Pick<AppDeps, 'db' | 'config' | 'shareCache'>;

async function updateBill(tx: Db, id: string, set: Partial<typeof bills.$inferInsert>): Promise<BillRow> {
  const [row] = await tx.update(bills).set(set).where(eq(bills.id, id)).returning();
  return row!;
}

/** The bill as the API shows it, and its buyer (to mail). */
async function withBuyer(db: Db, bill: BillRow): Promise<{ bill: Bill; buyer: UserWithRole }> {
  const buyer = (await findUserById(db, bill.userId))!;
  return { bill: toBill({ bill, userName: buyer.fullName, userEmail: buyer.email }), buyer };
}

/** The buyer says the money is on its way: the staff who confirm payments are told. */
export async function sendPaymentNotice(
  deps: Deps,
  actor: Actor,
  id: string,
  input: PaymentNoticeBody,
  now = new Date(),
): Promise<Bill> {
  const result = await deps.db.transaction(async (tx) => {
    const locked = await lockReadableBill(tx, actor, id);
    assertCan(actor, 'update', rowOf('bills', { userId: locked.userId }));
    if (paymentProviderOf(locked).confirmation !== 'notice') throw new AppError('BILL_NOT_PAYABLE');
    assertStatus(locked, ['unpaid']);
    const bill = await updateBill(tx, locked.id, {
      status: 'pending_confirmation',
      rejectionReason: null,
      paymentNotice: {
        paidAt: input.paidAt,
        senderName: input.senderName,
        note: input.note || null,
        sentAt: now.toISOString(),
      },
    });
    const result = await withBuyer(tx, bill);
    const reviewUrl = deps.config.publicUrl + billPages.manage(bill.id);
    for (const staff of await billStaff(tx))
      await enqueueMail(tx, paymentNoticeMail(staff, bill, result.buyer, reviewUrl));
    return result;
  });
  return result.bill;
}

/**
 * Marks a locked bill paid and puts what it bought in force: its subscription, or its printing
 * order (confirmed). The one way a bill becomes paid: the staff's confirmation now, a card
 * provider's callback later (docs/decisions/036). The caller announces `printOrder` once committed.
 */
export async function markBillPaid(tx: Db, bill: BillRow, confirmedBy: string | null, now: Date) {
  const paid = await updateBill(tx, bill.id, {
    status: 'paid',
    paidAt: now,
    confirmedBy,
    rejectionReason: null,
  });
  const subscription = bill.subscriptionId
    ? await activatePurchasedSubscription(tx, bill.subscriptionId, now)
    : null;
  const printOrder = bill.kind === 'print_order' ? await confirmPrintOrderOfBill(tx, bill.id, now) : null;
  return { bill: paid, subscription, printOrder };
}

export async function confirmPayment(deps: Deps, actor: Actor, id: string, now = new Date()): Promise<Bill> {
  const result = await deps.db.transaction(async (tx) => {
    const locked = await lockReadableBill(tx, actor, id);
    assertBillStaff(actor);
    assertStatus(locked, ['unpaid', 'pending_confirmation']);
    const { bill, subscription, printOrder } = await markBillPaid(tx, locked, actor.userId, now);
    const result = { ...(await withBuyer(tx, bill)), printOrder };
    const params = { billNumber: bill.number };
    await notify(tx, { userId: bill.userId, kind: 'bill.paid', params, link: billPages.view(bill.id) });
    if (subscription && result.buyer.notifyBills)
      await enqueueMail(
        tx,
        paymentConfirmedMail(
          { ...result.buyer, language: bill.language },
          bill,
          subscription,
          deps.config.publicUrl + billPages.view(bill.id),
        ),
      );
    return result;
  });
  // The guests' subscription check reads through the share cache: let them post at once.
  deps.shareCache.invalidate();
  await announcePrintOrderChanges(deps, [result.printOrder]);
  return result.bill;
}

export async function rejectPayment(
  deps: Deps,
  actor: Actor,
  id: string,
  input: RejectPaymentBody,
): Promise<Bill> {
  const result = await deps.db.transaction(async (tx) => {
    const locked = await lockReadableBill(tx, actor, id);
    assertBillStaff(actor);
    assertStatus(locked, ['pending_confirmation']);
    const bill = await updateBill(tx, locked.id, { status: 'unpaid', rejectionReason: input.reason });
    const result = await withBuyer(tx, bill);
    const params = { billNumber: bill.number, reason: input.reason };
    await notify(tx, { userId: bill.userId, kind: 'bill.rejected', params, link: billPages.pay(bill.id) });
    if (result.buyer.notifyBills)
      await enqueueMail(
        tx,
        paymentRejectedMail(
          { ...result.buyer, language: bill.language },
          bill,
          deps.config.publicUrl + billPages.pay(bill.id),
        ),
      );
    return result;
  });
  return result.bill;
}
