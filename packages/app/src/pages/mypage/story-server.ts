/**
 * Stories only: my page's study calls of a fake /v2 at the network edge. `empty` answers a member who has not
 * studied yet; `fail` makes one call answer 500, `hold` never answers one call. The recordings play a short tone
 * (a data address: <audio> does not go through fetch).
 */
import type { AttendanceMonth, LearningMonth, Portfolio, PortfolioList, Report } from '@buddy/api';
import { seoulMonth, shiftMonth } from '@buddy/domain';
import { json, type FakeRoute } from '../../stories/fake-server';

type Call = 'attendance' | 'learning' | 'report' | 'recordings';

export interface MypageServerOptions {
  empty?: boolean;
  fail?: Call;
  hold?: Call;
  /** How many recordings the member has (default 14). */
  recordingCount?: number;
}

/** A half-second 440 Hz tone as a WAV data address. */
function tone(): string {
  const rate = 8000;
  const samples = rate * 0.5;
  const bytes = new Uint8Array(44 + samples);
  const view = new DataView(bytes.buffer);
  const text = (offset: number, value: string) =>
    [...value].forEach((c, i) => view.setUint8(offset + i, c.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, rate, true);
  view.setUint32(28, rate, true);
  view.setUint16(32, 1, true);
  view.setUint16(34, 8, true);
  text(36, 'data');
  view.setUint32(40, samples, true);
  for (let i = 0; i < samples; i += 1)
    bytes[44 + i] = 128 + Math.round(60 * Math.sin((2 * Math.PI * 440 * i) / rate));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `data:audio/wav;base64,${btoa(binary)}`;
}

const CLIP = tone();

/** The days of a month the story member attended: the 2nd, 3rd, 5th, 9th, 10th and 16th. */
export function storyAttendance(month: string, empty = false): AttendanceMonth {
  const days = empty ? [] : [2, 3, 5, 9, 10, 16];
  return {
    srchYyMm: month,
    result: days.map((day) => {
      const iso = `${month.slice(0, 4)}-${month.slice(4, 6)}-${String(day).padStart(2, '0')}`;
      return { day: iso, firstAt: `${iso}T01:30:00.000Z` };
    }),
  };
}

export function storyLearning(month: string, empty = false): LearningMonth {
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

export function storyReport(month: string, empty = false): Report {
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

export function storyRecordings(count: number): Portfolio[] {
  return Array.from({ length: count }, (_, index) => {
    const n = count - index;
    const day = ((n - 1) % 5) + 1;
    return {
      ptfloNo: n,
      fileName: `A-1-${n > 7 ? 2 : 1}-${day}-3-202603${String(n + 1).padStart(2, '0')}-101500.webm`,
      stdCourse: 'A',
      stdStep: 1,
      stdWeek: n > 7 ? 2 : 1,
      stdDay: day,
      stdUnit: 3,
      mime: 'audio/webm',
      size: 30_000 + n * 1_024,
      createdAt: `2026-03-${String(n + 1).padStart(2, '0')}T01:15:00.000Z`,
      fileUrl: CLIP,
    };
  });
}

function recordingList(url: URL, all: Portfolio[]): PortfolioList {
  const pageRow = Number(url.searchParams.get('pageRow') ?? 10);
  const srchText = url.searchParams.get('srchText') ?? '';
  const found = all.filter((item) => item.fileName.includes(srchText));
  const last = Math.max(1, Math.ceil(found.length / pageRow));
  const pageNo = Math.min(last, Number(url.searchParams.get('pageNo') ?? 1));
  return {
    page: { pageNo, pageRow, totalCount: found.length },
    search: { srchTp: 'FN', srchText, stdCourse: '' },
    result: found.slice((pageNo - 1) * pageRow, pageNo * pageRow),
    navigation: { first: 1, last },
    allDownload: all.length > 0 ? '#download-all' : null,
  };
}

export function mypageServer(options: MypageServerOptions = {}): FakeRoute {
  const { empty = false, fail, hold, recordingCount = 14 } = options;
  const recordings = storyRecordings(empty ? 0 : recordingCount);
  return (request) => {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/v2/, '');
    const calls: Record<string, Call> = {
      'GET /mypage/studies/atndn': 'attendance',
      'GET /mypage/studies/learning': 'learning',
      'GET /mypage/studies/report': 'report',
      'GET /mypage/studies/ptflo': 'recordings',
    };
    const call = calls[`${request.method} ${path}`];
    if (!call) return undefined;
    if (hold === call) return new Promise<Response>(() => undefined);
    if (fail === call) return json({ message: '서버 오류가 발생했습니다.', code: 'INTERNAL' }, 500);
    const month = url.searchParams.get('srchYyMm') ?? seoulMonth(new Date());
    // Months before last month have nothing (the member joined then).
    const quiet = empty || month < shiftMonth(seoulMonth(new Date()), -1);
    switch (call) {
      case 'attendance':
        return json(storyAttendance(month, quiet));
      case 'learning':
        return json({ result: storyLearning(month, quiet) });
      case 'report':
        return json({ result: storyReport(month, quiet) });
      case 'recordings':
        return json(recordingList(url, recordings));
    }
  };
}
