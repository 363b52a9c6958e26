import { closeSync, mkdirSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

export const LOCK_FILE = 'buddy.lock';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data directory ${dataDir} is in use by another Buddy server (pid ${pid}). ` +
        'Stop that process first, or set DATA_DIR to another directory.',
    );
  }
}

export interface DataDirLock {
  readonly file: string;
  release(): void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function mtime(file: string): number {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

/**
 * Takes the exclusive lock on dataDir: a lock file created with O_EXCL that holds our pid. A live holder (this
 * process included) makes it throw DataDirLockedError at once; a lock left by a dead process is taken over.
 */
export function acquireDataDirLock(dataDir: string, pid: number = process.pid): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const fd = openSync(file, 'wx', 0o644);
      writeSync(fd, `${pid}\n`);
      closeSync(fd);
      let released = false;
      return {
        file,
        release() {
          if (released) return;
          released = true;
          if (readPid(file) === pid) unlinkSync(file);
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readPid(file);
    if (holder !== null && isAlive(holder)) throw new DataDirLockedError(dataDir, holder);
    // An empty file younger than a few seconds is another process between creating it and writing its pid.
    if (holder === null && Date.now() - mtime(file) < 5000) throw new DataDirLockedError(dataDir, 0);
    // Stale (dead pid, or an empty file left by a crash mid-write): take it over.
    try {
      unlinkSync(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  throw new DataDirLockedError(dataDir, readPid(file) ?? 0);
}
