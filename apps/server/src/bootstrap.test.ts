import { afterAll, beforeAll, expect, it } from 'vitest';
import { ROLE_NAMES } from '@hatira/shared/abilities';
import { ADMIN, createTestApp, type TestApp } from '../test/app.js';
import { prepareDatabase } from './bootstrap.js';
import { openDatabase } from './db/client.js';
import { roles } from './features/roles/roles.table.js';
import { users } from './features/users/users.table.js';
import { rulesForRole, roleIdByName } from './features/roles/roles.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DEMO_DATA: 'true' });
});
afterAll(() => t.close());

it('seeds the built-in roles with their rules, the first admin and demo accounts, idempotently', async () => {
  const database = {
    db: t.db,
    kind: t.config.DATABASE_URL === 'memory://' ? ('pglite-memory' as const) : ('postgres' as const),
  };
  const again = await prepareDatabase(database, t.config);
  expect(again.createdAdmin).toBeNull();

  const roleRows = await t.db.select().from(roles);
  expect(roleRows.map((r) => r.name).sort()).toEqual([...ROLE_NAMES].sort());
  expect(roleRows.every((r) => r.builtIn)).toBe(true);
  expect(await rulesForRole(t.db, await roleIdByName(t.db, 'client'))).toEqual([
    { action: 'read', subject: 'AclDemo' },
  ]);

  const userRows = await t.db.select({ email: users.email }).from(users);
  expect(userRows.map((u) => u.email).sort()).toEqual(
    [
      ADMIN.email,
      'client@demo.hatira.local',
      'couple@demo.hatira.local',
      'organiser@demo.hatira.local',
    ].sort(),
  );
});

it('generates the first admin password when none is configured', async () => {
  const database = await openDatabase({ url: 'memory://', dataDir: t.dataDir });
  const { createdAdmin } = await prepareDatabase(database, {
    ADMIN_EMAIL: 'boss@example.com',
    ADMIN_PASSWORD: undefined,
    DEMO_DATA: false,
  });
  expect(createdAdmin?.email).toBe('boss@example.com');
  expect(createdAdmin?.password).toMatch(/^[\w-]{16}$/);
  await database.close();
});
