import { and, asc, count, eq, gt, ilike, lt, or, desc, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { likePattern } from '../../db/like';
import { libraryItems } from '../../db/schema';

export type LibraryRow = typeof libraryItems.$inferSelect;

export interface LibraryFilter {
  kind: string;
  type: string;
  /** Both (TD: the titles and the summary), T (the English or Korean title) or D (the summary). */
  srchTp: 'TD' | 'T' | 'D';
  /** '' for no search; otherwise a case-insensitive substring, wildcards taken literally. */
  srchText: string;
  /** '' for every course. */
  course: string;
  step: number | null;
  week: number | null;
}

export interface Slice {
  offset: number;
  limit: number;
}

function where(filter: LibraryFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [
    eq(libraryItems.kind, filter.kind),
    eq(libraryItems.libTp, filter.type),
  ];
  if (filter.srchText !== '') {
    const pattern = likePattern(filter.srchText);
    const byTitle = or(ilike(libraryItems.title, pattern), ilike(libraryItems.titleKo, pattern));
    const bySummary = ilike(libraryItems.summary, pattern);
    parts.push(filter.srchTp === 'T' ? byTitle : filter.srchTp === 'D' ? bySummary : or(byTitle, bySummary));
  }
  if (filter.course !== '') parts.push(eq(libraryItems.stdCourse, filter.course));
  if (filter.step !== null) parts.push(eq(libraryItems.stdStep, filter.step));
  if (filter.week !== null) parts.push(eq(libraryItems.stdWeek, filter.week));
  return and(...parts);
}

const ORDER = [asc(libraryItems.sortOrder), asc(libraryItems.libNo)];

/** The library's items (spec §3 Library items) in the bank's order within a kind and type. */
export class LibraryRepository {
  constructor(private readonly db: Db) {}

  async count(filter: LibraryFilter): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(libraryItems).where(where(filter));
    return row?.n ?? 0;
  }

  async list(filter: LibraryFilter, slice: Slice): Promise<LibraryRow[]> {
    return this.db
      .select()
      .from(libraryItems)
      .where(where(filter))
      .orderBy(...ORDER)
      .offset(slice.offset)
      .limit(slice.limit);
  }

  async item(kind: string, type: string, libNo: number): Promise<LibraryRow | undefined> {
    const [row] = await this.db
      .select()
      .from(libraryItems)
      .where(and(eq(libraryItems.kind, kind), eq(libraryItems.libTp, type), eq(libraryItems.libNo, libNo)));
    return row;
  }

  /** How many items of the type come before this one in the list (its place, from 0). */
  async placeOf(row: LibraryRow): Promise<number> {
    const [found] = await this.db
      .select({ n: count() })
      .from(libraryItems)
      .where(
        and(
          eq(libraryItems.kind, row.kind),
          eq(libraryItems.libTp, row.libTp),
          or(
            lt(libraryItems.sortOrder, row.sortOrder),
            and(eq(libraryItems.sortOrder, row.sortOrder), lt(libraryItems.libNo, row.libNo)),
          ),
        ),
      );
    return found?.n ?? 0;
  }

  /** The items before and after one in the list of its type (numbers and titles only). */
  async neighbours(row: LibraryRow): Promise<{
    prev: { libNo: number; title: string } | null;
    next: { libNo: number; title: string } | null;
  }> {
    const same = and(eq(libraryItems.kind, row.kind), eq(libraryItems.libTp, row.libTp));
    const columns = { libNo: libraryItems.libNo, title: libraryItems.title };
    const [prev] = await this.db
      .select(columns)
      .from(libraryItems)
      .where(
        and(
          same,
          or(
            lt(libraryItems.sortOrder, row.sortOrder),
            and(eq(libraryItems.sortOrder, row.sortOrder), lt(libraryItems.libNo, row.libNo)),
          ),
        ),
      )
      .orderBy(desc(libraryItems.sortOrder), desc(libraryItems.libNo))
      .limit(1);
    const [next] = await this.db
      .select(columns)
      .from(libraryItems)
      .where(
        and(
          same,
          or(
            gt(libraryItems.sortOrder, row.sortOrder),
            and(eq(libraryItems.sortOrder, row.sortOrder), gt(libraryItems.libNo, row.libNo)),
          ),
        ),
      )
      .orderBy(...ORDER)
      .limit(1);
    return { prev: prev ?? null, next: next ?? null };
  }
}
