// An order follows its bill (DESIGN.md §6.4): the bills feature calls these inside its own
// transaction, with the bill's row already locked (bill first, then order, everywhere), when a bill
// of kind `print_order` is paid (the pending order is confirmed) or cancelled, by its buyer, the
// staff or the sweep (a pending order is cancelled with it; so is a confirmed one whose bill is
// refunded). Once committed, the caller announces the changes: each goes to the buyer's bell, and
// is mailed if they want printing-order mails.
import { eq } from 'drizzle-orm';
import type { PrintOrderStatus } from '@hatira/shared/printing';
import { paths } from '@hatira/shared/paths';
import type { Db } from '../../db/client.js';
import type { AppDeps } from '../../lib/deps.js';
import { enqueueMail } from '../jobs/mail-jobs.js';
import { notify } from '../notifications/notify.js';
import { findUserById } from '../users/users.service.js';
import { printOrderStatusMail } from './print-orders.mails.js';
import {
  findOrder,
  lockOrder,
  moveLockedOrder,
  type OrderMove,
  type PrintOrderChange,
} from './print-orders.queries.js';
import { printOrders } from './printing.table.js';

/** The web app's page of one order (SPEC §2: /printing-workshop/order/view/{id}). */
export const printOrderPage = (id: string) => `/printing-workshop/order/view/${id}`;

async function moveOrderOfBill(
  tx: Db,
  billId: string,
  from: readonly PrintOrderStatus[],
  to: PrintOrderStatus,
  now: Date,
  move: OrderMove = {},
): Promise<PrintOrderChange | null> {
  const order = await lockOrder(tx, eq(printOrders.billId, billId));
  if (!order || !from.includes(order.status)) return null;
  return moveLockedOrder(tx, order, to, move, now);
}

/** The order's bill is paid: a pending order is confirmed. */
export function confirmPrintOrderOfBill(tx: Db, billId: string, now: Date): Promise<PrintOrderChange | null> {
  return moveOrderOfBill(tx, billId, ['pending'], 'confirmed', now);
}

/** The order's bill is cancelled (or refunded): the order is cancelled unless it is already in work. */
export function cancelPrintOrderOfBill(tx: Db, billId: string, now: Date): Promise<PrintOrderChange | null> {
  return moveOrderOfBill(tx, billId, ['pending', 'confirmed'], 'cancelled', now);
}

/** Tells each committed change to its buyer: in the bell, and by mail if they want these mails. */
export async function announcePrintOrderChanges(
  deps: Pick<AppDeps, 'db' | 'config'>,
  changes: readonly (PrintOrderChange | null)[],
): Promise<void> {
  for (const change of changes) {
    if (!change || change.status === 'pending') continue;
    const row = await findOrder(deps.db, change.orderId);
    if (!row) continue;
    const buyer = await findUserById(deps.db, row.order.userId);
    const o = row.order;
    await notify(deps.db, {
      userId: o.userId,
      kind: 'print-order.status',
      params: { status: change.status, designName: row.designName, billNumber: row.billNumber },
      link: printOrderPage(o.id),
    });
    if (!buyer?.notifyPrintingOrders || buyer.status !== 'active') continue;
    const note = [...o.history].reverse().find((event) => event.status === change.status)?.note ?? null;
    await enqueueMail(
      deps.db,
      printOrderStatusMail(
        buyer,
        {
          status: change.status,
          designName: row.designName,
          qrTitle: o.qrTitle,
          quantity: o.quantity,
          total: o.total,
          currency: o.currency,
          billNumber: row.billNumber,
          carrier: o.carrier,
          trackingNumber: o.trackingNumber,
          note,
        },
        {
          order: deps.config.publicUrl + printOrderPage(o.id),
          settings: deps.config.publicUrl + paths.notificationSettings,
        },
      ),
    );
  }
}
