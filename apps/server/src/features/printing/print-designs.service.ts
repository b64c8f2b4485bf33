// The catalogue's designs (DESIGN.md §6.4): staff write them under the rules on `printCatalogue`;
// buyers read the active ones of active categories. Lengths are stored to the hundredth of a
// millimetre; every box must lie inside the page and text keys must differ (400 with the fields).
// A change redraws the catalogue card's preview; an ordered design cannot be deleted (its orders
// keep their own copy of what they print, docs/decisions/043).
import { Readable } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import type { ListResponse } from '@hatira/shared/common';
import { fieldError } from '@hatira/shared/field-errors';
import {
  boxesOutsidePage,
  duplicateTextKeys,
  type ListPrintDesignsQuery,
  type PrintDesign,
  type PrintDesignBody,
  type UpdatePrintDesignBody,
} from '@hatira/shared/printing';
import type { Db } from '../../db/client.js';
import { assertCan, type Actor } from '../../lib/actor.js';
import { isForeignKeyViolation } from '../../lib/db-errors.js';
import type { AppDeps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { bytesOf } from '../../lib/storage/storage.js';
import { listPage } from '../../lib/list-query.js';
import {
  backgroundKeys,
  newPreviewKey,
  prepareBackground,
  renderPreview,
  servedImageUrl,
} from './design-images.js';
import { visibleDesigns } from './print-catalogue-access.js';
import { categoryExists } from './print-categories.service.js';
import { printCategories, printDesigns, printOrders } from './printing.table.js';

export type DesignRow = typeof printDesigns.$inferSelect;
type Deps = Pick<AppDeps, 'db' | 'storage'> & { config: Pick<AppDeps['config'], 'publicUrl'> };

export function toDesign(row: DesignRow, categoryName: string): PrintDesign {
  return {
    id: row.id,
    categoryId: row.categoryId,
    categoryName,
    name: row.name,
    description: row.description,
    widthMm: row.widthMm,
    heightMm: row.heightMm,
    bleedMm: row.bleedMm,
    qrBox: row.qrBox,
    textBoxes: row.textBoxes,
    unitPrice: row.unitPrice,
    minQuantity: row.minQuantity,
    isActive: row.isActive,
    backgroundUrl: row.images ? servedImageUrl(row.images.screenKey) : null,
    backgroundWidthPx: row.images?.widthPx ?? null,
    backgroundHeightPx: row.images?.heightPx ?? null,
    previewUrl: row.previewKey ? servedImageUrl(row.previewKey) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Designs with their category's name; add a where (and `$dynamic()` for lists). */
export function selectDesigns(db: Db) {
  return db
    .select({ design: printDesigns, categoryName: printCategories.name })
    .from(printDesigns)
    .innerJoin(printCategories, eq(printCategories.id, printDesigns.categoryId));
}

const SORT_COLUMNS = {
  name: printDesigns.name,
  unitPrice: printDesigns.unitPrice,
  createdAt: printDesigns.createdAt,
};

export async function listPrintDesigns(
  db: Db,
  actor: Actor,
  query: ListPrintDesignsQuery,
): Promise<ListResponse<PrintDesign>> {
  assertCan(actor, 'read', 'printCatalogue');
  const page = await listPage(db, selectDesigns(db).$dynamic(), query, {
    where: and(
      visibleDesigns(actor),
      query.categoryId ? eq(printDesigns.categoryId, query.categoryId) : undefined,
    ),
    search: [printDesigns.name, printDesigns.description, printCategories.name],
    sortColumns: SORT_COLUMNS,
    defaultSort: { key: 'name', order: 'asc' },
    tieBreakers: [printDesigns.id],
  });
  return { ...page, items: page.items.map((row) => toDesign(row.design, row.categoryName)) };
}

/** A design the caller sees, with its category's name; NOT_FOUND otherwise. */
export async function findVisibleDesign(db: Db, actor: Actor, id: string) {
  assertCan(actor, 'read', 'printCatalogue');
  const [row] = await selectDesigns(db).where(and(eq(printDesigns.id, id), visibleDesigns(actor)));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function getPrintDesign(db: Db, actor: Actor, id: string): Promise<PrintDesign> {
  const row = await findVisibleDesign(db, actor, id);
  return toDesign(row.design, row.categoryName);
}

const round = (mm: number) => Math.round(mm * 100) / 100;

/** Lengths to the hundredth of a millimetre, as the table keeps them. */
function roundedLengths<T extends Partial<PrintDesignBody>>(input: T): T {
  return {
    ...input,
    ...(input.widthMm !== undefined && { widthMm: round(input.widthMm) }),
    ...(input.heightMm !== undefined && { heightMm: round(input.heightMm) }),
    ...(input.bleedMm !== undefined && { bleedMm: round(input.bleedMm) }),
    ...(input.qrBox && {
      qrBox: { xMm: round(input.qrBox.xMm), yMm: round(input.qrBox.yMm), sizeMm: round(input.qrBox.sizeMm) },
    }),
    ...(input.textBoxes && {
      textBoxes: input.textBoxes.map((box) => ({
        ...box,
        xMm: round(box.xMm),
        yMm: round(box.yMm),
        widthMm: round(box.widthMm),
        heightMm: round(box.heightMm),
      })),
    }),
  };
}

/** 400 with every field the whole design breaks: boxes off the page, twin keys, defaults too long, no category. */
async function assertValidDesign(db: Db, design: PrintDesignBody, categoryChanged: boolean): Promise<void> {
  const fields: Record<string, string> = {};
  for (const field of boxesOutsidePage(design)) fields[field] = fieldError('invalid');
  for (const field of duplicateTextKeys(design.textBoxes)) fields[field] = fieldError('invalid');
  design.textBoxes.forEach((box, i) => {
    if ([...box.defaultText].length > box.maxLength)
      fields[`textBoxes.${i}.defaultText`] = fieldError('tooLong', { max: box.maxLength });
  });
  if (categoryChanged && !(await categoryExists(db, design.categoryId)))
    fields['categoryId'] = fieldError('invalid');
  if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_FAILED', fields);
}

/** Draws and stores the design's catalogue card; returns its key (the old one is the caller's to delete). */
async function storePreview(deps: Deps, design: PreviewSource, screen: Buffer | null): Promise<string> {
  const key = newPreviewKey();
  await deps.storage.put(key, Readable.from(await renderPreview(design, screen, deps.config.publicUrl)));
  return key;
}
type PreviewSource = Parameters<typeof renderPreview>[0];

/** Stores a new preview for the row and drops the old one. */
async function refreshPreview(deps: Deps, design: DesignRow): Promise<DesignRow> {
  const screen = design.images ? await bytesOf(deps.storage, design.images.screenKey) : null;
  const key = await storePreview(deps, design, screen);
  const [updated] = await deps.db
    .update(printDesigns)
    .set({ previewKey: key })
    .where(eq(printDesigns.id, design.id))
    .returning();
  await deps.storage.delete(design.previewKey, updated ? null : key);
  return updated ?? design;
}

/** The row as the API shows it, with its category's name. */
async function designAnswer(db: Db, row: DesignRow): Promise<PrintDesign> {
  return toDesign(row, await categoryNameOf(db, row.categoryId));
}

async function categoryNameOf(db: Db, id: string): Promise<string> {
  const [row] = await db
    .select({ name: printCategories.name })
    .from(printCategories)
    .where(eq(printCategories.id, id));
  return row?.name ?? '';
}

export async function createPrintDesign(
  deps: Deps,
  actor: Actor,
  body: PrintDesignBody,
): Promise<PrintDesign> {
  assertCan(actor, 'create', 'printCatalogue');
  const input = roundedLengths(body);
  await assertValidDesign(deps.db, input, true);
  const [created] = await deps.db.insert(printDesigns).values(input).returning();
  const row = await refreshPreview(deps, created!);
  return designAnswer(deps.db, row);
}

export async function updatePrintDesign(
  deps: Deps,
  actor: Actor,
  id: string,
  body: UpdatePrintDesignBody,
): Promise<PrintDesign> {
  assertCan(actor, 'update', 'printCatalogue');
  const changes = roundedLengths(body);
  const updated = await deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(printDesigns).where(eq(printDesigns.id, id)).for('update');
    if (!current) throw new AppError('NOT_FOUND');
    const merged = { ...current, ...changes } as DesignRow;
    await assertValidDesign(tx, merged, changes.categoryId !== undefined);
    const [row] = await tx
      .update(printDesigns)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(printDesigns.id, id))
      .returning();
    return row!;
  });
  const row = await refreshPreview(deps, updated);
  return designAnswer(deps.db, row);
}

/** Whether an order still prints from this stored background. */
export async function isBackgroundOrdered(db: Db, backgroundKey: string): Promise<boolean> {
  const [row] = await db
    .select({ id: printOrders.id })
    .from(printOrders)
    .where(sql`${printOrders.template} -> 'images' ->> 'backgroundKey' = ${backgroundKey}`)
    .limit(1);
  return Boolean(row);
}

/** An ordered design is PRINT_DESIGN_IN_USE (deactivate it instead); its pictures go with it. */
export async function deletePrintDesign(deps: Deps, actor: Actor, id: string): Promise<void> {
  assertCan(actor, 'delete', 'printCatalogue');
  let deleted: DesignRow | undefined;
  try {
    [deleted] = await deps.db.delete(printDesigns).where(eq(printDesigns.id, id)).returning();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new AppError('PRINT_DESIGN_IN_USE');
    throw error;
  }
  if (!deleted) throw new AppError('NOT_FOUND');
  await deps.storage.delete(deleted.previewKey, deleted.images?.backgroundKey, deleted.images?.screenKey);
}

/** A new background (PNG or JPEG): stored at full resolution with its screen copy; the old pair goes unless an order prints it. */
export async function replaceBackground(
  deps: Deps,
  actor: Actor,
  id: string,
  bytes: Buffer,
): Promise<PrintDesign> {
  assertCan(actor, 'update', 'printCatalogue');
  const [current] = await deps.db.select().from(printDesigns).where(eq(printDesigns.id, id));
  if (!current) throw new AppError('NOT_FOUND');
  const row = await setBackground(deps, current, bytes);
  return designAnswer(deps.db, row);
}

/** Stores `bytes` as the design's background with its screen copy and a new preview; nothing is left behind on failure. */
export async function setBackground(deps: Deps, current: DesignRow, bytes: Buffer): Promise<DesignRow> {
  const prepared = await prepareBackground(bytes);
  const keys = backgroundKeys(prepared.print.extension);
  const images = { ...keys, widthPx: prepared.widthPx, heightPx: prepared.heightPx };
  let previewKey: string | null = null;
  let row: DesignRow | undefined;
  try {
    await deps.storage.put(keys.backgroundKey, Readable.from(prepared.print.bytes));
    await deps.storage.put(keys.screenKey, Readable.from(prepared.screen));
    previewKey = await storePreview(deps, { ...current, images }, prepared.screen);
    [row] = await deps.db
      .update(printDesigns)
      .set({ images, previewKey, updatedAt: new Date() })
      .where(eq(printDesigns.id, current.id))
      .returning();
    if (!row) throw new AppError('NOT_FOUND');
  } catch (error) {
    await deps.storage.delete(keys.backgroundKey, keys.screenKey, previewKey);
    throw error;
  }
  await deps.storage.delete(current.previewKey);
  const old = current.images;
  if (old && !(await isBackgroundOrdered(deps.db, old.backgroundKey)))
    await deps.storage.delete(old.backgroundKey, old.screenKey);
  return row;
}
