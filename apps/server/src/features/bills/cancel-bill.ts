// Ending a bill (DESIGN.md §6.3): cancelled by its buyer while unpaid, by the staff while unpaid or
// awaiting confirmation, or by the sweep once unpaid past its due date — one path for all three:
// the bill keeps its number, its subscription or printing order is cancelled and its coupon use
// given back. A paid bill is only ever refunded (staff): its subscription ends, and the guests'
// pages follow at once; a printing order not yet in work is cancelled.
import { and, eq, lte } from 'drizzle-orm';
import { rowOf } from '@hatira/shared/abilities';
import type { Bill } from '@hatira/shared/bills';
import type { Db } from '../../db/client.js';
import { assertCan, type Actor } from '../../lib/actor.js';
import type { AppDeps } from '../../lib/deps.js';
import { announcePrintOrderChanges, cancelPrintOrderOfBill } from '../printing/print-order-bills.js';
import type { PrintOrderChange } from '../printing/print-orders.queries.js';
import { cancelPurchasedSubscription } from '../subscriptions/subscription-purchase.js';
import { assertBillStaff, assertStatus, isBillStaff } from './bill-states.js';
import { findBill, lockBill, toBill, type BillRow } from './bills.queries.js';
import { lockReadableBill } from './bills.service.js';
import { bills } from './bills.table.js';
import { releaseCoupon } from '../coupons/coupons.service.js';

type Deps = Pick<AppDeps, 'db' | 'config'>;

/**
 * Cancels a locked open bill, with its subscription or printing order and its coupon use; the
 * caller announces the order's change once committed.
 */
export async function cancelLockedBill(tx: Db, bill: BillRow, now: Date): Promise<PrintOrderChange | null> {
  await tx.update(bills).set({ status: 'cancelled', cancelledAt: now }).where(eq(bills.id, bill.id));
  if (bill.subscriptionId) await cancelPurchasedSubscription(tx, bill.subscriptionId);
  if (bill.couponId) await releaseCoupon(tx, bill.couponId);
  return bill.kind === 'print_order' ? cancelPrintOrderOfBill(tx, bill.id, now) : null;
}

async function billAfter(db: Db, id: string): Promise<Bill> {
  return toBill((await findBill(db, id))!);
}

export async function cancelBill(deps: Deps, actor: Actor, id: string, now = new Date()): Promise<Bill> {
  const printOrder = await deps.db.transaction(async (tx) => {
    const bill = await lockReadableBill(tx, actor, id);
    assertCan(actor, 'update', rowOf('bills', { userId: bill.userId }));
    assertStatus(bill, isBillStaff(actor) ? ['unpaid', 'pending_confirmation'] : ['unpaid']);
    return cancelLockedBill(tx, bill, now);
  });
  await announcePrintOrderChanges(deps, [printOrder]);
  return billAfter(deps.db, id);
}

export async function refundBill(
  deps: Deps & Pick<AppDeps, 'shareCache'>,
  actor: Actor,
  id: string,
  now = new Date(),
): Promise<Bill> {
  const printOrder = await deps.db.transaction(async (tx) => {
    const bill = await lockReadableBill(tx, actor, id);
    assertBillStaff(actor);
    assertStatus(bill, ['paid']);
    await tx.update(bills).set({ status: 'refunded' }).where(eq(bills.id, bill.id));
    if (bill.subscriptionId) await cancelPurchasedSubscription(tx, bill.subscriptionId);
    return bill.kind === 'print_order' ? cancelPrintOrderOfBill(tx, bill.id, now) : null;
  });
  deps.shareCache.invalidate();
  await announcePrintOrderChanges(deps, [printOrder]);
  return billAfter(deps.db, id);
}

/** The sweep (an hourly recurring job, app.ts): cancels every bill still unpaid at its due date; returns how many. */
export async function cancelOverdueBills(deps: Deps, now = new Date()): Promise<number> {
  const { db } = deps;
  const overdue = await db
    .select({ id: bills.id })
    .from(bills)
    .where(and(eq(bills.status, 'unpaid'), lte(bills.dueAt, now)));
  let cancelled = 0;
  for (const { id } of overdue) {
    // Looked at again under the lock: a payment notice may have come in meanwhile.
    const done = await db.transaction(async (tx) => {
      const bill = await lockBill(tx, id);
      if (bill?.status !== 'unpaid' || bill.dueAt > now) return false;
      return { printOrder: await cancelLockedBill(tx, bill, now) };
    });
    if (!done) continue;
    cancelled++;
    await announcePrintOrderChanges(deps, [done.printOrder]);
  }
  return cancelled;
}
