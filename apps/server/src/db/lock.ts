// PGlite has no lock on its data folder: two processes on one folder would corrupt it.
// A lock file with the owner's pid makes a second process refuse to start.
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock on dataDir or throws; returns the release function. A stale lock is taken over. */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(path.resolve(dataDir), 'hatira.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && isAlive(owner))
        throw new DataDirLockedError(
          `The data folder ${path.resolve(dataDir)} is in use by another Hatıra process (pid ${owner}). ` +
            'Stop it first, or give this one its own DATA_DIR. (PGlite cannot be shared between processes; ' +
            'use DATABASE_URL=postgres://… to run several instances.)',
        );
      rmSync(file, { force: true }); // stale: its process is gone
    }
  }
  throw new DataDirLockedError(`Could not take the lock on ${file}.`);
}
