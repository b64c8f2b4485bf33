// What the user screens ask the server (/api/users, and /api/roles for the role choices).
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountType, UserStatus } from '@hatira/shared/auth';
import type { ListResponse } from '@hatira/shared/common';
import type { Role } from '@hatira/shared/roles';
import type { SessionList } from '@hatira/shared/sessions';
import type { CreateUserBody, UpdateUserBody, USER_SORT_FIELDS, User } from '@hatira/shared/users';
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

const userPath = (id: string) => `/api/users/${encodeURIComponent(id)}`;

export function usersQuery(params: ListParams<UserSortField>, filters: UserFilters) {
  return queryOptions({
    queryKey: userKeys.list(params, filters),
    queryFn: ({ signal }) =>
      api<ListResponse<User>>('/api/users', { query: { ...toListQuery(params), ...filters }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function userQuery(id: string) {
  return queryOptions({
    queryKey: userKeys.one(id),
    queryFn: ({ signal }) => api<User>(userPath(id), { signal }),
  });
}

/** The role names a user can be given (the filter and the form's choices). */
export const roleChoicesQuery = queryOptions({
  queryKey: userKeys.roles,
  queryFn: ({ signal }) => api<ListResponse<Role>>('/api/roles', { signal }),
  select: (data) => data.items.map((role) => role.name),
  staleTime: 60_000,
});

export function userSessionsQuery(id: string) {
  return queryOptions({
    queryKey: userKeys.sessions(id),
    queryFn: ({ signal }) => api<SessionList>(`${userPath(id)}/sessions`, { signal }),
  });
}

function useInvalidatingMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: userKeys.all }) });
}

export const useCreateUser = () =>
  useInvalidatingMutation((body: CreateUserBody) => api<User>('/api/users', { method: 'POST', body }));

export const useUpdateUser = (id: string) =>
  useInvalidatingMutation((body: UpdateUserBody) => api<User>(userPath(id), { method: 'PATCH', body }));

export const useDeleteUser = () =>
  useInvalidatingMutation(({ id, withData }: { id: string; withData: boolean }) =>
    api<void>(userPath(id), { method: 'DELETE', query: withData ? { withData: 'true' } : {} }),
  );

export const useSendPasswordReset = (id: string) =>
  useMutation({ mutationFn: () => api<void>(`${userPath(id)}/password-reset`, { method: 'POST' }) });

export const useRevokeUserSession = (id: string) =>
  useInvalidatingMutation((sessionId: string) =>
    api<void>(`${userPath(id)}/sessions/${encodeURIComponent(sessionId)}`, { method: 'DELETE' }),
  );
