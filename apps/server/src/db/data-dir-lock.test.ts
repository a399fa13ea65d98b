import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirInUseError, lockFileName } from './data-dir-lock.ts';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'robomarket-lock-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

/** A PID that belonged to a process that has exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  const pid = child.pid;
  await new Promise((resolve) => child.on('exit', resolve));
  if (pid === undefined) throw new Error('no pid');
  return pid;
}

describe('acquireDataDirLock', () => {
  it('creates the folder and its parents and a lock file holding our PID; release removes it', () => {
    const dataDir = join(root, 'a', 'b', 'data');
    const lock = acquireDataDirLock(dataDir);
    expect(lock.path).toBe(join(dataDir, lockFileName));
    expect(readFileSync(lock.path, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(existsSync(lock.path)).toBe(false);
    lock.release();
  });

  it('refuses a folder held by a live process, saying which and what to do', () => {
    const dataDir = join(root, 'data');
    const lock = acquireDataDirLock(dataDir);
    try {
      expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirInUseError);
      expect(() => acquireDataDirLock(dataDir)).toThrow(
        `Data folder ${dataDir} is in use by process ${process.pid}. Stop it or set DATA_DIR to another folder.`,
      );
      expect(readFileSync(lock.path, 'utf8').trim()).toBe(String(process.pid));
    } finally {
      lock.release();
    }
    acquireDataDirLock(dataDir).release();
  });

  it('replaces a stale lock whose process is gone', async () => {
    const dataDir = join(root, 'data');
    const lock = acquireDataDirLock(dataDir);
    writeFileSync(lock.path, `${await deadPid()}\n`);
    const again = acquireDataDirLock(dataDir);
    expect(readFileSync(again.path, 'utf8').trim()).toBe(String(process.pid));
    again.release();
  });

  it('makes a second server on the same folder exit non-zero with the message', async () => {
    const dataDir = join(root, 'data');
    const lock = acquireDataDirLock(dataDir);
    try {
      const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent' };
      delete env.DATABASE_URL;
      const child = spawn(
        process.execPath,
        ['--conditions=source', join(import.meta.dirname, '../main.ts')],
        { env },
      );
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
      });
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(code).toBe(1);
      expect(stderr.trim()).toBe(
        `Data folder ${dataDir} is in use by process ${process.pid}. Stop it or set DATA_DIR to another folder.`,
      );
    } finally {
      lock.release();
    }
  });
});
