/**
 * The demo member's study history, written once (ADR 055): what the server's demo seed stores for student01 (the
 * study home, the review popup, the my page and the report show something real) and what the fake /v2 of the
 * stories and component tests answers for the same member. Data and small builders only: times are reckoned from
 * the `now` each reader gives.
 */
import { COURSES, MAX_STEP, TEST_SPECS, type Course } from './constants';
import { seoulDate, seoulMonth } from './dates';
import {
  averageRate,
  DAYS_PER_WEEK,
  isReviewable,
  studyDays,
  type StudyManual,
  type UnitKind,
} from './study';
import { scorePaper } from './test-paper';

const DAY_MS = 86_400_000;
/** Weeks of a step (spec §7: a step is four weeks). */
const WEEKS = 4;

/**
 * The instant the stories and component tests take the demo from: 20 November 2026, 10:00 in Seoul (an hour before
 * the screen stories' clock). The seed takes the server's own now.
 */
export const DEMO_STUDY_NOW = Date.UTC(2026, 10, 20, 1, 0);

/** The demo member with the study history (student01). */
export const DEMO_HISTORY_MEMBER = '1000001';

/** One studied day: `done` is the share of each unit's parts completed, `daysAgo` Seoul days before now. */
export interface DemoStudyDay {
  course: Course;
  step: number;
  week: number;
  day: number;
  done: number;
  daysAgo: number;
}

/**
 * student01's history, relative to now: course A step 1 week 1 finished, week 2 under way (day 3 half done), step 2
 * week 1 tried, and course B step 3 studied 400 days ago (listed in the review popup without a link). Today is left
 * unstudied so that studying marks it.
 */
export const DEMO_HISTORY: readonly DemoStudyDay[] = [
  ...[1, 2, 3, 4, 5].map((day) => ({
    course: 'A' as const,
    step: 1,
    week: 1,
    day,
    done: 1,
    daysAgo: 13 - day,
  })),
  { course: 'A', step: 1, week: 2, day: 1, done: 1, daysAgo: 6 },
  { course: 'A', step: 1, week: 2, day: 2, done: 1, daysAgo: 5 },
  { course: 'A', step: 2, week: 1, day: 1, done: 0.5, daysAgo: 3 },
  { course: 'A', step: 1, week: 2, day: 3, done: 0.5, daysAgo: 1 },
  { course: 'B', step: 3, week: 1, day: 1, done: 1, daysAgo: 400 },
];

/**
 * student01's tests: the weekly test of the week they finished (A-1-1), taken the day after its fifth day, with one
 * slip. The seed marks it by the same rule as a submit; it is not part of the history, so the server's tests start
 * from a student01 who has taken no test.
 */
export const DEMO_TESTS: readonly { questnCd: string; wrong: number; daysAgo: number }[] = [
  { questnCd: 'W-A-1-1', wrong: 1, daysAgo: 7 },
];

/** When a studied day was studied: late morning in Seoul (11:31 for day 1, a minute later a day), `daysAgo` before. */
export function demoStudiedAt(plan: Pick<DemoStudyDay, 'day' | 'daysAgo'>, now: number): Date {
  const at = new Date(now - plan.daysAgo * DAY_MS);
  at.setUTCHours(2, 30 + plan.day, 0, 0);
  return at;
}

/**
 * The parts the demo stores of a unit of `parts` parts on a day done to `done`: the first ones, rounded up, at least
 * one (the seed stores them; the fake /v2 answers them).
 */
export function demoStoredParts(parts: number, done: number): number[] {
  const count = parts > 0 ? Math.max(1, Math.ceil(parts * done)) : 1;
  return Array.from({ length: count }, (_, part) => part);
}

/** A demo test's score: a paper of its type's length, every question right but the slips (scorePaper's rule). */
export function demoTestScore(test: { questnCd: string; wrong: number }): number {
  const type = test.questnCd.startsWith('M-') ? 'M' : 'W';
  const { questions } = TEST_SPECS[type];
  return scorePaper(
    Array.from({ length: questions }, (_, index) => ({ hidden: false, correct: index >= test.wrong })),
  );
}

/** The week `week` of the demo test of a step, when one was taken ('W-A-1-1' is week 1 of A-1). */
function testOf(course: string, step: number, week: number) {
  return DEMO_TESTS.find((test) => test.questnCd === `W-${course}-${step}-${week}`);
}

/** A week's five day rates in percent, as the server reckons them when each unit has an even number of parts. */
export function demoDayRates(course: string, step: number, week: number): number[] {
  return Array.from({ length: DAYS_PER_WEEK }, (_, index) => {
    const plan = DEMO_HISTORY.find(
      (day) => day.course === course && day.step === step && day.week === week && day.day === index + 1,
    );
    return plan ? Math.floor(plan.done * 100) : 0;
  });
}

/** A step's four week rates (each the average of its days). */
export function demoWeekRates(course: string, step: number): number[] {
  return Array.from({ length: WEEKS }, (_, index) => averageRate(demoDayRates(course, step, index + 1)));
}

/** A course's seven step rates (each the average of its weeks), as the study home's level graph shows them. */
export function demoStepRates(course: string): number[] {
  return Array.from({ length: MAX_STEP }, (_, index) => averageRate(demoWeekRates(course, index + 1)));
}

/** The weekly tests' scores of a step (weeks 1–4; null for a test not taken). */
export function demoWeeklyScores(course: string, step: number): (number | null)[] {
  return Array.from({ length: WEEKS }, (_, index) => {
    const test = testOf(course, step, index + 1);
    return test ? demoTestScore(test) : null;
  });
}

/** Every course's steps with when they were last studied and whether they can be reviewed at `now`. */
export function demoReview(now: number): {
  course: Course;
  steps: { step: number; lastStudiedAt: string | null; reviewable: boolean }[];
}[] {
  return COURSES.map((course) => ({
    course,
    steps: Array.from({ length: MAX_STEP }, (_, index) => {
      const step = index + 1;
      const times = DEMO_HISTORY.filter((day) => day.course === course && day.step === step).map((day) =>
        demoStudiedAt(day, now).getTime(),
      );
      const last = times.length > 0 ? new Date(Math.max(...times)) : null;
      return {
        step,
        lastStudiedAt: last ? last.toISOString() : null,
        reviewable: isReviewable(last, new Date(now)),
      };
    }),
  }));
}

/** The most recently studied day and when (the study home's "recent study"). */
export function demoRecentStudy(now: number): DemoStudyDay & { studiedAt: string } {
  const latest = [...DEMO_HISTORY].sort((a, b) => a.daysAgo - b.daysAgo || b.day - a.day)[0];
  if (!latest) throw new Error('the demo history is empty');
  return { ...latest, studiedAt: demoStudiedAt(latest, now).toISOString() };
}

/** When a demo test was started and submitted: after school in Seoul (16:10), `daysAgo` before now, in 7 minutes. */
export function demoTestTimes(
  test: { daysAgo: number },
  now: number,
): { startedAt: Date; submittedAt: Date } {
  const startedAt = new Date(now - test.daysAgo * DAY_MS);
  startedAt.setUTCHours(7, 10, 0, 0);
  return { startedAt, submittedAt: new Date(startedAt.getTime() + 7 * 60_000) };
}

/** A unit of a week the demo member studied in a month, with its rate over the whole week's stored parts. */
export interface DemoMonthUnit {
  day: number;
  unit: number;
  kind: UnitKind;
  rate: number;
}

/** The demo member's month (see `demoMonth`). */
export interface DemoMonth {
  days: { day: string; firstAt: string }[];
  weeks: {
    course: Course;
    step: number;
    week: number;
    title: string;
    rate: number;
    lastStudiedAt: string;
    units: DemoMonthUnit[];
  }[];
  unitsDone: number;
  tests: {
    questnCd: string;
    title: string;
    type: 'W' | 'M';
    course: Course;
    step: number;
    week: number | null;
    score: number;
    submittedAt: string;
  }[];
}

/**
 * The demo member's month as the server reckons it from what the seed stores (my page's learning of the month, its
 * attendance and its report): the Seoul days studied, the weeks with progress stored in the month (each rated over
 * all its units, most recent first) and the tests submitted in it (oldest first). `manualOf` gives a week's manual
 * (null when the bank has none); the readers load the content bank their own way.
 */
export function demoMonth(
  month: string,
  now: number,
  manualOf: (course: Course, step: number, week: number) => StudyManual | null,
): DemoMonth {
  const inMonth = (at: Date) => seoulMonth(at) === month;
  const studied = DEMO_HISTORY.map((plan) => ({ plan, at: demoStudiedAt(plan, now) })).filter(({ at }) =>
    inMonth(at),
  );
  const firstAt = new Map<string, Date>();
  for (const { at } of studied) {
    const day = seoulDate(at);
    const known = firstAt.get(day);
    if (!known || at < known) firstAt.set(day, at);
  }
  const days = [...firstAt.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, at]) => ({ day, firstAt: at.toISOString() }));

  const weekKey = (plan: Pick<DemoStudyDay, 'course' | 'step' | 'week'>) =>
    `${plan.course}-${plan.step}-${plan.week}`;
  const latest = new Map<string, { plan: DemoStudyDay; at: Date }>();
  for (const entry of studied) {
    const known = latest.get(weekKey(entry.plan));
    if (!known || known.at < entry.at) latest.set(weekKey(entry.plan), entry);
  }
  const weeks = [...latest.values()]
    .map(({ plan, at }) => {
      const manual = manualOf(plan.course, plan.step, plan.week);
      const units: DemoMonthUnit[] = manual
        ? studyDays(
            manual,
            (day, unit) => {
              const stored = DEMO_HISTORY.find((each) => weekKey(each) === weekKey(plan) && each.day === day);
              if (!stored) return undefined;
              const when = demoStudiedAt(stored, now).toISOString();
              return JSON.stringify({
                progresses: demoStoredParts(unit.parts, stored.done).map((part) => ({ part, at: when })),
              });
            },
            (path) => path,
          ).flatMap((day) =>
            day.stdUnits.map((unit) => ({
              day: day.stdDay,
              unit: unit.stdUnit,
              kind: unit.kind,
              rate: unit.prgssRate,
            })),
          )
        : [];
      return {
        course: plan.course,
        step: plan.step,
        week: plan.week,
        title: manual?.title ?? '',
        rate: averageRate(units.map((unit) => unit.rate)),
        lastStudiedAt: at.toISOString(),
        units,
      };
    })
    .sort((a, b) => b.lastStudiedAt.localeCompare(a.lastStudiedAt));

  // A unit is done when its progress stored this month reaches 100 % (each studied day stores every unit of it).
  const unitsDone = studied
    .flatMap(({ plan }) =>
      (weeks.find((week) => weekKey(week) === weekKey(plan))?.units ?? []).filter(
        (unit) => unit.day === plan.day,
      ),
    )
    .filter((unit) => unit.rate >= 100).length;

  const tests = DEMO_TESTS.map((test) => ({ test, at: demoTestTimes(test, now).submittedAt }))
    .filter(({ at }) => inMonth(at))
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .map(({ test, at }) => {
      const [type = 'W', course = 'A', step = '1', week] = test.questnCd.split('-');
      const monthly = type === 'M';
      return {
        questnCd: test.questnCd,
        title: monthly ? 'Monthly Test' : 'Weekly Test',
        type: monthly ? ('M' as const) : ('W' as const),
        course: course as Course,
        step: Number(step),
        week: monthly ? null : Number(week),
        score: demoTestScore(test),
        submittedAt: at.toISOString(),
      };
    });
  return { days, weeks, unitsDone, tests };
}

/**
 * Where the content bank's weeks of step 1 have their speak unit ("Say It"): days 1, 3 and 5 (content/study; the
 * fake /v2's contract test holds the bank to it). The demo's recordings were made there.
 */
export const DEMO_SPEAK_UNITS: readonly { day: number; unit: number }[] = [
  { day: 1, unit: 3 },
  { day: 3, unit: 3 },
  { day: 5, unit: 2 },
];

/** A recording of the demo (the seed stores none: a member's recordings are their own uploads). */
export interface DemoRecording {
  /** 1 for the oldest. */
  n: number;
  course: Course;
  step: number;
  week: number;
  day: number;
  unit: number;
  fileName: string;
  size: number;
  createdAt: string;
}

/**
 * `count` recordings of step 1's speak units, newest first, for the lists of my page in the fake /v2 and the blocks'
 * samples: one a day from 2 March 2026 at 10:15 in Seoul, the first seven in week 1 and the rest in week 2, the file
 * named as the upload call names it.
 */
export function demoRecordings(count: number, course: Course = 'A'): DemoRecording[] {
  return Array.from({ length: count }, (_, index) => {
    const n = count - index;
    const week = n > 7 ? 2 : 1;
    const { day, unit } = DEMO_SPEAK_UNITS[(n - 1) % DEMO_SPEAK_UNITS.length] ?? { day: 1, unit: 3 };
    const date = `2026-03-${String(n + 1).padStart(2, '0')}`;
    return {
      n,
      course,
      step: 1,
      week,
      day,
      unit,
      fileName: `${course}-1-${week}-${day}-${unit}-${date.replaceAll('-', '')}-101500.webm`,
      size: 30_000 + n * 1_024,
      createdAt: `${date}T01:15:00.000Z`,
    };
  });
}
