// Each test file gets its own fresh, migrated database: an in-memory PGlite by default, or a new
// database on the PostgreSQL server named by TEST_DATABASE_URL (CI runs the suite both ways).
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export async function freshDatabaseUrl(): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = process.env['TEST_DATABASE_URL'];
  if (!serverUrl) return { url: 'memory://', drop: async () => {} };
  const name = `hatira_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
