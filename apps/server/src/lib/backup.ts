// Backups (docs/decisions/046): one .tar.gz holding a consistent dump of the database, the media
// folder and the app secret, made by `npm run backup` and brought back by `npm run restore`.
// PGlite: the stopped server's data folder as PGlite dumps it (dumpDataDir), so the backup takes the
// data folder's lock (a running server holds it). PostgreSQL: pg_dump's own consistent snapshot,
// taken while the server runs. Media files are written once and never changed: copied as they are.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import type { Config } from '../config.js';
import { lockDataDir } from '../db/lock.js';

const run = promisify(execFile);

const MANIFEST = 'hatira-backup.json';
const PGLITE_DUMP = 'database.tar.gz';
const PG_DUMP = 'database.pgdump';
/** What of DATA_DIR the archive keeps besides the database: the media and the secret signing links. */
const KEPT = ['media', 'app-secret'];

interface Manifest {
  format: 1;
  createdAt: string;
  database: 'pglite' | 'postgres';
}

export class BackupError extends Error {
  override name = 'BackupError';
}

const databaseOf = (config: Config): Manifest['database'] =>
  config.DATABASE_URL?.startsWith('postgres') ? 'postgres' : 'pglite';

/** Writes the archive at `archive`; answers what went into it. */
export async function createBackup(config: Config, archive: string): Promise<Manifest> {
  if (config.DATABASE_URL === 'memory://')
    throw new BackupError('An in-memory database has nothing to back up.');
  const database = databaseOf(config);
  const dataDir = path.resolve(config.DATA_DIR);
  const staging = await mkdtemp(path.join(dataDir, '.backup-'));
  try {
    if (database === 'pglite') {
      const unlock = lockDataDir(dataDir); // refuses while the server runs on this folder
      try {
        const db = new PGlite(path.join(dataDir, 'db'));
        const dump = await db.dumpDataDir('gzip');
        await db.close();
        await writeFile(path.join(staging, PGLITE_DUMP), Buffer.from(await dump.arrayBuffer()));
      } finally {
        unlock();
      }
    } else {
      await tool('pg_dump', [
        '--format=custom',
        '--no-owner',
        `--file=${path.join(staging, PG_DUMP)}`,
        config.DATABASE_URL!,
      ]);
    }
    const manifest: Manifest = { format: 1, createdAt: new Date().toISOString(), database };
    await writeFile(path.join(staging, MANIFEST), JSON.stringify(manifest, null, 2));
    const kept = KEPT.filter((name) => existsSync(path.join(dataDir, name)));
    await mkdir(path.dirname(path.resolve(archive)), { recursive: true });
    await tool('tar', [
      '-czf',
      path.resolve(archive),
      '-C',
      staging,
      ...(await readdir(staging)),
      ...(kept.length > 0 ? ['-C', dataDir, ...kept] : []),
    ]);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/**
 * Brings `archive` back into an empty DATA_DIR (no database, no media) and, for a PostgreSQL
 * backup, into the empty database at DATABASE_URL.
 */
export async function restoreBackup(config: Config, archive: string): Promise<Manifest> {
  const dataDir = path.resolve(config.DATA_DIR);
  await mkdir(dataDir, { recursive: true });
  for (const name of ['db', ...KEPT])
    if (existsSync(path.join(dataDir, name)))
      throw new BackupError(`${path.join(dataDir, name)} exists: restore into an empty DATA_DIR.`);
  const unlock = lockDataDir(dataDir);
  const staging = await mkdtemp(path.join(dataDir, '.restore-'));
  try {
    await tool('tar', ['-xzf', path.resolve(archive), '-C', staging]);
    const manifest = JSON.parse(
      await readFile(path.join(staging, MANIFEST), 'utf8').catch(() => 'null'),
    ) as Manifest | null;
    if (manifest?.format !== 1) throw new BackupError(`${archive} is not a Hatıra backup.`);
    if (manifest.database !== databaseOf(config))
      throw new BackupError(
        manifest.database === 'postgres'
          ? 'This backup is of a PostgreSQL database: set DATABASE_URL to an empty database to restore it.'
          : 'This backup is of the embedded database: unset DATABASE_URL to restore it into DATA_DIR.',
      );
    if (manifest.database === 'pglite') {
      const dump = new Blob([await readFile(path.join(staging, PGLITE_DUMP))]);
      const db = new PGlite(path.join(dataDir, 'db'), { loadDataDir: dump });
      await db.waitReady;
      await db.close();
    } else {
      await tool('pg_restore', [
        '--no-owner',
        '--exit-on-error',
        `--dbname=${config.DATABASE_URL!}`,
        path.join(staging, PG_DUMP),
      ]);
    }
    for (const name of KEPT)
      if (existsSync(path.join(staging, name)))
        await rename(path.join(staging, name), path.join(dataDir, name));
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
    unlock();
  }
}

/** Runs a command-line tool; a missing one or a failure says which and why. */
async function tool(command: string, args: string[]): Promise<void> {
  try {
    await run(command, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const { code, stderr } = error as NodeJS.ErrnoException & { stderr?: string };
    if (code === 'ENOENT')
      throw new BackupError(
        `${command} was not found: install it (PostgreSQL's client tools for pg_dump/pg_restore).`,
      );
    throw new BackupError(`${command} failed: ${stderr?.trim() || String(error)}`);
  }
}
