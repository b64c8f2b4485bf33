// What the blocked-address screens ask the server (/api/blocked-ips).
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  BLOCKED_IP_SCOPES,
  BLOCKED_IP_SORT_FIELDS,
  BlockedIp,
  CreateBlockedIpBody,
} from '@hatira/shared/blocked-ips';
import type { ListResponse } from '@hatira/shared/common';
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
      api<ListResponse<BlockedIp>>('/api/blocked-ips', { query: { ...toListQuery(params), scope }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCreateBlockedIp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateBlockedIpBody) => api<BlockedIp>('/api/blocked-ips', { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: blockedIpKeys.all }),
  });
}

export function useDeleteBlockedIp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/blocked-ips/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: blockedIpKeys.all }),
  });
}
