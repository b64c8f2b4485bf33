// The route table against the page table and the menu: every menu item has a route, and the menu
// shows an item exactly when the guard would open its page, for every built-in role and account
// type; every page of the table has a route; the areas stay out of the static table.
import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router';
import {
  ACCOUNT_TYPE_RULES,
  BUILT_IN_ROLES,
  buildAbility,
  rulesOfUser,
  type AbilityRule,
} from '@hatira/shared/abilities';
import { PAGE_FORWARDS, PAGES } from '@hatira/shared/pages';
import { areaOf, type RouteHandle } from '../lib/route-kit';
import { resolveGuard } from './guard';
import { NAV_ITEMS, visibleNavigation } from './navigation';
import { ADMIN_LAYOUT_ID, AREAS, routes } from './router';

/** The table with every area's routes under the admin layout, as after visiting each area. */
async function fullTable(): Promise<RouteObject[]> {
  const areaRoutes = (await Promise.all(AREAS.map((a) => a.load()))).flat();
  const graft = (route: RouteObject): RouteObject => {
    if (route.index) return route;
    const children = route.children?.map(graft);
    if (route.id === ADMIN_LAYOUT_ID) return { ...route, children: [...(children ?? []), ...areaRoutes] };
    return children ? { ...route, children } : route;
  };
  return routes.map(graft);
}

function paths(table: readonly RouteObject[]): string[] {
  return table.flatMap((route) => [...(route.path ? [route.path] : []), ...paths(route.children ?? [])]);
}

/** The rules of each kind of user: the built-in roles, and subscribers of both account types. */
const USERS: [string, AbilityRule[]][] = [
  ...Object.entries(BUILT_IN_ROLES).map(([role, { rules }]): [string, AbilityRule[]] => [role, rules]),
  ...Object.keys(ACCOUNT_TYPE_RULES).map((type): [string, AbilityRule[]] => [
    `${type} subscriber`,
    rulesOfUser(BUILT_IN_ROLES.subscriber.rules, type as 'individual' | 'corporate'),
  ]),
];

describe('the route table, the page table and the menu', () => {
  it('gives every page of the page table a route', async () => {
    const table = paths(await fullTable());
    const missing = Object.entries(PAGES)
      .filter(([key, page]) => key !== 'home' && !table.includes(page.path))
      .map(([key]) => key);
    expect(missing).toEqual([]);
  });

  it('routes no address outside the page table and its forwards: the server answers those 404', async () => {
    const known = new Set<string>([...Object.values(PAGES).map((page) => page.path), ...PAGE_FORWARDS]);
    const routed = paths(await fullTable()).map((path) => (path.startsWith('/') ? path : `/${path}`));
    expect(routed.filter((path) => !known.has(path) && path !== '/*')).toEqual([]);
  });

  it('gives every menu item a page route, and shows it exactly when the guard opens that page', async () => {
    const table = await fullTable();
    const mismatches: string[] = [];
    for (const [user, rules] of USERS) {
      const ability = buildAbility(rules);
      const shown = new Set(visibleNavigation(ability).flatMap((s) => s.items.map((item) => item.key)));
      for (const item of NAV_ITEMS) {
        const matches = matchRoutes(table, item.to) ?? [];
        const leaf = matches.at(-1)?.route;
        if (!leaf || leaf.path !== item.to) {
          mismatches.push(`${item.key}: no route for ${item.to}`);
          continue;
        }
        const guard = resolveGuard({
          matches: matches.map((match) => match.route.handle as RouteHandle | undefined),
          location: { pathname: item.to, search: '', hash: '' },
          isSignedIn: true,
          ability,
        });
        if ((guard.type === 'allow') !== shown.has(item.key))
          mismatches.push(`${user} / ${item.key}: menu ${shown.has(item.key)}, guard ${guard.type}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('keeps the areas out of the static table: they join the router on navigation', async () => {
    const table = paths(routes);
    for (const a of AREAS) {
      const areaPaths = paths(await a.load());
      expect(areaPaths.length).toBeGreaterThan(0);
      expect(areaPaths.filter((path) => table.includes(path))).toEqual([]);
      for (const path of areaPaths) expect(areaOf(AREAS, path.replace(/:\w+/g, 'x'))).toBe(a);
    }
  });

  it('gives /customers the access its API asks (manage customers), not "read subscriber"', () => {
    const individual = buildAbility(rulesOfUser(BUILT_IN_ROLES.subscriber.rules, 'individual'));
    const corporate = buildAbility(rulesOfUser(BUILT_IN_ROLES.subscriber.rules, 'corporate'));
    const guard = (ability: ReturnType<typeof buildAbility>) =>
      resolveGuard({
        matches: [PAGES.customers.access],
        location: { pathname: '/customers', search: '', hash: '' },
        isSignedIn: true,
        ability,
      }).type;
    expect(guard(individual)).toBe('redirect');
    expect(guard(corporate)).toBe('allow');
  });
});
