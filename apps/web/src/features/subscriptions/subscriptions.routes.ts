// The price lists and the subscriptions (staff, issue 12; access: pages.ts management pages).
import { PAGES } from '@hatira/shared/pages';
import { page } from '../../lib/route-kit';

const priceList = () => import('./price-list-page');
const NAMESPACES = ['subscriptions'];

export const subscriptionsRoutes = [
  page(PAGES.priceListIndividual, priceList, 'PriceListPage', NAMESPACES),
  page(PAGES.priceListCorporate, priceList, 'PriceListPage', NAMESPACES),
  page(PAGES.subscriptions, () => import('./subscription-list-page'), 'SubscriptionListPage', NAMESPACES),
  page(PAGES.subscriptionEdit, () => import('./subscription-edit-page'), 'SubscriptionEditPage', NAMESPACES),
];
