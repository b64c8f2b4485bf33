// What the user screens ask the server (/api/users, and /api/roles for the role choices).
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountType, UserStatus } from '@hatira/shared/auth';
import type { CreateUserBody, UpdateUserBody, USER_SORT_FIELDS } from '@hatira/shared/users';
import { toListQuery, type ListParams } from '../../components/data-table/list-params';
import { api } from '../../lib/api';

export type UserSortField = (typeof USER_SORT_FIELDS)[number];

export interface UserFilters {
  role?: string | undefined;
  status?: UserStatus | undefined;
  accountType?: AccountType | undefined;
}

export const userKeys = {
  all: ['users'] as const,
  list: (params: ListParams<UserSortField>, filters: UserFilters) =>
    [...userKeys.all, 'list', params, filters] as const,
  one: (id: string) => [...userKeys.all, 'one', id] as const,
  sessions: (id: string) => [...userKeys.all, 'sessions', id] as const,
  roles: ['users', 'role-choices'] as const,
};

export function usersQuery(params: ListParams<UserSortField>, filters: UserFilters) {
  return queryOptions({
    queryKey: userKeys.list(params, filters),
    queryFn: ({ signal }) => api.get('/api/users', { query: { ...toListQuery(params), ...filters }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function userQuery(id: string) {
  return queryOptions({
    queryKey: userKeys.one(id),
    queryFn: ({ signal }) => api.get('/api/users/:id', { params: { id }, signal }),
  });
}

/** The role names a user can be given (the filter and the form's choices). */
export const roleChoicesQuery = queryOptions({
  queryKey: userKeys.roles,
  queryFn: ({ signal }) => api.get('/api/roles', { signal }),
  select: (data) => data.items.map((role) => role.name),
  staleTime: 60_000,
});

export function userSessionsQuery(id: string) {
  return queryOptions({
    queryKey: userKeys.sessions(id),
    queryFn: ({ signal }) => api.get('/api/users/:id/sessions', { params: { id }, signal }),
  });
}

function useInvalidatingMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: userKeys.all }) });
}

export const useCreateUser = () =>
  useInvalidatingMutation((body: CreateUserBody) => api.post('/api/users', { body }));

export const useUpdateUser = (id: string) =>
  useInvalidatingMutation((body: UpdateUserBody) => api.patch('/api/users/:id', { params: { id }, body }));

export const useDeleteUser = () =>
  useInvalidatingMutation(({ id, withData }: { id: string; withData: boolean }) =>
    api.delete('/api/users/:id', { params: { id }, query: withData ? { withData: 'true' } : {} }),
  );

export const useSendPasswordReset = (id: string) =>
  useMutation({ mutationFn: () => api.post('/api/users/:id/password-reset', { params: { id } }) });

export const useRevokeUserSession = (id: string) =>
  useInvalidatingMutation((sessionId: string) =>
    api.delete('/api/users/:id/sessions/:sessionId', { params: { id, sessionId } }),
  );
