// What the event-page screens ask the server (/api/qr-codes): queries for TanStack Query and the
// mutations, each of which refreshes the lists it changes.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateQrCodeBody, QR_CODE_SORT_FIELDS, UpdateQrCodeBody } from '@hatira/shared/qr-codes';
import { toListQuery, type ListParams } from '../../components/data-table/list-params';
import { api } from '../../lib/api';

export type QrCodeSortField = (typeof QR_CODE_SORT_FIELDS)[number];

export const qrCodeKeys = {
  all: ['qr-codes'] as const,
  list: (params: ListParams<QrCodeSortField>) => [...qrCodeKeys.all, 'list', params] as const,
  detail: (id: string) => [...qrCodeKeys.all, 'detail', id] as const,
};

/**
 * The albums feature keeps its lists under the same key, so a change on either screen refreshes
 * the other (features do not import each other; the key is the contract).
 */
const eventAlbumsKey = (qrCodeId: string) => ['albums', 'list', qrCodeId] as const;

export function qrCodesQuery(params: ListParams<QrCodeSortField>) {
  return queryOptions({
    queryKey: qrCodeKeys.list(params),
    queryFn: ({ signal }) => api.get('/api/qr-codes', { query: toListQuery(params), signal }),
    placeholderData: keepPreviousData,
  });
}

export function qrCodeQuery(id: string) {
  return queryOptions({
    queryKey: qrCodeKeys.detail(id),
    queryFn: ({ signal }) => api.get('/api/qr-codes/:id', { params: { id }, signal }),
  });
}

export function eventAlbumsQuery(qrCodeId: string) {
  return queryOptions({
    queryKey: eventAlbumsKey(qrCodeId),
    queryFn: ({ signal }) => api.get('/api/albums', { query: { qrCodeId }, signal }),
  });
}

export function useCreateQrCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateQrCodeBody) => api.post('/api/qr-codes', { body }),
    onSuccess: (created) => {
      client.setQueryData(qrCodeKeys.detail(created.id), created);
      return client.invalidateQueries({ queryKey: [...qrCodeKeys.all, 'list'] });
    },
  });
}

export function useUpdateQrCode(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateQrCodeBody) => api.patch('/api/qr-codes/:id', { params: { id }, body }),
    onSuccess: (updated) => {
      client.setQueryData(qrCodeKeys.detail(id), updated);
      return client.invalidateQueries({ queryKey: [...qrCodeKeys.all, 'list'] });
    },
  });
}

export function useDeleteQrCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete('/api/qr-codes/:id', { params: { id } }),
    onSuccess: (_result, id) => {
      // Only what no screen shows any more: the edit page of the deleted event is still open
      // until it moves on, and refetching its data now would flash a "not found".
      client.removeQueries({ queryKey: qrCodeKeys.detail(id), type: 'inactive' });
      client.removeQueries({ queryKey: eventAlbumsKey(id), type: 'inactive' });
      return client.invalidateQueries({ queryKey: [...qrCodeKeys.all, 'list'] });
    },
  });
}

/**
 * The live slideshow's link (DESIGN.md §6.7): a new one (turning it on, or replacing the old, which
 * then stops), or none (off). The event comes back from the server with its new `slideshowUrl`.
 */
export function useSlideshowLink(id: string) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: qrCodeKeys.detail(id) });
  const start = useMutation({
    mutationFn: () => api.post('/api/qr-codes/:id/slideshow', { params: { id } }),
    onSuccess: refresh,
  });
  const stop = useMutation({
    mutationFn: () => api.delete('/api/qr-codes/:id/slideshow', { params: { id } }),
    onSuccess: refresh,
  });
  return { start, stop };
}
