// The printing pages' addresses, filled in from the page table. Not in the shared `paths`: every
// entry there is part of every page's first download, the sign-in page's included, and these are
// linked to from the printing screens (others take the page table's pattern; docs/decisions/044).
import { fillPath, PAGES } from '@hatira/shared/pages';

const withId = (pattern: string) => (id: string) => fillPath(pattern, { id });

export const printingPaths = {
  workshop: PAGES.printingWorkshop.path,
  orders: PAGES.printOrders.path,
  orderView: withId(PAGES.printOrderView.path),
  personalize: withId(PAGES.printingPersonalize.path),
  /** The order form; what to order travels in its query (order-draft.ts). */
  order: PAGES.printingOrder.path,
  categories: PAGES.printCategories.path,
  categoryAdd: PAGES.printCategoryAdd.path,
  categoryEdit: withId(PAGES.printCategoryEdit.path),
  designs: PAGES.printDesigns.path,
  designAdd: PAGES.printDesignAdd.path,
  designEdit: withId(PAGES.printDesignEdit.path),
};
