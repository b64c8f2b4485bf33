import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, type TestApp } from '../../../test/app.js';
import { bearer, expectError, signIn } from '../../../test/factories.js';
import { api, newUserBody } from '../users/users.test-support.js';

let t: TestApp;
let admin: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  admin = api(t, (await signIn(t.app, ADMIN.email, ADMIN.password)).accessToken);
});
afterAll(() => t.close());

type Role = { id: string; name: string; permissionIds: string[]; memberCount: number; isBuiltIn: boolean };
type Permission = { id: string; name: string; action: string; subject: string; assignedTo: string[] };

async function permission(action: string, subject: string): Promise<Permission> {
  const list = await admin.get(`/api/permissions?q=${subject}&itemsPerPage=100`);
  const found = (list.json().items as Permission[]).find((p) => p.action === action && p.subject === subject);
  if (found) return found;
  const created = await admin.post('/api/permissions', { name: `${action} ${subject}`, action, subject });
  expect(created.statusCode, created.body).toBe(201);
  return created.json();
}

async function roleNamed(name: string): Promise<Role> {
  return ((await admin.get('/api/roles')).json().items as Role[]).find((r) => r.name === name)!;
}

describe('roles', () => {
  it('lists the built-in roles with member counts and members', async () => {
    const list = await admin.get('/api/roles');
    expect(list.statusCode).toBe(200);
    const names = (list.json().items as Role[]).map((r) => r.name);
    expect(names).toEqual(expect.arrayContaining(['admin', 'subscriber', 'customer', 'client']));
    const adminRole = (list.json().items as (Role & { members: { fullName: string }[] })[]).find(
      (r) => r.name === 'admin',
    )!;
    expect(adminRole).toMatchObject({
      isBuiltIn: true,
      memberCount: 1,
      members: [{ fullName: 'Administrator' }],
    });
  });

  it('creates, renames, re-permissions and deletes a custom role', async () => {
    const read = await permission('read', 'users');
    const created = await admin.post('/api/roles', {
      name: 'Destek',
      description: 'Support desk',
      permissionIds: [read.id],
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Destek',
      isBuiltIn: false,
      permissionIds: [read.id],
      memberCount: 0,
    });
    expectError(await admin.post('/api/roles', { name: 'Destek' }), 409, 'ROLE_NAME_TAKEN');
    expectError(
      await admin.post('/api/roles', {
        name: 'Yeni',
        permissionIds: ['0190a0a0-0000-7000-8000-000000000000'],
      }),
      400,
      'VALIDATION_FAILED',
    );
    const id = created.json().id as string;
    // A change of one field leaves the others as they were.
    const described = await admin.patch(`/api/roles/${id}`, { description: 'Müşteri desteği' });
    expect(described.json()).toMatchObject({
      name: 'Destek',
      description: 'Müşteri desteği',
      permissionIds: [read.id],
    });
    const renamed = await admin.patch(`/api/roles/${id}`, { name: 'Destek Ekibi', permissionIds: [] });
    expect(renamed.json()).toMatchObject({ name: 'Destek Ekibi', permissionIds: [] });
    expect((await admin.delete(`/api/roles/${id}`)).statusCode).toBe(204);
    expectError(await admin.get(`/api/roles/${id}`), 404, 'NOT_FOUND');
  });

  it('never deletes or renames a built-in role, and the admin role keeps manage all', async () => {
    const client = await roleNamed('client');
    expectError(await admin.delete(`/api/roles/${client.id}`), 409, 'ROLE_BUILT_IN');
    expectError(await admin.patch(`/api/roles/${client.id}`, { name: 'clients' }), 409, 'ROLE_BUILT_IN');
    const described = await admin.patch(`/api/roles/${client.id}`, { description: 'Demo' });
    expect(described.statusCode).toBe(200);
    const adminRole = await roleNamed('admin');
    expectError(await admin.patch(`/api/roles/${adminRole.id}`, { permissionIds: [] }), 409, 'ROLE_BUILT_IN');
  });

  it('refuses to delete a role still held by users', async () => {
    const role = (await admin.post('/api/roles', { name: 'Held' })).json() as Role;
    const user = await admin.post('/api/users', newUserBody({ role: 'Held' }));
    expect(user.statusCode, user.body).toBe(201);
    expectError(await admin.delete(`/api/roles/${role.id}`), 409, 'ROLE_IN_USE');
    expect((await roleNamed('Held')).memberCount).toBe(1);
  });
});

describe('permissions', () => {
  it('creates, lists with assigned roles, updates and deletes a permission', async () => {
    const created = await admin.post('/api/permissions', {
      name: 'Kupon oku',
      action: 'read',
      subject: 'product',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    expectError(
      await admin.post('/api/permissions', { name: 'Again', action: 'read', subject: 'product' }),
      409,
      'PERMISSION_EXISTS',
    );
    expectError(
      await admin.post('/api/permissions', { name: 'x', action: 'fly', subject: 'moon' }),
      400,
      'VALIDATION_FAILED',
    );
    await admin.post('/api/roles', { name: 'Mağaza', permissionIds: [id] });
    const listed = await admin.get('/api/permissions?q=kupon');
    expect(listed.json()).toMatchObject({ total: 1, items: [{ name: 'Kupon oku', assignedTo: ['Mağaza'] }] });
    const updated = await admin.patch(`/api/permissions/${id}`, { action: 'update' });
    expect(updated.json()).toMatchObject({ action: 'update', subject: 'product' });
    expect((await admin.delete(`/api/permissions/${id}`)).statusCode).toBe(204);
    expect((await roleNamed('Mağaza')).permissionIds).toEqual([]);
  });

  it('only renames a built-in rule', async () => {
    const manageAll = await permission('manage', 'all');
    expect((await admin.patch(`/api/permissions/${manageAll.id}`, { name: 'Everything' })).statusCode).toBe(
      200,
    );
    expectError(
      await admin.patch(`/api/permissions/${manageAll.id}`, { subject: 'users' }),
      409,
      'PERMISSION_BUILT_IN',
    );
    expectError(await admin.delete(`/api/permissions/${manageAll.id}`), 409, 'PERMISSION_BUILT_IN');
  });
});

describe('rules stored in the database', () => {
  it('a custom role granted read users lists users but cannot create them', async () => {
    const read = await permission('read', 'users');
    await admin.post('/api/roles', { name: 'Okur', permissionIds: [read.id] });
    const body = newUserBody({ role: 'Okur' });
    await admin.post('/api/users', body);
    const reader = await signIn(t.app, body.email, body.password);
    expect(reader.userAbilityRules).toEqual([{ action: 'read', subject: 'users' }]);
    const as = api(t, reader.accessToken);
    expect((await as.get('/api/users')).statusCode).toBe(200);
    expectError(await as.post('/api/users', newUserBody()), 403, 'FORBIDDEN');
    expectError(await as.get('/api/roles'), 403, 'FORBIDDEN');
  });

  it('a rule change takes effect on the next request, without a restart', async () => {
    const role = (await admin.post('/api/roles', { name: 'Değişken' })).json() as Role;
    const body = newUserBody({ role: 'Değişken' });
    await admin.post('/api/users', body);
    const session = await signIn(t.app, body.email, body.password);
    const listUsers = () =>
      t.app.inject({ method: 'GET', url: '/api/users', headers: bearer(session.accessToken) });
    expect((await listUsers()).statusCode).toBe(403);

    const read = await permission('read', 'users');
    await admin.patch(`/api/roles/${role.id}`, { permissionIds: [read.id] });
    expect((await listUsers()).statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(session.accessToken),
    });
    expect(me.json().userAbilityRules).toEqual([{ action: 'read', subject: 'users' }]);

    await admin.patch(`/api/roles/${role.id}`, { permissionIds: [] });
    expect((await listUsers()).statusCode).toBe(403);
  });

  it('only a holder of manage all hands out the admin role', async () => {
    const perms = await Promise.all([
      permission('read', 'users'),
      permission('update', 'users'),
      permission('create', 'users'),
    ]);
    await admin.post('/api/roles', { name: 'Yönetici Yardımcısı', permissionIds: perms.map((p) => p.id) });
    const body = newUserBody({ role: 'Yönetici Yardımcısı' });
    const helper = (await admin.post('/api/users', body)).json();
    const as = api(t, (await signIn(t.app, body.email, body.password)).accessToken);
    expectError(await as.post('/api/users', newUserBody({ role: 'admin' })), 403, 'FORBIDDEN');
    expectError(await as.patch(`/api/users/${helper.id}`, { role: 'admin' }), 403, 'FORBIDDEN');
    expect((await as.post('/api/users', newUserBody({ role: 'client' }))).statusCode).toBe(201);
  });
});
