import { readFileSync } from 'node:fs';
import type { Clock } from './tokens';

/**
 * The clock of a server started with TEST_CLOCK_FILE (config.ts; never in production): the real time plus the
 * milliseconds written in the file, read at every call, so a journey moves the server's days by writing the file.
 * A missing or unreadable file is no offset.
 */
export function fileClock(file: string, now: () => number = Date.now): Clock {
  return () => {
    let offset = 0;
    try {
      const read = Number(readFileSync(file, 'utf8').trim());
      if (Number.isFinite(read)) offset = read;
    } catch {
      // No file yet: the real time.
    }
    return new Date(now() + offset);
  };
}
