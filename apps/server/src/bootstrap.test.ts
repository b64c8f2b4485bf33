import { statSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ROLE_NAMES } from '@hatira/shared/abilities';
import { ADMIN, createTestApp, type TestApp } from '../test/app.js';
import { ADMIN_CREDENTIALS_FILE, prepareDatabase, writeAdminCredentials } from './bootstrap.js';
import { openDatabase } from './db/client.js';
import { roles } from './features/roles/roles.table.js';
import { users } from './features/users/users.table.js';
import { generatePassword } from './features/users/users.service.js';
import { getActiveSubscription } from './features/subscriptions/subscriptions.service.js';
import { subscriptions } from './features/subscriptions/subscriptions.table.js';
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
  expect(again.demoAccounts).toEqual([
    { email: 'client@demo.hatira.local', role: 'client' },
    { email: 'couple@demo.hatira.local', role: 'subscriber' },
    { email: 'organiser@demo.hatira.local', role: 'subscriber' },
  ]);

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
  // Sixteen characters that cannot be mistaken for one another (no O/0/o, l/1/I).
  expect(createdAdmin?.password).toMatch(/^[A-HJ-NP-Za-km-np-z2-9]{16}$/);
  await database.close();
});

it('generates passwords without look-alike characters', () => {
  const passwords = Array.from({ length: 500 }, () => generatePassword());
  const all = passwords.join('');
  expect(all).not.toMatch(/[O0oIl1]/);
  expect(new Set(passwords).size).toBe(passwords.length);
  // every allowed character turns up in 8000 draws: the alphabet is not accidentally tiny
  expect(new Set(all).size).toBe(56);
});

it('gives the demo subscribers a plan in force, once, and the demo client none', async () => {
  const byEmail = async (email: string) =>
    (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  const couple = await getActiveSubscription(t.db, await byEmail('couple@demo.hatira.local'));
  const organiser = await getActiveSubscription(t.db, await byEmail('organiser@demo.hatira.local'));
  expect(couple?.planType).toBe('individual');
  expect(organiser?.planType).toBe('corporate');
  expect(couple!.endsAt.getTime()).toBeGreaterThan(Date.now());
  expect(await getActiveSubscription(t.db, await byEmail('client@demo.hatira.local'))).toBeNull();

  await prepareDatabase({ db: t.db, kind: 'pglite-memory' }, t.config);
  expect(await t.db.select().from(subscriptions)).toHaveLength(2);
});

it('writes the first admin credentials to a file only its owner may read', () => {
  const file = path.join(t.dataDir, ADMIN_CREDENTIALS_FILE);
  // a file left from an earlier install, readable by everybody, is narrowed too
  writeFileSync(file, 'old', { mode: 0o644 });
  const written = writeAdminCredentials(
    t.dataDir,
    { email: 'boss@example.com', password: 'Abc23456789defgh' },
    'http://hatira.test/login',
  );
  expect(written).toBe(path.resolve(file));
  expect(statSync(file).mode & 0o777).toBe(0o600);
  const text = readFileSync(file, 'utf8');
  expect(text).toContain('Email:      boss@example.com');
  expect(text).toContain('Password:   Abc23456789defgh');
  expect(text).toContain('Sign in at: http://hatira.test/login');
});
