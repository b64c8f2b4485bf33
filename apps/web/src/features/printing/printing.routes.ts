// The printing workshop and the store (DESIGN.md §6.4, §7.1; access: packages/shared/src/pages.ts):
// the buyers' catalogue, personalising and ordering, the orders, the staff's catalogue with the
// design editor (its own chunk: nothing else loads its code), and the designs as products.
import { PAGES } from '@hatira/shared/pages';
import { page, redirectPrefix } from '../../lib/route-kit';

const NAMESPACES = ['printing'];
/** The order pages show bill states (the shared billing texts). */
const ORDER_NAMESPACES = ['printing', 'billing'];
const categories = () => import('./category-pages');
const designEditor = () => import('./design-pages');

export const printingRoutes = [
  page(PAGES.printingWorkshop, () => import('./workshop-page'), 'WorkshopPage', NAMESPACES),
  page(PAGES.printingPersonalize, () => import('./personalize-page'), 'PersonalizePage', NAMESPACES),
  page(PAGES.printingOrder, () => import('./order-page'), 'OrderPage', NAMESPACES),
  page(PAGES.printOrders, () => import('./order-list-page'), 'OrderListPage', ORDER_NAMESPACES),
  page(PAGES.printOrderView, () => import('./order-view-page'), 'OrderViewPage', ORDER_NAMESPACES),
  page(PAGES.printCategories, () => import('./category-list-page'), 'CategoryListPage', NAMESPACES),
  page(PAGES.printCategoryAdd, categories, 'CategoryAddPage', NAMESPACES),
  page(PAGES.printCategoryEdit, categories, 'CategoryEditPage', NAMESPACES),
  page(PAGES.printDesigns, () => import('./design-list-page'), 'DesignListPage', NAMESPACES),
  page(PAGES.printDesignAdd, designEditor, 'DesignAddPage', NAMESPACES),
  page(PAGES.printDesignEdit, designEditor, 'DesignEditPage', NAMESPACES),
  redirectPrefix('/printing-workshop/designs', PAGES.printDesigns.path),
  page(PAGES.storeProducts, () => import('./product-list-page'), 'ProductListPage', NAMESPACES),
];
