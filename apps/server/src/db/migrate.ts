import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database } from './client.js';

// src/db and dist/db sit at the same depth, so this finds apps/server/drizzle from both.
const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Applies the checked-in SQL migrations. On a server, an advisory lock lets one instance at a time do it. */
export async function migrateDatabase(database: Pick<Database, 'db' | 'kind'>): Promise<void> {
  if (database.kind !== 'postgres') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  const db = database.db as unknown as NodePgDatabase;
  await db.execute(sql`select pg_advisory_lock(4242001)`);
  try {
    await migratePg(db, { migrationsFolder });
  } finally {
    await db.execute(sql`select pg_advisory_unlock(4242001)`);
  }
}
