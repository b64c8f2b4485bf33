// What the customer screens ask the server (/api/customers), and the event assignment they make
// through /api/qr-codes (a customer sees the events whose customerId is theirs).
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateCustomerBody, CUSTOMER_SORT_FIELDS, UpdateCustomerBody } from '@hatira/shared/customers';
import { toListQuery, type ListParams } from '../../components/data-table/list-params';
import { api } from '../../lib/api';

export type CustomerSortField = (typeof CUSTOMER_SORT_FIELDS)[number];

export const customerKeys = {
  all: ['customers'] as const,
  list: (params: ListParams<CustomerSortField>) => [...customerKeys.all, 'list', params] as const,
  detail: (id: string) => [...customerKeys.all, 'detail', id] as const,
};
/** The qr-codes feature keeps its lists under this key (the key is the contract between features). */
const QR_CODES_KEY = ['qr-codes'] as const;

export function customersQuery(params: ListParams<CustomerSortField>) {
  return queryOptions({
    queryKey: customerKeys.list(params),
    queryFn: ({ signal }) => api.get('/api/customers', { query: toListQuery(params), signal }),
    placeholderData: keepPreviousData,
  });
}

export function customerQuery(id: string) {
  return queryOptions({
    queryKey: customerKeys.detail(id),
    queryFn: ({ signal }) => api.get('/api/customers/:id', { params: { id }, signal }),
  });
}

/** The caller's own events, to pick one to assign (the first 100, newest first). */
export function ownEventsQuery() {
  return queryOptions({
    queryKey: [...QR_CODES_KEY, 'list', 'customer-picker'] as const,
    queryFn: ({ signal }) => api.get('/api/qr-codes', { query: { itemsPerPage: 100 }, signal }),
  });
}

function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [...customerKeys.all, 'list'] });
}

export function useCreateCustomer() {
  const client = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: CreateCustomerBody) => api.post('/api/customers', { body }),
    onSuccess: (created) => {
      client.setQueryData(customerKeys.detail(created.id), created);
      return refresh();
    },
  });
}

export function useUpdateCustomer(id: string) {
  const client = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: UpdateCustomerBody) => api.patch('/api/customers/:id', { params: { id }, body }),
    onSuccess: (updated) => {
      client.setQueryData(customerKeys.detail(id), updated);
      return refresh();
    },
  });
}

export function useDeleteCustomer() {
  const client = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => api.delete('/api/customers/:id', { params: { id } }),
    onSuccess: (_result, id) => {
      client.removeQueries({ queryKey: customerKeys.detail(id), type: 'inactive' });
      void client.invalidateQueries({ queryKey: QR_CODES_KEY });
      return refresh();
    },
  });
}

export function useResendInvitation(id: string) {
  return useMutation({
    mutationFn: () => api.post('/api/customers/:id/invitation', { params: { id } }),
  });
}

/** Gives an event to the customer (or takes it back with `customerId: null`). */
export function useAssignEvent(customerId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ eventId, assign }: { eventId: string; assign: boolean }) =>
      api.patch('/api/qr-codes/:id', {
        params: { id: eventId },
        body: { customerId: assign ? customerId : null },
      }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: customerKeys.detail(customerId) }),
        client.invalidateQueries({ queryKey: [...customerKeys.all, 'list'] }),
        client.invalidateQueries({ queryKey: QR_CODES_KEY }),
      ]),
  });
}
