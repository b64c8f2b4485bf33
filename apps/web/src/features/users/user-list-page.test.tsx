// The users list against a stand-in of the users API: the filters (role, status, account type)
// go to the server and into the address bar and start again at page 1; a row shows the avatar
// initial, role, plan and status.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BUILT_IN_ROLES } from '@hatira/shared/abilities';
import type { Role } from '@hatira/shared/roles';
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
import { UserListPage } from './user-list-page';

const USERS: User[] = [
  {
    id: '0190a0a0-0000-7000-8000-0000000000c1',
    fullName: 'Zeynep Kaya',
    username: 'zeynep',
    email: 'zeynep@example.com',
    role: 'subscriber',
    status: 'active',
    accountType: 'corporate',
    subscriberId: null,
    avatar: null,
    plan: 'Kurumsal Yıllık',
    language: 'tr',
    phone: null,
    company: null,
    hasPassword: true,
    createdAt: '2025-05-01T10:00:00.000Z',
  },
];

const role = (name: string): Role => ({
  id: `role-${name}`,
  name,
  description: '',
  isBuiltIn: name !== 'Destek',
  permissionIds: [],
  memberCount: 0,
  members: [],
  createdAt: '2025-01-01T00:00:00.000Z',
});

let requests: RecordedRequest[];

function server(request: RecordedRequest): Response {
  if (request.path.startsWith('/api/users')) return jsonResponse({ items: USERS, total: 31 });
  if (request.path === '/api/roles')
    return jsonResponse({ items: ['admin', 'subscriber', 'Destek'].map(role), total: 3 });
  return jsonResponse({ error: { code: 'NOT_FOUND', message: 'Data not found.' } }, 404);
}

async function open(path = '/users') {
  saveSession(authResponse({ role: 'admin' }, BUILT_IN_ROLES.admin.rules));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderRoutes(
    [
      {
        path: '/*',
        element: (
          <QueryClientProvider client={client}>
            <UserListPage />
          </QueryClientProvider>
        ),
      },
    ],
    { initialEntries: [path] },
  );
}

const userRequests = () => requests.filter((r) => r.path.startsWith('/api/users'));
const lastQuery = () => new URLSearchParams(userRequests().at(-1)!.path.split('?')[1]);

beforeEach(() => {
  resetBrowserState();
  requests = stubFetch(server);
});
afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 30_000 });

describe('users list', () => {
  it('shows each user with role, plan and status', async () => {
    await open();
    const row = (await screen.findByRole('gridcell', { name: /Zeynep Kaya/ })).closest('[role="row"]')!;
    expect(within(row as HTMLElement).getByText('zeynep@example.com')).toBeInTheDocument();
    expect(within(row as HTMLElement).getByText('Subscriber')).toBeInTheDocument();
    expect(within(row as HTMLElement).getByText('Kurumsal Yıllık')).toBeInTheDocument();
    expect(within(row as HTMLElement).getByText('Active')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add user' })).toHaveAttribute('href', '/users/add');
  });

  it('sends the role, status and account type filters and starts at page 1', async () => {
    const { user, router } = await open('/users?page=3');
    await screen.findByRole('gridcell', { name: /Zeynep Kaya/ });
    expect(lastQuery().get('page')).toBe('3');

    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Destek' }));
    await waitFor(() => expect(lastQuery().get('role')).toBe('Destek'));
    expect(lastQuery().get('page')).toBe('1');

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Inactive' }));
    await waitFor(() => expect(lastQuery().get('status')).toBe('inactive'));

    await user.click(screen.getByRole('combobox', { name: 'Account type' }));
    await user.click(await screen.findByRole('option', { name: 'Corporate' }));
    await waitFor(() => expect(lastQuery().get('accountType')).toBe('corporate'));
    expect(Object.fromEntries(lastQuery())).toMatchObject({
      role: 'Destek',
      status: 'inactive',
      accountType: 'corporate',
    });
    expect(router.state.location.search).toBe('?role=Destek&status=inactive&accountType=corporate');

    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'All' }));
    await waitFor(() => expect(lastQuery().has('role')).toBe(false));
  });

  it('reads the filters from the address bar', async () => {
    await open('/users?status=pending&role=admin');
    await screen.findByRole('gridcell', { name: /Zeynep Kaya/ });
    expect(lastQuery().get('status')).toBe('pending');
    expect(lastQuery().get('role')).toBe('admin');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Pending');
  });
});
