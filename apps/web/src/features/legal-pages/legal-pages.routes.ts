// The legal texts' editor (staff, issue 12). The public pages are the guest entry's
// (features/share/legal-page.tsx, docs/decisions/037-legal-pages.md).
import { PAGES } from '@hatira/shared/pages';
import { page } from '../../lib/route-kit';

const NAMESPACES = ['legal-pages'];

export const legalPagesRoutes = [
  page(PAGES.legalPages, () => import('./legal-page-list-page'), 'LegalPageListPage', NAMESPACES),
  page(PAGES.legalPageEdit, () => import('./legal-page-editor-page'), 'LegalPageEditorPage', NAMESPACES),
];
