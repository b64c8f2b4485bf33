// Event pages: the owner's under /qr, the admin's under /qr-management (SPEC §2).
import { PAGES } from '@hatira/shared/pages';
import { page } from '../../lib/route-kit';

const list = () => import('./qr-code-list-page');
const pages = () => import('./qr-code-pages');
const NAMESPACES = ['qr-codes'];

export const qrCodesRoutes = [
  page(PAGES.qr, list, 'QrCodeListPage', NAMESPACES),
  page(PAGES.qrAdd, pages, 'QrCodeAddPage', NAMESPACES),
  page(PAGES.qrEdit, pages, 'QrCodeEditPage', NAMESPACES),
  page(PAGES.qrManagement, list, 'QrManagementPage', NAMESPACES),
  page(PAGES.qrManagementEdit, pages, 'QrCodeEditPage', NAMESPACES),
];
