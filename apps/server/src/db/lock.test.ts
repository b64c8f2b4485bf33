import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './lock.js';

const serverRoot = fileURLToPath(new URL('../..', import.meta.url));

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
    const dataDir = mkdtempSync(path.join(tmpdir(), 'hatira-lock-'));
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

  it('refuses a second lock in-process and takes over a stale one', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'hatira-lock-'));
    const release = lockDataDir(dataDir);
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
    release();
    writeFileSync(path.join(dataDir, 'hatira.lock'), '999999999'); // a pid that does not exist
    const again = lockDataDir(dataDir);
    again();
  });
});
