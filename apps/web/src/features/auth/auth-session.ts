// The signed-in session inside the admin frame (DESIGN.md §6.1): kept in step with the server
// through the /me query, and ended by sign-out. TanStack Query lives here, not in auth.api.ts, so
// the sign-in pages do not download it.
import { useCallback, useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useNavigate, useRevalidator } from 'react-router';
import { paths } from '@hatira/shared/paths';
import { api } from '../../lib/api';
import { navigateTo } from '../../lib/app-navigation';
import { getSession, ME_QUERY_KEY, updateSession, useSession } from '../../lib/session';
import { endSession } from '../../lib/sign-out';

export const meQueryKey = ME_QUERY_KEY;

export const meQueryOptions = queryOptions({
  queryKey: meQueryKey,
  queryFn: ({ signal }) => api.get('/api/auth/me', { signal }),
  staleTime: 30_000,
});

/** Signs out (server session revoked, local session and cache cleared) and goes to /login. */
export async function signOut(): Promise<void> {
  await endSession();
  navigateTo(paths.login);
}

export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    await endSession();
    await navigate(paths.login, { replace: true });
  }, [navigate]);
}

/**
 * Keeps the stored user and rules in step with the server: asked when the admin frame opens
 * (after sign-in too: the sign-in pages keep no query cache), then again when the window regains
 * focus (after 30 s). Changed rules re-run the route guard at once.
 */
export function useSessionRefresh(): void {
  const isSignedIn = useSession() !== null;
  const revalidator = useRevalidator();
  const { data } = useQuery({ ...meQueryOptions, enabled: isSignedIn, refetchOnWindowFocus: true });

  useEffect(() => {
    const current = getSession();
    if (!data || !current) return;
    const hasNewRules = JSON.stringify(data.userAbilityRules) !== JSON.stringify(current.abilityRules);
    const hasNewUser = JSON.stringify(data.userData) !== JSON.stringify(current.userData);
    if (!hasNewRules && !hasNewUser) return;
    updateSession(data);
    if (hasNewRules) void revalidator.revalidate();
    // Only new data matters; the revalidator object changes on every navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data]);
}
