import { and, desc, eq, inArray, max, sql } from 'drizzle-orm';
import type { StudyLocation, StudyManual } from '@buddy/domain';
import type { Db } from '../../db/client';
import { studyManuals, studyProgress, studyServed, testAttempts } from '../../db/schema';
import { inPageScope, pageRead } from '../../db/page-scope';

export type ProgressRow = typeof studyProgress.$inferSelect;

/** The latest submitted attempt of a paper (not a quiz). */
export interface SubmittedTest {
  questnCd: string;
  score: number | null;
  submittedAt: Date;
}

/** The last study of one step of a course. */
export interface StepStudied {
  course: string;
  step: number;
  lastAt: Date;
}

/**
 * Manuals, progress and the submitted tests of the study home. Only talks to the database.
 *
 * Manuals are content: seeded before the server listens and not changed while it runs, so a manual found once is
 * kept in memory (the stats read every week of a course). A manual not found is not remembered.
 */
export class StudiesRepository {
  private readonly manuals = new Map<string, Promise<StudyManual | null>>();

  constructor(private readonly db: Db) {}

  manual(course: string, step: number, week: number): Promise<StudyManual | null> {
    const key = `${course}-${step}-${week}`;
    const known = this.manuals.get(key);
    if (known) return known;
    const reading = this.db
      .select({ body: studyManuals.body })
      .from(studyManuals)
      .where(and(eq(studyManuals.course, course), eq(studyManuals.step, step), eq(studyManuals.week, week)))
      .limit(1)
      .then(
        ([row]) => {
          if (!row) this.manuals.delete(key);
          return row ? (row.body as StudyManual) : null;
        },
        (error: unknown) => {
          this.manuals.delete(key);
          throw error;
        },
      );
    this.manuals.set(key, reading);
    return reading;
  }

  /** The member's unit progress rows of a course (optionally one step, optionally one week). */
  async progress(memNo: string, course: string, step?: number, week?: number): Promise<ProgressRow[]> {
    // Within a page drawn on the server (db/page-scope.ts) the course's rows are read once, and a step's or a week's
    // are taken from them: the study home asks for the week and for the course's figures.
    if (inPageScope() && step !== undefined) {
      const rows = await this.progress(memNo, course);
      return rows.filter((row) => row.step === step && (week === undefined || row.week === week));
    }
    return pageRead(`progress:${memNo}:${course}:${step ?? '*'}:${week ?? '*'}`, () =>
      this.db
        .select()
        .from(studyProgress)
        .where(
          and(
            eq(studyProgress.memNo, memNo),
            eq(studyProgress.course, course),
            step === undefined ? undefined : eq(studyProgress.step, step),
            week === undefined ? undefined : eq(studyProgress.week, week),
          ),
        ),
    );
  }

  /** The member's most recently updated progress row. */
  async latest(memNo: string): Promise<ProgressRow | null> {
    const [row] = await this.db
      .select()
      .from(studyProgress)
      .where(eq(studyProgress.memNo, memNo))
      .orderBy(desc(studyProgress.updatedAt))
      .limit(1);
    return row ?? null;
  }

  /** Every course and step the member has progress in, with its last update. */
  async stepsStudied(memNo: string): Promise<StepStudied[]> {
    const rows = await this.db
      .select({
        course: studyProgress.course,
        step: studyProgress.step,
        lastAt: sql<Date>`max(${studyProgress.updatedAt})`.mapWith(studyProgress.updatedAt),
      })
      .from(studyProgress)
      .where(eq(studyProgress.memNo, memNo))
      .groupBy(studyProgress.course, studyProgress.step);
    return rows;
  }

  /** The latest submitted attempt of each paper, for the member's own (non-quiz) attempts. */
  async submittedTests(memNo: string, questnCds: readonly string[]): Promise<SubmittedTest[]> {
    if (questnCds.length === 0) return [];
    const rows = await this.db
      .selectDistinctOn([testAttempts.questnCd], {
        questnCd: testAttempts.questnCd,
        score: testAttempts.score,
        submittedAt: testAttempts.submittedAt,
      })
      .from(testAttempts)
      .where(
        and(
          eq(testAttempts.owner, memNo),
          eq(testAttempts.quiz, false),
          eq(testAttempts.status, 'submitted'),
          inArray(testAttempts.questnCd, [...questnCds]),
        ),
      )
      .orderBy(testAttempts.questnCd, desc(testAttempts.submittedAt));
    return rows.flatMap((row) =>
      row.submittedAt ? [{ questnCd: row.questnCd, score: row.score, submittedAt: row.submittedAt }] : [],
    );
  }

  /** Notes that a week's manual was served to a member (studies/load); the first time of a Seoul day is kept. */
  async markServed(memNo: string, location: StudyLocation, day: string, at: Date): Promise<void> {
    await this.db
      .insert(studyServed)
      .values({ memNo, ...location, day, servedAt: at })
      .onConflictDoNothing();
  }

  /** When the member was first served the week on the latest day it was served to them; null when never (ADR 057). */
  async servedAt(memNo: string, location: StudyLocation): Promise<Date | null> {
    const [row] = await this.db
      .select({ at: max(studyServed.servedAt) })
      .from(studyServed)
      .where(
        and(
          eq(studyServed.memNo, memNo),
          eq(studyServed.course, location.course),
          eq(studyServed.step, location.step),
          eq(studyServed.week, location.week),
        ),
      );
    return row?.at ?? null;
  }
}
