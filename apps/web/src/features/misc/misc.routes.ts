// The error pages (blank layout); `*` answers every path no other route (or area) takes.
import { PAGES, PUBLIC } from '@hatira/shared/pages';
import { page } from '../../lib/route-kit';

const notAuthorized = () => import('./not-authorized-page');
const notFound = () => import('./not-found-page');

export const miscRoutes = [
  page(PAGES.notAuthorized, notAuthorized, 'NotAuthorizedPage'),
  page(PAGES.miscNotAuthorized, notAuthorized, 'NotAuthorizedPage'),
  page(PAGES.pageNotFound, notFound, 'NotFoundPage'),
  page({ path: '*', access: PUBLIC }, notFound, 'NotFoundPage'),
];
