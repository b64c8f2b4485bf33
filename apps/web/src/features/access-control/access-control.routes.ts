import { PAGES } from '@hatira/shared/pages';
import { page } from '../../lib/route-kit';

export const accessControlRoutes = [
  page(PAGES.accessControl, () => import('./access-control-page'), 'AccessControlPage', ['access-control']),
];
