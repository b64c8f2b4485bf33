// The signed-in user as the browser knows it (SPEC §3): userData, accessToken, userAbilityRules.
// Signed in means both userData and accessToken are stored (SPEC §2 guard rules).
import { useSyncExternalStore } from 'react';
import type { AbilityRule } from '@hatira/shared/abilities';
import type { AuthResponse, MeResponse, UserData } from '@hatira/shared/auth';
import { clearStorage, getItem, getJSON, removeItem, setItem, setJSON } from './storage';

/** The query of GET /api/auth/me (features/auth keeps it fresh); pages that change rules invalidate it. */
export const ME_QUERY_KEY = ['auth', 'me'] as const;

export interface Session {
  userData: UserData;
  accessToken: string;
  abilityRules: AbilityRule[];
}

const listeners = new Set<() => void>();
let snapshot: Session | null | undefined;

function read(): Session | null {
  const userData = getJSON<UserData>('userData');
  const accessToken = getItem('accessToken');
  if (!userData || !accessToken) return null;
  return { userData, accessToken, abilityRules: getJSON<AbilityRule[]>('userAbilityRules') ?? [] };
}

function changed(): void {
  snapshot = undefined;
  for (const listener of listeners) listener();
}

export function getSession(): Session | null {
  if (snapshot === undefined) snapshot = read();
  return snapshot;
}

export function isSignedIn(): boolean {
  return getSession() !== null;
}

export function saveSession(auth: AuthResponse): void {
  setJSON('userData', auth.userData);
  setItem('accessToken', auth.accessToken);
  setJSON('userAbilityRules', auth.userAbilityRules);
  removeItem('session-expired');
  changed();
}

/** Refreshes user data and rules from GET /api/auth/me, keeping the token. */
export function updateSession(me: MeResponse): void {
  setJSON('userData', me.userData);
  setJSON('userAbilityRules', me.userAbilityRules);
  changed();
}

/** Signing out keeps the device's preferences (theme, language …); only the session goes. */
export function clearSession(): void {
  removeItem('userData');
  removeItem('accessToken');
  removeItem('userAbilityRules');
  changed();
}

/** SPEC §4: on any 401 the product clears all local storage and flags the expired session. */
export function expireSession(): void {
  clearStorage();
  setItem('session-expired', 'true');
  changed();
}

/** Whether the last session expired, so the login page can say so (read it, then clear it). */
export const isSessionExpiredFlagged = (): boolean => getItem('session-expired') === 'true';

/**
 * Clears the flag once the login page has shown it. Apart from the read on purpose: a render can
 * be thrown away (a lazy part or a translation still loading suspends it) and run again, and a
 * flag cleared by the first run would be gone for the second.
 */
export function clearSessionExpiredFlag(): void {
  removeItem('session-expired');
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}
