/**
 * Every word of the level-test report's components (issue 30, ADR 074), in Korean by default. Each component takes a
 * `words` prop with any of its entries replaced, so another language can reuse them.
 */
import type { QuestionSection } from '@buddy/domain';

/** The Seoul day of an instant, as 2026년 11월 18일 (written out, not Intl's: a server's ICU may differ). */
const seoulDay = (at: number) => {
  const seoul = new Date(at + 9 * 3_600_000);
  return `${seoul.getUTCFullYear()}년 ${seoul.getUTCMonth() + 1}월 ${seoul.getUTCDate()}일`;
};

const SECTION_NAMES: Record<QuestionSection, string> = {
  listening: '듣기',
  words: '어휘',
  sentences: '문장',
  reading: '읽기',
};
/** Each section's name with its object particle (을/를) and its topic particle (은/는). */
const SECTION_OBJECT: Record<QuestionSection, string> = {
  listening: '듣기를',
  words: '어휘를',
  sentences: '문장을',
  reading: '읽기를',
};
const SECTION_TOPIC: Record<QuestionSection, string> = {
  listening: '듣기는',
  words: '어휘는',
  sentences: '문장은',
  reading: '읽기는',
};

export const levelReportWords = {
  start: {
    heading: '추천 시작',
    /** The recommendation, big, in the course's colour. */
    startAt: (course: string, step: number) => `${course}코스 ${step}단계부터 시작해요`,
    lead: '아이가 확실히 푼 수준에서 시작해요. 아래는 그렇게 고른 까닭이에요.',
    sections: '영역별로 맞힌 문제',
    section: SECTION_NAMES,
    /** A tally as it stands beside its bar (8/9), and as assistive technology reads it. */
    tally: (right: number, total: number) => `${right}/${total}`,
    tallyLong: (right: number, total: number) => `${total}문제 중 ${right}문제 맞혔어요`,
    strengths: (strongest: QuestionSection, weakest: QuestionSection) =>
      `${SECTION_OBJECT[strongest]} 가장 잘했어요. ${SECTION_TOPIC[weakest]} 조금 더 연습해 봐요.`,
    even: '영역마다 고르게 맞혔어요.',
    blocks: '수준별로 맞힌 문제',
    blocksLead:
      '문제는 쉬운 수준부터 차례로 나와요. 한 수준에서 70% 넘게 맞히면 그 수준은 확실히 아는 거예요.',
    block: (course: string) => `${course}코스 수준`,
    passed: '통과',
    none: '이 시험지에는 수준별 문제가 없어서 시작 단계를 추천하지 못했어요. 점수를 보고 선생님과 상의해 주세요.',
    loading: '추천 시작을 불러오는 중이에요…',
    error: '추천 시작을 불러오지 못했어요. 점수와 채점 결과는 그대로 볼 수 있어요.',
    retry: '다시 불러오기',
  },
  link: {
    heading: '결과 링크',
    lead: '이 링크를 열면 언제든 이 결과를 다시 볼 수 있어요.',
    field: '결과 링크 주소',
    copy: '링크 복사',
    copied: '복사했어요',
    refused: '복사하지 못했어요. 주소를 선택해 두었으니 직접 복사해 주세요.',
    note: '링크에는 아이의 이름이나 학교가 들어 있지 않아요. 링크를 가진 사람은 누구나 이 결과를 볼 수 있으니 필요한 분에게만 보내 주세요.',
  },
  facts: {
    /** A report's name: the grade of the paper taken. */
    title: (grade: number | null) => (grade === null ? '레벨 테스트 결과' : `${grade}학년 레벨 테스트 결과`),
    score: '점수',
    points: (score: number) => `${score}점`,
    date: '본 날',
    day: seoulDay,
  },
  list: {
    heading: '레벨 테스트',
    lead: '아이가 본 레벨 테스트와 거기서 추천한 시작 단계예요.',
    name: (grade: number | null) => (grade === null ? '레벨 테스트' : `${grade}학년 레벨 테스트`),
    score: (score: number) => `${score}점`,
    day: seoulDay,
    start: '추천 시작',
    startAt: (course: string, step: number) => `${course}코스 ${step}단계`,
    noStart: '추천 없음',
    open: '결과 보기',
    openName: (name: string, day: string) => `${name} 결과 보기 (${day})`,
    empty: '아직 본 레벨 테스트가 없어요. 레벨 테스트를 보면 어디서 시작하면 좋을지 알려 드려요.',
    take: '레벨 테스트 보러 가기',
    loading: '레벨 테스트 기록을 불러오는 중이에요…',
    error: '레벨 테스트 기록을 불러오지 못했어요.',
    retry: '다시 불러오기',
  },
};

export type LevelReportWords = typeof levelReportWords;
