// Who may call the users, roles and permissions endpoints: admins only (by the stored rules:
// `manage all`); signed out 401; everybody else 403 before any look-up (no existence leak).
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createCallers, expectAccess, type AccessRow, type Callers } from '../../../test/access-matrix.js';
import { ADMIN, createTestApp, type TestApp } from '../../../test/app.js';
import { signIn } from '../../../test/factories.js';
import { api, newUserBody } from './users.test-support.js';

let t: TestApp;
let callers: Callers;
let admin: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  callers = await createCallers(t);
  admin = api(t, (await signIn(t.app, ADMIN.email, ADMIN.password)).accessToken);
});
afterAll(() => t.close());

const only = (adminStatus: number) => ({
  signedOut: 401,
  client: 403,
  customer: 403,
  individual: 403,
  corporate: 403,
  admin: adminStatus,
});

let roleCounter = 0;
async function newUser(): Promise<string> {
  return (await admin.post('/api/users', newUserBody())).json().id;
}
async function newRole(): Promise<string> {
  return (await admin.post('/api/roles', { name: `Matris ${++roleCounter}` })).json().id;
}
async function newPermission(): Promise<string> {
  const subjects = ['product', 'customer', 'subscriber', 'AclDemo', 'static', 'roles'];
  const response = await admin.post('/api/permissions', {
    name: `perm ${++roleCounter}`,
    action: 'delete',
    subject: subjects[roleCounter % subjects.length],
  });
  return response.json().id;
}

describe('access: users, roles, permissions', () => {
  const rows: [string, () => Promise<AccessRow>][] = [
    ['GET /api/users', async () => ({ method: 'GET', url: '/api/users', expect: only(200) })],
    [
      'POST /api/users',
      async () => ({ method: 'POST', url: '/api/users', payload: newUserBody(), expect: only(201) }),
    ],
    [
      'GET /api/users/{id}',
      async () => ({ method: 'GET', url: `/api/users/${await newUser()}`, expect: only(200) }),
    ],
    [
      'PATCH /api/users/{id}',
      async () => ({
        method: 'PATCH',
        url: `/api/users/${await newUser()}`,
        payload: { fullName: 'X Y' },
        expect: only(200),
      }),
    ],
    [
      'DELETE /api/users/{id}',
      async () => ({ method: 'DELETE', url: `/api/users/${await newUser()}`, expect: only(204) }),
    ],
    [
      'POST /api/users/{id}/password-reset',
      async () => ({
        method: 'POST',
        url: `/api/users/${await newUser()}/password-reset`,
        expect: only(202),
      }),
    ],
    [
      'GET /api/users/{id}/sessions',
      async () => ({ method: 'GET', url: `/api/users/${await newUser()}/sessions`, expect: only(200) }),
    ],
    [
      'DELETE /api/users/{id}/sessions/{sessionId}',
      async () => {
        const body = newUserBody();
        const user = (await admin.post('/api/users', body)).json();
        await signIn(t.app, body.email, body.password);
        const [session] = (await admin.get(`/api/users/${user.id}/sessions`)).json().items;
        return { method: 'DELETE', url: `/api/users/${user.id}/sessions/${session.id}`, expect: only(204) };
      },
    ],
    ['GET /api/roles', async () => ({ method: 'GET', url: '/api/roles', expect: only(200) })],
    [
      'POST /api/roles',
      async () => ({
        method: 'POST',
        url: '/api/roles',
        payload: { name: 'Matris yeni' },
        expect: only(201),
      }),
    ],
    [
      'GET /api/roles/{id}',
      async () => ({ method: 'GET', url: `/api/roles/${await newRole()}`, expect: only(200) }),
    ],
    [
      'PATCH /api/roles/{id}',
      async () => ({
        method: 'PATCH',
        url: `/api/roles/${await newRole()}`,
        payload: { description: 'd' },
        expect: only(200),
      }),
    ],
    [
      'DELETE /api/roles/{id}',
      async () => ({ method: 'DELETE', url: `/api/roles/${await newRole()}`, expect: only(204) }),
    ],
    ['GET /api/permissions', async () => ({ method: 'GET', url: '/api/permissions', expect: only(200) })],
    [
      'POST /api/permissions',
      async () => ({
        method: 'POST',
        url: '/api/permissions',
        payload: { name: 'Matris', action: 'update', subject: 'product' },
        expect: only(201),
      }),
    ],
    [
      'GET /api/permissions/{id}',
      async () => ({ method: 'GET', url: `/api/permissions/${await newPermission()}`, expect: only(200) }),
    ],
    [
      'PATCH /api/permissions/{id}',
      async () => ({
        method: 'PATCH',
        url: `/api/permissions/${await newPermission()}`,
        payload: { name: 'n' },
        expect: only(200),
      }),
    ],
    [
      'DELETE /api/permissions/{id}',
      async () => ({ method: 'DELETE', url: `/api/permissions/${await newPermission()}`, expect: only(204) }),
    ],
  ];

  it.each(rows)('%s', async (_name, build) => {
    await expectAccess(t, callers, await build());
  });
});
