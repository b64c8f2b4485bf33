// The store (DESIGN.md §6.4, SPEC §3's demo Product shape): the catalogue's designs as products,
// for whoever may `read product`. "Published" is a design a buyer can order: active, in an active
// category. Searched, sorted and paged on the server like every list.
import { and, eq, not, sql } from 'drizzle-orm';
import type { ListResponse } from '@hatira/shared/common';
import type { ListProductsQuery, Product } from '@hatira/shared/printing';
import type { Db } from '../../db/client.js';
import { assertCan, type Actor } from '../../lib/actor.js';
import { listPage } from '../../lib/list-query.js';
import { servedImageUrl } from './design-images.js';
import { printCategories, printDesigns } from './printing.table.js';

const isPublished = and(eq(printDesigns.isActive, true), eq(printCategories.isActive, true))!;
/** 'Inactive' sorts after 'Published' ascending, as the status texts do. */
const statusOrder = sql`case when ${isPublished} then 0 else 1 end`;

const SORT_COLUMNS = {
  name: printDesigns.name,
  category: printCategories.name,
  price: printDesigns.unitPrice,
  status: statusOrder,
};

export async function listProducts(
  db: Db,
  actor: Actor,
  query: ListProductsQuery,
): Promise<ListResponse<Product>> {
  assertCan(actor, 'read', 'product');
  const status =
    query.status === 'Published' ? isPublished : query.status === 'Inactive' ? not(isPublished) : undefined;
  const rows = db
    .select({
      design: printDesigns,
      category: printCategories.name,
      isPublished: sql<boolean>`${isPublished}`,
    })
    .from(printDesigns)
    .innerJoin(printCategories, eq(printCategories.id, printDesigns.categoryId))
    .$dynamic();
  const page = await listPage(db, rows, query, {
    where: and(status, query.categoryId ? eq(printDesigns.categoryId, query.categoryId) : undefined),
    search: [printDesigns.name, printCategories.name],
    sortColumns: SORT_COLUMNS,
    defaultSort: { key: 'name', order: 'asc' },
    tieBreakers: [printDesigns.id],
  });
  return {
    ...page,
    items: page.items.map(({ design, category, isPublished }) => ({
      id: design.id,
      name: design.name,
      category,
      price: design.unitPrice,
      status: isPublished ? 'Published' : 'Inactive',
      image: design.previewKey ? servedImageUrl(design.previewKey) : null,
    })),
  };
}
