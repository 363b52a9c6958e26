import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** A stored recording: its size and its bytes, as a stream (to send) or at once (to archive). */
export interface StoredRecording {
  size: number;
  stream(): Readable;
  bytes(): Promise<Uint8Array>;
}

/**
 * Where the children's recordings are kept (docs/scaling.md). The default is the disk of DATA_DIR; several
 * machines need a store they all reach (an S3-compatible bucket), which implements these two calls. Names are
 * chosen by the server (random), never by the client.
 */
export interface RecordingStore {
  /** Stores the bytes as the member's recording `name` (written whole or not at all). */
  put(memNo: string, name: string, bytes: Uint8Array): Promise<void>;
  /** The member's recording `name`, or null when there is none. */
  open(memNo: string, name: string): Promise<StoredRecording | null>;
}

/** `<dir>/<memNo>/<name>`; a name that would leave the member's folder is not there. */
export class DiskRecordingStore implements RecordingStore {
  constructor(private readonly dir: string) {}

  private pathOf(memNo: string, name: string): string | null {
    const root = path.resolve(this.dir);
    const folder = path.resolve(root, memNo);
    if (!folder.startsWith(root + path.sep)) return null;
    const file = path.resolve(folder, name);
    return file.startsWith(folder + path.sep) ? file : null;
  }

  async put(memNo: string, name: string, bytes: Uint8Array): Promise<void> {
    const file = this.pathOf(memNo, name);
    if (!file) throw new Error('recording name outside the member folder');
    await mkdir(path.dirname(file), { recursive: true });
    // Written beside, then renamed: a reader never sees half a file.
    const partial = `${file}.${randomBytes(6).toString('hex')}.writing`;
    try {
      await writeFile(partial, bytes, { flag: 'wx' });
      await rename(partial, file);
    } finally {
      await rm(partial, { force: true });
    }
  }

  async open(memNo: string, name: string): Promise<StoredRecording | null> {
    const file = this.pathOf(memNo, name);
    if (!file) return null;
    try {
      const info = await stat(file);
      if (!info.isFile()) return null;
      return {
        size: info.size,
        stream: () => createReadStream(file),
        bytes: async () => new Uint8Array(await readFile(file)),
      };
    } catch {
      return null;
    }
  }
}
