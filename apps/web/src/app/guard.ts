// Route guard rules (SPEC §2), as a pure function so every rule is tested without a browser.
// The router runs it in the root loader before any page renders (no flash of a forbidden page).
import { mayOpenPage, NO_ABILITY, type PageAbility } from '@hatira/shared/pages';
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
export type GuardAbility = PageAbility;

export { NO_ABILITY };

export type GuardResult = { type: 'allow' } | { type: 'redirect'; to: string };

const ALLOW: GuardResult = { type: 'allow' };

export function resolveGuard({ matches, location, isSignedIn, ability }: GuardInput): GuardResult {
  if (matches.some((handle) => handle?.public)) return ALLOW;

  if (matches.some((handle) => handle?.guestOnly))
    return isSignedIn ? { type: 'redirect', to: paths.dashboard } : ALLOW;

  if (matches.some((handle) => handle && mayOpenPage(handle, isSignedIn, ability))) return ALLOW;

  const target = isSignedIn ? paths.notAuthorized : paths.login;
  return { type: 'redirect', to: withReturnTo(target, location) };
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
