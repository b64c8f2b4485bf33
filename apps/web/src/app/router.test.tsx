// The guard wired into the real route table: where each kind of user actually lands.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { BUILT_IN_ROLES, type BuiltInRole } from '@hatira/shared/abilities';
import { setUnauthorizedHandler } from '../lib/api';
import { getSession, saveSession } from '../lib/session';
import { createMemoryRouter } from 'react-router';
import { authResponse, jsonResponse, renderRoutes, resetBrowserState, stubFetch } from '../test-utils';
import { createAppRouter, routes } from './router';

/** The app's own router (route areas joined on navigation), in memory. */
const appRouter = (_: unknown, options: { initialEntries: string[] }) =>
  createAppRouter(createMemoryRouter, options);

function signInAs(role: BuiltInRole) {
  const auth = authResponse({ role, fullName: 'Ayşe Yılmaz' }, BUILT_IN_ROLES[role].rules);
  saveSession(auth);
  stubFetch((request) =>
    request.path === '/api/auth/me'
      ? jsonResponse({ userData: auth.userData, userAbilityRules: auth.userAbilityRules })
      : new Response(null, { status: 204 }),
  );
}

async function visit(path: string) {
  const view = await renderRoutes(routes, {
    language: 'en',
    initialEntries: [path],
    createRouter: appRouter,
  });
  const location = () => view.router.state.location;
  return { ...view, location };
}

beforeEach(() => {
  resetBrowserState();
  stubFetch(() => new Response(null, { status: 204 }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetBrowserState();
  setUnauthorizedHandler(() => undefined);
});

describe('route guard in the router', () => {
  it('sends a signed-out visitor of a protected page to /login with `to`', async () => {
    const { location } = await visit('/access-control?x=1#rules');
    expect(await screen.findByRole('heading', { name: 'Welcome to Hatıra! 👋' })).toBeInTheDocument();
    expect(location().pathname).toBe('/login');
    expect(new URLSearchParams(location().search).get('x')).toBe('1');
    expect(new URLSearchParams(location().search).get('to')).toBe('/access-control?x=1');
  });

  it('sends a signed-out visitor of /dashboard to /login without `to`', async () => {
    const { location } = await visit('/dashboard');
    await screen.findByLabelText('Email');
    expect(location()).toMatchObject({ pathname: '/login', search: '' });
  });

  it('sends a signed-out visitor of / to /login, keeping the query', async () => {
    const { location } = await visit('/?ref=qr');
    await screen.findByLabelText('Email');
    expect(location()).toMatchObject({ pathname: '/login', search: '?ref=qr' });
  });

  it('sends a client from / to the access-control page', async () => {
    signInAs('client');
    const { location } = await visit('/');
    expect(await screen.findByRole('heading', { name: 'Access Control', level: 1 })).toBeInTheDocument();
    expect(location().pathname).toBe('/access-control');
    expect(screen.getByRole('cell', { name: 'AclDemo' })).toBeInTheDocument();
  });

  it('sends an admin from / to the dashboard, which greets them by name', async () => {
    signInAs('admin');
    const { location } = await visit('/');
    expect(await screen.findByRole('heading', { name: 'Welcome, Ayşe Yılmaz!' })).toBeInTheDocument();
    expect(location().pathname).toBe('/dashboard');
  });

  it('shows a subscriber the dashboard the server answers for them', async () => {
    signInAs('subscriber');
    await visit('/dashboard');
    await screen.findByRole('heading', { name: 'Welcome, Ayşe Yılmaz!' });
    // The stand-in server answers 204: the dashboard says it could not load its numbers.
    expect(await screen.findByRole('alert')).toHaveTextContent('The dashboard could not be loaded.');
  });

  it('sends a signed-in user without the right to /not-authorized', async () => {
    signInAs('client');
    const { location } = await visit('/dashboard');
    expect(await screen.findByRole('heading', { name: 'You are not authorized 🔐' })).toBeInTheDocument();
    expect(location()).toMatchObject({ pathname: '/not-authorized', search: '' });
  });

  it('sends a signed-in user away from the guest-only pages to /dashboard', async () => {
    signInAs('admin');
    const { location } = await visit('/login');
    await screen.findByRole('heading', { name: 'Welcome, Ayşe Yılmaz!' });
    expect(location().pathname).toBe('/dashboard');
  });

  it('shows the public pages to everybody', async () => {
    await visit('/not-qr');
    expect(await screen.findByRole('heading', { name: 'QR page not found' })).toBeInTheDocument();
  });

  it('hands a guest page over to its own page (share.html) by a page load', async () => {
    const location = { ...window.location, pathname: '/qr', search: '', assign: vi.fn(), replace: vi.fn() };
    vi.stubGlobal('location', location);
    await visit('/s/dugun-2026/post?album=a1');
    await waitFor(() => expect(location.assign).toHaveBeenCalledWith('/s/dugun-2026/post?album=a1'));
  });

  it('hands the legal pages over to the guest page too, from the footer’s links as well', async () => {
    const location = { ...window.location, pathname: '/', search: '', assign: vi.fn(), replace: vi.fn() };
    vi.stubGlobal('location', location);
    signInAs('client');
    const { user } = await visit('/access-control');
    const legal = await screen.findByRole('navigation', { name: 'Legal' });
    await user.click(within(legal).getByRole('link', { name: 'Terms and Conditions' }));
    await waitFor(() => expect(location.assign).toHaveBeenCalledWith('/pages/terms-and-conditions'));
    cleanup();
    await visit('/terms-and-conditions');
    await waitFor(() => expect(location.assign).toHaveBeenCalledWith('/terms-and-conditions'));
  });

  it('answers an unknown path with the 404 page', async () => {
    const { location } = await visit('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found ⚠️' })).toBeInTheDocument();
    expect(location().pathname).toBe('/no/such/page');
  });

  it('forwards /pages/account-settings to its account tab, keeping the query', async () => {
    // Signed out, the account tab itself sends the visitor on to sign in first.
    const { location } = await visit('/pages/account-settings?x=1');
    await screen.findByLabelText('Email');
    expect(location().pathname).toBe('/login');
    expect(new URLSearchParams(location().search).get('x')).toBe('1');
    expect(new URLSearchParams(location().search).get('to')).toBe('/pages/account-settings/account?x=1');
  });

  it('ends the session on a 401 and says so once on the login page (SPEC §4)', async () => {
    signInAs('admin');
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    stubFetch(async () => {
      await answered; // the server answers once the test's router is wired
      return jsonResponse(
        { error: { code: 'UNAUTHORIZED', message: 'Your session has expired. Please sign in again.' } },
        401,
      );
    });
    const view = await visit('/dashboard');
    setUnauthorizedHandler(() => void view.router.navigate('/login'));
    answer();

    expect(await screen.findByText('Your session has expired. Please sign in again.')).toBeInTheDocument();
    expect(view.location().pathname).toBe('/login');
    expect(getSession()).toBeNull();

    await view.router.navigate('/register');
    await screen.findByRole('heading', { name: 'Memories start here 🚀' });
    await view.router.navigate('/login');
    await screen.findByLabelText('Email');
    expect(screen.queryByText('Your session has expired. Please sign in again.')).not.toBeInTheDocument();
  });
});

// A page and its area load lazily on first use: slow on a shared two-core machine.
describe('an area joined on navigation (users, roles, permissions), under the guard', () => {
  vi.setConfig({ testTimeout: 60_000 });
  it('sends a signed-out visitor of a page inside the area to /login with `to`', async () => {
    const { location } = await visit('/roles/add?x=1');
    await screen.findByLabelText('Email', {}, { timeout: 30_000 });
    expect(location().pathname).toBe('/login');
    expect(new URLSearchParams(location().search).get('to')).toBe('/roles/add?x=1');
  });

  it('sends a signed-in user without the right to /not-authorized', async () => {
    signInAs('subscriber');
    const { location } = await visit('/users');
    expect(
      await screen.findByRole('heading', { name: 'You are not authorized 🔐' }, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect(location().pathname).toBe('/not-authorized');
  });

  it('opens the page for a user with the right, navigating into the area from another page', async () => {
    signInAs('admin');
    const view = await visit('/dashboard');
    await screen.findByRole('heading', { name: 'Welcome, Ayşe Yılmaz!' }, { timeout: 30_000 });
    await view.router.navigate('/permissions');
    expect(
      await screen.findByRole('heading', { name: 'Permissions', level: 1 }, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect(view.location().pathname).toBe('/permissions');
  });
});
