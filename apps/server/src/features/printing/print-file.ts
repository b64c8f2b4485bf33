// An order's PDF (DESIGN.md §6.4): staff get the print-ready file — bleed, crop marks, the
// background at the uploaded resolution — built once per order and kept in storage; the buyer gets
// the proof of what they ordered. Both come from the order's own copy of the design.
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../lib/actor.js';
import type { AppDeps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { bytesOf } from '../../lib/storage/storage.js';
import { shareUrl } from '../qr-codes/qr-image.js';
import { findReadableOrder, type PrintOrderRow } from './print-orders.queries.js';
import { isOrderStaff } from './print-orders.service.js';
import { renderSheetPdf } from './print-pdf.js';
import { printedTexts } from './print-texts.js';
import { proofPdf } from './proofs.js';
import { printOrders } from './printing.table.js';

type Deps = Pick<AppDeps, 'db' | 'storage' | 'config'>;

const printFileKey = (orderId: string) => `print-files/${orderId}.pdf`;
/** Print files being built in this process, so two downloads at once build one. */
const building = new Map<string, Promise<string>>();

/** Builds the order's print file and records its key; returns the key. */
async function buildPrintFile(deps: Deps, order: PrintOrderRow, title: string): Promise<string> {
  const { template } = order;
  const background = template.images ? await bytesOf(deps.storage, template.images.backgroundKey) : null;
  const pdf = await renderSheetPdf(
    {
      ...template,
      background,
      qrText: shareUrl(deps.config.publicUrl, order.qrHash),
      texts: printedTexts(order.texts, template.textBoxes),
    },
    { printReady: true, title },
  );
  const key = printFileKey(order.id);
  await deps.storage.put(key, Readable.from(pdf));
  await deps.db.update(printOrders).set({ printFileKey: key }).where(eq(printOrders.id, order.id));
  return key;
}

export async function orderPdf(
  deps: Deps,
  actor: Actor,
  id: string,
): Promise<{ fileName: string; body: Buffer | Readable }> {
  const row = await findReadableOrder(deps.db, actor, id);
  if (!row) throw new AppError('NOT_FOUND');
  const { order } = row;
  const title = `${row.designName} — ${order.qrTitle}`;
  const reference = row.billNumber ?? order.id;
  if (!isOrderStaff(actor)) {
    const pdf = await proofPdf(deps, {
      key: `order:${order.id}`,
      template: { ...order.template, screenKey: order.template.images?.screenKey ?? null },
      qrHash: order.qrHash,
      texts: printedTexts(order.texts, order.template.textBoxes),
      title,
    });
    return { fileName: `proof-${reference}.pdf`, body: pdf };
  }
  const build = () => {
    let pending = building.get(order.id);
    if (!pending) {
      pending = buildPrintFile(deps, order, title).finally(() => building.delete(order.id));
      building.set(order.id, pending);
    }
    return pending;
  };
  // Built once; built again only if its stored file has gone (a storage restored without it).
  const stored = order.printFileKey ? await deps.storage.get(order.printFileKey) : null;
  const body = stored ?? (await deps.storage.get(await build()));
  if (!body) throw new AppError('NOT_FOUND');
  return { fileName: `print-${reference}.pdf`, body };
}
