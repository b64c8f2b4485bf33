// What the bank account screens ask the server (/api/bank-accounts, staff).
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  BANK_ACCOUNT_SORT_FIELDS,
  BankAccountBody,
  UpdateBankAccountBody,
} from '@hatira/shared/bank-accounts';
import { toListQuery, type ListParams } from '../../components/data-table/list-params';
import { api } from '../../lib/api';

export type BankAccountSortField = (typeof BANK_ACCOUNT_SORT_FIELDS)[number];

export interface BankAccountFilters {
  isActive?: 'true' | 'false' | undefined;
}

export const bankAccountKeys = {
  all: ['bank-accounts'] as const,
  list: (params: ListParams<BankAccountSortField>, filters: BankAccountFilters) =>
    [...bankAccountKeys.all, 'list', params, filters] as const,
  one: (id: string) => [...bankAccountKeys.all, 'one', id] as const,
};

export function bankAccountsQuery(params: ListParams<BankAccountSortField>, filters: BankAccountFilters) {
  return queryOptions({
    queryKey: bankAccountKeys.list(params, filters),
    queryFn: ({ signal }) =>
      api.get('/api/bank-accounts', { query: { ...toListQuery(params), ...filters }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function bankAccountQuery(id: string) {
  return queryOptions({
    queryKey: bankAccountKeys.one(id),
    queryFn: ({ signal }) => api.get('/api/bank-accounts/:id', { params: { id }, signal }),
  });
}

function useRefreshLists() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [...bankAccountKeys.all, 'list'] });
}

export function useCreateBankAccount() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: (body: BankAccountBody) => api.post('/api/bank-accounts', { body }),
    onSuccess: refresh,
  });
}

export function useUpdateBankAccount(id: string) {
  const client = useQueryClient();
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: (body: UpdateBankAccountBody) =>
      api.patch('/api/bank-accounts/:id', { params: { id }, body }),
    onSuccess: (updated) => {
      client.setQueryData(bankAccountKeys.one(id), updated);
      return refresh();
    },
  });
}

export function useDeleteBankAccount() {
  const client = useQueryClient();
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: (id: string) => api.delete('/api/bank-accounts/:id', { params: { id } }),
    onSuccess: (_result, id) => {
      client.removeQueries({ queryKey: bankAccountKeys.one(id), type: 'inactive' });
      return refresh();
    },
  });
}
