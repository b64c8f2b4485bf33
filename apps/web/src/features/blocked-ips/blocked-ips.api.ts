// What the blocked-address screens ask the server (/api/blocked-ips).
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  BLOCKED_IP_SCOPES,
  BLOCKED_IP_SORT_FIELDS,
  CreateBlockedIpBody,
} from '@hatira/shared/blocked-ips';
import { toListQuery, type ListParams } from '../../components/data-table/list-params';
import { api } from '../../lib/api';

export type BlockedIpSortField = (typeof BLOCKED_IP_SORT_FIELDS)[number];
/** For admins: only the platform-wide entries, or only their own; undefined = every entry. */
export type BlockedIpScope = (typeof BLOCKED_IP_SCOPES)[number];

export const blockedIpKeys = {
  all: ['blocked-ips'] as const,
  list: (params: ListParams<BlockedIpSortField>, scope: BlockedIpScope | undefined) =>
    [...blockedIpKeys.all, 'list', params, scope ?? 'all'] as const,
};

export function blockedIpsQuery(params: ListParams<BlockedIpSortField>, scope?: BlockedIpScope) {
  return queryOptions({
    queryKey: blockedIpKeys.list(params, scope),
    queryFn: ({ signal }) =>
      api.get('/api/blocked-ips', { query: { ...toListQuery(params), scope }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCreateBlockedIp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateBlockedIpBody) => api.post('/api/blocked-ips', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: blockedIpKeys.all }),
  });
}

export function useDeleteBlockedIp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete('/api/blocked-ips/:id', { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: blockedIpKeys.all }),
  });
}
