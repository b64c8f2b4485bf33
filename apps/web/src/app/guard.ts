// Route guard rules (SPEC §2), as a pure function so every rule is tested without a browser.
// The router runs it in the root loader before any page renders (no flash of a forbidden page).
import type { AppAbility } from '@hatira/shared/abilities';
import type { PageAccess } from '@hatira/shared/pages';
import { paths } from '@hatira/shared/paths';
import { homePathFor } from '../lib/redirect-target';
import type { RouteHandle } from '../lib/route-kit';

export type { RouteHandle };

export interface GuardLocation {
  pathname: string;
  search: string;
  hash: string;
}

export interface GuardInput {
  /** The handles of the matched routes, root first (undefined for routes without one). */
  matches: readonly (RouteHandle | undefined)[];
  location: GuardLocation;
  /** Both stored userData and a stored accessToken exist. */
  isSignedIn: boolean;
  ability: GuardAbility;
}

/** What the guard asks of an ability; the router passes the user's CASL ability. */
export type GuardAbility = Pick<AppAbility, 'can'>;

/** Signed out: no rule applies (and CASL need not be loaded to say so). */
export const NO_ABILITY: GuardAbility = { can: () => false };

export type GuardResult = { type: 'allow' } | { type: 'redirect'; to: string };

const ALLOW: GuardResult = { type: 'allow' };

export function resolveGuard({ matches, location, isSignedIn, ability }: GuardInput): GuardResult {
  if (matches.some((handle) => handle?.public)) return ALLOW;

  if (matches.some((handle) => handle?.guestOnly))
    return isSignedIn ? { type: 'redirect', to: paths.dashboard } : ALLOW;

  if (matches.some((handle) => handle && isPermittedBy(handle, isSignedIn, ability))) return ALLOW;

  const target = isSignedIn ? paths.notAuthorized : paths.login;
  return { type: 'redirect', to: withReturnTo(target, location) };
}

/**
 * Whether a signed-in or signed-out user with this ability may open a page of this access (a
 * guest-only page: only when signed out). The guard and the menu both ask this.
 */
export function mayOpen(access: PageAccess, isSignedIn: boolean, ability: GuardAbility): boolean {
  if (access.public) return true;
  if (access.guestOnly) return !isSignedIn;
  return isPermittedBy(access, isSignedIn, ability);
}

function isPermittedBy(access: PageAccess, isSignedIn: boolean, ability: GuardAbility): boolean {
  return (
    (access.signedIn === true && isSignedIn) ||
    (access.access !== undefined && ability.can(access.access.action, access.access.subject))
  );
}

/** The current query plus `to` = the requested full path, left out when that path is /dashboard. */
function withReturnTo(target: string, location: GuardLocation): string {
  const query = new URLSearchParams(location.search);
  if (location.pathname !== paths.dashboard)
    query.set('to', location.pathname + location.search + location.hash);
  const search = query.toString();
  return search ? `${target}?${search}` : target;
}

export interface RootRedirectInput {
  /** The signed-in user's role, or null when signed out. */
  role: string | null;
  ability: GuardAbility;
  search: string;
}

/** `/`: admin, subscriber, customer → /dashboard; client → /access-control; signed out → /login; query kept. */
export function resolveRootRedirect({ role, ability, search }: RootRedirectInput): string {
  const target = role === null ? paths.login : homePathFor(role, ability);
  return target + (search === '?' ? '' : search);
}

export { homePathFor, safeRedirectTarget } from '../lib/redirect-target';
