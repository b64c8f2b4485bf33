// `npm run backup [archive]` and `npm run restore <archive>` (docs/decisions/046): the database,
// the media and the app secret in one .tar.gz, and back into an empty DATA_DIR (and, for a
// PostgreSQL backup, the empty database at DATABASE_URL).
import { ConfigError, loadConfig } from '../config.js';
import { DataDirLockedError } from '../db/lock.js';
import { BackupError, createBackup, restoreBackup } from '../lib/backup.js';

const [command, archive] = process.argv.slice(2);

async function main(): Promise<string> {
  const config = loadConfig();
  if (command === 'create') {
    const file = archive ?? `hatira-backup-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`;
    const { database } = await createBackup(config, file);
    return `Backup of the ${database === 'pglite' ? 'embedded' : 'PostgreSQL'} database and the media written to ${file}`;
  }
  if (command === 'restore' && archive) {
    const { createdAt } = await restoreBackup(config, archive);
    return `Restored the backup of ${createdAt} into ${config.DATA_DIR}; start the server.`;
  }
  throw new BackupError('Usage: npm run backup [archive.tar.gz]  |  npm run restore <archive.tar.gz>');
}

try {
  console.log(await main());
} catch (error) {
  if (!(error instanceof BackupError || error instanceof ConfigError || error instanceof DataDirLockedError))
    throw error;
  const hint =
    error instanceof DataDirLockedError
      ? '\nStop the server first: the embedded database is backed up at rest.'
      : '';
  console.error(`\n${error.message}${hint}\n`);
  process.exit(1);
}
