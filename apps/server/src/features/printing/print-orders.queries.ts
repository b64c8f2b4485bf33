// Reading printing orders as the API shows them (with the buyer, the design and the bill), and the
// one way an order's status changes: under its row lock, with the change added to its history.
import { and, eq, type SQL } from 'drizzle-orm';
import type { PrintOrder, PrintOrderStatus } from '@hatira/shared/printing';
import type { Db } from '../../db/client.js';
import { permittedWhere } from '../../lib/abilities.js';
import type { Actor } from '../../lib/actor.js';
import { bills } from '../bills/bills.table.js';
import { users } from '../users/users.table.js';
import { printDesigns, printOrders } from './printing.table.js';

export type PrintOrderRow = typeof printOrders.$inferSelect;

const orderColumns = {
  order: printOrders,
  userName: users.fullName,
  userEmail: users.email,
  designName: printDesigns.name,
  billNumber: bills.number,
  billStatus: bills.status,
};

/** Orders with their buyer, design and bill; add a where (and `$dynamic()` for lists). */
export function selectOrders(db: Db) {
  return db
    .select(orderColumns)
    .from(printOrders)
    .innerJoin(users, eq(users.id, printOrders.userId))
    .innerJoin(printDesigns, eq(printDesigns.id, printOrders.designId))
    .leftJoin(bills, eq(bills.id, printOrders.billId));
}

export type OrderWithJoins = Awaited<ReturnType<typeof selectOrders>>[number];

export function toPrintOrder(row: OrderWithJoins): PrintOrder {
  const o = row.order;
  return {
    id: o.id,
    userId: o.userId,
    userName: row.userName,
    userEmail: row.userEmail,
    designId: o.designId,
    designName: row.designName,
    qrCodeId: o.qrCodeId ?? '',
    qrCodeTitle: o.qrTitle,
    texts: o.texts,
    quantity: o.quantity,
    unitPrice: o.unitPrice,
    total: o.total,
    currency: o.currency,
    shipping: o.shipping,
    status: o.status,
    carrier: o.carrier,
    trackingNumber: o.trackingNumber,
    history: o.history,
    billId: o.billId,
    billNumber: row.billNumber,
    billStatus: row.billStatus,
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
  };
}

/** The orders the actor may `action`, as a where condition (undefined: all); FORBIDDEN without any rule. */
export function permittedOrders(actor: Actor, action: 'read' | 'update'): SQL | undefined {
  return permittedWhere(actor, action, 'printOrders', { userId: printOrders.userId });
}

/** One order the actor may read, with its joins, or null. */
export async function findReadableOrder(db: Db, actor: Actor, id: string): Promise<OrderWithJoins | null> {
  const [row] = await selectOrders(db).where(and(eq(printOrders.id, id), permittedOrders(actor, 'read')));
  return row ?? null;
}

export async function findOrder(db: Db, id: string): Promise<OrderWithJoins | null> {
  const [row] = await selectOrders(db).where(eq(printOrders.id, id));
  return row ?? null;
}

/** The order's row, locked until the transaction ends. */
export async function lockOrder(tx: Db, where: SQL): Promise<PrintOrderRow | null> {
  const [row] = await tx.select().from(printOrders).where(where).for('update');
  return row ?? null;
}

export interface OrderMove {
  note?: string | null | undefined;
  carrier?: string | undefined;
  trackingNumber?: string | undefined;
}

/** A status change of an order, for its owner's mail once committed. */
export interface PrintOrderChange {
  orderId: string;
  status: PrintOrderStatus;
}

/** Moves a locked order to `status` and records the change; the caller checked that it may. */
export async function moveLockedOrder(
  tx: Db,
  order: PrintOrderRow,
  status: PrintOrderStatus,
  move: OrderMove,
  now: Date,
): Promise<PrintOrderChange> {
  await tx
    .update(printOrders)
    .set({
      status,
      ...(move.carrier !== undefined && { carrier: move.carrier }),
      ...(move.trackingNumber !== undefined && { trackingNumber: move.trackingNumber }),
      history: [...order.history, { status, at: now.toISOString(), note: move.note || null }],
      updatedAt: now,
    })
    .where(eq(printOrders.id, order.id));
  return { orderId: order.id, status };
}
