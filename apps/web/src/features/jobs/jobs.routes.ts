// Background jobs (staff, docs/decisions/042; access: pages.ts management pages).
import { PAGES } from '@hatira/shared/pages';
import { page } from '../../lib/route-kit';

export const jobsRoutes = [page(PAGES.jobs, () => import('./job-list-page'), 'JobListPage', ['jobs'])];
