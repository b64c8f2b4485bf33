// What the role and permission screens ask the server (/api/roles, /api/permissions). A change to
// roles or permissions may change the signed-in user's own rules: /api/auth/me is asked again.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  PERMISSION_SORT_FIELDS,
  PermissionBody,
  RoleBody,
  UpdatePermissionBody,
  UpdateRoleBody,
} from '@hatira/shared/roles';
import { toListQuery, type ListParams } from '../../components/data-table/list-params';
import { api } from '../../lib/api';
import { ME_QUERY_KEY } from '../../lib/session';

export type PermissionSortField = (typeof PERMISSION_SORT_FIELDS)[number];

export const roleKeys = {
  roles: ['roles'] as const,
  role: (id: string) => ['roles', id] as const,
  permissions: ['permissions'] as const,
  permissionList: (params: ListParams<PermissionSortField>) => ['permissions', 'list', params] as const,
  allPermissions: ['permissions', 'all'] as const,
  permission: (id: string) => ['permissions', 'one', id] as const,
};

export const rolesQuery = queryOptions({
  queryKey: roleKeys.roles,
  queryFn: ({ signal }) => api.get('/api/roles', { signal }),
});

export function roleQuery(id: string) {
  return queryOptions({
    queryKey: roleKeys.role(id),
    queryFn: ({ signal }) => api.get('/api/roles/:id', { params: { id }, signal }),
  });
}

export function permissionsQuery(params: ListParams<PermissionSortField>) {
  return queryOptions({
    queryKey: roleKeys.permissionList(params),
    queryFn: ({ signal }) => api.get('/api/permissions', { query: toListQuery(params), signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every permission: one per action and subject, so never more than a page of 100. */
export const allPermissionsQuery = queryOptions({
  queryKey: roleKeys.allPermissions,
  queryFn: ({ signal }) => api.get('/api/permissions', { query: { itemsPerPage: 100 }, signal }),
});

export function permissionQuery(id: string) {
  return queryOptions({
    queryKey: roleKeys.permission(id),
    queryFn: ({ signal }) => api.get('/api/permissions/:id', { params: { id }, signal }),
  });
}

/** After any change: the lists, and the signed-in user's own rules. */
function useAccessMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: roleKeys.roles }),
        client.invalidateQueries({ queryKey: roleKeys.permissions }),
        client.invalidateQueries({ queryKey: ME_QUERY_KEY }),
      ]),
  });
}

export const useCreateRole = () => useAccessMutation((body: RoleBody) => api.post('/api/roles', { body }));
export const useUpdateRole = (id: string) =>
  useAccessMutation((body: UpdateRoleBody) => api.patch('/api/roles/:id', { params: { id }, body }));
export const useDeleteRole = () =>
  useAccessMutation((id: string) => api.delete('/api/roles/:id', { params: { id } }));

export const useCreatePermission = () =>
  useAccessMutation((body: PermissionBody) => api.post('/api/permissions', { body }));
export const useUpdatePermission = (id: string) =>
  useAccessMutation((body: UpdatePermissionBody) =>
    api.patch('/api/permissions/:id', { params: { id }, body }),
  );
export const useDeletePermission = () =>
  useAccessMutation((id: string) => api.delete('/api/permissions/:id', { params: { id } }));
