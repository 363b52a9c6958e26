import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { likePattern } from '../../db/like';
import { boardPosts } from '../../db/schema';

export type BoardKind = 'inquiry' | 'memo' | 'qna';
export type PostRow = typeof boardPosts.$inferSelect;

export interface PostFilter {
  /** Title and content (TD), title (T) or content (D). */
  srchTp: 'TD' | 'T' | 'D';
  srchText: string;
  contTp: string | null;
}

/** The posts of the three boards (one table, told apart by kind). Only talks to the database. */
export class BoardsRepository {
  constructor(private readonly db: Db) {}

  private where(kind: BoardKind, memNo: string, filter: PostFilter | null): SQL | undefined {
    const parts: (SQL | undefined)[] = [eq(boardPosts.kind, kind), eq(boardPosts.memNo, memNo)];
    if (filter?.contTp) parts.push(eq(boardPosts.contTp, filter.contTp));
    if (filter && filter.srchText !== '') {
      const pattern = likePattern(filter.srchText);
      const byTitle = ilike(boardPosts.title, pattern);
      const byContent = ilike(boardPosts.content, pattern);
      parts.push(
        filter.srchTp === 'T' ? byTitle : filter.srchTp === 'D' ? byContent : or(byTitle, byContent),
      );
    }
    return and(...parts);
  }

  async count(kind: BoardKind, memNo: string, filter: PostFilter | null): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(boardPosts)
      .where(this.where(kind, memNo, filter));
    return Number(row?.n ?? 0);
  }

  async page(
    kind: BoardKind,
    memNo: string,
    filter: PostFilter | null,
    offset: number,
    limit: number,
  ): Promise<PostRow[]> {
    return this.db
      .select()
      .from(boardPosts)
      .where(this.where(kind, memNo, filter))
      .orderBy(desc(boardPosts.boardNo))
      .limit(limit)
      .offset(offset);
  }

  /** The member's post of that kind, or null (another member's or another kind's id is "not there"). */
  async find(kind: BoardKind, memNo: string, boardNo: number): Promise<PostRow | null> {
    const [row] = await this.db
      .select()
      .from(boardPosts)
      .where(and(eq(boardPosts.boardNo, boardNo), eq(boardPosts.kind, kind), eq(boardPosts.memNo, memNo)))
      .limit(1);
    return row ?? null;
  }

  async create(post: typeof boardPosts.$inferInsert): Promise<PostRow> {
    const [row] = await this.db.insert(boardPosts).values(post).returning();
    if (!row) throw new Error('post not stored');
    return row;
  }

  /** Changes the member's post; null when it is not theirs (nothing changes then). */
  async update(
    kind: BoardKind,
    memNo: string,
    boardNo: number,
    change: Partial<Pick<PostRow, 'title' | 'content' | 'contTp' | 'checked'>> & { updatedAt: Date },
  ): Promise<PostRow | null> {
    const [row] = await this.db
      .update(boardPosts)
      .set(change)
      .where(and(eq(boardPosts.boardNo, boardNo), eq(boardPosts.kind, kind), eq(boardPosts.memNo, memNo)))
      .returning();
    return row ?? null;
  }

  async delete(kind: BoardKind, memNo: string, boardNo: number): Promise<boolean> {
    const rows = await this.db
      .delete(boardPosts)
      .where(and(eq(boardPosts.boardNo, boardNo), eq(boardPosts.kind, kind), eq(boardPosts.memNo, memNo)))
      .returning({ boardNo: boardPosts.boardNo });
    return rows.length > 0;
  }
}
