// Everything between "the database is open" and "the app can serve": migrations and seeds.
// Idempotent: runs on every start.
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';
import { migrateDatabase } from './db/migrate.js';
import type { Storage } from './lib/storage/storage.js';
import { seedDemoInvitation } from './features/invitations/demo-invitation.js';
import { seedLegalPages } from './features/legal-pages/legal-pages.service.js';
import { seedDemoCatalogue } from './features/printing/demo-catalogue.js';
import { seedBuiltInRoles } from './features/roles/roles.service.js';
import {
  seedDemoSubscriptions,
  seedSubscriptionPlans,
} from './features/subscriptions/subscriptions.service.js';
import { ensureFirstAdmin, seedDemoUsers } from './features/users/users.service.js';

export interface PreparedDatabase {
  /** The admin made on this start; `password` only when it was generated (not ADMIN_PASSWORD). */
  createdAdmin: { email: string; password: string | null } | null;
  /** DEMO_DATA=true: the demo accounts (all share users.service's DEMO_PASSWORD); empty otherwise. */
  demoAccounts: { email: string; role: string }[];
}

/**
 * `files`: where the demo catalogue's pictures go (DEMO_DATA); without it the demo has no
 * printing workshop designs.
 */
export async function prepareDatabase(
  database: Pick<Database, 'db' | 'kind'>,
  config: Pick<Config, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD' | 'DEMO_DATA'>,
  files?: { storage: Storage; publicUrl: string },
): Promise<PreparedDatabase> {
  await migrateDatabase(database);
  // Instances started together on an empty database (compose, the two-instance test) would each
  // find no admin and insert one: the seeds run in one transaction that holds a lock, so the
  // second instance waits and then finds what the first one made (docs/decisions/050).
  return database.db.transaction(async (tx) => {
    if (database.kind === 'postgres') await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    return seed(tx, config, files);
  });
}

/** Held by the instance seeding the database; migrations have their own (db/migrate.ts). */
const SEED_LOCK = 4242002;

async function seed(
  db: Db,
  config: Pick<Config, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD' | 'DEMO_DATA'>,
  files?: { storage: Storage; publicUrl: string },
): Promise<PreparedDatabase> {
  await seedBuiltInRoles(db);
  await seedSubscriptionPlans(db);
  await seedLegalPages(db);
  const createdAdmin = await ensureFirstAdmin(db, {
    email: config.ADMIN_EMAIL,
    password: config.ADMIN_PASSWORD,
  });
  if (!config.DEMO_DATA) return { createdAdmin, demoAccounts: [] };
  const demoAccounts = await seedDemoUsers(db);
  // Demo subscribers get a plan in force, so guests can post on their event pages at once.
  await seedDemoSubscriptions(
    db,
    demoAccounts.filter((account) => account.role === 'subscriber'),
  );
  if (files) await seedDemoCatalogue({ db, storage: files.storage, config: files });
  // The couple's invitation, linked to their event page, with a cover and a few replies.
  const couple = demoAccounts.find((account) => account.email === 'couple@demo.hatira.local');
  if (files && couple) await seedDemoInvitation(db, files.storage, couple);
  return { createdAdmin, demoAccounts: demoAccounts.map(({ email, role }) => ({ email, role })) };
}

/** Where a generated first-admin password is kept (beside the database, owner-only). */
export const ADMIN_CREDENTIALS_FILE = 'first-admin.txt';

/**
 * Writes a generated first-admin password to DATA_DIR/first-admin.txt, readable by the owner only
 * (0600), so it survives the console scrolling away. Returns the file's path.
 */
export function writeAdminCredentials(
  dataDir: string,
  admin: { email: string; password: string },
  signInUrl: string,
): string {
  mkdirSync(dataDir, { recursive: true });
  const file = path.resolve(dataDir, ADMIN_CREDENTIALS_FILE);
  const text = [
    'Hatıra: the first administrator',
    '',
    `Sign in at: ${signInUrl}`,
    `Email:      ${admin.email}`,
    `Password:   ${admin.password}`,
    '',
    'Change the password after signing in (Account settings → Security), then delete this file.',
    '',
  ].join('\n');
  writeFileSync(file, text, { mode: 0o600 });
  // `mode` applies only when the file is created: a file left from an earlier install is narrowed too.
  chmodSync(file, 0o600);
  return file;
}
