import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendance, studyProgress, testAttempts } from '../src/db/schema';
import { DEMO_HISTORY_MEMBER } from '../src/seed/demo';
import { readContentManuals, seedManuals } from '../src/seed/manuals';
import {
  bearer,
  createTestApp,
  expectContract,
  FIXTURE_CONTENT_DIR,
  tokenFor,
  type TestApp,
} from './helpers';

const DAY_MS = 86_400_000;
const STUDENT02 = '1000002';
/** The fixture bank's picture and clip, named like content/'s: by the SHA-256 of their bytes, never by the word. */
const PICTURE = '/content/images/49ed01810defe8c4.svg';
const CLIP = '/content/audio/ca1c9ee3053b390c.ogg';

let t: TestApp;
let student01: string;
let student02: string;

interface Session {
  stdCourse: string;
  stdStep: number;
  stdWeek: number;
  title: string;
  prgssRate: number;
  stdDays: {
    stdDay: number;
    prgssRate: number;
    stdUnits: {
      stdUnit: number;
      kind: string;
      show: string | null;
      slides: { image: string; audio: string }[] | null;
      prgssData: string;
      prgssRate: number;
    }[];
  }[];
  errorState: { code: string; message: string } | null;
  navigation: Record<string, unknown>;
}

async function load(token: string, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/v2/study-course/studies/load',
    headers: bearer(token),
    payload,
  });
}

async function get(token: string | null, url: string) {
  return t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
}

async function progress(
  memNo: string,
  at: Date,
  row: { course: string; step: number; week: number; day: number; unit: number; prgssData: string },
) {
  await t.database.db
    .insert(studyProgress)
    .values({ memNo, ...row, rate: 0, updatedAt: at })
    .onConflictDoUpdate({
      target: [
        studyProgress.memNo,
        studyProgress.course,
        studyProgress.step,
        studyProgress.week,
        studyProgress.day,
        studyProgress.unit,
      ],
      set: { prgssData: row.prgssData, updatedAt: at },
    });
}

const parts = (...indexes: number[]) =>
  JSON.stringify({ progresses: indexes.map((part) => ({ part, at: '2026-03-01T00:00:00.000Z' })) });

beforeAll(async () => {
  t = await createTestApp();
  [student01, student02] = await Promise.all([tokenFor(t.app, 'student01'), tokenFor(t.app, 'student02')]);
});
afterAll(async () => {
  await t?.close();
});

describe('given the manuals of the content bank', () => {
  it('seeds every manual of content/study once, and seeding again only updates them', async () => {
    const manuals = readContentManuals(FIXTURE_CONTENT_DIR);
    expect(manuals.map((m) => `${m.stdCourse}-${m.stdStep}-${m.stdWeek}`)).toEqual([
      'A-1-1',
      'A-1-2',
      'A-1-3',
      'A-1-4',
      'A-2-1',
    ]);
    expect(await seedManuals(t.database.db, manuals)).toEqual({ manuals: 5 });
    expect(readContentManuals('/nonexistent-content')).toEqual([]);
  });
});

describe('given a member loading a week (studies/load)', () => {
  it('answers 401 without a token, for every study-home call', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/v2/study-course/studies/load',
      payload: { stdCourse: 'A', stdStep: 1, stdWeek: 1 },
    });
    expect(anonymous.statusCode).toBe(401);
    for (const url of [
      '/v2/mypage/studies/prgrs/recent',
      '/v2/mypage/studies/prgrs/review',
      '/v2/mypage/studies/stats?stdCourse=A&stdStep=1',
    ]) {
      expect((await get(null, url)).statusCode, url).toBe(401);
    }
  });

  it('uppercases the course and answers the manual with media addresses and empty progress', async () => {
    const response = await load(student02, { stdCourse: 'a', stdStep: 1, stdWeek: 1 });
    expect(response.statusCode, response.body).toBe(200);
    const { result } = expectContract(response, '/study-course/studies/load', 'post') as { result: Session };
    expect(result).toMatchObject({
      stdCourse: 'A',
      stdStep: 1,
      stdWeek: 1,
      title: 'My Family',
      prgssRate: 0,
      errorState: null,
    });
    expect(result.stdDays.map((day) => day.stdDay)).toEqual([1, 2, 3, 4, 5]);
    const [watch, words] = result.stdDays[0]?.stdUnits ?? [];
    expect(watch).toMatchObject({ kind: 'watch', show: 'study/shows/A-1-1-1-1.json', slides: null });
    expect(words?.prgssData).toBe('{"progresses":[]}');
    const read = result.stdDays[1]?.stdUnits[0];
    expect(read?.slides?.[0]).toMatchObject({
      image: PICTURE,
      audio: CLIP,
    });
  });

  it.each([
    ['step 0', { stdCourse: 'A', stdStep: 0, stdWeek: 1 }],
    ['step 8', { stdCourse: 'A', stdStep: 8, stdWeek: 1 }],
    ['week 0', { stdCourse: 'A', stdStep: 1, stdWeek: 0 }],
    ['week 5', { stdCourse: 'A', stdStep: 1, stdWeek: 5 }],
    ['course H', { stdCourse: 'H', stdStep: 1, stdWeek: 1 }],
    ['a step as text', { stdCourse: 'A', stdStep: '1', stdWeek: 1 }],
    ['a missing week', { stdCourse: 'A', stdStep: 1 }],
  ])('refuses %s with 400', async (_name, payload) => {
    const response = await load(student02, payload);
    expect(response.statusCode).toBe(400);
    expectContract(response, '/study-course/studies/load', 'post');
  });

  it('answers 200 with errorState MANUAL_NOT_FOUND, no days and rate 0 when the week has no manual', async () => {
    const response = await load(student01, { stdCourse: 'b', stdStep: 4, stdWeek: 1 });
    expect(response.statusCode).toBe(200);
    const { result } = expectContract(response, '/study-course/studies/load', 'post') as { result: Session };
    expect(result).toMatchObject({
      stdCourse: 'B',
      stdStep: 4,
      stdWeek: 1,
      prgssRate: 0,
      stdDays: [],
      errorState: { code: 'MANUAL_NOT_FOUND', message: '학습 매뉴얼을 찾을 수 없습니다.' },
      navigation: { stdCourse: 'B', stdStep: 4, prvsStdStep: 3, nextStdStep: 5 },
    });
  });

  it('computes unit, day and week rates from the stored progress (bad prgssData counts as none)', async () => {
    const at = t.clock();
    const where = { course: 'A', step: 1, week: 3 };
    await progress(STUDENT02, at, { ...where, day: 1, unit: 1, prgssData: parts(0, 1) }); // read, 2 parts: 100
    await progress(STUDENT02, at, { ...where, day: 1, unit: 2, prgssData: parts(0, 0, 7) }); // words, 3: 33
    await progress(STUDENT02, at, { ...where, day: 2, unit: 1, prgssData: 'not json' });
    const response = await load(student02, { stdCourse: 'A', stdStep: 1, stdWeek: 3 });
    const { result } = expectContract(response, '/study-course/studies/load', 'post') as { result: Session };
    const [day1, day2] = result.stdDays;
    expect(day1?.stdUnits.map((unit) => unit.prgssRate)).toEqual([100, 33, 0]);
    expect(day1?.prgssRate).toBe(44);
    expect(day2?.stdUnits[0]).toMatchObject({ prgssRate: 0, prgssData: '{"progresses":[]}' });
    expect(day2?.prgssRate).toBe(0);
    // 13 units in the week (3 + 2 + 3 + 2 + 3): (100 + 33) / 13.
    expect(result.prgssRate).toBe(10);
  });

  it('has navigation within the course: none before step 1, none after step 7', async () => {
    const first = (await load(student02, { stdCourse: 'A', stdStep: 1, stdWeek: 2 })).json() as {
      result: Session;
    };
    expect(first.result.navigation).toEqual({
      stdCourse: 'A',
      stdStep: 1,
      prvsStdCourse: null,
      prvsStdStep: null,
      nextStdCourse: 'A',
      nextStdStep: 2,
    });
    const last = (await load(student02, { stdCourse: 'g', stdStep: 7, stdWeek: 4 })).json() as {
      result: Session;
    };
    expect(last.result.navigation).toEqual({
      stdCourse: 'G',
      stdStep: 7,
      prvsStdCourse: 'G',
      prvsStdStep: 6,
      nextStdCourse: null,
      nextStdStep: null,
    });
  });

  it('refuses a member type that may not study with 403 and its alert', async () => {
    const cancelled = await tokenFor(t.app, 'cancel01');
    const response = await load(cancelled, { stdCourse: 'A', stdStep: 1, stdWeek: 1 });
    expect(response.statusCode).toBe(403);
    expect(expectContract(response, '/study-course/studies/load', 'post')).toMatchObject({
      code: 'NO_STUDY',
      message: '지도휴회(취소) 회원입니다.',
    });
    const labelled = await tokenFor(t.app, 'label01');
    expect((await load(labelled, { stdCourse: 'A', stdStep: 1, stdWeek: 1 })).json()).toMatchObject({
      message: '체험회원입니다.',
    });
  });
});

describe('given the demo history of student01', () => {
  it('has finished A-1-1, is half-way through day 3 of A-1-2, and attended on those days but not today', async () => {
    const response = await load(student01, { stdCourse: 'A', stdStep: 1, stdWeek: 1 });
    const { result } = response.json() as { result: Session };
    expect(result.prgssRate).toBe(100);
    const week2 = (
      (await load(student01, { stdCourse: 'A', stdStep: 1, stdWeek: 2 })).json() as { result: Session }
    ).result;
    expect(week2.stdDays.map((day) => day.prgssRate)).toEqual([100, 100, 72, 0, 0]);
    const days = await t.database.db
      .select({ day: attendance.day })
      .from(attendance)
      .where(eq(attendance.memNo, DEMO_HISTORY_MEMBER));
    expect(days.length).toBeGreaterThanOrEqual(8);
    expect(days.map((row) => row.day)).not.toContain('2026-03-02');
  });
});

describe('given the recent study (prgrs/recent)', () => {
  it('answers A-1-1 with no date for a member who never studied', async () => {
    const fresh = await tokenFor(t.app, 'student03');
    const response = await get(fresh, '/v2/mypage/studies/prgrs/recent');
    expect(response.statusCode).toBe(200);
    expect(expectContract(response, '/mypage/studies/prgrs/recent', 'get')).toEqual({
      result: { stdCourse: 'A', stdStep: 1, stdWeek: 1, prgssRate: 0, studiedAt: null },
    });
  });

  it('answers the latest studied week with its rate (the product in any case)', async () => {
    const response = await get(student01, '/v2/mypage/studies/prgrs/recent?prodCd=EBP');
    const { result } = expectContract(response, '/mypage/studies/prgrs/recent', 'get') as {
      result: { stdCourse: string; stdStep: number; stdWeek: number; prgssRate: number; studiedAt: string };
    };
    expect(result).toMatchObject({ stdCourse: 'A', stdStep: 1, stdWeek: 2 });
    expect(result.prgssRate).toBeGreaterThan(0);
    expect(new Date(result.studiedAt).getTime()).toBeLessThan(t.clock().getTime());
  });
});

describe('given the review popup (prgrs/review)', () => {
  type Review = {
    stdCourse: string;
    stdSteps: { stdStep: number; reviewYn: string; lastStudiedAt: string | null }[];
  }[];
  const flags = (result: Review, course: string) =>
    result
      .find((entry) => entry.stdCourse === course)
      ?.stdSteps.map((step) => step.reviewYn)
      .join('');

  it('lists courses A-G with steps 1-7; a step is Y only with progress from the last year', async () => {
    const response = await get(student01, '/v2/mypage/studies/prgrs/review');
    expect(response.statusCode).toBe(200);
    const { result } = expectContract(response, '/mypage/studies/prgrs/review', 'get') as { result: Review };
    expect(result.map((entry) => entry.stdCourse)).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G']);
    expect(result.every((entry) => entry.stdSteps.length === 7)).toBe(true);
    expect(flags(result, 'A')).toBe('YYNNNNN');
    // B-3 was studied 400 days ago: listed with its date, but not reviewable.
    expect(flags(result, 'B')).toBe('NNNNNNN');
    expect(result[1]?.stdSteps[2]?.lastStudiedAt).not.toBeNull();
    expect(flags(result, 'G')).toBe('NNNNNNN');
  });

  it('keeps a step studied exactly 365 days ago and drops one studied 366 days ago', async () => {
    const now = t.clock().getTime();
    const row = { course: 'C', week: 1, day: 1, unit: 1, prgssData: parts(0) };
    await progress(STUDENT02, new Date(now - 365 * DAY_MS), { ...row, step: 1 });
    await progress(STUDENT02, new Date(now - 366 * DAY_MS), { ...row, step: 2 });
    const { result } = (await get(student02, '/v2/mypage/studies/prgrs/review')).json() as { result: Review };
    expect(flags(result, 'C')).toBe('YNNNNNN');
  });

  it('closes a step once the clock passes a year after its last progress', async () => {
    const start = t.clock();
    try {
      t.clock.advance(400 * DAY_MS);
      const later = await tokenFor(t.app, 'student01');
      const { result } = (await get(later, '/v2/mypage/studies/prgrs/review')).json() as {
        result: Review;
      };
      expect(flags(result, 'A')).toBe('NNNNNNN');
    } finally {
      t.clock.set(start);
    }
  });
});

describe('given the one-year review limit outside the popup (issue 30, defect 6)', () => {
  const LIMIT = { code: 'REVIEW_LIMIT', message: '온라인 학습 복습은 1년 전 학습까지만 가능합니다' };
  const saveParts = (token: string, course: string, step: number) =>
    t.app.inject({
      method: 'POST',
      url: '/v2/study-course/studies/prgrs',
      headers: bearer(token),
      payload: { stdCourse: course, stdStep: step, stdWeek: 1, stdDay: 1, stdUnit: 1, parts: [0] },
    });

  it('refuses to open or record B-3, studied 400 days ago, from its course tab as from the popup', async () => {
    const before = await t.database.db
      .select()
      .from(studyProgress)
      .where(
        and(eq(studyProgress.memNo, '1000001'), eq(studyProgress.course, 'B'), eq(studyProgress.step, 3)),
      );
    const opened = await load(student01, { stdCourse: 'b', stdStep: 3, stdWeek: 1 });
    expect(opened.statusCode).toBe(403);
    expect(expectContract(opened, '/study-course/studies/load', 'post')).toEqual(LIMIT);
    const saved = await saveParts(student01, 'B', 3);
    expect(saved.statusCode).toBe(403);
    expect(expectContract(saved, '/study-course/studies/prgrs', 'post')).toEqual(LIMIT);
    const show = await t.app.inject({
      method: 'POST',
      url: '/v2/study-course/studies/load/video',
      headers: bearer(student01),
      payload: { url: 'study/shows/B-3-1-1-1.json' },
    });
    expect(show.statusCode).toBe(403);
    expect(expectContract(show, '/study-course/studies/load/video', 'post')).toEqual(LIMIT);
    // Nothing of the refused save was kept: B-3 stays as old as it was.
    const after = await t.database.db
      .select()
      .from(studyProgress)
      .where(
        and(eq(studyProgress.memNo, '1000001'), eq(studyProgress.course, 'B'), eq(studyProgress.step, 3)),
      );
    expect(after).toEqual(before);
  });

  it('opens a step studied within the year and a step never studied', async () => {
    expect((await load(student01, { stdCourse: 'A', stdStep: 2, stdWeek: 1 })).statusCode).toBe(200);
    expect((await load(student01, { stdCourse: 'C', stdStep: 5, stdWeek: 1 })).statusCode).toBe(200);
  });

  it("keeps the member's latest step open after a long pause, and closes the others", async () => {
    const start = t.clock();
    try {
      t.clock.advance(400 * DAY_MS);
      const later = await tokenFor(t.app, 'student01');
      // A-1 (week 2) is where student01 studied last: a child back after a year carries on there.
      const latest = await load(later, { stdCourse: 'A', stdStep: 1, stdWeek: 2 });
      expect(latest.statusCode, latest.body).toBe(200);
      const older = await load(later, { stdCourse: 'A', stdStep: 2, stdWeek: 1 });
      expect(older.statusCode).toBe(403);
      expect(older.json()).toEqual(LIMIT);
    } finally {
      t.clock.set(start);
    }
  });
});

describe('given the study-home stats (stats)', () => {
  type Stats = {
    navigation: { stdStep: number; prvsStdStep: number | null; nextStdStep: number | null };
    info: {
      weeks: { stdWeek: number; prgssRate: number }[];
      tests: { stdWeek: number; tstTp: string; tstYn: string; tstScore: number | null }[];
      steps: { stdStep: number; prgssRate: number }[];
      today: { stdWeek: number | null; stdDay: number | null };
    };
  };

  async function attempt(
    tstCd: string,
    questnCd: string,
    owner: string,
    extra: Partial<typeof testAttempts.$inferInsert>,
  ) {
    const at = t.clock();
    await t.database.db.insert(testAttempts).values({
      tstCd,
      questnCd,
      owner,
      slot: extra.quiz ? `quiz:${tstCd}` : questnCd,
      questionSeqs: [],
      minutes: 10,
      startedAt: at,
      deadline: new Date(at.getTime() + 600_000),
      ...extra,
    });
  }

  it('answers week rates, step rates of the course, five tests and navigation', async () => {
    const response = await get(student01, '/v2/mypage/studies/stats?stdCourse=a&stdStep=1');
    expect(response.statusCode).toBe(200);
    const { result } = expectContract(response, '/mypage/studies/stats', 'get') as { result: Stats };
    expect(result.navigation).toMatchObject({ stdStep: 1, prvsStdStep: null, nextStdStep: 2 });
    const weeks = result.info.weeks.map((week) => week.prgssRate);
    expect(weeks[0]).toBe(100);
    expect(weeks[1]).toBeGreaterThan(0);
    expect(weeks.slice(2)).toEqual([0, 0]);
    expect(result.info.steps.map((step) => step.stdStep)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(result.info.steps[0]?.prgssRate).toBe(Math.floor(weeks.reduce((a, b) => a + b, 0) / 4));
    expect(result.info.steps[1]?.prgssRate).toBeGreaterThan(0);
    expect(result.info.steps.slice(2).every((step) => step.prgssRate === 0)).toBe(true);
    expect(result.info.tests).toEqual([
      { stdWeek: 1, tstTp: 'W', tstYn: 'N', tstScore: null },
      { stdWeek: 2, tstTp: 'W', tstYn: 'N', tstScore: null },
      { stdWeek: 3, tstTp: 'W', tstYn: 'N', tstScore: null },
      { stdWeek: 4, tstTp: 'W', tstYn: 'N', tstScore: null },
      { stdWeek: 0, tstTp: 'M', tstYn: 'N', tstScore: null },
    ]);
    expect(result.info.today).toEqual({ stdWeek: null, stdDay: null });
  });

  it('marks submitted tests with their latest score; open attempts, quizzes and other members do not count', async () => {
    const now = t.clock().getTime();
    await attempt('S-1', 'W-A-1-1', DEMO_HISTORY_MEMBER, {
      status: 'submitted',
      submittedAt: new Date(now - 2 * DAY_MS),
      score: 60,
    });
    await attempt('S-2', 'W-A-1-1', DEMO_HISTORY_MEMBER, {
      status: 'submitted',
      submittedAt: new Date(now - DAY_MS),
      score: 90,
    });
    await attempt('S-3', 'M-A-1', DEMO_HISTORY_MEMBER, { status: 'taking' });
    await attempt('S-4', 'M-A-1', DEMO_HISTORY_MEMBER, {
      status: 'submitted',
      submittedAt: new Date(now),
      score: 100,
      quiz: true,
      sourceTstCd: 'S-2',
    });
    await attempt('S-5', 'M-A-1', STUDENT02, { status: 'submitted', submittedAt: new Date(now), score: 70 });
    const { result } = (await get(student01, '/v2/mypage/studies/stats?stdCourse=A&stdStep=1')).json() as {
      result: Stats;
    };
    expect(result.info.tests[0]).toEqual({ stdWeek: 1, tstTp: 'W', tstYn: 'Y', tstScore: 90 });
    expect(result.info.tests[4]).toEqual({ stdWeek: 0, tstTp: 'M', tstYn: 'N', tstScore: null });
  });

  it("answers today's day of the step from progress stored today (Seoul date)", async () => {
    await progress(STUDENT02, t.clock(), {
      course: 'A',
      step: 2,
      week: 1,
      day: 4,
      unit: 1,
      prgssData: parts(0),
    });
    const step2 = (await get(student02, '/v2/mypage/studies/stats?stdCourse=A&stdStep=2')).json() as {
      result: Stats;
    };
    expect(step2.result.info.today).toEqual({ stdWeek: 1, stdDay: 4 });
    const step3 = (await get(student02, '/v2/mypage/studies/stats?stdCourse=A&stdStep=3')).json() as {
      result: Stats;
    };
    expect(step3.result.info.today).toEqual({ stdWeek: null, stdDay: null });
  });

  it.each(['stdCourse=A&stdStep=0', 'stdCourse=A&stdStep=8', 'stdCourse=H&stdStep=1', 'stdStep=1'])(
    'refuses %s with 400',
    async (query) => {
      const response = await get(student01, `/v2/mypage/studies/stats?${query}`);
      expect(response.statusCode).toBe(400);
    },
  );
});

describe('given progress rows of another member', () => {
  it('never shows them', async () => {
    const rows = await t.database.db
      .select()
      .from(studyProgress)
      .where(and(eq(studyProgress.memNo, STUDENT02), eq(studyProgress.week, 3)));
    expect(rows.length).toBeGreaterThan(0);
    const { result } = (await load(student01, { stdCourse: 'A', stdStep: 1, stdWeek: 3 })).json() as {
      result: Session;
    };
    expect(result.prgssRate).toBe(0);
  });
});
