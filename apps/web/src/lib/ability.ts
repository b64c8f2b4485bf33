import { useMemo } from 'react';
import { buildAbility, type Action, type AppAbility, type Subject } from '@hatira/shared/abilities';
import { getSession, useSession } from './session';

const EMPTY: AppAbility = buildAbility([]);

/** The current user's ability (from the stored userAbilityRules; default empty). */
export function currentAbility(): AppAbility {
  const session = getSession();
  return session ? buildAbility(session.abilityRules) : EMPTY;
}

export function useAbility(): AppAbility {
  const session = useSession();
  return useMemo(() => (session ? buildAbility(session.abilityRules) : EMPTY), [session]);
}

export function useCan(action: Action, subject: Subject): boolean {
  return useAbility().can(action, subject);
}
