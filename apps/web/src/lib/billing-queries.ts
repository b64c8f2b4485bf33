// The caller's plan in force and newest bills: the account settings' billing tab and the
// subscription page both show them (components/billing), so their queries live here, as the
// dashboard's does (lib/dashboard-query.ts). The bills feature refreshes these keys after a change.
// The billing identity a buyer last used fills the cart and the print order's shipping address.
import { queryOptions } from '@tanstack/react-query';
import type { LegalSlug } from '@hatira/shared/legal-slugs';
import { api } from './api';

export const ownPlanQuery = () =>
  queryOptions({
    queryKey: ['profile', 'plan'] as const,
    queryFn: ({ signal }) => api.get('/api/profile/plan', { signal }),
  });

/** The caller's newest bills (a subscriber's own; staff would get everyone's). */
export const recentBillsQuery = (count: number) =>
  queryOptions({
    queryKey: ['bills', 'recent', count] as const,
    queryFn: ({ signal }) => api.get('/api/bills', { query: { itemsPerPage: count }, signal }),
  });

/** What the cart's billing form (and a print order's address) starts with. */
export const billingPrefillQuery = () =>
  queryOptions({
    queryKey: ['checkout', 'billing'] as const,
    queryFn: ({ signal }) => api.get('/api/checkout/billing', { signal }),
    staleTime: Infinity,
  });

/** A contract's text in the reader's language (Turkish when it has none), rendered by the server. */
export const contractQuery = (slug: LegalSlug, language: string) =>
  queryOptions({
    queryKey: ['legal-pages', slug, language] as const,
    queryFn: ({ signal }) =>
      api.get('/api/legal-pages/:slug', { params: { slug }, query: { lang: language }, signal }),
  });
