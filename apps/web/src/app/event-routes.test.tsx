// The event, album and blocked-address routes in the real route table: who may open which
// (SPEC §2 access), and that each lazy page arrives inside the admin frame.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { BUILT_IN_ROLES, type BuiltInRole } from '@hatira/shared/abilities';
import { saveSession } from '../lib/session';
import { createMemoryRouter } from 'react-router';
import { authResponse, jsonResponse, renderRoutes, resetBrowserState, stubFetch } from '../test-utils';
import { createAppRouter, routes } from './router';

/** The app's own router (route areas joined on navigation), in memory. */
const appRouter = (_: unknown, options: { initialEntries: string[] }) =>
  createAppRouter(createMemoryRouter, options);

function signInAs(role: BuiltInRole) {
  const auth = authResponse({ role }, BUILT_IN_ROLES[role].rules);
  saveSession(auth);
  stubFetch((request) => {
    if (request.path === '/api/auth/me')
      return jsonResponse({ userData: auth.userData, userAbilityRules: auth.userAbilityRules });
    if (request.path.startsWith('/api/posts')) return jsonResponse({ items: [], total: 0 });
    return jsonResponse({ items: [], total: 0 });
  });
}

async function visit(path: string) {
  const view = await renderRoutes(routes, {
    language: 'en',
    initialEntries: [path],
    createRouter: appRouter,
  });
  return { ...view, location: () => view.router.state.location };
}

beforeEach(() => resetBrowserState());
afterEach(() => {
  vi.unstubAllGlobals();
  resetBrowserState();
});
// The admin frame and a page load lazily on first use: slow on a shared two-core machine.
vi.setConfig({ testTimeout: 60_000 });

describe('event routes (SPEC §2)', () => {
  it.each([
    ['subscriber', '/qr', 'Event pages'],
    ['subscriber', '/qr/add', 'New event page'],
    ['subscriber', '/medias/albums', 'Albums'],
    ['subscriber', '/medias/blocked-ip-address', 'Blocked guests'],
    ['customer', '/cmedias/albums', 'Albums'],
    ['customer', '/cmedias/blocked-ip-address', 'Blocked guests'],
    ['admin', '/qr-management', 'Event page management'],
    ['admin', '/medias-management/blocked-ip-address', 'Blocked guests'],
  ] as const)('lets a %s open %s', async (role, path, heading) => {
    signInAs(role);
    const { location } = await visit(path);
    expect(
      await screen.findByRole('heading', { name: heading, level: 1 }, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect(location().pathname).toBe(path);
  });

  it.each([
    ['customer', '/qr'],
    ['customer', '/medias/albums/add'],
    ['subscriber', '/qr-management'],
    ['subscriber', '/cmedias/albums'],
    ['subscriber', '/medias-management/blocked-ip-address'],
  ] as const)('sends a %s away from %s', async (role, path) => {
    signInAs(role);
    const { location } = await visit(path);
    expect(
      await screen.findByRole('heading', { name: 'You are not authorized 🔐' }, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect(location().pathname).toBe('/not-authorized');
  });
});
