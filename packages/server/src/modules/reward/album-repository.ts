import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rewardPictures } from '../../db/schema';
import { lockWallet } from './ledger';

/** A picture without its bytes (what the album lists). */
export interface PictureRow {
  pictureNo: number;
  cmmnt: string;
  mime: string;
  createdAt: Date;
  updatedAt: Date | null;
}

const listed = {
  pictureNo: rewardPictures.pictureNo,
  cmmnt: rewardPictures.cmmnt,
  mime: rewardPictures.mime,
  createdAt: rewardPictures.createdAt,
  updatedAt: rewardPictures.updatedAt,
};

/** The growth album's data (ADR 035): a member's pictures and their bytes. */
export class AlbumRepository {
  constructor(private readonly db: Db) {}

  /** A page of the member's pictures, newest first (by when, then by number). */
  async page(
    memNo: string,
    page: { offset: number; limit: number },
  ): Promise<{ rows: PictureRow[]; totalCount: number }> {
    const [total] = await this.db
      .select({ n: count() })
      .from(rewardPictures)
      .where(eq(rewardPictures.memNo, memNo));
    const rows =
      page.limit > 0
        ? await this.db
            .select(listed)
            .from(rewardPictures)
            .where(eq(rewardPictures.memNo, memNo))
            .orderBy(desc(rewardPictures.createdAt), desc(rewardPictures.pictureNo))
            .offset(page.offset)
            .limit(page.limit)
        : [];
    return { rows, totalCount: Number(total?.n ?? 0) };
  }

  /**
   * Adds a picture unless the member already keeps `cap` (then null). The count and the insert run under the
   * member's lock (ADR 034's reward_pets row), so two adds at once never pass the cap.
   */
  async add(
    memNo: string,
    picture: { cmmnt: string; mime: string; image: Uint8Array },
    cap: number,
    at: Date,
  ): Promise<PictureRow | null> {
    return this.db.transaction(async (tx) => {
      await lockWallet(tx, memNo, at);
      const [held] = await tx
        .select({ n: count() })
        .from(rewardPictures)
        .where(eq(rewardPictures.memNo, memNo));
      if (Number(held?.n ?? 0) >= cap) return null;
      const [row] = await tx
        .insert(rewardPictures)
        .values({ memNo, ...picture, createdAt: at })
        .returning(listed);
      return row ?? null;
    });
  }

  /** Changes the words of the member's picture; undefined when it is not theirs (or not there). */
  async update(memNo: string, pictureNo: number, cmmnt: string, at: Date): Promise<PictureRow | undefined> {
    const [row] = await this.db
      .update(rewardPictures)
      .set({ cmmnt, updatedAt: at })
      .where(and(eq(rewardPictures.pictureNo, pictureNo), eq(rewardPictures.memNo, memNo)))
      .returning(listed);
    return row;
  }

  /** Deletes the member's picture with its bytes; false when it is not theirs (or not there). */
  async remove(memNo: string, pictureNo: number): Promise<boolean> {
    const rows = await this.db
      .delete(rewardPictures)
      .where(and(eq(rewardPictures.pictureNo, pictureNo), eq(rewardPictures.memNo, memNo)))
      .returning({ pictureNo: rewardPictures.pictureNo });
    return rows.length > 0;
  }

  /** The member's picture's bytes and type, or undefined. */
  async image(memNo: string, pictureNo: number): Promise<{ mime: string; image: Uint8Array } | undefined> {
    const [row] = await this.db
      .select({ mime: rewardPictures.mime, image: rewardPictures.image })
      .from(rewardPictures)
      .where(and(eq(rewardPictures.pictureNo, pictureNo), eq(rewardPictures.memNo, memNo)));
    return row;
  }
}
