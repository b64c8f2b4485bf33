// Ordering prints (DESIGN.md §6.4): a buyer orders an active design for one of their own events
// (another's → 404), with texts that fit its boxes, at least its minimum quantity. One transaction
// writes the order (pending, with its own copy of what it prints) and its commerce bill of kind
// `print_order` through the bills feature (same numbering, PDF, pay page and mail). The bill's
// identity is the `billing` sent, or the one the checkout would prefill, which must then be
// complete (docs/decisions/043).
import { eq } from 'drizzle-orm';
import { rowOf } from '@hatira/shared/abilities';
import { billingIdentitySchema, type BillingIdentity } from '@hatira/shared/bills';
import { fieldError } from '@hatira/shared/field-errors';
import { CHECKOUT_CONTRACTS } from '@hatira/shared/legal-pages';
import type { CreatePrintOrderBody, CreatePrintOrderResponse } from '@hatira/shared/printing';
import type { Db } from '../../db/client.js';
import { assertCan, type Actor } from '../../lib/actor.js';
import type { AppDeps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { fill } from '../../lib/mail/layout.js';
import { BILL_LABELS } from '../bills/bill-labels.js';
import { billPages } from '../bills/bill-links.js';
import { toBill } from '../bills/bills.queries.js';
import { checkoutBilling } from '../bills/checkout.js';
import { acceptedPages, insertBill, announceIssuedBill } from '../bills/issue-bill.js';
import { billTotals } from '../bills/money.js';
import { findQrCodeForActor } from '../qr-codes/qr-codes.queries.js';
import { sellerSettings } from '../settings/settings.queries.js';
import { findUserById } from '../users/users.service.js';
import { findOrder, toPrintOrder } from './print-orders.queries.js';
import { checkTexts } from './print-texts.js';
import { printCategories, printDesigns, printOrders } from './printing.table.js';

const CURRENCY = 'TRY';

/** The identity for the bill: as sent, or the prefilled one if it is complete. */
async function billingFor(db: Db, actor: Actor, sent: BillingIdentity | undefined): Promise<BillingIdentity> {
  if (sent) return sent;
  const parsed = billingIdentitySchema.safeParse(await checkoutBilling(db, actor));
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[['billing', ...issue.path].join('.')] ??= issue.message;
  throw new AppError('VALIDATION_FAILED', fields);
}

/** The design, locked against a change of background while the order copies it; DESIGN_NOT_AVAILABLE unless it can be ordered. */
async function orderableDesign(tx: Db, id: string) {
  const [row] = await tx
    .select({ design: printDesigns, categoryActive: printCategories.isActive })
    .from(printDesigns)
    .innerJoin(printCategories, eq(printCategories.id, printDesigns.categoryId))
    .where(eq(printDesigns.id, id))
    .for('share', { of: printDesigns });
  if (!row?.design.isActive || !row.categoryActive) throw new AppError('DESIGN_NOT_AVAILABLE');
  return row.design;
}

export async function createPrintOrder(
  deps: Pick<AppDeps, 'db' | 'config'>,
  actor: Actor,
  input: CreatePrintOrderBody,
  request: { ip: string },
  now = new Date(),
): Promise<CreatePrintOrderResponse> {
  const { db, config } = deps;
  assertCan(actor, 'create', rowOf('printOrders', { userId: actor.userId }));
  const user = await findUserById(db, actor.userId);
  if (!user) throw new AppError('UNAUTHORIZED');
  const qr = await findQrCodeForActor(db, actor, input.qrCodeId, { action: 'update', subject: 'events' });
  const billing = await billingFor(db, actor, input.billing);
  if (!CHECKOUT_CONTRACTS.every((slug) => input.acceptedContracts.includes(slug)))
    throw new AppError('CONTRACTS_NOT_ACCEPTED');
  const [seller, pages] = await Promise.all([
    sellerSettings(db),
    acceptedPages(db, input.acceptedContracts, user.language),
  ]);

  const { orderId, bill } = await db.transaction(async (tx) => {
    const design = await orderableDesign(tx, input.designId);
    if (input.quantity < design.minQuantity)
      throw new AppError('QUANTITY_BELOW_MINIMUM', { quantity: fieldError('invalid') });
    const texts = checkTexts(input.texts, design.textBoxes);
    const total = input.quantity * design.unitPrice;
    const line = {
      description: fill(BILL_LABELS[user.language].printOrderLine, {
        design: design.name,
        size: `${design.widthMm} × ${design.heightMm}`,
        event: qr.title,
      }),
      quantity: input.quantity,
      unitPrice: design.unitPrice,
      total,
    };
    const bill = await insertBill(
      tx,
      {
        kind: 'print_order',
        buyer: user,
        billing,
        seller,
        lines: [line],
        totals: billTotals(total, 0, config.VAT_RATE),
        currency: CURRENCY,
        acceptance: { pages, ip: request.ip },
      },
      config,
      now,
    );
    const [order] = await tx
      .insert(printOrders)
      .values({
        userId: user.id,
        designId: design.id,
        qrCodeId: qr.id,
        qrHash: qr.hash,
        qrTitle: qr.title,
        template: {
          widthMm: design.widthMm,
          heightMm: design.heightMm,
          bleedMm: design.bleedMm,
          qrBox: design.qrBox,
          textBoxes: design.textBoxes,
          images: design.images,
        },
        texts,
        quantity: input.quantity,
        unitPrice: design.unitPrice,
        total,
        currency: CURRENCY,
        shipping: input.shipping,
        status: 'pending',
        history: [{ status: 'pending', at: now.toISOString(), note: null }],
        billId: bill.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: printOrders.id });
    await announceIssuedBill(tx, deps.config, user, bill);
    return { orderId: order!.id, bill };
  });

  const payUrl = billPages.pay(bill.id);
  return {
    order: toPrintOrder((await findOrder(db, orderId))!),
    bill: toBill({ bill, userName: user.fullName, userEmail: user.email }),
    payUrl,
  };
}
