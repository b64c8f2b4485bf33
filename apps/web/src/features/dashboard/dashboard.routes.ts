import { PAGES } from '@hatira/shared/pages';
import { page } from '../../lib/route-kit';

export const dashboardRoutes = [
  page(PAGES.dashboard, () => import('./dashboard-page'), 'DashboardPage', ['dashboard']),
];
