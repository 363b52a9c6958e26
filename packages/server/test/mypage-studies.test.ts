import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_COMMENTS } from '@buddy/domain';
import { attendance, portfolios, studyProgress, testAttempts } from '../src/db/schema';
import { RECORDING_LINK_SECONDS } from '../src/modules/mypage-studies/service';
import { bearer, createTestApp, expectContract, tokenFor, type TestApp } from './helpers';

/*
 * My page's study calls on the real database. student02 (1000002) gets a March 2026 of progress, attendance, tests
 * and recordings inserted directly; student03 (1000003) has a recording of their own. The clock stands at
 * 2026-03-02 18:00 in Seoul.
 */
const STUDENT02 = '1000002';
const STUDENT03 = '1000003';

let t: TestApp;
let dataDir: string;
let student02: string;
let student03: string;

const parts = (...indexes: number[]) =>
  JSON.stringify({ progresses: indexes.map((part) => ({ part, at: '2026-03-01T00:00:00.000Z' })) });

async function progress(
  memNo: string,
  at: string,
  row: {
    course: string;
    step: number;
    week: number;
    day: number;
    unit: number;
    prgssData: string;
    rate?: number;
  },
) {
  await t.database.db.insert(studyProgress).values({ memNo, rate: 0, ...row, updatedAt: new Date(at) });
}

async function attempt(
  tstCd: string,
  questnCd: string,
  owner: string,
  extra: Partial<typeof testAttempts.$inferInsert>,
) {
  const at = new Date('2026-03-01T00:00:00Z');
  await t.database.db.insert(testAttempts).values({
    tstCd,
    questnCd,
    owner,
    slot: extra.quiz ? `quiz:${tstCd}` : `${questnCd}:${tstCd}`,
    questionSeqs: [],
    minutes: 10,
    startedAt: at,
    deadline: new Date(at.getTime() + 600_000),
    ...extra,
  });
}

interface Recording {
  ptfloNo: number;
  fileName: string;
  stdCourse: string;
  size: number;
  mime: string;
  fileUrl: string;
}
interface RecordingList {
  page: { pageNo: number; pageRow: number; totalCount: number };
  search: { srchTp: string; srchText: string; stdCourse: string };
  result: Recording[];
  navigation: { first: number; last: number };
  allDownload: string | null;
}

/** A recording row and its file in the member's folder (as the upload call stores them). */
async function recording(
  memNo: string,
  n: number,
  options: { course?: string; stored?: string; write?: boolean; bytes?: string } = {},
) {
  const course = options.course ?? 'A';
  const fileName = `${course}-1-1-1-${n}-20260301-1000${String(n).padStart(2, '0')}.webm`;
  const stored = options.stored ?? `${n}-${fileName}`;
  const bytes = Buffer.from(options.bytes ?? `voice ${memNo} ${n}`);
  if (options.write !== false) {
    mkdirSync(path.join(dataDir, 'recordings', memNo), { recursive: true });
    writeFileSync(path.join(dataDir, 'recordings', memNo, stored), bytes);
  }
  const [row] = await t.database.db
    .insert(portfolios)
    .values({
      memNo,
      course,
      step: 1,
      week: 1,
      day: 1,
      unit: n,
      fileName,
      stored,
      mime: 'audio/webm',
      size: bytes.length,
      createdAt: new Date(Date.UTC(2026, 2, 1, 0, n)),
    })
    .returning();
  if (!row) throw new Error('no row');
  return row;
}

const get = (token: string | null, url: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'buddy-mypage-'));
  t = await createTestApp({ config: { dataDir } });
  [student02, student03] = await Promise.all([tokenFor(t.app, 'student02'), tokenFor(t.app, 'student03')]);

  // Attendance: two days in March, one the day before (Feb) and one after (April).
  await t.database.db.insert(attendance).values([
    { memNo: STUDENT02, day: '2026-02-28', firstAt: new Date('2026-02-28T01:00:00Z') },
    { memNo: STUDENT02, day: '2026-03-01', firstAt: new Date('2026-02-28T15:30:00Z') },
    { memNo: STUDENT02, day: '2026-03-02', firstAt: new Date('2026-03-02T00:00:00Z') },
    { memNo: STUDENT02, day: '2026-04-01', firstAt: new Date('2026-04-01T00:00:00Z') },
    { memNo: STUDENT03, day: '2026-03-02', firstAt: new Date('2026-03-02T00:00:00Z') },
  ]);

  // A-1-1 (13 units): day 1 done (watch, words, speak) on Seoul 1 March, just after midnight; half of day 2's
  // reading on 2 March; day 3's reading done in February (counts for the week, not for the month's units).
  const week = { course: 'A', step: 1, week: 1 };
  await progress(STUDENT02, '2026-02-28T15:30:00Z', { ...week, day: 1, unit: 1, prgssData: parts(0, 1) });
  await progress(STUDENT02, '2026-02-28T15:40:00Z', { ...week, day: 1, unit: 2, prgssData: parts(0, 1, 2) });
  await progress(STUDENT02, '2026-02-28T15:50:00Z', { ...week, day: 1, unit: 3, prgssData: parts(0) });
  await progress(STUDENT02, '2026-03-02T00:00:00Z', { ...week, day: 2, unit: 1, prgssData: parts(0) });
  await progress(STUDENT02, '2026-02-28T14:59:00Z', { ...week, day: 3, unit: 1, prgssData: parts(0, 1) });
  // B-1-1 has no manual: its row's own rate counts for the units done; the week rates 0.
  await progress(STUDENT02, '2026-03-01T05:00:00Z', {
    course: 'B',
    step: 1,
    week: 1,
    day: 1,
    unit: 1,
    prgssData: parts(0),
    rate: 100,
  });
  // Another member's progress in March.
  await progress(STUDENT03, '2026-03-01T05:00:00Z', { ...week, day: 4, unit: 1, prgssData: parts(0, 1) });

  // Tests: a weekly (80) then the monthly (95) in March; a quiz, an open attempt, a February test and another
  // member's test do not count.
  await attempt('t-w', 'W-A-1-1', STUDENT02, {
    status: 'submitted',
    submittedAt: new Date('2026-03-01T03:00:00Z'),
    score: 80,
  });
  await attempt('t-m', 'M-A-1', STUDENT02, {
    status: 'submitted',
    submittedAt: new Date('2026-03-02T03:00:00Z'),
    score: 95,
  });
  await attempt('t-quiz', 'W-A-1-1', STUDENT02, {
    quiz: true,
    status: 'submitted',
    submittedAt: new Date('2026-03-02T04:00:00Z'),
    score: 100,
  });
  await attempt('t-open', 'W-A-1-1', STUDENT02, { status: 'taking' });
  await attempt('t-feb', 'W-A-1-1', STUDENT02, {
    status: 'submitted',
    submittedAt: new Date('2026-02-27T03:00:00Z'),
    score: 10,
  });
  await attempt('t-other', 'W-A-1-1', STUDENT03, {
    status: 'submitted',
    submittedAt: new Date('2026-03-01T03:00:00Z'),
    score: 20,
  });
});

afterAll(async () => {
  await t?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('given no token', () => {
  it.each([
    '/v2/mypage/studies/atndn',
    '/v2/mypage/studies/learning',
    '/v2/mypage/studies/report',
    '/v2/mypage/studies/ptflo',
    '/v2/mypage/studies/ptflo/1/file',
    '/v2/mypage/studies/ptflo/download',
  ])('GET %s answers 401', async (url) => {
    const response = await get(null, url);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('given attendance rows around March 2026 (atndn)', () => {
  it('lists the days of the month asked for, in order, and only the member’s', async () => {
    const response = await get(student02, '/v2/mypage/studies/atndn?srchYyMm=202603');
    expect(response.statusCode).toBe(200);
    expect(expectContract(response, '/mypage/studies/atndn', 'get')).toEqual({
      srchYyMm: '202603',
      result: [
        { day: '2026-03-01', firstAt: '2026-02-28T15:30:00.000Z' },
        { day: '2026-03-02', firstAt: '2026-03-02T00:00:00.000Z' },
      ],
    });
  });

  it('defaults to this Seoul month, and answers an empty list for a month without study', async () => {
    const current = await get(student02, '/v2/mypage/studies/atndn');
    expect(current.json()).toMatchObject({ srchYyMm: '202603', result: [{ day: '2026-03-01' }, {}] });
    const empty = await get(student02, '/v2/mypage/studies/atndn?srchYyMm=202601');
    expect(empty.json()).toEqual({ srchYyMm: '202601', result: [] });
  });

  it.each(['2026-03', '202613', '202600', '199912', 'abcdef', '2026031'])(
    'refuses srchYyMm=%s with 400',
    async (month) => {
      for (const call of ['atndn', 'learning', 'report']) {
        const response = await get(student02, `/v2/mypage/studies/${call}?srchYyMm=${month}`);
        expect(response.statusCode, call).toBe(400);
        expectContract(response, `/mypage/studies/${call}`, 'get');
      }
    },
  );
});

describe('given a March of progress and tests (learning of the month)', () => {
  it('counts study days, units done, the weeks studied and the tests taken', async () => {
    const response = await get(student02, '/v2/mypage/studies/learning?srchYyMm=202603');
    expect(response.statusCode).toBe(200);
    const { result } = expectContract(response, '/mypage/studies/learning', 'get') as {
      result: Record<string, unknown>;
    };
    expect(result).toEqual({
      srchYyMm: '202603',
      studyDays: 2,
      // A day 1's three units at 100 % and B-1-1's row at 100 %; day 2's half-read unit and day 3's
      // February unit are not.
      unitsDone: 4,
      weeks: [
        {
          stdCourse: 'A',
          stdStep: 1,
          stdWeek: 1,
          title: 'My Family',
          // 13 units: day 1's three at 100, day 2's read at 50, day 3's read at 100 (February) = 450 / 13.
          prgssRate: 34,
          lastStudiedAt: '2026-03-02T00:00:00.000Z',
        },
        {
          stdCourse: 'B',
          stdStep: 1,
          stdWeek: 1,
          title: '',
          prgssRate: 0,
          lastStudiedAt: '2026-03-01T05:00:00.000Z',
        },
      ],
      tests: [
        {
          questnCd: 'M-A-1',
          title: expect.any(String),
          tstTp: 'M',
          stdCourse: 'A',
          stdStep: 1,
          stdWeek: null,
          tstScore: 95,
          submittedAt: '2026-03-02T03:00:00.000Z',
        },
        {
          questnCd: 'W-A-1-1',
          title: expect.any(String),
          tstTp: 'W',
          stdCourse: 'A',
          stdStep: 1,
          stdWeek: 1,
          tstScore: 80,
          submittedAt: '2026-03-01T03:00:00.000Z',
        },
      ],
    });
  });

  it('answers zeros and empty lists for a month without study', async () => {
    const response = await get(student02, '/v2/mypage/studies/learning?srchYyMm=202605');
    expect(response.json()).toEqual({
      result: { srchYyMm: '202605', studyDays: 0, unitsDone: 0, weeks: [], tests: [] },
    });
  });

  it('counts February’s own units and test in February', async () => {
    const response = await get(student02, '/v2/mypage/studies/learning?srchYyMm=202602');
    const { result } = response.json() as {
      result: { studyDays: number; unitsDone: number; tests: { tstScore: number }[] };
    };
    expect(result.studyDays).toBe(1);
    expect(result.unitsDone).toBe(1);
    expect(result.tests.map((test) => test.tstScore)).toEqual([10]);
  });
});

describe('given a March of progress and tests (report)', () => {
  it('answers the latest and mean scores, the mean week rate, the comment and the charts', async () => {
    const response = await get(student02, '/v2/mypage/studies/report?srchYyMm=202603');
    expect(response.statusCode).toBe(200);
    const { result } = expectContract(response, '/mypage/studies/report', 'get') as {
      result: Record<string, unknown>;
    };
    expect(result).toEqual({
      srchYyMm: '202603',
      examScore: 95,
      avgScore: 88,
      prgssRate: 17,
      totCommnt: [
        REPORT_COMMENTS.days(2),
        REPORT_COMMENTS.starting,
        REPORT_COMMENTS.good(88),
        REPORT_COMMENTS.rising,
      ].join(' '),
      examStats: [
        { label: 'A-1 1주', tstTp: 'W', score: 80, submittedAt: '2026-03-01T03:00:00.000Z' },
        { label: 'A-1 월말', tstTp: 'M', score: 95, submittedAt: '2026-03-02T03:00:00.000Z' },
      ],
      langStats: [
        { area: '듣기', rate: 100 },
        { area: '읽기', rate: 37 },
        { area: '말하기', rate: 33 },
        { area: '어휘', rate: 20 },
      ],
      // No word unit of this member was paid through a save, so no word is on the review schedule (ADR 073).
      reviewWords: { remembered: 0, total: 0 },
    });
  });

  it('answers zeros, four empty areas and the inviting comment for a month without study', async () => {
    const response = await get(student02, '/v2/mypage/studies/report?srchYyMm=202605');
    expect(response.json()).toEqual({
      result: {
        srchYyMm: '202605',
        examScore: 0,
        avgScore: 0,
        prgssRate: 0,
        totCommnt: REPORT_COMMENTS.nothing,
        examStats: [],
        langStats: ['듣기', '읽기', '말하기', '어휘'].map((area) => ({ area, rate: 0 })),
        reviewWords: { remembered: 0, total: 0 },
      },
    });
  });

  it('reports another member only from their own rows', async () => {
    const response = await get(student03, '/v2/mypage/studies/report?srchYyMm=202603');
    const { result } = response.json() as { result: { examScore: number; examStats: unknown[] } };
    expect(result.examScore).toBe(20);
    expect(result.examStats).toHaveLength(1);
  });
});

describe('given recordings on disk (ptflo)', () => {
  let others: Awaited<ReturnType<typeof recording>>;
  let mine: Awaited<ReturnType<typeof recording>>[];

  beforeAll(async () => {
    mine = [];
    for (let n = 1; n <= 11; n += 1) mine.push(await recording(STUDENT02, n));
    mine.push(await recording(STUDENT02, 12, { course: 'C', bytes: 'course C voice' }));
    others = await recording(STUDENT03, 1, { bytes: 'secret of student03' });
  });

  it('lists the member’s recordings newest first, ten a page, with signed addresses', async () => {
    const response = await get(student02, '/v2/mypage/studies/ptflo');
    expect(response.statusCode).toBe(200);
    const list = expectContract(response, '/mypage/studies/ptflo', 'get') as RecordingList;
    expect(list.page).toEqual({ pageNo: 1, pageRow: 10, totalCount: 12 });
    expect(list.navigation).toEqual({ first: 1, last: 2 });
    expect(list.search).toEqual({ srchTp: 'FN', srchText: '', stdCourse: '' });
    expect(list.result.map((row) => row.ptfloNo)).toEqual(
      mine
        .map((row) => row.ptfloNo)
        .reverse()
        .slice(0, 10),
    );
    expect(list.result[0]).toMatchObject({ stdCourse: 'C', mime: 'audio/webm', size: 14 });
    expect(list.result[0]?.fileUrl).toMatch(
      /^\/v2\/mypage\/studies\/ptflo\/\d+\/file\?sig=1000002\.\d+\.[\w-]+$/,
    );
    expect(list.allDownload).toMatch(/^\/v2\/mypage\/studies\/ptflo\/download\?sig=/);
    expect(JSON.stringify(list)).not.toContain(String(others.ptfloNo) + '/file');
  });

  it('answers the last page for a page beyond it (spec §4), and page 2 holds the rest', async () => {
    const beyond = (await get(student02, '/v2/mypage/studies/ptflo?pageNo=9')).json() as RecordingList;
    expect(beyond.page.pageNo).toBe(2);
    expect(beyond.result.map((row) => row.ptfloNo)).toEqual([mine[1]?.ptfloNo, mine[0]?.ptfloNo]);
    const small = (
      await get(student02, '/v2/mypage/studies/ptflo?pageRow=5&pageNo=3')
    ).json() as RecordingList;
    expect(small.page).toEqual({ pageNo: 3, pageRow: 5, totalCount: 12 });
    expect(small.navigation.last).toBe(3);
  });

  it('searches by file name and filters by course', async () => {
    const byName = (
      await get(student02, '/v2/mypage/studies/ptflo?srchTp=FN&srchText=1-1-1-1-12')
    ).json() as RecordingList;
    expect(byName.result.map((row) => row.fileName)).toEqual([]);
    const byPart = (
      await get(student02, '/v2/mypage/studies/ptflo?srchText=-1-1-1-11-')
    ).json() as RecordingList;
    expect(byPart.result.map((row) => row.ptfloNo)).toEqual([mine[10]?.ptfloNo]);
    const course = (await get(student02, '/v2/mypage/studies/ptflo?stdCourse=c')).json() as RecordingList;
    expect(course.page.totalCount).toBe(1);
    expect(course.search.stdCourse).toBe('C');
    const literal = (await get(student02, '/v2/mypage/studies/ptflo?srchText=%25')).json() as RecordingList;
    expect(literal.page.totalCount).toBe(0);
    expect(literal.navigation).toEqual({ first: 1, last: 1 });
    expect(literal.allDownload).not.toBeNull();
  });

  it('answers an empty list with no archive for a member without recordings', async () => {
    const token = await tokenFor(t.app, 'student04');
    const list = (await get(token, '/v2/mypage/studies/ptflo')).json() as RecordingList;
    expect(list).toMatchObject({ page: { pageNo: 1, totalCount: 0 }, result: [], allDownload: null });
    const archive = await get(token, '/v2/mypage/studies/ptflo/download');
    expect(archive.statusCode).toBe(404);
  });

  it('plays a file through its signed address, with its audio type', async () => {
    const list = (await get(student02, '/v2/mypage/studies/ptflo?stdCourse=C')).json() as RecordingList;
    const file = await get(null, list.result[0]?.fileUrl ?? '');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('audio/webm');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.body).toBe('course C voice');
  });

  it('plays a file with the bearer token too', async () => {
    const file = await get(student02, `/v2/mypage/studies/ptflo/${mine[0]?.ptfloNo}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe(`voice ${STUDENT02} 1`);
  });

  it('answers 404 for another member’s recording, and nothing of it leaks', async () => {
    const byBearer = await get(student02, `/v2/mypage/studies/ptflo/${others.ptfloNo}/file`);
    expect(byBearer.statusCode).toBe(404);
    expectContract(byBearer, '/mypage/studies/ptflo/{ptfloNo}/file', 'get');
    expect(byBearer.body).not.toContain('secret');
    // student02's signature moved onto student03's id does not verify.
    const list = (await get(student02, '/v2/mypage/studies/ptflo')).json() as RecordingList;
    const sig = new URL(list.result[0]?.fileUrl ?? '', 'http://x').searchParams.get('sig');
    const moved = await get(null, `/v2/mypage/studies/ptflo/${others.ptfloNo}/file?sig=${sig}`);
    expect(moved.statusCode).toBe(401);
    expect(moved.body).not.toContain('secret');
    // student03 can open it.
    const own = await get(student03, `/v2/mypage/studies/ptflo/${others.ptfloNo}/file`);
    expect(own.body).toBe('secret of student03');
    const unknown = await get(student02, '/v2/mypage/studies/ptflo/999999/file');
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses an altered, foreign-target or expired signature with 401', async () => {
    const list = (await get(student02, '/v2/mypage/studies/ptflo')).json() as RecordingList;
    const url = list.result[0]?.fileUrl ?? '';
    const altered = url.replace(/sig=1000002\./, 'sig=1000003.');
    expect((await get(null, altered)).statusCode).toBe(401);
    const sig = new URL(list.allDownload ?? '', 'http://x').searchParams.get('sig');
    const archiveSigOnFile = await get(null, `/v2/mypage/studies/ptflo/${mine[0]?.ptfloNo}/file?sig=${sig}`);
    expect(archiveSigOnFile.statusCode).toBe(401);
    expect((await get(null, `${url.split('?')[0]}?sig=garbage`)).statusCode).toBe(401);
    t.clock.advance(RECORDING_LINK_SECONDS * 1000 + 1000);
    try {
      expect((await get(null, url)).statusCode).toBe(401);
    } finally {
      t.clock.advance(-(RECORDING_LINK_SECONDS * 1000 + 1000));
    }
  });

  it('answers 404 for a row whose file is gone or whose stored name leaves the member’s folder', async () => {
    const gone = await recording(STUDENT02, 40, { write: false });
    const escape = await recording(STUDENT02, 41, {
      stored: `../${STUDENT03}/1-${others.fileName}`,
      write: false,
    });
    for (const row of [gone, escape]) {
      const response = await get(student02, `/v2/mypage/studies/ptflo/${row.ptfloNo}/file`);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('secret');
    }
    await t.database.db.delete(portfolios).where(eq(portfolios.ptfloNo, gone.ptfloNo));
    await t.database.db.delete(portfolios).where(eq(portfolios.ptfloNo, escape.ptfloNo));
  });

  it('downloads exactly the member’s files as one zip archive through the signed address', async () => {
    const list = (await get(student02, '/v2/mypage/studies/ptflo')).json() as RecordingList;
    const response = await get(null, list.allDownload ?? '');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toContain(
      'attachment; filename="buddy-recordings-20260302.zip"',
    );
    const entries = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.keys(entries).sort()).toEqual(mine.map((row) => row.fileName).sort());
    const first = mine[0];
    expect(Buffer.from(entries[first?.fileName ?? ''] ?? []).toString()).toBe(`voice ${STUDENT02} 1`);
    expect(Object.values(entries).some((bytes) => Buffer.from(bytes).toString().includes('secret'))).toBe(
      false,
    );
  });

  it('downloads the archive with the bearer token, and refuses a file’s signature for it', async () => {
    const response = await get(student03, '/v2/mypage/studies/ptflo/download');
    expect(response.statusCode).toBe(200);
    expect(Object.keys(unzipSync(new Uint8Array(response.rawPayload)))).toEqual([others.fileName]);
    const list = (await get(student02, '/v2/mypage/studies/ptflo')).json() as RecordingList;
    const sig = new URL(list.result[0]?.fileUrl ?? '', 'http://x').searchParams.get('sig');
    expect((await get(null, `/v2/mypage/studies/ptflo/download?sig=${sig}`)).statusCode).toBe(401);
  });
});
