import { linkSync, mkdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The name of the lock file inside the data folder. */
export const lockFileName = 'robomarket.lock';

/** Thrown when another live process holds the data folder. */
export class DataDirInUseError extends Error {
  /** The process that holds the folder. */
  readonly pid: number;
  /** The data folder. */
  readonly dataDir: string;

  constructor(dataDir: string, pid: number) {
    super(`Data folder ${dataDir} is in use by process ${pid}. Stop it or set DATA_DIR to another folder.`);
    this.name = 'DataDirInUseError';
    this.dataDir = dataDir;
    this.pid = pid;
  }
}

/** A held lock on a data folder. */
export interface DataDirLock {
  /** The lock file's path. */
  readonly path: string;
  /** Removes the lock file if it is still ours. Safe to call more than once. */
  release(): void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(path: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes the data folder for this process: creates `dataDir` (and its parents) and the lock file holding
 * our PID, exclusively. PGlite has no lock of its own, and two processes on one folder corrupt it.
 * A lock file whose process is gone is stale and is replaced. Throws `DataDirInUseError` otherwise,
 * including when this same process already holds it.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, lockFileName);
  // Written aside, then hard-linked into place: the link is exclusive and the file is never seen empty.
  const pending = `${path}.${process.pid}`;
  writeFileSync(pending, `${process.pid}\n`);
  try {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        linkSync(pending, path);
        return heldLock(path);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const holder = readPid(path);
      if (holder !== undefined && isAlive(holder)) throw new DataDirInUseError(dataDir, holder);
      // Its process is gone (or the file is not ours to read): a stale lock, replaced.
      rmSync(path, { force: true });
    }
  } finally {
    rmSync(pending, { force: true });
  }
  throw new Error(`Could not take the lock file ${path}`);
}

function heldLock(path: string): DataDirLock {
  let released = false;
  return {
    path,
    release() {
      if (released) return;
      released = true;
      if (readPid(path) === process.pid) unlinkSync(path);
    },
  };
}
