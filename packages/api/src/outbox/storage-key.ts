import { STORAGE_PREFIX } from '@buddy/domain';
import type { KeyValueStorage } from '../storage';

/**
 * Where the outbox's pending mutations wait across a reload (a module of its own: a sign-out may clear it without the
 * outbox), under the spec's local-storage prefix ('auth.', spec §10).
 */
export const OUTBOX_STORAGE_KEY = `${STORAGE_PREFIX}outbox`;

/**
 * Where earlier versions kept it ('buddy.outbox', before every key took the prefix): a page of this version still
 * brings back what waits there, so an answer saved offline before the update is not lost.
 */
export const LEGACY_OUTBOX_STORAGE_KEYS: readonly string[] = ['buddy.outbox'];

/** The stored outbox, from its key or, once, from a key an earlier version used (moved to the current key). */
export function storedOutbox(storage: KeyValueStorage | null): string | null {
  if (!storage) return null;
  const current = storage.getItem(OUTBOX_STORAGE_KEY);
  if (current) return current;
  for (const legacy of LEGACY_OUTBOX_STORAGE_KEYS) {
    const left = storage.getItem(legacy);
    if (!left) continue;
    try {
      storage.setItem(OUTBOX_STORAGE_KEY, left);
      storage.removeItem(legacy);
    } catch {
      // Storage full or blocked: read it where it is; it moves on a later page.
    }
    return left;
  }
  return null;
}

/** Forgets the stored outbox under every key it may be kept (a sign-out). */
export function clearStoredOutbox(storage: Pick<KeyValueStorage, 'removeItem'> | null): void {
  for (const key of [OUTBOX_STORAGE_KEY, ...LEGACY_OUTBOX_STORAGE_KEYS]) storage?.removeItem(key);
}
