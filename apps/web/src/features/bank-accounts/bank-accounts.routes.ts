// The bank accounts buyers transfer to (staff, issue 12; access: pages.ts management pages).
import { PAGES } from '@hatira/shared/pages';
import { page } from '../../lib/route-kit';

const pages = () => import('./bank-account-pages');
const NAMESPACES = ['bank-accounts'];

export const bankAccountsRoutes = [
  page(PAGES.bankAccounts, () => import('./bank-account-list-page'), 'BankAccountListPage', NAMESPACES),
  page(PAGES.bankAccountAdd, pages, 'BankAccountAddPage', NAMESPACES),
  page(PAGES.bankAccountEdit, pages, 'BankAccountEditPage', NAMESPACES),
];
