/**
 * My page's study calls: attendance, the learning of a month, the report, the speaking recordings (paged and
 * searched by file name) and the attempt history (paged). The months are the demo member's as the server reckons them (`demoMonth` of
 * `@buddy/domain/demo`, over the content bank's manuals): November 2026 has the study history; other months are
 * empty.
 * The member's past level tests (issue 30, ADR 074) are the demo child's two reports of fixtures/level-report.ts.
 * `empty` answers a member who has not studied yet (nor taken a level test); `fail` makes one call answer 500, `hold`
 * never answers one.
 */
import type {
  AttemptList,
  AttemptSummary,
  AttendanceMonth,
  LearningMonth,
  LevelReport,
  Portfolio,
  PortfolioList,
  Report,
  TakenTest,
} from '@buddy/contract';
import {
  averageRate,
  averageScore,
  examLabel,
  languageStats,
  reportComment,
  seoulMonth,
  type StudyManual,
} from '@buddy/domain';
import {
  DEMO_HISTORY,
  DEMO_TESTS,
  demoMonth,
  demoRecordings,
  demoTestScore,
  demoTestTimes,
  type DemoMonth,
} from '@buddy/domain/demo';
import { studyManual } from '../fixtures/study-manuals';
import { STUDY_NOW } from './studies';
import { demoReviewWords } from './review';
import { tone } from '../fixtures/media';
import { DEMO_LEVEL_REPORTS } from '../fixtures/level-report';
import { http, SERVER_ERROR, switches } from '../http';

export type MypageCall = 'attendance' | 'learning' | 'report' | 'recordings' | 'attempts' | 'levelTests';

export interface MypageOptions {
  empty?: boolean;
  fail?: MypageCall;
  hold?: MypageCall | readonly MypageCall[];
  /** How many recordings the member has (default 14). */
  recordingCount?: number;
  /** How many test and quiz attempts the member has (default 12); the newest is under way with `taking`. */
  attemptCount?: number;
  taking?: boolean;
  /** The member's past level tests, newest first (default: the demo child's two; none with `empty`). */
  levelReports?: readonly LevelReport[];
}

const CLIP = tone(0.5, 440, 60);

/** The content bank's manuals of the weeks the demo member studied, loaded once (the month reads them). */
let demoManuals: Promise<Map<string, StudyManual | null>> | undefined;
function manualsOfHistory(): Promise<Map<string, StudyManual | null>> {
  demoManuals ??= Promise.all(
    DEMO_HISTORY.map(async ({ course, step, week }) => {
      const key = `${course}-${step}-${week}`;
      return [key, await studyManual(course, step, week)] as const;
    }),
  ).then((entries) => new Map(entries));
  return demoManuals;
}

/** The demo member's month as the server reckons it (`demoMonth`); a member with nothing has an empty one. */
async function monthOfDemo(month: string, empty: boolean) {
  if (empty) return { days: [], weeks: [], unitsDone: 0, tests: [] };
  const manuals = await manualsOfHistory();
  return demoMonth(
    month,
    STUDY_NOW,
    (course, step, week) => manuals.get(`${course}-${step}-${week}`) ?? null,
  );
}

/** The days of a month the member attended (the demo history's Seoul days). */
export async function attendanceMonth(month: string, empty = false): Promise<AttendanceMonth> {
  const { days } = await monthOfDemo(month, empty);
  return { srchYyMm: month, result: days };
}

const takenTest = (test: DemoMonth['tests'][number]): TakenTest => ({
  questnCd: test.questnCd,
  title: test.title,
  tstTp: test.type,
  stdCourse: test.course,
  stdStep: test.step,
  stdWeek: test.week,
  tstScore: test.score,
  submittedAt: test.submittedAt,
});

export async function learningMonth(month: string, empty = false): Promise<LearningMonth> {
  const { days, weeks, unitsDone, tests } = await monthOfDemo(month, empty);
  return {
    srchYyMm: month,
    studyDays: days.length,
    unitsDone,
    weeks: weeks.map((week) => ({
      stdCourse: week.course,
      stdStep: week.step,
      stdWeek: week.week,
      title: week.title,
      prgssRate: week.rate,
      lastStudiedAt: week.lastStudiedAt,
    })),
    // Most recent first, as the server lists them.
    tests: [...tests].reverse().map(takenTest),
  };
}

/** The month's report, by the server's rules (`@buddy/domain` report) over the demo month. */
export async function monthReport(month: string, empty = false): Promise<Report> {
  const { days, weeks, tests } = await monthOfDemo(month, empty);
  const scores = tests.map((test) => test.score);
  const examScore = tests.at(-1)?.score ?? 0;
  const avgScore = averageScore(scores);
  const prgssRate = averageRate(weeks.map((week) => week.rate));
  return {
    srchYyMm: month,
    examScore,
    avgScore,
    prgssRate,
    totCommnt: reportComment({
      studyDays: days.length,
      prgssRate,
      testsTaken: tests.length,
      examScore,
      avgScore,
    }),
    examStats: tests.map((test) => {
      const taken = takenTest(test);
      return {
        label: examLabel(taken),
        tstTp: taken.tstTp,
        score: test.score,
        submittedAt: test.submittedAt,
      };
    }),
    langStats: languageStats(weeks.flatMap((week) => week.units)),
    // The words on the review schedule, whatever the month (issue 30): the demo member's, none for one with nothing.
    reviewWords: empty ? { remembered: 0, total: 0 } : await demoReviewWords(),
  };
}

/** The demo's recordings (`demoRecordings`: step 1's speak units), each with a short tone. */
export function recordings(count: number): Portfolio[] {
  return demoRecordings(count).map((item) => ({
    ptfloNo: item.n,
    fileName: item.fileName,
    stdCourse: item.course,
    stdStep: item.step,
    stdWeek: item.week,
    stdDay: item.day,
    stdUnit: item.unit,
    mime: 'audio/webm',
    size: item.size,
    createdAt: item.createdAt,
    fileUrl: CLIP,
  }));
}

/**
 * The demo member's attempts, newest first: student01's weekly test (DEMO_TESTS) and, before it, the tests of a
 * child who went on through course A (weekly tests, a monthly test at each step's end, its incorrect-answer quiz)
 * and their first level test, a test every three days. With `taking`, the newest is a weekly test under way.
 */
export function attempts(count: number, taking = false, now: number = STUDY_NOW): AttemptSummary[] {
  const base = DEMO_TESTS.map((test, index): AttemptSummary => {
    const { startedAt, submittedAt } = demoTestTimes(test, now);
    const [, course = 'A', step = '1', week = '1'] = test.questnCd.split('-');
    return {
      tstCd: `T-DEMO-${index + 1}`,
      questnCd: test.questnCd,
      stdTstTp: 'W',
      quiz: false,
      sourceTstCd: null,
      title: 'Weekly Test',
      stdCourse: course,
      stdStep: Number(step),
      stdWeek: Number(week),
      lvtGrd: null,
      status: 'submitted',
      startedAt: startedAt.getTime(),
      submittedAt: submittedAt.getTime(),
      durationSeconds: Math.round((submittedAt.getTime() - startedAt.getTime()) / 1000),
      score: demoTestScore(test),
      late: false,
    };
  });
  const older: AttemptSummary[] = [];
  const template = base[0];
  for (let n = 0; template && base.length + older.length < count; n += 1) {
    const daysAgo = 10 + n * 3;
    const { startedAt } = demoTestTimes({ daysAgo }, now);
    const kind = n % 4;
    const minutes = 4 + ((n * 7) % 6);
    const start = startedAt.getTime();
    const level = n === count - base.length - 1;
    const quiz = kind === 1;
    older.push({
      ...template,
      tstCd: `T-DEMO-OLD-${n + 1}`,
      questnCd: level ? 'L-2' : kind === 3 ? 'M-A-1' : `W-A-1-${(n % 4) + 1}`,
      stdTstTp: level ? 'L' : kind === 3 ? 'M' : 'W',
      quiz: quiz && !level,
      sourceTstCd: quiz && !level ? `T-DEMO-OLD-${n + 2}` : null,
      title: level ? 'Level Test' : kind === 3 ? 'Monthly Test' : 'Weekly Test',
      stdCourse: level ? null : 'A',
      stdStep: level ? null : 1,
      stdWeek: level || kind === 3 ? null : (n % 4) + 1,
      lvtGrd: level ? 2 : null,
      startedAt: start,
      submittedAt: start + minutes * 60_000,
      durationSeconds: kind === 2 ? 600 : minutes * 60,
      score: kind === 2 ? 40 : 100 - ((n * 10) % 40),
      late: kind === 2,
    });
  }
  const list = [...base, ...older].slice(0, count);
  if (!taking || !template) return list;
  const startedAt = now - 3 * 60_000;
  const open: AttemptSummary = {
    ...template,
    tstCd: 'T-DEMO-OPEN',
    questnCd: 'W-A-1-2',
    stdWeek: 2,
    status: 'taking',
    startedAt,
    submittedAt: null,
    durationSeconds: null,
    score: null,
  };
  return [open, ...list].slice(0, Math.max(count, 1));
}

function attemptList(
  query: { pageNo: string | null; pageRow: string | null },
  all: AttemptSummary[],
): AttemptList {
  const pageRow = Number(query.pageRow ?? 10);
  const last = Math.max(1, Math.ceil(all.length / pageRow));
  const pageNo = Math.min(last, Number(query.pageNo ?? 1));
  return {
    page: { pageNo, pageRow, totalCount: all.length },
    result: all.slice((pageNo - 1) * pageRow, pageNo * pageRow),
  };
}

function recordingList(
  query: { pageNo: string | null; pageRow: string | null; srchText: string | null },
  all: Portfolio[],
): PortfolioList {
  const pageRow = Number(query.pageRow ?? 10);
  const srchText = query.srchText ?? '';
  const found = all.filter((item) => item.fileName.includes(srchText));
  const last = Math.max(1, Math.ceil(found.length / pageRow));
  const pageNo = Math.min(last, Number(query.pageNo ?? 1));
  return {
    page: { pageNo, pageRow, totalCount: found.length },
    search: { srchTp: 'FN', srchText, stdCourse: '' },
    result: found.slice((pageNo - 1) * pageRow, pageNo * pageRow),
    navigation: { first: 1, last },
    allDownload: all.length > 0 ? '#download-all' : null,
  };
}

export function mypageHandlers(options: MypageOptions = {}) {
  const {
    empty = false,
    fail,
    hold,
    recordingCount = 14,
    attemptCount = 12,
    taking = false,
    levelReports = DEMO_LEVEL_REPORTS,
  } = options;
  const fails = switches(hold, fail);
  const stored = recordings(empty ? 0 : recordingCount);
  const taken = empty ? [] : attempts(attemptCount, taking);
  /** The month asked for (this Seoul month by default), and whether the member has nothing at all. */
  const monthOf = (query: { get(name: 'srchYyMm'): string | null }) => ({
    month: query.get('srchYyMm') ?? seoulMonth(new Date()),
    quiet: empty,
  });
  return [
    http.get('/mypage/studies/atndn', async ({ query, response }) => {
      if (await fails('attendance')) return response(500).json(SERVER_ERROR);
      const { month, quiet } = monthOf(query);
      return response(200).json(await attendanceMonth(month, quiet));
    }),
    http.get('/mypage/studies/learning', async ({ query, response }) => {
      if (await fails('learning')) return response(500).json(SERVER_ERROR);
      const { month, quiet } = monthOf(query);
      return response(200).json({ result: await learningMonth(month, quiet) });
    }),
    http.get('/mypage/studies/report', async ({ query, response }) => {
      if (await fails('report')) return response(500).json(SERVER_ERROR);
      const { month, quiet } = monthOf(query);
      return response(200).json({ result: await monthReport(month, quiet) });
    }),
    http.get('/mypage/studies/ptflo', async ({ query, response }) => {
      if (await fails('recordings')) return response(500).json(SERVER_ERROR);
      const page = {
        pageNo: query.get('pageNo'),
        pageRow: query.get('pageRow'),
        srchText: query.get('srchText'),
      };
      return response(200).json(recordingList(page, stored));
    }),
    http.get('/mypage/tests/attempts', async ({ query, response }) => {
      if (await fails('attempts')) return response(500).json(SERVER_ERROR);
      return response(200).json(
        attemptList({ pageNo: query.get('pageNo'), pageRow: query.get('pageRow') }, taken),
      );
    }),
    http.get('/mypage/level-tests', async ({ response }) => {
      if (await fails('levelTests')) return response(500).json(SERVER_ERROR);
      return response(200).json({ result: empty ? [] : [...levelReports] });
    }),
  ];
}
