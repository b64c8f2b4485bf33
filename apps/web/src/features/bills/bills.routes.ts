// Buying a plan (/subscription, its cart and a bill's pay page), the own bills and the staff's
// (DESIGN.md §6.3, §7.1; access: packages/shared/src/pages.ts). `billing`: the shared plan and bill
// parts (components/billing).
import { PAGES } from '@hatira/shared/pages';
import { page } from '../../lib/route-kit';

const NAMESPACES = ['bills', 'billing'];
const billView = () => import('./bill-view-page');
const billList = () => import('./bill-list-page');

export const billsRoutes = [
  page(PAGES.subscription, () => import('./subscription-page'), 'SubscriptionPage', NAMESPACES),
  page(PAGES.subscriptionCart, () => import('./cart-page'), 'CartPage', NAMESPACES),
  page(PAGES.subscriptionPay, () => import('./pay-page'), 'PayPage', NAMESPACES),
  page(PAGES.bills, billList, 'OwnBillsPage', NAMESPACES),
  page(PAGES.billView, billView, 'BillViewPage', NAMESPACES),
  page(PAGES.billsManagement, () => import('./bills-management-page'), 'BillsManagementPage', NAMESPACES),
  page(PAGES.billsManagementView, billView, 'ManagedBillViewPage', NAMESPACES),
];
