// The owner's, a customer's and the platform's blocked addresses: one page, three places.
import { PAGES } from '@hatira/shared/pages';
import { page } from '../../lib/route-kit';

const list = () => import('./blocked-ip-list-page');
const NAMESPACES = ['blocked-ips'];

export const blockedIpsRoutes = [
  page(PAGES.blockedIps, list, 'BlockedIpListPage', NAMESPACES),
  page(PAGES.customerBlockedIps, list, 'BlockedIpListPage', NAMESPACES),
  page(PAGES.blockedIpsManagement, list, 'BlockedIpListPage', NAMESPACES),
];
