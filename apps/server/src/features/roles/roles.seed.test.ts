// A database from before the ownership rules (decisions/027) gets them at the next start: the
// built-in roles are seeded again, adding what is missing and leaving the rest as it was.
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_IN_ROLES, isSameRule } from '@hatira/shared/abilities';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { roleIdByName, rulesForRole, seedBuiltInRoles } from './roles.service.js';
import { permissions } from './roles.table.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('seeding the built-in roles', () => {
  it('gives an upgraded database the ownership rules, once', async () => {
    // As an earlier version left it: no permission carries conditions.
    await t.db.delete(permissions).where(isNotNull(permissions.conditions));
    const subscriber = await roleIdByName(t.db, 'subscriber');
    expect((await rulesForRole(t.db, subscriber)).some((rule) => rule.conditions)).toBe(false);

    await seedBuiltInRoles(t.db);
    await seedBuiltInRoles(t.db);

    for (const name of ['subscriber', 'customer'] as const) {
      const rules = await rulesForRole(t.db, await roleIdByName(t.db, name));
      for (const rule of BUILT_IN_ROLES[name].rules)
        expect(
          rules.filter((r) => isSameRule(r, rule)),
          `${name}: ${JSON.stringify(rule)}`,
        ).toHaveLength(1);
    }
    const ownPosts = await t.db
      .select({ name: permissions.name })
      .from(permissions)
      .where(and(eq(permissions.action, 'manage'), eq(permissions.subject, 'posts')));
    expect(ownPosts.map((p) => p.name).sort()).toEqual([
      'manage posts where customerId is the user',
      'manage posts where ownerId is the user',
    ]);
  });
});
