import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { currentOwner, DataDirLockedError, lockDataDir, readStartTime, type LockOwner } from './lock.js';

const serverRoot = fileURLToPath(new URL('../..', import.meta.url));
const hasProc = existsSync('/proc/self/stat') && existsSync('/proc/sys/kernel/random/boot_id');

function freshDataDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'hatira-lock-'));
}

function writeLock(dataDir: string, owner: LockOwner): void {
  writeFileSync(path.join(dataDir, 'hatira.lock'), JSON.stringify(owner));
}

/** Takes the lock, proving it was free (or stale), and gives it back. */
function takeAndRelease(dataDir: string): void {
  lockDataDir(dataDir)();
  expect(existsSync(path.join(dataDir, 'hatira.lock'))).toBe(false);
}

function runServer(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', 'src/main.ts'], {
      cwd: serverRoot,
      env: { ...process.env, ...env, PORT: '0', LOG_LEVEL: 'silent' },
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('data folder lock', () => {
  it('makes a second process on the same DATA_DIR refuse to start, with a clear message', async () => {
    const dataDir = freshDataDir();
    const release = lockDataDir(dataDir); // this test process is the first "server"
    try {
      const second = await runServer({ DATA_DIR: dataDir });
      expect(second.code).toBe(1);
      expect(second.output).toContain(`is in use by another Hatıra process (pid ${process.pid})`);
      expect(existsSync(path.join(dataDir, 'db'))).toBe(false); // it did not touch the database
    } finally {
      release();
    }
  });

  it('refuses a second lock in-process and takes over one whose pid is gone', () => {
    const dataDir = freshDataDir();
    const release = lockDataDir(dataDir);
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
    release();
    writeFileSync(path.join(dataDir, 'hatira.lock'), '999999999'); // the bare pid older versions wrote
    takeAndRelease(dataDir);
  });

  it('takes over a lock naming our own pid that this process does not hold (a restarted container)', () => {
    const dataDir = freshDataDir();
    writeLock(dataDir, currentOwner()); // even boot id and start time match: a pid cannot be locked twice
    takeAndRelease(dataDir);
    writeFileSync(path.join(dataDir, 'hatira.lock'), String(process.pid));
    takeAndRelease(dataDir);
  });

  describe.runIf(hasProc)('where /proc tells processes apart', () => {
    // The parent (the test runner or its shell) is alive and is not this process.
    const parent = (): LockOwner => ({
      ...currentOwner(),
      pid: process.ppid,
      startTime: readStartTime(process.ppid),
    });

    it('refuses while the live owner is the process that wrote the lock', () => {
      const dataDir = freshDataDir();
      writeLock(dataDir, parent());
      expect(() => lockDataDir(dataDir)).toThrow(`is in use by another Hatıra process (pid ${process.ppid})`);
    });

    it('takes over a lock whose pid now belongs to an unrelated process that started at another time', () => {
      const dataDir = freshDataDir();
      writeLock(dataDir, { ...parent(), startTime: String(Number(parent().startTime) + 1) });
      takeAndRelease(dataDir);
    });

    it('takes over a lock written before the last boot', () => {
      const dataDir = freshDataDir();
      writeLock(dataDir, { ...parent(), bootId: '00000000-0000-4000-8000-000000000000' });
      takeAndRelease(dataDir);
    });
  });
});
