// The permission matrix of a role against a stand-in of the roles API: ticked cells become the
// role's permission ids, a cell without a permission yet gets one first; an existing role shows
// its rules ticked; the admin role's matrix cannot be changed.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BUILT_IN_ROLES } from '@hatira/shared/abilities';
import type { Permission, Role } from '@hatira/shared/roles';
import { saveSession } from '../../lib/session';
import {
  authResponse,
  jsonResponse,
  renderRoutes,
  resetBrowserState,
  stubFetch,
  type RecordedRequest,
} from '../../test-utils';
import { RoleAddPage, RoleEditPage } from './role-pages';

const permission = (
  id: string,
  action: Permission['action'],
  subject: Permission['subject'],
): Permission => ({
  id,
  name: `${action} ${subject}`,
  action,
  subject,
  conditions: null,
  assignedTo: [],
  isBuiltIn: false,
  createdAt: '2025-01-01T00:00:00.000Z',
});

const OWN_POSTS: Permission = {
  ...permission('0190a0a0-0000-7000-8000-0000000000a3', 'manage', 'posts'),
  name: 'manage posts where ownerId is the user',
  conditions: { ownerId: '${user.id}' },
  isBuiltIn: true,
};

const PERMISSIONS = [
  permission('0190a0a0-0000-7000-8000-0000000000a1', 'read', 'users'),
  permission('0190a0a0-0000-7000-8000-0000000000a2', 'manage', 'all'),
  OWN_POSTS,
];
const NEW_PERMISSION_ID = '0190a0a0-0000-7000-8000-0000000000a9';

const role = (overrides: Partial<Role>): Role => ({
  id: '0190a0a0-0000-7000-8000-0000000000r1',
  name: 'Destek',
  description: 'Support desk',
  isBuiltIn: false,
  permissionIds: [],
  memberCount: 0,
  members: [],
  createdAt: '2025-01-01T00:00:00.000Z',
  ...overrides,
});

let requests: RecordedRequest[];
let storedRole: Role;

function server(request: RecordedRequest): Response {
  if (request.method === 'GET' && request.path.startsWith('/api/permissions'))
    return jsonResponse({ items: PERMISSIONS, total: PERMISSIONS.length });
  if (request.method === 'POST' && request.path === '/api/permissions')
    return jsonResponse(
      { ...permission(NEW_PERMISSION_ID, 'view', 'static'), ...(request.body as object) },
      201,
    );
  if (request.method === 'POST' && request.path === '/api/roles') return jsonResponse(role({}), 201);
  if (request.method === 'GET' && request.path.startsWith('/api/roles/')) return jsonResponse(storedRole);
  if (request.method === 'PATCH' && request.path.startsWith('/api/roles/')) {
    storedRole = { ...storedRole, ...(request.body as Partial<Role>) };
    return jsonResponse(storedRole);
  }
  if (request.path === '/api/roles') return jsonResponse({ items: [storedRole], total: 1 });
  return jsonResponse({ error: { code: 'NOT_FOUND', message: 'Data not found.' } }, 404);
}

async function open(path: string) {
  saveSession(authResponse({ role: 'admin' }, BUILT_IN_ROLES.admin.rules));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrap = (element: React.ReactNode) => (
    <QueryClientProvider client={client}>{element}</QueryClientProvider>
  );
  return renderRoutes(
    [
      { path: '/roles/add', element: wrap(<RoleAddPage />) },
      { path: '/roles/edit/:id', element: wrap(<RoleEditPage />) },
      { path: '/roles', element: <p>roles list</p> },
    ],
    { initialEntries: [path] },
  );
}

const cell = (subject: string, action: string) =>
  screen.getByRole('checkbox', { name: `${subject}: ${action}` });

beforeEach(() => {
  resetBrowserState();
  storedRole = role({});
  requests = stubFetch(server);
});
afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 30_000 });

describe('permission matrix', () => {
  it('saves the ticked cells as permission ids, creating a permission a cell does not have yet', async () => {
    const { user, router } = await open('/roles/add');
    await user.type(await screen.findByRole('textbox', { name: 'Role name' }), 'Destek');
    await waitFor(() => expect(cell('Users', 'Read')).toBeEnabled());
    expect(screen.getAllByRole('checkbox').filter((box) => (box as HTMLInputElement).checked)).toHaveLength(
      0,
    );
    await user.click(cell('Users', 'Read'));
    await user.click(cell('Dashboard', 'View'));
    await user.click(cell('Roles and management pages', 'Delete'));
    await user.click(cell('Roles and management pages', 'Delete')); // and untick again
    await user.click(screen.getByRole('button', { name: 'Create role' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/roles'));
    const posted = requests.filter((r) => r.method === 'POST').map((r) => [r.path, r.body]);
    expect(posted).toEqual([
      ['/api/permissions', { name: 'view static', action: 'view', subject: 'static' }],
      [
        '/api/roles',
        { name: 'Destek', description: '', permissionIds: [PERMISSIONS[0]!.id, NEW_PERMISSION_ID] },
      ],
    ]);
  });

  it('shows an existing role’s rules ticked and sends its changes', async () => {
    storedRole = role({ permissionIds: [PERMISSIONS[0]!.id] });
    const { user } = await open(`/roles/edit/${storedRole.id}`);
    await waitFor(() => expect(cell('Users', 'Read')).toBeChecked());
    await user.click(cell('Users', 'Read'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'PATCH')).toBe(true));
    expect(requests.find((r) => r.method === 'PATCH')!.body).toEqual({
      name: 'Destek',
      description: 'Support desk',
      permissionIds: [],
    });
  });

  it('lists a role’s ownership rules apart from the matrix and keeps them on save', async () => {
    storedRole = role({ name: 'subscriber', isBuiltIn: true, permissionIds: [OWN_POSTS.id] });
    const { user } = await open(`/roles/edit/${storedRole.id}`);
    expect(await screen.findByText(OWN_POSTS.name)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ownership rules' })).toBeInTheDocument();
    expect(cell('Guest posts', 'Manage')).not.toBeChecked();
    await user.click(cell('Guest posts', 'Read'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'PATCH')).toBe(true));
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
      { name: 'read posts', action: 'read', subject: 'posts' },
    ]);
    expect(requests.find((r) => r.method === 'PATCH')!.body).toMatchObject({
      permissionIds: [OWN_POSTS.id, NEW_PERMISSION_ID],
    });
  });

  it('keeps the admin role’s matrix and built-in name fixed', async () => {
    storedRole = role({ name: 'admin', isBuiltIn: true, permissionIds: [PERMISSIONS[1]!.id] });
    await open(`/roles/edit/${storedRole.id}`);
    await waitFor(() => expect(cell('Everything', 'Manage')).toBeChecked());
    expect(cell('Everything', 'Manage')).toBeDisabled();
    expect(cell('Users', 'Read')).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Role name' })).toHaveAttribute('readonly');
    expect(screen.getByText('The administrator role always manages everything.')).toBeInTheDocument();
  });

  it('counts a ticked cell as an unsaved change until it is saved', async () => {
    const { user, router } = await open(`/roles/edit/${storedRole.id}`);
    await waitFor(() => expect(cell('Users', 'Read')).toBeEnabled());
    await user.click(cell('Users', 'Read'));
    await user.click(screen.getByRole('link', { name: 'Back to roles' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cell('Users', 'Read')).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
    expect(storedRole.permissionIds).toEqual([PERMISSIONS[0]!.id]);
    await user.click(screen.getByRole('link', { name: 'Back to roles' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/roles'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
