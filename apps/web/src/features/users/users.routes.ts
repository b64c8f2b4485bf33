// The admin's users (the "people" area: joins the router on the first visit, app/router.tsx).
import { PAGES } from '@hatira/shared/pages';
import { page } from '../../lib/route-kit';

const pages = () => import('./user-pages');
const NAMESPACES = ['users'];

export const usersRoutes = [
  page(PAGES.users, () => import('./user-list-page'), 'UserListPage', NAMESPACES),
  page(PAGES.userAdd, pages, 'UserAddPage', NAMESPACES),
  page(PAGES.userEdit, pages, 'UserEditPage', NAMESPACES),
];
