// The catalogue's categories (DESIGN.md §6.4): staff write them under the rules on
// `printCatalogue`; buyers read the active ones, each counting the designs they can order.
import { and, count, eq, sql } from 'drizzle-orm';
import type { ListResponse } from '@hatira/shared/common';
import type {
  ListPrintCategoriesQuery,
  PrintCategory,
  PrintCategoryBody,
  UpdatePrintCategoryBody,
} from '@hatira/shared/printing';
import type { Db } from '../../db/client.js';
import { assertCan, type Actor } from '../../lib/actor.js';
import { isForeignKeyViolation } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';
import { listPage } from '../../lib/list-query.js';
import { isCatalogueStaff } from './print-catalogue-access.js';
import { printCategories, printDesigns } from './printing.table.js';

type CategoryRow = typeof printCategories.$inferSelect;

function toCategory(row: CategoryRow, designCount: number): PrintCategory {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    sortOrder: row.sortOrder,
    isActive: row.isActive,
    designCount,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The category's designs the caller sees: all for staff, the active ones for buyers. The outer
 * column is named in full: in a one-table select Drizzle leaves table names out, and a bare "id"
 * would be the design's.
 */
function designCountOf(actor: Actor) {
  const active = isCatalogueStaff(actor) ? sql`` : sql` and ${printDesigns.isActive}`;
  return sql<number>`(select count(*)::int from ${printDesigns} where ${printDesigns.categoryId} = ${sql.raw(
    '"print_categories"."id"',
  )}${active})`;
}

/** Staff see every category; buyers the active ones. */
const visibleCategories = (actor: Actor) =>
  isCatalogueStaff(actor) ? undefined : eq(printCategories.isActive, true);

const SORT_COLUMNS = {
  name: printCategories.name,
  sortOrder: printCategories.sortOrder,
  createdAt: printCategories.createdAt,
};

export async function listPrintCategories(
  db: Db,
  actor: Actor,
  query: ListPrintCategoriesQuery,
): Promise<ListResponse<PrintCategory>> {
  assertCan(actor, 'read', 'printCatalogue');
  const rows = db
    .select({ category: printCategories, designCount: designCountOf(actor) })
    .from(printCategories)
    .$dynamic();
  const page = await listPage(db, rows, query, {
    where: visibleCategories(actor),
    search: [printCategories.name, printCategories.description],
    sortColumns: SORT_COLUMNS,
    defaultSort: { key: 'sortOrder', order: 'asc' },
    tieBreakers: [printCategories.name, printCategories.id],
  });
  return { ...page, items: page.items.map((row) => toCategory(row.category, row.designCount)) };
}

async function findCategory(db: Db, actor: Actor, id: string): Promise<PrintCategory> {
  const [row] = await db
    .select({ category: printCategories, designCount: designCountOf(actor) })
    .from(printCategories)
    .where(and(eq(printCategories.id, id), visibleCategories(actor)));
  if (!row) throw new AppError('NOT_FOUND');
  return toCategory(row.category, row.designCount);
}

export async function getPrintCategory(db: Db, actor: Actor, id: string): Promise<PrintCategory> {
  assertCan(actor, 'read', 'printCatalogue');
  return findCategory(db, actor, id);
}

export async function createPrintCategory(
  db: Db,
  actor: Actor,
  input: PrintCategoryBody,
): Promise<PrintCategory> {
  assertCan(actor, 'create', 'printCatalogue');
  const [created] = await db.insert(printCategories).values(input).returning();
  return toCategory(created!, 0);
}

export async function updatePrintCategory(
  db: Db,
  actor: Actor,
  id: string,
  input: UpdatePrintCategoryBody,
): Promise<PrintCategory> {
  assertCan(actor, 'update', 'printCatalogue');
  const [updated] = await db
    .update(printCategories)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(printCategories.id, id))
    .returning({ id: printCategories.id });
  if (!updated) throw new AppError('NOT_FOUND');
  return findCategory(db, actor, id);
}

/** A category with designs is PRINT_CATEGORY_IN_USE: its designs go first (the foreign key decides). */
export async function deletePrintCategory(db: Db, actor: Actor, id: string): Promise<void> {
  assertCan(actor, 'delete', 'printCatalogue');
  try {
    const [deleted] = await db
      .delete(printCategories)
      .where(eq(printCategories.id, id))
      .returning({ id: printCategories.id });
    if (!deleted) throw new AppError('NOT_FOUND');
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new AppError('PRINT_CATEGORY_IN_USE');
    throw error;
  }
}

/** Whether the category exists (a design must be in one). */
export async function categoryExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(printCategories).where(eq(printCategories.id, id));
  return (row?.n ?? 0) > 0;
}
