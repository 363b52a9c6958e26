import {
  averageRate,
  canStudy,
  COURSES,
  currentProduct,
  isReviewable,
  MESSAGES,
  reviewClosed,
  MAX_STEP,
  MAX_WEEK,
  memberTypeAlert,
  MONTHLY_STATS_WEEK,
  nextStep,
  normaliseCourse,
  previousStep,
  seoulDate,
  studyDays,
  studyWeekRate,
  type Course,
  type StudyLocation,
  type StudyManual,
} from '@buddy/domain';
import type { components } from '@buddy/contract';
import { HttpError } from '../../plugins/errors';
import type { Clock } from '../../plugins/tokens';
import type { MembersService } from '../members/service';
import type { ProgressRow, StudiesRepository } from './repository';

type Schemas = components['schemas'];
type StudySession = Schemas['StudySession'];
type StudyNavigation = Schemas['StudyNavigation'];
type StudyDayState = Schemas['StudyDayState'];
type RecentStudy = Schemas['RecentStudy'];
type ReviewEntry = Schemas['ReviewEntry'];
type StudyStats = Schemas['StudyStats'];
type WeekTest = Schemas['WeekTest'];

export const STUDY_MESSAGES = {
  /** errorState MANUAL_NOT_FOUND of studies/load (decision 011). */
  manualNotFound: '학습 매뉴얼을 찾을 수 없습니다.',
  /** 400 STUDY_REQUEST: not a course, step or week. */
  request: '학습 정보를 확인해주세요.',
  /** 403 NO_STUDY when the member type gives no alert of its own. */
  noStudy: '사용권한이 없습니다.',
} as const;

export const MANUAL_NOT_FOUND = 'MANUAL_NOT_FOUND';
/** 403: the step was studied over a year ago and is not the member's latest (ADR 068). */
export const REVIEW_LIMIT = 'REVIEW_LIMIT';
const DEFAULT_LOCATION: StudyLocation = { course: 'A', step: 1, week: 1 };

/** A content path (`media/images/cat.svg`) as the address the server serves it at (`/content/images/cat.svg`). */
export function contentUrl(contentPath: string): string {
  if (contentPath.startsWith('/') || /^[a-z]+:/i.test(contentPath)) return contentPath;
  return `/content/${contentPath.replace(/^media\//, '')}`;
}

const rowKey = (day: number, unit: number) => `${day}-${unit}`;

/** The days of a manual with the member's progress of that week (the domain's rule, media as served). */
export function daysOf(manual: StudyManual, rows: readonly ProgressRow[]): StudyDayState[] {
  const stored = new Map(rows.map((row) => [rowKey(row.day, row.unit), row.prgssData]));
  return studyDays(manual, (day, unit) => stored.get(rowKey(day, unit.stdUnit)), contentUrl);
}

/** A week's rate: the mean of all its units' rates (decision 011); 0 without a manual. */
export function weekRate(manual: StudyManual | null, rows: readonly ProgressRow[]): number {
  return manual ? studyWeekRate(manual, daysOf(manual, rows)) : 0;
}

export function navigationOf(course: Course, step: number): StudyNavigation {
  const here = { course, step, week: 1 };
  const previous = previousStep(here);
  const next = nextStep(here);
  return {
    stdCourse: course,
    stdStep: step,
    prvsStdCourse: previous?.course ?? null,
    prvsStdStep: previous?.step ?? null,
    nextStdCourse: next?.course ?? null,
    nextStdStep: next?.step ?? null,
  };
}

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

export class StudiesService {
  constructor(
    private readonly studies: StudiesRepository,
    private readonly members: MembersService,
    private readonly clock: Clock,
  ) {}

  /** A member may study only with memTp A, B, E or F of the current product (403 with the member-type alert). */
  async requireStudent(memNo: string): Promise<void> {
    const [profile, products] = await Promise.all([
      this.members.profile(memNo),
      this.members.products(memNo),
    ]);
    const product = currentProduct(products);
    const memTp = product?.memTpDtl.memTp ?? profile.memTp;
    if (!canStudy(memTp)) {
      const message = memberTypeAlert(memTp, product?.memTpDtl.memTpLabel) ?? STUDY_MESSAGES.noStudy;
      throw new HttpError(403, 'NO_STUDY', message);
    }
  }

  /**
   * The one-year review limit, held by every call that opens or records a step (ADR 068): 403 REVIEW_LIMIT with
   * §8's message for a step studied over a year ago that is not the member's latest (the review popup's rule).
   */
  async requireWithinReview(memNo: string, course: Course, step: number): Promise<void> {
    const [steps, latest] = await Promise.all([this.studies.stepsStudied(memNo), this.studies.latest(memNo)]);
    const lastAt = steps.find((row) => row.course === course && row.step === step)?.lastAt ?? null;
    const latestStep = latest?.course === course && latest.step === step;
    if (reviewClosed(lastAt, latestStep, this.clock()))
      throw new HttpError(403, REVIEW_LIMIT, MESSAGES.reviewLimit);
  }

  private course(value: string): Course {
    const course = normaliseCourse(value);
    if (!course) throw new HttpError(400, 'STUDY_REQUEST', STUDY_MESSAGES.request);
    return course;
  }

  /** POST studies/load: the week with the member's progress (noted as served); errorState when no manual exists. */
  async load(
    memNo: string,
    body: { stdCourse: string; stdStep: number; stdWeek: number },
  ): Promise<StudySession> {
    await this.requireStudent(memNo);
    const location = { course: this.course(body.stdCourse), step: body.stdStep, week: body.stdWeek };
    await this.requireWithinReview(memNo, location.course, location.step);
    const session = await this.session(memNo, location);
    // The week's units were shown to this member: their learning time counts from now (ADR 057).
    if (!session.errorState) {
      const now = this.clock();
      await this.studies.markServed(memNo, location, seoulDate(now), now);
    }
    return session;
  }

  /** The session of a location, without the member-type check (also the progress call's reload). */
  async session(memNo: string, location: StudyLocation): Promise<StudySession> {
    const { course, step, week } = location;
    const [manual, rows] = await Promise.all([
      this.studies.manual(course, step, week),
      this.studies.progress(memNo, course, step, week),
    ]);
    const base = { stdCourse: course, stdStep: step, stdWeek: week, navigation: navigationOf(course, step) };
    if (!manual) {
      return {
        ...base,
        title: '',
        prgssRate: 0,
        stdDays: [],
        errorState: { code: MANUAL_NOT_FOUND, message: STUDY_MESSAGES.manualNotFound },
      };
    }
    return {
      ...base,
      title: manual.title,
      prgssRate: weekRate(manual, rows),
      stdDays: daysOf(manual, rows),
      errorState: null,
    };
  }

  /** GET prgrs/recent: where the member studied last (A-1-1 when never). Progress is not kept per product. */
  async recent(memNo: string): Promise<RecentStudy> {
    const latest = await this.studies.latest(memNo);
    const course = normaliseCourse(latest?.course) ?? DEFAULT_LOCATION.course;
    const step = latest?.step ?? DEFAULT_LOCATION.step;
    const week = latest?.week ?? DEFAULT_LOCATION.week;
    const [manual, rows] = await Promise.all([
      this.studies.manual(course, step, week),
      latest ? this.studies.progress(memNo, course, step, week) : Promise.resolve([]),
    ]);
    return {
      stdCourse: course,
      stdStep: step,
      stdWeek: week,
      prgssRate: weekRate(manual, rows),
      studiedAt: latest ? latest.updatedAt.toISOString() : null,
    };
  }

  /** GET prgrs/review: courses A–G with steps 1–7; reviewYn Y for progress within the last year. */
  async review(memNo: string): Promise<ReviewEntry[]> {
    const now = this.clock();
    const studied = new Map(
      (await this.studies.stepsStudied(memNo)).map((row) => [`${row.course}-${row.step}`, row.lastAt]),
    );
    return COURSES.map((course) => ({
      stdCourse: course,
      stdSteps: range(MAX_STEP).map((step) => {
        const lastAt = studied.get(`${course}-${step}`) ?? null;
        return {
          stdStep: step,
          reviewYn: isReviewable(lastAt, now) ? ('Y' as const) : ('N' as const),
          lastStudiedAt: lastAt ? lastAt.toISOString() : null,
        };
      }),
    }));
  }

  /** GET stats: navigation, week rates, tests, the course's step rates and today's day of this step. */
  async stats(memNo: string, query: { stdCourse: string; stdStep: number }): Promise<StudyStats> {
    const course = this.course(query.stdCourse);
    const step = query.stdStep;
    const rows = await this.studies.progress(memNo, course);
    const rowsOf = (s: number, w: number) => rows.filter((row) => row.step === s && row.week === w);
    const stepWeeks = async (s: number) =>
      Promise.all(
        range(MAX_WEEK).map(async (w) => weekRate(await this.studies.manual(course, s, w), rowsOf(s, w))),
      );
    const steps = await Promise.all(range(MAX_STEP).map(async (s) => ({ s, weeks: await stepWeeks(s) })));
    const weeks = steps.find((entry) => entry.s === step)?.weeks ?? [];

    const codes = [...range(MAX_WEEK).map((w) => `W-${course}-${step}-${w}`), `M-${course}-${step}`];
    const submitted = new Map(
      (await this.studies.submittedTests(memNo, codes)).map((test) => [test.questnCd, test]),
    );
    const tests: WeekTest[] = codes.map((code, index) => {
      const monthly = index === MAX_WEEK;
      const test = submitted.get(code);
      return {
        stdWeek: monthly ? MONTHLY_STATS_WEEK : index + 1,
        tstTp: monthly ? 'M' : 'W',
        tstYn: test ? 'Y' : 'N',
        tstScore: test?.score ?? null,
      };
    });

    const today = seoulDate(this.clock());
    const studiedToday = rows
      .filter((row) => row.step === step && seoulDate(row.updatedAt) === today)
      .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())[0];

    return {
      navigation: navigationOf(course, step),
      info: {
        weeks: weeks.map((prgssRate, i) => ({ stdWeek: i + 1, prgssRate })),
        tests,
        steps: steps.map((entry) => ({ stdStep: entry.s, prgssRate: averageRate(entry.weeks) })),
        today: { stdWeek: studiedToday?.week ?? null, stdDay: studiedToday?.day ?? null },
      },
    };
  }
}
