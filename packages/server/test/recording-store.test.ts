import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { DiskRecordingStore } from '../src/modules/recordings/store';

const dir = mkdtempSync(path.join(tmpdir(), 'buddy-recordings-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('given the disk recording store (the default behind RecordingStore)', () => {
  const store = new DiskRecordingStore(dir);

  it('gives back what was put, as bytes and as a stream, and leaves no partial file', async () => {
    await store.put('1000001', 'abc.webm', new TextEncoder().encode('recorded'));
    const stored = await store.open('1000001', 'abc.webm');
    if (!stored) throw new Error('the recording was not stored');
    expect(stored.size).toBe(8);
    expect(new TextDecoder().decode(await stored.bytes())).toBe('recorded');
    expect(await text(stored.stream())).toBe('recorded');
    expect(readdirSync(path.join(dir, '1000001'))).toEqual(['abc.webm']);
  });

  it('answers null for a recording that is not there', async () => {
    expect(await store.open('1000001', 'missing.webm')).toBeNull();
    expect(await store.open('nobody', 'abc.webm')).toBeNull();
  });

  it.each([
    ['1000001', '../1000002/abc.webm'],
    ['..', 'etc/passwd'],
    ['1000001', '/etc/passwd'],
  ])('never reaches outside the member folder (%s, %s)', async (memNo, name) => {
    expect(await store.open(memNo, name)).toBeNull();
    await expect(store.put(memNo, name, new Uint8Array([1]))).rejects.toThrow();
  });
});
