// What the staff's price lists and subscription screens ask the server: /api/subscription-plans
// (with the inactive plans: all=true) and /api/subscriptions. Both lists hang under one key: a
// plan change shows in the subscriptions that name it.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  PlanBody,
  PlanType,
  SUBSCRIPTION_SORT_FIELDS,
  SubscriptionPlan,
  SubscriptionStatus,
  UpdatePlanBody,
  UpdateSubscriptionBody,
} from '@hatira/shared/subscriptions';
import { toListQuery, type ListParams } from '../../components/data-table/list-params';
import { api } from '../../lib/api';

export type SubscriptionSortField = (typeof SUBSCRIPTION_SORT_FIELDS)[number];

export interface SubscriptionFilters {
  status?: SubscriptionStatus | undefined;
  planId?: string | undefined;
}

export const subscriptionKeys = {
  all: ['subscriptions'] as const,
  plans: (type: PlanType | 'all') => [...subscriptionKeys.all, 'plans', type] as const,
  list: (params: ListParams<SubscriptionSortField>, filters: SubscriptionFilters) =>
    [...subscriptionKeys.all, 'list', params, filters] as const,
  one: (id: string) => [...subscriptionKeys.all, 'one', id] as const,
};

/** Every plan of an account type, on sale or not, in the list's order. */
export function plansQuery(type: PlanType) {
  return queryOptions({
    queryKey: subscriptionKeys.plans(type),
    queryFn: ({ signal }) => api.get('/api/subscription-plans', { query: { type, all: 'true' }, signal }),
  });
}

/** Every plan of both types: the subscriptions' plan filter and the change of plan. */
export const allPlansQuery = queryOptions({
  queryKey: subscriptionKeys.plans('all'),
  queryFn: ({ signal }) => api.get('/api/subscription-plans', { query: { all: 'true' }, signal }),
  select: (data) => data.items,
});

export function subscriptionsQuery(params: ListParams<SubscriptionSortField>, filters: SubscriptionFilters) {
  return queryOptions({
    queryKey: subscriptionKeys.list(params, filters),
    queryFn: ({ signal }) =>
      api.get('/api/subscriptions', { query: { ...toListQuery(params), ...filters }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function subscriptionQuery(id: string) {
  return queryOptions({
    queryKey: subscriptionKeys.one(id),
    queryFn: ({ signal }) => api.get('/api/subscriptions/:id', { params: { id }, signal }),
  });
}

function useInvalidatingMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: subscriptionKeys.all }),
  });
}

export const useCreatePlan = () =>
  useInvalidatingMutation((body: PlanBody) => api.post('/api/subscription-plans', { body }));

export const useUpdatePlan = () =>
  useInvalidatingMutation(({ id, body }: { id: string; body: UpdatePlanBody }) =>
    api.patch('/api/subscription-plans/:id', { params: { id }, body }),
  );

export const useDeletePlan = () =>
  useInvalidatingMutation((id: string) => api.delete('/api/subscription-plans/:id', { params: { id } }));

/**
 * Puts the plans in this order: each gets the sort order of its place (10, 20, 30 …), and only
 * those whose number changes are sent.
 */
export const useReorderPlans = () =>
  useInvalidatingMutation((ordered: readonly SubscriptionPlan[]) =>
    Promise.all(
      ordered
        .map((plan, index) => ({ plan, sortOrder: (index + 1) * 10 }))
        .filter(({ plan, sortOrder }) => plan.sortOrder !== sortOrder)
        .map(({ plan, sortOrder }) =>
          api.patch('/api/subscription-plans/:id', { params: { id: plan.id }, body: { sortOrder } }),
        ),
    ),
  );

export function useUpdateSubscription(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSubscriptionBody) =>
      api.patch('/api/subscriptions/:id', { params: { id }, body }),
    onSuccess: (updated) => {
      client.setQueryData(subscriptionKeys.one(id), updated);
      return client.invalidateQueries({ queryKey: [...subscriptionKeys.all, 'list'] });
    },
  });
}
