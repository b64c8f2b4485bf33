// Customer accounts of corporate subscribers (SPEC §2; access: decisions/026).
import { PAGES } from '@hatira/shared/pages';
import { page } from '../../lib/route-kit';

const pages = () => import('./customer-pages');
const NAMESPACES = ['customers'];

export const customersRoutes = [
  page(PAGES.customers, () => import('./customer-list-page'), 'CustomerListPage', NAMESPACES),
  page(PAGES.customerAdd, pages, 'CustomerAddPage', NAMESPACES),
  page(PAGES.customerEdit, pages, 'CustomerEditPage', NAMESPACES),
];
