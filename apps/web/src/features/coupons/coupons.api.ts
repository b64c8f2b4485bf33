// What the coupon screens ask the server (/api/coupons, staff).
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { COUPON_SORT_FIELDS, CouponBody, UpdateCouponBody } from '@hatira/shared/coupons';
import { toListQuery, type ListParams } from '../../components/data-table/list-params';
import { api } from '../../lib/api';

export type CouponSortField = (typeof COUPON_SORT_FIELDS)[number];

export interface CouponFilters {
  isActive?: 'true' | 'false' | undefined;
}

export const couponKeys = {
  all: ['coupons'] as const,
  list: (params: ListParams<CouponSortField>, filters: CouponFilters) =>
    [...couponKeys.all, 'list', params, filters] as const,
  one: (id: string) => [...couponKeys.all, 'one', id] as const,
};

export function couponsQuery(params: ListParams<CouponSortField>, filters: CouponFilters) {
  return queryOptions({
    queryKey: couponKeys.list(params, filters),
    queryFn: ({ signal }) =>
      api.get('/api/coupons', { query: { ...toListQuery(params), ...filters }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** A coupon and the newest bills that used it. */
export function couponQuery(id: string) {
  return queryOptions({
    queryKey: couponKeys.one(id),
    queryFn: ({ signal }) => api.get('/api/coupons/:id', { params: { id }, signal }),
  });
}

function useRefreshLists() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [...couponKeys.all, 'list'] });
}

export function useCreateCoupon() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: (body: CouponBody) => api.post('/api/coupons', { body }),
    onSuccess: refresh,
  });
}

export function useUpdateCoupon(id: string) {
  const client = useQueryClient();
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: (body: UpdateCouponBody) => api.patch('/api/coupons/:id', { params: { id }, body }),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: couponKeys.one(id) }), refresh()]),
  });
}

export function useDeleteCoupon() {
  const client = useQueryClient();
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: (id: string) => api.delete('/api/coupons/:id', { params: { id } }),
    onSuccess: (_result, id) => {
      client.removeQueries({ queryKey: couponKeys.one(id), type: 'inactive' });
      return refresh();
    },
  });
}
