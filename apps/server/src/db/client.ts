// One database handle, three engines (DESIGN.md §2): PGlite on disk (default), PGlite in memory
// (`memory://`, tests) or a PostgreSQL server (`postgres://…`). Same schema, migrations and SQL.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** What a LISTEN on a channel reports: each notification, and whether notifications can arrive. */
export interface ChannelListener {
  onNotify(payload: string): void;
  /**
   * false when the connection that listens is lost (notifications may be missed until it is back),
   * true when it listens (again). PGlite, in this process, never loses it.
   */
  onListening(listening: boolean): void;
}

export interface Database {
  db: Db;
  kind: 'pglite-file' | 'pglite-memory' | 'postgres';
  /** LISTEN on `channel` (a plain identifier); the returned function stops listening. */
  listen(channel: string, listener: ChannelListener): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** How long a lost listening connection waits before it connects again. */
const RELISTEN_DELAY_MS = 1000;

/**
 * A PostgreSQL LISTEN on a connection of its own (a pooled one would hand the LISTEN to whatever
 * query borrows it next), connected again after a loss for as long as it is wanted.
 */
async function listenOnServer(url: string, channel: string, listener: ChannelListener) {
  let current: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url });
    client.on('error', () => {
      // 'end' follows, and it reports the loss
    });
    client.on('notification', (message) => {
      if (message.channel === channel) listener.onNotify(message.payload ?? '');
    });
    client.on('end', () => {
      if (current !== client) return;
      current = null;
      listener.onListening(false);
      again();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch {
      await client.end().catch(() => {});
      again();
      return;
    }
    if (stopped) return void (await client.end());
    current = client;
    listener.onListening(true);
  };
  const again = () => {
    if (!stopped) retry = setTimeout(() => void connect(), RELISTEN_DELAY_MS).unref();
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = null;
    await client?.end();
  };
}

export async function openDatabase(options: { url?: string; dataDir: string }): Promise<Database> {
  if (options.url?.startsWith('postgres')) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    pool.on('error', () => {
      // An idle client lost its connection; the pool replaces it on next use.
    });
    const url = options.url;
    return {
      db: drizzlePg(pool, { schema }) as unknown as Db,
      kind: 'postgres',
      listen: (channel, listener) => listenOnServer(url, channel, listener),
      close: () => pool.end(),
    };
  }
  // The extensions the migrations create (PostgreSQL ships them; PGlite loads them on demand).
  const extensions = { pg_trgm };
  let client: PGlite;
  if (options.url === 'memory://') client = new PGlite({ extensions });
  else {
    const dir = path.resolve(options.dataDir, 'db');
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir, { extensions });
  }
  await client.waitReady;
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    kind: options.url === 'memory://' ? 'pglite-memory' : 'pglite-file',
    async listen(channel, listener) {
      const unlisten = await client.listen(channel, (payload) => listener.onNotify(payload));
      listener.onListening(true);
      return unlisten;
    },
    close: () => client.close(),
  };
}
