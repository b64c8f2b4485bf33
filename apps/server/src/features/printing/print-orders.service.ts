// Printing orders after they are placed (DESIGN.md §6.4): read by their buyer (another's → 404) or
// by staff (every order); moved forward by staff along PRINT_ORDER_NEXT; cancelled by their buyer
// while pending. An order follows its bill and the bill its order: confirming a pending order
// confirms its bill's payment, cancelling one cancels its open bill — both through the bills
// feature, bill locked first, then order (print-order-bills.ts), as a payment's confirmation does.
import { and, eq, type SQL } from 'drizzle-orm';
import { isPlatformWide, rowOf } from '@hatira/shared/abilities';
import type { ListResponse } from '@hatira/shared/common';
import { fieldError } from '@hatira/shared/field-errors';
import {
  PRINT_ORDER_NEXT,
  type ListPrintOrdersQuery,
  type PrintOrder,
  type UpdatePrintOrderBody,
} from '@hatira/shared/printing';
import type { Db } from '../../db/client.js';
import { assertCan, type Actor } from '../../lib/actor.js';
import type { AppDeps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { listPage } from '../../lib/list-query.js';
import { markBillPaid } from '../bills/bill-payments.js';
import { lockBill } from '../bills/bills.queries.js';
import { cancelLockedBill } from '../bills/cancel-bill.js';
import { users } from '../users/users.table.js';
import { announcePrintOrderChanges } from './print-order-bills.js';
import {
  findReadableOrder,
  lockOrder,
  moveLockedOrder,
  permittedOrders,
  selectOrders,
  toPrintOrder,
  type PrintOrderChange,
  type PrintOrderRow,
} from './print-orders.queries.js';
import { printDesigns, printOrders } from './printing.table.js';

type Deps = Pick<AppDeps, 'db' | 'config'>;

/** Moving orders along is staff work: `update` on every order (the admin's `manage all`). */
export const isOrderStaff = (actor: Actor) => isPlatformWide(actor.ability, 'update', 'printOrders');

const SORT_COLUMNS = {
  createdAt: printOrders.createdAt,
  status: printOrders.status,
  total: printOrders.total,
};

export async function listPrintOrders(
  db: Db,
  actor: Actor,
  query: ListPrintOrdersQuery,
): Promise<ListResponse<PrintOrder>> {
  const page = await listPage(db, selectOrders(db).$dynamic(), query, {
    where: and(
      permittedOrders(actor, 'read'),
      query.status ? eq(printOrders.status, query.status) : undefined,
    ),
    search: [users.fullName, users.email, printDesigns.name, printOrders.qrTitle, printOrders.trackingNumber],
    sortColumns: SORT_COLUMNS,
    defaultSort: { key: 'createdAt', order: 'desc' },
    tieBreakers: [printOrders.id],
  });
  return { ...page, items: page.items.map(toPrintOrder) };
}

export async function getPrintOrder(db: Db, actor: Actor, id: string): Promise<PrintOrder> {
  const row = await findReadableOrder(db, actor, id);
  if (!row) throw new AppError('NOT_FOUND');
  return toPrintOrder(row);
}

async function orderAfter(db: Db, actor: Actor, id: string): Promise<PrintOrder> {
  return getPrintOrder(db, actor, id);
}

/**
 * Locks the order's bill, then the order (the order of locks every path keeps); NOT_FOUND when the
 * caller may not read the order.
 */
async function lockOrderAndBill(tx: Db, actor: Actor, id: string) {
  const readable = and(eq(printOrders.id, id), permittedOrders(actor, 'read')) as SQL;
  const [peek] = await tx.select({ billId: printOrders.billId }).from(printOrders).where(readable);
  if (!peek) throw new AppError('NOT_FOUND');
  const bill = peek.billId ? await lockBill(tx, peek.billId) : null;
  const order = (await lockOrder(tx, readable))!;
  return { order, bill };
}

function assertMove(order: PrintOrderRow, to: PrintOrder['status']) {
  if (!PRINT_ORDER_NEXT[order.status].includes(to)) throw new AppError('PRINT_STATUS_NOT_ALLOWED');
}

/** The staff move an order one step forward (or cancel it); shipping needs the carrier and tracking number. */
export async function updatePrintOrderStatus(
  deps: Deps,
  actor: Actor,
  id: string,
  input: UpdatePrintOrderBody,
  now = new Date(),
): Promise<PrintOrder> {
  const changes = await deps.db.transaction(async (tx): Promise<(PrintOrderChange | null)[]> => {
    const { order, bill } = await lockOrderAndBill(tx, actor, id);
    if (!isOrderStaff(actor)) throw new AppError('FORBIDDEN');
    assertMove(order, input.status);
    const move = { note: input.note };
    if (input.status === 'shipped') {
      const fields: Record<string, string> = {};
      if (!input.carrier) fields['carrier'] = fieldError('required');
      if (!input.trackingNumber) fields['trackingNumber'] = fieldError('required');
      if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_FAILED', fields);
      Object.assign(move, { carrier: input.carrier, trackingNumber: input.trackingNumber });
    }
    // A pending order moves with its open bill: confirming is confirming the payment, cancelling
    // cancels the bill; the bills feature then moves the order (with this note on it).
    const isOpenBill = bill && (bill.status === 'unpaid' || bill.status === 'pending_confirmation');
    if (order.status === 'pending' && isOpenBill) {
      const change =
        input.status === 'confirmed'
          ? (await markBillPaid(tx, bill, actor.userId, now)).printOrder
          : await cancelLockedBill(tx, bill, now);
      if (input.note && change) await noteLastEvent(tx, order.id, input.note);
      return [change];
    }
    if (order.status === 'pending' && input.status === 'confirmed')
      throw new AppError('PRINT_STATUS_NOT_ALLOWED');
    return [await moveLockedOrder(tx, order, input.status, move, now)];
  });
  await announcePrintOrderChanges(deps, changes);
  return orderAfter(deps.db, actor, id);
}

/** Puts the staff's note on the change the bills feature just recorded. */
async function noteLastEvent(tx: Db, id: string, note: string) {
  const order = (await lockOrder(tx, eq(printOrders.id, id)))!;
  const history = order.history.map((event, i) =>
    i === order.history.length - 1 ? { ...event, note } : event,
  );
  await tx.update(printOrders).set({ history }).where(eq(printOrders.id, id));
}

/** The buyer cancels a pending order whose bill is still unpaid: the bill is cancelled with it. */
export async function cancelPrintOrder(
  deps: Deps,
  actor: Actor,
  id: string,
  now = new Date(),
): Promise<PrintOrder> {
  const change = await deps.db.transaction(async (tx) => {
    const { order, bill } = await lockOrderAndBill(tx, actor, id);
    assertCan(actor, 'update', rowOf('printOrders', { userId: order.userId }));
    if (order.status !== 'pending') throw new AppError('PRINT_ORDER_NOT_CANCELLABLE');
    if (!bill) return moveLockedOrder(tx, order, 'cancelled', {}, now);
    if (bill.status !== 'unpaid') throw new AppError('PRINT_ORDER_NOT_CANCELLABLE');
    return cancelLockedBill(tx, bill, now);
  });
  await announcePrintOrderChanges(deps, [change]);
  return orderAfter(deps.db, actor, id);
}
