// The one TanStack Query client, used by the admin frame (the sign-in pages do without it).
// Client errors (4xx) are answers, not glitches: never retried.
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';
import { getSession, subscribeSession } from './session';

function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/**
 * The cache holds one user's data: it empties whenever the session changes hands (sign-in,
 * sign-out, expiry), wherever that happens. A refresh of the same session keeps it.
 */
export function clearOnSessionChange(client: QueryClient): () => void {
  let token = getSession()?.accessToken ?? null;
  return subscribeSession(() => {
    const next = getSession()?.accessToken ?? null;
    if (next === token) return;
    token = next;
    client.clear();
  });
}

export const queryClient = createQueryClient();
clearOnSessionChange(queryClient);
