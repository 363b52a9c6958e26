import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, like, lt, type SQL } from 'drizzle-orm';
import type { StudyManual } from '@buddy/domain';
import type { Db } from '../../db/client';
import type { StudiesRepository } from '../studies/repository';
import { attendance, portfolios, studyProgress, testAttempts, testPapers } from '../../db/schema';

export type AttendanceRow = typeof attendance.$inferSelect;
export type ProgressRow = typeof studyProgress.$inferSelect;
export type RecordingRow = typeof portfolios.$inferSelect;

/** A weekly or monthly test the member submitted, with its paper. */
export interface SubmittedTestRow {
  questnCd: string;
  title: string;
  tstTp: string;
  course: string | null;
  step: number | null;
  week: number | null;
  score: number;
  submittedAt: Date;
}

export interface RecordingFilter {
  /** Part of the file name ('' for any). */
  fileName: string;
  /** One course ('' for all). */
  course: string;
}

/** `%` and `_` in a search are literal characters, not patterns. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * My page's reads: attendance, progress, submitted tests and recordings of one member. Only talks to the database;
 * manuals come from the StudiesRepository, which keeps the ones found in memory.
 */
export class MypageStudiesRepository {
  constructor(
    private readonly db: Db,
    private readonly studies: StudiesRepository,
  ) {}

  /** The member's attendance days of a month (`YYYY-MM`), in day order. */
  attendanceOf(memNo: string, yearMonth: string): Promise<AttendanceRow[]> {
    return this.db
      .select()
      .from(attendance)
      .where(and(eq(attendance.memNo, memNo), like(attendance.day, `${yearMonth}-%`)))
      .orderBy(asc(attendance.day));
  }

  /** Progress rows stored in [start, end). */
  progressBetween(memNo: string, start: Date, end: Date): Promise<ProgressRow[]> {
    return this.db
      .select()
      .from(studyProgress)
      .where(
        and(
          eq(studyProgress.memNo, memNo),
          gte(studyProgress.updatedAt, start),
          lt(studyProgress.updatedAt, end),
        ),
      );
  }

  /** Every progress row of the member in the given courses (to rate whole weeks). */
  progressOfCourses(memNo: string, courses: readonly string[]): Promise<ProgressRow[]> {
    if (courses.length === 0) return Promise.resolve([]);
    return this.db
      .select()
      .from(studyProgress)
      .where(and(eq(studyProgress.memNo, memNo), inArray(studyProgress.course, [...courses])));
  }

  /** A study manual, read through the study home's repository (one cache of manuals for the whole server). */
  manual(course: string, step: number, week: number): Promise<StudyManual | null> {
    return this.studies.manual(course, step, week);
  }

  /** The member's own submitted weekly and monthly tests (not quizzes) of [start, end), oldest first. */
  async testsBetween(memNo: string, start: Date, end: Date): Promise<SubmittedTestRow[]> {
    const rows = await this.db
      .select({
        questnCd: testAttempts.questnCd,
        title: testPapers.title,
        tstTp: testPapers.tstTp,
        course: testPapers.course,
        step: testPapers.step,
        week: testPapers.week,
        score: testAttempts.score,
        submittedAt: testAttempts.submittedAt,
      })
      .from(testAttempts)
      .innerJoin(testPapers, eq(testPapers.questnCd, testAttempts.questnCd))
      .where(
        and(
          eq(testAttempts.owner, memNo),
          eq(testAttempts.quiz, false),
          eq(testAttempts.status, 'submitted'),
          inArray(testPapers.tstTp, ['W', 'M']),
          isNotNull(testAttempts.score),
          gte(testAttempts.submittedAt, start),
          lt(testAttempts.submittedAt, end),
        ),
      )
      .orderBy(asc(testAttempts.submittedAt), asc(testAttempts.tstCd));
    return rows.flatMap((row) =>
      row.submittedAt && row.score !== null
        ? [{ ...row, score: row.score, submittedAt: row.submittedAt }]
        : [],
    );
  }

  private recordingsWhere(memNo: string, filter: RecordingFilter | null): SQL | undefined {
    return and(
      eq(portfolios.memNo, memNo),
      filter?.course ? eq(portfolios.course, filter.course) : undefined,
      filter?.fileName ? ilike(portfolios.fileName, likePattern(filter.fileName)) : undefined,
    );
  }

  async countRecordings(memNo: string, filter: RecordingFilter | null): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(portfolios)
      .where(this.recordingsWhere(memNo, filter));
    return Number(row?.n ?? 0);
  }

  /** A page of the member's recordings, newest first. */
  recordings(
    memNo: string,
    filter: RecordingFilter | null,
    offset: number,
    limit: number,
  ): Promise<RecordingRow[]> {
    const query = this.db
      .select()
      .from(portfolios)
      .where(this.recordingsWhere(memNo, filter))
      .orderBy(desc(portfolios.createdAt), desc(portfolios.ptfloNo));
    return limit > 0 ? query.limit(limit).offset(offset) : query;
  }

  /** The member's recording, or null (another member's id is "not there"). */
  async recording(memNo: string, ptfloNo: number): Promise<RecordingRow | null> {
    const [row] = await this.db
      .select()
      .from(portfolios)
      .where(and(eq(portfolios.ptfloNo, ptfloNo), eq(portfolios.memNo, memNo)))
      .limit(1);
    return row ?? null;
  }
}
