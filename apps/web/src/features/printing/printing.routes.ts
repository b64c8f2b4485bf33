// The printing workshop and the store (DESIGN.md §6.4, §7.1; access: packages/shared/src/pages.ts):
// the buyers' catalogue, personalising and ordering, the orders, the staff's catalogue with the
// design editor (its own chunk: nothing else loads its code), and the designs as products.
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { PAGES, PUBLIC } from '@hatira/shared/pages';
import { page, Redirecting, type RouteHandle } from '../../lib/route-kit';

const NAMESPACES = ['printing'];
/** The order pages show the billing identity's fields and bill states (the shared billing texts). */
const ORDER_NAMESPACES = ['printing', 'billing'];
const categories = () => import('./category-pages');
const designEditor = () => import('./design-pages');

/**
 * /printing-workshop/designs… (and the list itself) forwards to the seed's /printing-workshop/desings…,
 * keeping the rest of the path and the query. Here rather than in the route kit: nothing else
 * needs it, and the kit is part of every page's first download.
 */
function designsSpelling(): RouteObject {
  const from = '/printing-workshop/designs';
  return {
    path: `${from}/*`,
    handle: PUBLIC satisfies RouteHandle,
    loader: ({ request }: LoaderFunctionArgs) => {
      const url = new URL(request.url);
      return redirect(PAGES.printDesigns.path + url.pathname.slice(from.length) + url.search);
    },
    Component: Redirecting,
  };
}

export const printingRoutes = [
  page(PAGES.printingWorkshop, () => import('./workshop-page'), 'WorkshopPage', NAMESPACES),
  page(PAGES.printingPersonalize, () => import('./personalize-page'), 'PersonalizePage', NAMESPACES),
  page(PAGES.printingOrder, () => import('./order-page'), 'OrderPage', ORDER_NAMESPACES),
  page(PAGES.printOrders, () => import('./order-list-page'), 'OrderListPage', ORDER_NAMESPACES),
  page(PAGES.printOrderView, () => import('./order-view-page'), 'OrderViewPage', ORDER_NAMESPACES),
  page(PAGES.printCategories, () => import('./category-list-page'), 'CategoryListPage', NAMESPACES),
  page(PAGES.printCategoryAdd, categories, 'CategoryAddPage', NAMESPACES),
  page(PAGES.printCategoryEdit, categories, 'CategoryEditPage', NAMESPACES),
  page(PAGES.printDesigns, () => import('./design-list-page'), 'DesignListPage', NAMESPACES),
  page(PAGES.printDesignAdd, designEditor, 'DesignAddPage', NAMESPACES),
  page(PAGES.printDesignEdit, designEditor, 'DesignEditPage', NAMESPACES),
  designsSpelling(),
  page(PAGES.storeProducts, () => import('./product-list-page'), 'ProductListPage', NAMESPACES),
];
