// What the purchase and bill screens ask the server: the plans on sale, the cart's quote and
// billing identity, the checkout, bills (own or every one), the pay page, the payment's steps,
// the seller's details and a bill's PDF (DESIGN.md §6.3).
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  Bill,
  BILL_SORT_FIELDS,
  CheckoutBody,
  ListBillsQuery,
  PaymentNoticeBody,
} from '@hatira/shared/bills';
import type { UpdateSellerSettingsBody } from '@hatira/shared/settings';
import type { PlanType } from '@hatira/shared/subscriptions';
import { toListQuery, type ListParams } from '../../components/data-table/list-params';
import { api } from '../../lib/api';
import { ownPlanQuery } from '../../lib/billing-queries';
import { fetchFile, saveFile } from '../../lib/file-download';

export type BillSortField = (typeof BILL_SORT_FIELDS)[number];
/** A bill list's own filters (status, dates, account type), as the API names them. */
export type BillFilters = Pick<ListBillsQuery, 'status' | 'from' | 'to' | 'accountType'>;

/** The dashboard's answer (lib/dashboard-query.ts), whose revenue a paid bill changes: the key is the contract. */
const DASHBOARD_KEY = ['dashboard'] as const;

export const billKeys = {
  all: ['bills'] as const,
  list: (params: ListParams<BillSortField>, filters: BillFilters) =>
    [...billKeys.all, 'list', params, filters] as const,
  detail: (id: string) => [...billKeys.all, 'detail', id] as const,
  payment: (id: string) => [...billKeys.all, 'payment', id] as const,
};

export function plansQuery(type: PlanType | undefined) {
  return queryOptions({
    queryKey: ['subscription-plans', 'on-sale', type ?? 'all'] as const,
    queryFn: ({ signal }) => api.get('/api/subscription-plans', { query: { type }, signal }),
  });
}

export function planQuery(id: string) {
  return queryOptions({
    queryKey: ['subscription-plans', 'detail', id] as const,
    queryFn: ({ signal }) => api.get('/api/subscription-plans/:id', { params: { id }, signal }),
  });
}

export function quoteQuery(planId: string, couponCode: string) {
  return queryOptions({
    queryKey: ['checkout', 'quote', planId, couponCode] as const,
    queryFn: ({ signal }) =>
      api.get('/api/checkout/quote', { query: { planId, couponCode: couponCode || undefined }, signal }),
    // A refused coupon is an answer, not a failure to retry; a minute old is fresh enough.
    retry: false,
    staleTime: 60_000,
  });
}

export function billsQuery(params: ListParams<BillSortField>, filters: BillFilters = {}) {
  return queryOptions({
    queryKey: billKeys.list(params, filters),
    queryFn: ({ signal }) => api.get('/api/bills', { query: { ...toListQuery(params), ...filters }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function billQuery(id: string) {
  return queryOptions({
    queryKey: billKeys.detail(id),
    queryFn: ({ signal }) => api.get('/api/bills/:id', { params: { id }, signal }),
  });
}

export function billPaymentQuery(id: string) {
  return queryOptions({
    queryKey: billKeys.payment(id),
    queryFn: ({ signal }) => api.get('/api/bills/:id/payment', { params: { id }, signal }),
  });
}

export const sellerQuery = () =>
  queryOptions({
    queryKey: ['settings', 'seller'] as const,
    queryFn: ({ signal }) => api.get('/api/settings/seller', { signal }),
  });

/** How many bank accounts the pay page shows (the active ones); a bank account's change refreshes it with the lists. */
export const activeBankAccountCountQuery = () =>
  queryOptions({
    queryKey: ['bank-accounts', 'list', 'active-count'] as const,
    queryFn: async ({ signal }) =>
      (await api.get('/api/bank-accounts', { query: { isActive: 'true', itemsPerPage: 1 }, signal })).total,
  });

/**
 * A bill changed: every view of it (lists, the recent bills of lib/billing-queries), and what follows
 * from a paid or cancelled one (the plan in force, the dashboard), anew.
 */
function useBillChanged() {
  const client = useQueryClient();
  return async (bill: Bill) => {
    client.setQueryData(billKeys.detail(bill.id), bill);
    await Promise.all([
      client.invalidateQueries({ queryKey: billKeys.all }),
      client.invalidateQueries({ queryKey: ownPlanQuery().queryKey }),
      client.invalidateQueries({ queryKey: DASHBOARD_KEY }),
    ]);
  };
}

export function useCheckout() {
  const changed = useBillChanged();
  return useMutation({
    mutationFn: (body: CheckoutBody) => api.post('/api/checkout', { body }),
    onSuccess: ({ bill }) => changed(bill),
  });
}

/** The steps of a bill: the buyer's notice and cancel, the staff's confirm, reject and refund. */
export function useBillActions(id: string) {
  const changed = useBillChanged();
  const params = { id };
  const options = { onSuccess: changed };
  return {
    notice: useMutation({
      mutationFn: (body: PaymentNoticeBody) => api.post('/api/bills/:id/payment-notice', { params, body }),
      ...options,
    }),
    cancel: useMutation({ mutationFn: () => api.post('/api/bills/:id/cancel', { params }), ...options }),
    confirm: useMutation({ mutationFn: () => api.post('/api/bills/:id/confirm', { params }), ...options }),
    reject: useMutation({
      mutationFn: (reason: string) => api.post('/api/bills/:id/reject', { params, body: { reason } }),
      ...options,
    }),
    refund: useMutation({ mutationFn: () => api.post('/api/bills/:id/refund', { params }), ...options }),
  };
}

export function useUpdateSeller() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSellerSettingsBody) => api.put('/api/settings/seller', { body }),
    onSuccess: (seller) => client.setQueryData(sellerQuery().queryKey, seller),
  });
}

/** Saves the bill's PDF (its number as the file name). */
export async function downloadBillPdf(bill: Pick<Bill, 'id' | 'number'>): Promise<void> {
  saveFile(await fetchFile(`/api/bills/${encodeURIComponent(bill.id)}/pdf`, `${bill.number}.pdf`));
}
