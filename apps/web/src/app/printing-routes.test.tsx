// The printing workshop's routes in the real route table (their area joins on the first visit):
// who may open which page (DESIGN.md §7.1) — the staff run the catalogue, every order and the
// store's products, and do not get the buyers' pages; a subscriber orders and follows their own;
// the second spelling of the designs' addresses forwards to the seed's.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { BUILT_IN_ROLES, rulesOfUser, type BuiltInRole } from '@hatira/shared/abilities';
import { saveSession } from '../lib/session';
import { authResponse, jsonResponse, renderRoutes, resetBrowserState, stubFetch } from '../test-utils';
import { createAppRouter, routes } from './router';

const appRouter = (_: unknown, options: { initialEntries: string[] }) =>
  createAppRouter(createMemoryRouter, options);

function signInAs(role: BuiltInRole) {
  const rules =
    role === 'subscriber'
      ? rulesOfUser(BUILT_IN_ROLES.subscriber.rules, 'individual')
      : BUILT_IN_ROLES[role].rules;
  saveSession(authResponse({ role }, rules));
  stubFetch(() => jsonResponse({ items: [], total: 0 }));
}

async function visit(path: string) {
  const view = await renderRoutes(routes, {
    language: 'en',
    initialEntries: [path],
    createRouter: appRouter,
  });
  return () => view.router.state.location;
}

beforeEach(() => resetBrowserState());
afterEach(() => {
  vi.unstubAllGlobals();
  resetBrowserState();
});
vi.setConfig({ testTimeout: 60_000 });

describe('printing routes', () => {
  it.each([
    ['admin', '/printing-workshop/categories', 'Print categories'],
    ['admin', '/printing-workshop/categories/add', 'New category'],
    ['admin', '/printing-workshop/desings', 'Print designs'],
    ['admin', '/printing-workshop/desings/add', 'New design'],
    ['admin', '/printing-workshop/list', 'Print orders'],
    ['admin', '/store/product/list', 'Products'],
    ['subscriber', '/printing-workshop', 'Printing workshop'],
    ['subscriber', '/printing-workshop/list', 'My print orders'],
    ['subscriber', '/printing-workshop/order', 'Print order'],
  ] as const)('lets a %s open %s', async (role, path, heading) => {
    signInAs(role);
    const location = await visit(path);
    expect(
      await screen.findByRole('heading', { name: heading, level: 1 }, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect(location().pathname).toBe(path);
  });

  it.each([
    ['/printing-workshop/designs', '/printing-workshop/desings'],
    ['/printing-workshop/designs/add', '/printing-workshop/desings/add'],
  ])('forwards %s to %s', async (path, target) => {
    signInAs('admin');
    const location = await visit(path);
    await screen.findByRole('heading', { level: 1 }, { timeout: 30_000 });
    expect(location().pathname).toBe(target);
  });

  it.each([
    ['admin', '/printing-workshop'],
    ['admin', '/printing-workshop/order'],
    ['subscriber', '/printing-workshop/desings'],
    ['subscriber', '/printing-workshop/categories/add'],
    ['subscriber', '/store/product/list'],
    ['customer', '/printing-workshop/list'],
    ['client', '/printing-workshop'],
  ] as const)('sends a %s away from %s', async (role, path) => {
    signInAs(role);
    const location = await visit(path);
    expect(
      await screen.findByRole('heading', { name: 'You are not authorized 🔐' }, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect(location().pathname).toBe('/not-authorized');
  });
});
