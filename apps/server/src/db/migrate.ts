import { fileURLToPath } from 'node:url';
import pg from 'pg';
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
  const db = database.db as unknown as NodePgDatabase & { $client: pg.Pool | pg.PoolClient | pg.Client };
  // A session lock belongs to one connection: lock and unlock on a client of its own, not on
  // whichever pooled connection a statement happens to get (docs/decisions/050).
  const pool = db.$client;
  const lock = pool instanceof pg.Pool ? await pool.connect() : pool;
  try {
    await lock.query('select pg_advisory_lock(4242001)');
    try {
      await migratePg(db, { migrationsFolder });
    } finally {
      await lock.query('select pg_advisory_unlock(4242001)');
    }
  } finally {
    if (lock !== pool) (lock as pg.PoolClient).release();
  }
}
