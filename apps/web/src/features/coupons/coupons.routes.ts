// The coupons (staff, issue 12; access: pages.ts management pages).
import { PAGES } from '@hatira/shared/pages';
import { page } from '../../lib/route-kit';

const pages = () => import('./coupon-pages');
const NAMESPACES = ['coupons'];

export const couponsRoutes = [
  page(PAGES.coupons, () => import('./coupon-list-page'), 'CouponListPage', NAMESPACES),
  page(PAGES.couponAdd, pages, 'CouponAddPage', NAMESPACES),
  page(PAGES.couponEdit, pages, 'CouponEditPage', NAMESPACES),
];
