/**
 * My page's study calls: attendance, the learning of a month, the report and the speaking recordings (paged and
 * searched by file name). Last month and this month have study; earlier months are empty (the member joined then).
 * `empty` answers a member who has not studied yet; `fail` makes one call answer 500, `hold` never answers one.
 */
import type { AttendanceMonth, LearningMonth, Portfolio, PortfolioList, Report } from '@buddy/contract';
import { seoulMonth, shiftMonth } from '@buddy/domain';
import { tone } from '../fixtures/media';
import { http, SERVER_ERROR, switches } from '../http';

export type MypageCall = 'attendance' | 'learning' | 'report' | 'recordings';

export interface MypageOptions {
  empty?: boolean;
  fail?: MypageCall;
  hold?: MypageCall | readonly MypageCall[];
  /** How many recordings the member has (default 14). */
  recordingCount?: number;
}

const CLIP = tone(0.5, 440, 60);

/** The days of a month the member attended: the 2nd, 3rd, 5th, 9th, 10th and 16th. */
export function attendanceMonth(month: string, empty = false): AttendanceMonth {
  const days = empty ? [] : [2, 3, 5, 9, 10, 16];
  return {
    srchYyMm: month,
    result: days.map((day) => {
      const iso = `${month.slice(0, 4)}-${month.slice(4, 6)}-${String(day).padStart(2, '0')}`;
      return { day: iso, firstAt: `${iso}T01:30:00.000Z` };
    }),
  };
}

export function learningMonth(month: string, empty = false): LearningMonth {
  if (empty) return { srchYyMm: month, studyDays: 0, unitsDone: 0, weeks: [], tests: [] };
  const day = (n: number) =>
    `${month.slice(0, 4)}-${month.slice(4, 6)}-${String(n).padStart(2, '0')}T02:30:00.000Z`;
  return {
    srchYyMm: month,
    studyDays: 6,
    unitsDone: 19,
    weeks: [
      { stdCourse: 'A', stdStep: 1, stdWeek: 2, title: 'My Pets', prgssRate: 50, lastStudiedAt: day(16) },
      { stdCourse: 'A', stdStep: 1, stdWeek: 1, title: 'My Family', prgssRate: 100, lastStudiedAt: day(9) },
    ],
    tests: [
      {
        questnCd: 'W-A-1-1',
        title: 'Weekly Test',
        tstTp: 'W',
        stdCourse: 'A',
        stdStep: 1,
        stdWeek: 1,
        tstScore: 90,
        submittedAt: day(10),
      },
    ],
  };
}

export function monthReport(month: string, empty = false): Report {
  if (empty) {
    return {
      srchYyMm: month,
      examScore: 0,
      avgScore: 0,
      prgssRate: 0,
      totCommnt: '이번 달에는 아직 학습 기록이 없어요. 오늘 첫 학습을 함께 시작해 보세요.',
      examStats: [],
      langStats: (['듣기', '읽기', '말하기', '어휘'] as const).map((area) => ({ area, rate: 0 })),
    };
  }
  return {
    srchYyMm: month,
    examScore: 90,
    avgScore: 90,
    prgssRate: 75,
    totCommnt:
      '이번 달 6일 공부했어요. 학습을 차근차근 해 나가고 있어요. 조금만 더 힘내요! 시험 평균 90점으로 아주 훌륭해요!',
    examStats: [
      {
        label: 'A-1 1주',
        tstTp: 'W',
        score: 90,
        submittedAt: `${month.slice(0, 4)}-${month.slice(4, 6)}-10T02:30:00.000Z`,
      },
    ],
    langStats: [
      { area: '듣기', rate: 88 },
      { area: '읽기', rate: 70 },
      { area: '말하기', rate: 52 },
      { area: '어휘', rate: 81 },
    ],
  };
}

/**
 * The speak units of A-1-1 and A-1-2 in the content bank (content/study/A.json: days 1, 3 and 5 of each week have a
 * "Say It" unit), where the fake's recordings were made; the my page names them from the week's manual.
 */
const SPEAK_UNITS = [
  { day: 1, unit: 3 },
  { day: 3, unit: 3 },
  { day: 5, unit: 2 },
] as const;

export function recordings(count: number): Portfolio[] {
  return Array.from({ length: count }, (_, index) => {
    const n = count - index;
    const week = n > 7 ? 2 : 1;
    const { day, unit } = SPEAK_UNITS[(n - 1) % SPEAK_UNITS.length] ?? SPEAK_UNITS[0];
    return {
      ptfloNo: n,
      fileName: `A-1-${week}-${day}-${unit}-202603${String(n + 1).padStart(2, '0')}-101500.webm`,
      stdCourse: 'A',
      stdStep: 1,
      stdWeek: week,
      stdDay: day,
      stdUnit: unit,
      mime: 'audio/webm',
      size: 30_000 + n * 1_024,
      createdAt: `2026-03-${String(n + 1).padStart(2, '0')}T01:15:00.000Z`,
      fileUrl: CLIP,
    };
  });
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
  const { empty = false, fail, hold, recordingCount = 14 } = options;
  const fails = switches(hold, fail);
  const stored = recordings(empty ? 0 : recordingCount);
  /** The month asked for, and whether it is quiet (before last month, or a member with nothing). */
  const monthOf = (query: { get(name: 'srchYyMm'): string | null }) => {
    const month = query.get('srchYyMm') ?? seoulMonth(new Date());
    return { month, quiet: empty || month < shiftMonth(seoulMonth(new Date()), -1) };
  };
  return [
    http.get('/mypage/studies/atndn', async ({ query, response }) => {
      if (await fails('attendance')) return response(500).json(SERVER_ERROR);
      const { month, quiet } = monthOf(query);
      return response(200).json(attendanceMonth(month, quiet));
    }),
    http.get('/mypage/studies/learning', async ({ query, response }) => {
      if (await fails('learning')) return response(500).json(SERVER_ERROR);
      const { month, quiet } = monthOf(query);
      return response(200).json({ result: learningMonth(month, quiet) });
    }),
    http.get('/mypage/studies/report', async ({ query, response }) => {
      if (await fails('report')) return response(500).json(SERVER_ERROR);
      const { month, quiet } = monthOf(query);
      return response(200).json({ result: monthReport(month, quiet) });
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
  ];
}
