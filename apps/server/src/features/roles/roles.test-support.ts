// A custom role made the way an admin makes one (POST /api/permissions for a rule nobody holds
// yet, then POST /api/roles and POST /api/users), and the "Moderatör" of issue 11: `read roles`
// (the key to the management pages, SPEC §2) plus reading and updating every guest post.
import { expect } from 'vitest';
import type { AbilityRule } from '@hatira/shared/abilities';
import type { AuthResponse } from '@hatira/shared/auth';
import type { Permission } from '@hatira/shared/roles';
import type { TestApp } from '../../../test/app.js';
import { bearer, signIn } from '../../../test/factories.js';

export const MODERATOR_RULES: AbilityRule[] = [
  { action: 'read', subject: 'roles' },
  { action: 'read', subject: 'posts' },
  { action: 'update', subject: 'posts' },
];

async function permissionIdFor(t: TestApp, adminToken: string, rule: AbilityRule): Promise<string> {
  const listed = await t.app.inject({
    method: 'GET',
    url: '/api/permissions?itemsPerPage=100',
    headers: bearer(adminToken),
  });
  const known = (listed.json() as { items: Permission[] }).items.find(
    (p) => p.action === rule.action && p.subject === rule.subject && p.conditions === null,
  );
  if (known) return known.id;
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/permissions',
    headers: bearer(adminToken),
    payload: { name: `${rule.action} ${rule.subject}`, ...rule },
  });
  expect(created.statusCode, created.body).toBe(201);
  return (created.json() as Permission).id;
}

/** Creates the role through the API and one active user holding it, signed in. */
export async function createUserWithCustomRole(
  t: TestApp,
  adminToken: string,
  name: string,
  rules: AbilityRule[],
): Promise<AuthResponse> {
  const permissionIds = [];
  for (const rule of rules) permissionIds.push(await permissionIdFor(t, adminToken, rule));
  const role = await t.app.inject({
    method: 'POST',
    url: '/api/roles',
    headers: bearer(adminToken),
    payload: { name, description: 'Guest post moderation', permissionIds },
  });
  expect(role.statusCode, role.body).toBe(201);
  const email = `${name.toLowerCase().replace(/[^a-z]/g, '')}-${Date.now()}@example.com`;
  const password = 'correct horse battery';
  const user = await t.app.inject({
    method: 'POST',
    url: '/api/users',
    headers: bearer(adminToken),
    payload: {
      fullName: `${name} Kullanıcı`,
      username: `mod${Date.now() % 1_000_000}`,
      email,
      password,
      role: name,
      status: 'active',
    },
  });
  expect(user.statusCode, user.body).toBe(201);
  return signIn(t.app, email, password);
}
