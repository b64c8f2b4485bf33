// The edit page of a user against a stand-in of the users API: a reset mail, ending a session,
// and deleting — a user who owns data is deleted only after a second, explicit confirmation.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BUILT_IN_ROLES } from '@hatira/shared/abilities';
import type { Session } from '@hatira/shared/sessions';
import type { User } from '@hatira/shared/users';
import { saveSession } from '../../lib/session';
import {
  authResponse,
  jsonResponse,
  renderRoutes,
  resetBrowserState,
  stubFetch,
  type RecordedRequest,
} from '../../test-utils';
import { UserEditPage } from './user-pages';

const USER: User = {
  id: '0190a0a0-0000-7000-8000-0000000000c1',
  fullName: 'Zeynep Kaya',
  username: 'zeynep',
  email: 'zeynep@example.com',
  role: 'subscriber',
  status: 'active',
  accountType: 'corporate',
  subscriberId: null,
  avatar: null,
  plan: null,
  language: 'tr',
  phone: null,
  company: null,
  hasPassword: true,
  createdAt: '2025-05-01T10:00:00.000Z',
};

const SESSION: Session = {
  id: '0190a0a0-0000-7000-8000-0000000000e1',
  browser: 'Firefox 140',
  os: 'Linux',
  deviceType: 'desktop',
  ip: '203.0.113.9',
  createdAt: '2025-05-01T10:00:00.000Z',
  lastSeenAt: '2025-05-02T10:00:00.000Z',
  isCurrent: false,
};

let requests: RecordedRequest[];
let ownsData: boolean;

function server(request: RecordedRequest): Response {
  const base = `/api/users/${USER.id}`;
  if (request.method === 'GET' && request.path === base) return jsonResponse(USER);
  if (request.method === 'GET' && request.path === `${base}/sessions`)
    return jsonResponse({ items: [SESSION] });
  if (request.method === 'GET' && request.path === '/api/roles') return jsonResponse({ items: [], total: 0 });
  if (request.method === 'POST' && request.path === `${base}/password-reset`)
    return new Response(null, { status: 202 });
  if (request.method === 'DELETE' && request.path === `${base}/sessions/${SESSION.id}`)
    return new Response(null, { status: 204 });
  if (request.method === 'DELETE' && request.path === base && ownsData)
    return jsonResponse({ error: { code: 'USER_HAS_DATA', message: 'owns data' } }, 409);
  if (request.method === 'DELETE' && request.path.startsWith(base))
    return new Response(null, { status: 204 });
  return jsonResponse({ error: { code: 'NOT_FOUND', message: 'Data not found.' } }, 404);
}

async function open() {
  saveSession(authResponse({ role: 'admin' }, BUILT_IN_ROLES.admin.rules));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderRoutes(
    [
      {
        path: '/users/edit/:id',
        element: (
          <QueryClientProvider client={client}>
            <UserEditPage />
          </QueryClientProvider>
        ),
      },
      { path: '/users', element: <p>users list</p> },
    ],
    { initialEntries: [`/users/edit/${USER.id}`] },
  );
}

const deletes = () => requests.filter((r) => r.method === 'DELETE').map((r) => r.path);

beforeEach(() => {
  resetBrowserState();
  ownsData = false;
  requests = stubFetch(server);
});
afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 30_000 });

describe('editing a user', () => {
  it('mails a reset link and ends one of the user’s sessions', async () => {
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('A reset link was sent to zeynep@example.com.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'End the session on Firefox 140 · Linux' }));
    await waitFor(() => expect(deletes()).toEqual([`/api/users/${USER.id}/sessions/${SESSION.id}`]));
  });

  it('deletes a user without data after one confirmation', async () => {
    const { user, router } = await open();
    await user.click(await screen.findByRole('button', { name: 'Delete user' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
    expect(deletes()).toEqual([`/api/users/${USER.id}`]);
  });

  it('asks again before deleting a user who owns data, then deletes it with them', async () => {
    ownsData = true;
    const { user, router } = await open();
    await user.click(await screen.findByRole('button', { name: 'Delete user' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    const second = await screen.findByRole('dialog', { name: 'Delete with their data?' });
    expect(second).toHaveTextContent('Zeynep Kaya owns event pages');
    expect(router.state.location.pathname).toBe(`/users/edit/${USER.id}`);
    await user.click(within(second).getByRole('button', { name: 'Delete user and data' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
    expect(deletes()).toEqual([`/api/users/${USER.id}`, `/api/users/${USER.id}?withData=true`]);
  });
});
