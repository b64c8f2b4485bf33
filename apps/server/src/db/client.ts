// One database handle, three engines (DESIGN.md §2): PGlite on disk (default), PGlite in memory
// (`memory://`, tests) or a PostgreSQL server (`postgres://…`). Same schema, migrations and SQL.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite-file' | 'pglite-memory' | 'postgres';
  close(): Promise<void>;
}

export async function openDatabase(options: { url?: string; dataDir: string }): Promise<Database> {
  if (options.url?.startsWith('postgres')) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    pool.on('error', () => {
      // An idle client lost its connection; the pool replaces it on next use.
    });
    return { db: drizzlePg(pool, { schema }) as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  let client: PGlite;
  if (options.url === 'memory://') client = new PGlite();
  else {
    const dir = path.resolve(options.dataDir, 'db');
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  }
  await client.waitReady;
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    kind: options.url === 'memory://' ? 'pglite-memory' : 'pglite-file',
    close: () => client.close(),
  };
}
