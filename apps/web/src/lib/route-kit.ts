// The route kit (docs/decisions/026-route-kit.md): one line per page. Each feature lists its pages
// in features/<f>/<f>.routes.ts as `page(PAGES.x, () => import('./x-page'), 'XPage', ['x'])`: the
// path and the access come from the page table (@hatira/shared/pages), the module loads on demand
// and the page's language namespaces with it. app/router.tsx composes the features' lists, and
// joins large areas (`area`) to the router on the first navigation into them.
import type { ComponentType } from 'react';
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { PUBLIC, type Page, type PageAccess } from '@hatira/shared/pages';
import { loadNamespaces } from './i18n';

/** What the guard (app/guard.ts) and the language loader read from a route. */
export interface RouteHandle extends PageAccess {
  /** The language namespaces the route's page shows (besides the first texts and the layout's). */
  namespaces?: readonly string[];
}

/** The names of a module's exports that are components. */
export type ComponentExport<M> = {
  [K in keyof M]: M[K] extends ComponentType<never> ? K : never;
}[keyof M] &
  string;

/**
 * One page: `PAGES.x`'s path and access, `name` exported by the lazily loaded module (checked by
 * the compiler), and the namespaces it shows, loaded with it.
 */
export function page<M>(
  entry: Page,
  load: () => Promise<M>,
  name: ComponentExport<M>,
  namespaces: readonly string[] = [],
): RouteObject {
  const handle: RouteHandle = { ...entry.access, namespaces };
  return {
    path: entry.path,
    handle,
    lazy: async () => {
      const [module] = await Promise.all([load(), loadNamespaces(namespaces)]);
      return { Component: module[name] as ComponentType };
    },
  };
}

/** Redirect routes never render (their loader answers first); this keeps the router from warning. */
export function Redirecting() {
  return null;
}

/** A path that only forwards to another one, keeping the query string. */
export function redirectRoute(from: string, to: string): RouteObject {
  return {
    path: from,
    handle: PUBLIC satisfies RouteHandle,
    loader: ({ request }: LoaderFunctionArgs) => redirect(to + new URL(request.url).search),
    Component: Redirecting,
  };
}

/** A part of the app whose routes join the router on the first navigation under one of its paths. */
export interface Area {
  /** Path prefixes: `/users` covers /users and /users/… */
  prefixes: readonly string[];
  load: () => Promise<RouteObject[]>;
}

export function area(prefixes: readonly string[], load: () => Promise<RouteObject[]>): Area {
  return { prefixes, load };
}

/** The area a path lies in, if any: the one with the longest matching prefix (/medias/albums → albums, not /medias). */
export function areaOf(areas: readonly Area[], pathname: string): Area | undefined {
  let found: { area: Area; length: number } | undefined;
  for (const candidate of areas)
    for (const prefix of candidate.prefixes)
      if ((pathname === prefix || pathname.startsWith(`${prefix}/`)) && prefix.length > (found?.length ?? -1))
        found = { area: candidate, length: prefix.length };
  return found?.area;
}
