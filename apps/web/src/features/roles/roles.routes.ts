// Roles and permissions (the "people" area: joins the router on the first visit, app/router.tsx).
import { PAGES } from '@hatira/shared/pages';
import { page } from '../../lib/route-kit';

const roles = () => import('./role-pages');
const permissions = () => import('./permission-pages');
const NAMESPACES = ['roles'];

export const rolesRoutes = [
  page(PAGES.roles, roles, 'RoleListPage', NAMESPACES),
  page(PAGES.roleAdd, roles, 'RoleAddPage', NAMESPACES),
  page(PAGES.roleEdit, roles, 'RoleEditPage', NAMESPACES),
  page(PAGES.permissions, permissions, 'PermissionListPage', NAMESPACES),
  page(PAGES.permissionAdd, permissions, 'PermissionAddPage', NAMESPACES),
  page(PAGES.permissionEdit, permissions, 'PermissionEditPage', NAMESPACES),
];
