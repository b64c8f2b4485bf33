// Everything between "the database is open" and "the app can serve": migrations and seeds.
// Idempotent: runs on every start.
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { migrateDatabase } from './db/migrate.js';
import { seedBuiltInRoles } from './features/roles/roles.service.js';
import { seedSubscriptionPlans } from './features/subscriptions/subscriptions.service.js';
import { ensureFirstAdmin, seedDemoUsers } from './features/users/users.service.js';

export async function prepareDatabase(
  database: Pick<Database, 'db' | 'kind'>,
  config: Pick<Config, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD' | 'DEMO_DATA'>,
): Promise<{ createdAdmin: { email: string; password: string | null } | null }> {
  await migrateDatabase(database);
  await seedBuiltInRoles(database.db);
  await seedSubscriptionPlans(database.db);
  const createdAdmin = await ensureFirstAdmin(database.db, {
    email: config.ADMIN_EMAIL,
    password: config.ADMIN_PASSWORD,
  });
  if (config.DEMO_DATA) await seedDemoUsers(database.db);
  return { createdAdmin };
}
