// Everything the auth pages and the app shell ask the server (DESIGN.md §6.1).
import { useCallback, useEffect } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate, useRevalidator } from 'react-router';
import { useTranslation } from 'react-i18next';
import type {
  AuthResponse,
  ForgotPasswordBody,
  LoginBody,
  MeResponse,
  RegisterBody,
  ResetPasswordBody,
} from '@hatira/shared/auth';
import { paths } from '@hatira/shared/paths';
import { api } from '../../lib/api';
import { navigateTo } from '../../lib/app-navigation';
import { getSession, saveSession, updateSession, useSession } from '../../lib/session';
import { endSession } from '../../lib/sign-out';

export const meQueryKey = ['auth', 'me'] as const;

export const meQueryOptions = queryOptions({
  queryKey: meQueryKey,
  queryFn: ({ signal }) => api<MeResponse>('/api/auth/me', { signal }),
  staleTime: 30_000,
});

export function login(body: LoginBody): Promise<AuthResponse> {
  return api<AuthResponse>('/api/auth/login', { method: 'POST', body });
}

/** `language`: the UI language, so the account (and its mails) start in it. */
export function register(body: RegisterBody, language?: string): Promise<AuthResponse> {
  return api<AuthResponse>('/api/auth/register', {
    method: 'POST',
    body,
    headers: language ? { 'Accept-Language': language } : undefined,
  });
}

export function forgotPassword(body: ForgotPasswordBody, language?: string): Promise<void> {
  return api<void>('/api/auth/forgot-password', {
    method: 'POST',
    body,
    headers: language ? { 'Accept-Language': language } : undefined,
  });
}

export function resetPassword(body: ResetPasswordBody): Promise<void> {
  return api<void>('/api/auth/reset-password', { method: 'POST', body });
}

/** A new session replaces everything cached for the previous one. */
function startSession(queryClient: QueryClient, auth: AuthResponse): void {
  queryClient.clear();
  saveSession(auth);
  queryClient.setQueryData(meQueryKey, { userData: auth.userData, userAbilityRules: auth.userAbilityRules });
}

export function useLoginMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: login, onSuccess: (auth) => startSession(queryClient, auth) });
}

export function useRegisterMutation() {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  return useMutation({
    mutationFn: (body: RegisterBody) => register(body, i18n.language),
    onSuccess: (auth) => startSession(queryClient, auth),
  });
}

export function useForgotPasswordMutation() {
  const { i18n } = useTranslation();
  return useMutation({ mutationFn: (body: ForgotPasswordBody) => forgotPassword(body, i18n.language) });
}

export function useResetPasswordMutation() {
  return useMutation({ mutationFn: resetPassword });
}

/** Signs out (server session revoked, local session and cache cleared) and goes to /login. */
export async function signOut(): Promise<void> {
  await endSession();
  navigateTo(paths.login);
}

export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await endSession(queryClient);
    await navigate(paths.login, { replace: true });
  }, [navigate, queryClient]);
}

/**
 * Keeps the stored user and rules in step with the server: refetched when the window regains
 * focus (after 30 s). Changed rules re-run the route guard at once.
 */
export function useSessionRefresh(): void {
  const isSignedIn = useSession() !== null;
  const revalidator = useRevalidator();
  const { data } = useQuery({ ...meQueryOptions, enabled: isSignedIn, refetchOnWindowFocus: true });

  useEffect(() => {
    const session = getSession();
    if (!data || !session) return;
    const hasNewRules = JSON.stringify(data.userAbilityRules) !== JSON.stringify(session.abilityRules);
    const hasNewUser = JSON.stringify(data.userData) !== JSON.stringify(session.userData);
    if (!hasNewRules && !hasNewUser) return;
    updateSession(data);
    if (hasNewRules) void revalidator.revalidate();
    // Only new data matters; the revalidator object changes on every navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data]);
}
