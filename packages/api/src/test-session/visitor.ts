/**
 * A level-test visitor (spec §3 Test location `user`): the candidate id and the short-lived token the server gave for
 * the registered name, school and grade. Kept in this tab's sessionStorage only for the test (a reload resumes it;
 * closing the tab forgets it), never in localStorage beside a member's token.
 */
import type { KeyValueStorage } from '../storage';

export const VISITOR_KEY = 'buddy.levelTest';
/** The sample weekly test's anonymous visitor (ADR 047), kept apart from a level-test registration. */
export const SAMPLE_VISITOR_KEY = 'buddy.sampleTest';

export interface Visitor {
  lvtCdtId: string;
  token: string;
  name: string;
  school: string;
  grade: number;
  /** Epoch milliseconds after which the token is refused. */
  expiresAt: number;
}

function isVisitor(value: unknown): value is Visitor {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.lvtCdtId === 'string' &&
    typeof v.token === 'string' &&
    typeof v.name === 'string' &&
    typeof v.school === 'string' &&
    Number.isInteger(v.grade) &&
    typeof v.expiresAt === 'number'
  );
}

export function sessionStore(): KeyValueStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The visitor of this tab (the level test's, or under `key` the sample test's), unless missing, unreadable or expired. */
export function readVisitor(
  storage: KeyValueStorage | null,
  now = Date.now(),
  key: string = VISITOR_KEY,
): Visitor | null {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isVisitor(parsed) && parsed.expiresAt > now ? parsed : null;
  } catch {
    return null;
  }
}

export function saveVisitor(
  storage: KeyValueStorage | null,
  visitor: Visitor,
  key: string = VISITOR_KEY,
): void {
  try {
    storage?.setItem(key, JSON.stringify(visitor));
  } catch {
    // Kept in memory by the page for this visit.
  }
}

export function forgetVisitor(storage: KeyValueStorage | null): void {
  try {
    storage?.removeItem(VISITOR_KEY);
  } catch {
    // Nothing kept.
  }
}

/**
 * The token of a visitor this tab keeps (the level test's or the sample test's), when it is the given candidate's:
 * the outbox's sends of a visitor.
 */
export function visitorTokenFrom(storage: () => KeyValueStorage | null): (lvtCdtId: string) => string | null {
  return (lvtCdtId) => {
    const store = storage();
    const visitor = [VISITOR_KEY, SAMPLE_VISITOR_KEY]
      .map((key) => readVisitor(store, Date.now(), key))
      .find((candidate) => candidate?.lvtCdtId === lvtCdtId);
    return visitor?.token ?? null;
  };
}
