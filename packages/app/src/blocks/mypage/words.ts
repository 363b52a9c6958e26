/**
 * Every word the my-page components show, in Korean by default (spec §2 My page, §3 Report, Portfolio, Attendance).
 * Each component takes a `words` prop with any of its entries replaced, so another language can reuse them.
 */
const monthTitle = (yyyymm: string) => `${yyyymm.slice(0, 4)}년 ${Number(yyyymm.slice(4, 6))}월`;
const shortDate = (iso: string) => {
  // The Seoul date of an instant, as 2026.03.02.
  const seoul = new Date(new Date(iso).getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
  return seoul.replace(/-/g, '.');
};

/**
 * The Seoul date and time of an instant, as 2026년 3월 2일 오전 10:15 (Korea has no daylight saving). Written out, not
 * Intl's: a page drawn on a server whose ICU data lacks the Korean day periods would say "AM 10:15" where the
 * browser says "오전 10:15", and the two must agree for the page to hydrate (app ADR 049).
 */
const dateTime = {
  format(at: Date): string {
    const seoul = new Date(at.getTime() + 9 * 3_600_000);
    const hour = seoul.getUTCHours();
    const clock = `${hour % 12 === 0 ? 12 : hour % 12}:${String(seoul.getUTCMinutes()).padStart(2, '0')}`;
    const day = `${seoul.getUTCFullYear()}년 ${seoul.getUTCMonth() + 1}월 ${seoul.getUTCDate()}일`;
    return `${day} ${hour < 12 ? '오전' : '오후'} ${clock}`;
  },
};

export const mypageWords = {
  state: {
    loading: '불러오는 중이에요…',
    error: '불러오지 못했어요. 잠시 후 다시 해 주세요.',
    retry: '다시 불러오기',
  },
  month: {
    label: '조회할 달',
    title: monthTitle,
    previous: '이전 달',
    next: '다음 달',
    /** Why the next button is inactive. */
    noNext: '이번 달이 마지막이에요',
  },
  attendance: {
    caption: (yyyymm: string) => `${monthTitle(yyyymm)} 출석 달력`,
    weekdays: ['일', '월', '화', '수', '목', '금', '토'] as readonly string[],
    weekdayNames: ['일요일', '월요일', '화요일', '수요일', '목요일', '금요일', '토요일'] as readonly string[],
    attended: '출석',
    today: '오늘',
    day: (iso: string) => `${Number(iso.slice(8, 10))}일`,
    count: (days: number) => `이번 달 출석 ${days}일`,
    none: '이번 달에는 아직 출석한 날이 없어요.',
  },
  report: {
    comment: '종합 의견',
    scores: '시험 점수',
    examScore: '최근 시험 점수',
    avgScore: '이번 달 평균',
    score: (score: number) => `${score}점`,
    progress: '학습 진도율',
    rate: (rate: number) => `${rate}%`,
    examStats: '이번 달 시험 결과',
    examStatsTable: '시험별 점수',
    examHeader: '시험',
    typeHeader: '종류',
    scoreHeader: '점수',
    testType: { weekly: '주간 평가', monthly: '월말 평가' } as Record<'weekly' | 'monthly', string>,
    noExams: '이번 달에 본 시험이 없어요.',
    noScores: '시험을 보면 점수가 여기에 나와요.',
    langStats: '영역별 학습',
    areaRate: (area: string, rate: number) => `${area} ${rate}%`,
    reviewWords: '기억한 단어',
    remembered: (remembered: number, total: number) =>
      `단어 ${total}개 중 ${remembered}개를 기억하고 있어요.`,
    rememberedValue: (remembered: number, total: number) => `${total}개 중 ${remembered}개`,
    noReviewWords: '단어 학습을 끝내면, 배운 단어를 얼마나 기억하는지 여기에 나와요.',
  },
  learning: {
    studyDays: '공부한 날',
    unitsDone: '끝낸 활동',
    testsTaken: '본 시험',
    days: (n: number) => `${n}일`,
    count: (n: number) => `${n}개`,
    weeks: '공부한 주',
    week: (course: string, step: number, week: number) => `${course}코스 ${step}단계 ${week}주`,
    rate: (rate: number) => `진도율 ${rate}%`,
    lastStudied: (iso: string) => `마지막 학습 ${shortDate(iso)}`,
    tests: '이번 달 시험',
    score: (score: number) => `${score}점`,
    submitted: (iso: string) => shortDate(iso),
    noWeeks: '이번 달에 공부한 주가 없어요.',
    noTests: '이번 달에 본 시험이 없어요.',
    empty: '이번 달에는 아직 공부한 기록이 없어요. 오늘 함께 시작해 볼까요?',
  },
  recordings: {
    heading: '내 목소리',
    /** The search matches the recordings' course, step and week ('A-1-1'), which their file names begin with. */
    searchLabel: '코스·단계·주로 녹음 찾기',
    searchPlaceholder: '예: A-1-1 (A코스 1단계 1주)',
    search: '검색',
    table: '녹음 파일 목록',
    nameHeader: '녹음한 내용',
    dateHeader: '녹음한 때',
    sizeHeader: '크기',
    actionsHeader: '듣기와 받기',
    place: (r: { course: string; step: number; week: number; day: number; unit: number }) =>
      `${r.course}코스 ${r.step}단계 ${r.week}주 ${r.day}일차 ${r.unit}번 활동`,
    date: (iso: string) => dateTime.format(new Date(iso)),
    /** A recording's accessible name: what was recorded and when. */
    name: ({ what, when }: { what: string; when: string }) => `${what} (${when})`,
    size: (bytes: number) =>
      bytes < 1024 * 1024
        ? `${Math.max(1, Math.round(bytes / 1024))}KB`
        : `${(bytes / 1048576).toFixed(1)}MB`,
    play: (name: string) => `${name} 듣기`,
    stop: (name: string) => `${name} 멈추기`,
    download: (name: string) => `${name} 내려받기`,
    playText: '듣기',
    stopText: '멈추기',
    downloadText: '받기',
    downloadAll: '전체 내려받기',
    total: (n: number) => `모두 ${n}개`,
    empty: '아직 녹음한 파일이 없어요. 학습에서 목소리를 녹음해 보세요.',
    noMatch: '찾는 녹음 파일이 없어요.',
    playError: '녹음 파일을 재생하지 못했어요.',
    pagination: {
      label: '녹음 파일 페이지',
      first: '첫 페이지',
      previous: '이전 페이지',
      next: '다음 페이지',
      last: '마지막 페이지',
      page: (n: number) => `${n} 페이지`,
    },
  },
  /** My page's attempt history (issue 30): every test and quiz the child took, newest first. */
  attempts: {
    heading: '내가 본 시험',
    table: '시험 기록 목록',
    nameHeader: '시험',
    dateHeader: '본 때',
    durationHeader: '걸린 시간',
    scoreHeader: '점수',
    actionsHeader: '결과',
    kind: { W: '주간 테스트', M: '월간 테스트', L: '레벨 테스트', quiz: '오답 퀴즈' },
    place: (a: { course: string | null; step: number | null; week: number | null; grade: number | null }) =>
      a.course
        ? [`${a.course}코스`, a.step ? `${a.step}단계` : null, a.week ? `${a.week}주` : null]
            .filter(Boolean)
            .join(' ')
        : a.grade
          ? `${a.grade}학년`
          : '',
    date: (epochMs: number) => dateTime.format(new Date(epochMs)),
    /** The Seoul day alone, as 2026.11.13 (a phone's row). */
    day: (epochMs: number) => shortDate(new Date(epochMs).toISOString()),
    /** 7분 5초; under a minute, 45초. */
    duration: (seconds: number) => {
      const minutes = Math.floor(seconds / 60);
      const rest = seconds % 60;
      if (minutes === 0) return `${rest}초`;
      return rest === 0 ? `${minutes}분` : `${minutes}분 ${rest}초`;
    },
    score: (score: number) => `${score}점`,
    taking: '보는 중',
    /** An attempt marked after its time ran out: only the answers saved in time counted. */
    late: '시간이 끝나 채점',
    open: '결과 보기',
    resume: '이어서 보기',
    /** A row's link, named by the attempt and when it was taken. */
    openName: (name: string, when: string) => `${name} (${when}) 결과 보기`,
    resumeName: (name: string, when: string) => `${name} (${when}) 이어서 보기`,
    total: (n: number) => `모두 ${n}번`,
    empty: '아직 본 시험이 없어요. 한 주 학습을 마치면 학습 홈에서 주간 테스트를 볼 수 있어요.',
    pagination: {
      label: '시험 기록 페이지',
      first: '첫 페이지',
      previous: '이전 페이지',
      next: '다음 페이지',
      last: '마지막 페이지',
      page: (n: number) => `${n} 페이지`,
    },
  },
};

export type MypageWords = typeof mypageWords;
