// PGlite has no lock on its data folder: two processes on one folder would corrupt it.
// A lock file names its owner; a second process refuses to start while that owner still runs.
//
// "Still runs" is more than "a process with that pid exists": after a crash a restarted container
// hands out the same small pids again, so the recorded pid may now be this very process or an
// unrelated one (npm, a shell). Where /proc exists the lock also records the boot id and the
// owner's start time (field 22 of /proc/<pid>/stat), which together name one process for good;
// elsewhere a plain "is that pid alive" check remains.
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

/** What a lock file records about its owner; bootId and startTime only where /proc has them. */
export type LockOwner = { pid: number; bootId?: string; startTime?: string };

const BOOT_ID_FILE = '/proc/sys/kernel/random/boot_id';

// Lock files this process holds now: a second lockDataDir on the same folder from this process
// is refused too, while a file naming our pid that we do not hold is a leftover of an earlier life.
const heldHere = new Set<string>();

function readBootId(): string | undefined {
  try {
    return readFileSync(BOOT_ID_FILE, 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

/** Field 22 of /proc/<pid>/stat (start time in clock ticks since boot); undefined when unreadable. */
export function readStartTime(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count after its last ')'.
    const fieldsAfterName = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fieldsAfterName[22 - 3];
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** This process as a lock file records it. */
export function currentOwner(): LockOwner {
  return { pid: process.pid, bootId: readBootId(), startTime: readStartTime(process.pid) };
}

/** Reads a lock file: JSON, or the bare pid that earlier versions wrote. */
function parseOwner(text: string): LockOwner | null {
  const trimmed = text.trim();
  if (/^\d+$/.test(trimmed)) return { pid: Number(trimmed) };
  try {
    const value = JSON.parse(trimmed) as Partial<LockOwner>;
    if (!Number.isInteger(value.pid) || (value.pid as number) <= 0) return null;
    return {
      pid: value.pid as number,
      bootId: typeof value.bootId === 'string' ? value.bootId : undefined,
      startTime: typeof value.startTime === 'string' ? value.startTime : undefined,
    };
  } catch {
    return null; // not a lock this code wrote: nobody can be shown to own it
  }
}

/** Whether the process that wrote the lock is still running. */
function ownerIsRunning(owner: LockOwner): boolean {
  if (owner.pid === process.pid) return false; // we do not hold it (checked before): an earlier life of our pid
  const bootId = readBootId();
  if (owner.bootId && bootId && owner.bootId !== bootId) return false; // written before the last boot
  if (owner.startTime && bootId) {
    // /proc is there: the pid must exist and have started when the owner did
    return readStartTime(owner.pid) === owner.startTime;
  }
  return isAlive(owner.pid); // no /proc, or a lock from a version that wrote only the pid
}

function lockedMessage(dataDir: string, pid: number): string {
  return (
    `The data folder ${path.resolve(dataDir)} is in use by another Hatıra process (pid ${pid}). ` +
    'Stop it first, or give this one its own DATA_DIR. (PGlite cannot be shared between processes; ' +
    'use DATABASE_URL=postgres://… to run several instances.)'
  );
}

/** The lock file's text, or null when it went away meanwhile. */
function readLockFile(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Takes the lock on dataDir or throws; returns the release function. A stale lock is taken over. */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(path.resolve(dataDir), 'hatira.lock');
  if (heldHere.has(file)) throw new DataDirLockedError(lockedMessage(dataDir, process.pid));
  // Written whole under a name of our own, then linked into place: link fails when the lock
  // exists, and another process never reads a half-written lock and takes it for stale.
  const draft = `${file}.${process.pid}`;
  writeFileSync(draft, JSON.stringify(currentOwner()));
  try {
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        linkSync(draft, file);
        heldHere.add(file);
        return () => {
          heldHere.delete(file);
          rmSync(file, { force: true });
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const text = readLockFile(file);
        const owner = text === null ? null : parseOwner(text);
        if (owner && ownerIsRunning(owner)) throw new DataDirLockedError(lockedMessage(dataDir, owner.pid));
        rmSync(file, { force: true }); // stale: its process is gone
      }
    }
    throw new DataDirLockedError(`Could not take the lock on ${file}.`);
  } finally {
    rmSync(draft, { force: true });
  }
}
