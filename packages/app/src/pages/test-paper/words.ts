/** The test-paper pages' own Korean words (the kit's components bring theirs: testPaperWords in @buddy/ui). */
import { TEST_SPECS, weeklyTestTitle, type TestType } from '@buddy/domain';

export const TEST_PAGE_WORDS = {
  /** Under a question whose answer another tab saved first (issue 30, defect 3): that answer is shown now. */
  keptElsewhere: '다른 창에서 고른 답이 먼저 저장되어 그 답으로 바꿨어요. 다시 고르면 새 답이 저장돼요.',
  loading: '시험지를 불러오는 중이에요…',
  loadingResult: '결과를 불러오는 중이에요…',
  loadFailedTitle: '시험지를 불러오지 못했어요',
  resultFailedTitle: '결과를 불러오지 못했어요',
  retry: '다시 시도',
  home: '홈으로',
  studyHome: '학습 홈으로',
  quiz: (count: number) => `틀린 문제 다시 풀기 (${count}문제)`,
  invalidTitle: '시험 정보를 확인해주세요',
  invalidLead: '주소에 시험 정보가 빠졌거나 잘못되었어요. 학습 홈에서 시험을 다시 골라 주세요.',
  lateNote: '제출이 늦어 시험 시간 안에 저장된 답만 채점했어요.',
  listenQuestion: (n: number) => `${n}번 문제 듣기`,
  listenPassage: (passage: string) => `${passage} 듣기`,
  course: (course: string, step: number | null, week: number | null) =>
    [`${course}코스`, step ? `${step}단계` : null, week ? `${week}주` : null].filter(Boolean).join(' '),
  grade: (grade: number) => `${grade}학년`,
  /** The header's term for a member's place in the course ('과정 A코스 1단계 2주', not '코스 A코스 …'). */
  courseTerm: '과정',
  /** The header's term for the level test's grade (a level test has a grade, no course). */
  gradeTerm: '학년',
  /** The logo's name over a visitor's level test: it links to the brand site's home. */
  logo: '버디잉글리시 홈',
  /** The incorrect-answer quiz's name, as the product calls it (coin history: '오답 퀴즈 완료'). */
  quizTitle: '오답 퀴즈',
  /** The mascot's cheer on a result, by the score's grade (a from 90, b from 70, c below). */
  cheer: {
    a: {
      title: '정말 잘했어요! 최고예요!',
      message: '어려운 문제도 척척 풀었어요. 다음 시험도 문제없어요.',
    },
    b: {
      title: '잘했어요! 조금만 더 힘내요!',
      message: '틀린 문제를 한 번 더 보면 다음엔 더 잘할 수 있어요.',
    },
    c: {
      title: '끝까지 풀어서 멋져요!',
      message: '틀린 문제를 다시 풀어 보면 실력이 쑥쑥 자라요. 버디가 응원할게요!',
    },
  },
  /**
   * The cheer of a paper left with questions unanswered (the time ran out, or the child sent it so): it never says the
   * test was finished (issue 30, defect 7).
   */
  cheerUnfinished: (unanswered: number) => ({
    title: '푼 만큼 채점했어요',
    message: `풀지 못한 문제가 ${unanswered}개 있어요. 틀린 문제와 함께 다시 풀어 보면 실력이 쑥쑥 자라요. 버디가 응원할게요!`,
  }),
  /** The coin celebration's reason on a result, by what the submit paid for (a test pays by its score band). */
  coinReason: {
    test: '시험에서 좋은 점수를 받았어요',
    quiz: '틀린 문제를 다시 풀었어요',
  },
} as const;

export const LEVEL_FORM_WORDS = {
  title: '레벨 테스트',
  lead: `이름과 학교, 학년을 알려 주면 학년에 맞는 레벨 테스트를 시작할 수 있어요. ${TEST_SPECS.L.questions}문제, ${TEST_SPECS.L.minutes}분이에요.`,
  failedTitle: '레벨 테스트 신청',
  gradePlaceholder: '학년을 고르세요',
  gradeOption: (grade: number) => `${grade}학년`,
  submit: '레벨 테스트 시작하기',
} as const;

/** The paper's title before it loads (spec §9: step 7 weekly is the Achievement Test). */
export function defaultTitle(type: TestType, step?: number): string {
  if (type === 'W') return weeklyTestTitle(step ?? 1);
  return type === 'M' ? 'Monthly Test' : 'Level Test';
}

/** The sample weekly test's start (ADR 047): no account, no name, nothing kept. */
export const SAMPLE_TEST_WORDS = {
  title: '주간 테스트 맛보기',
  lead: `버디 A코스 1단계 1주 주간 테스트와 같은 모양의 ${TEST_SPECS.W.questions}문제를 ${TEST_SPECS.W.minutes}분 동안 풀어 봐요.`,
  points: [
    '회원 가입이나 이름 없이 바로 시작해요.',
    '문제를 듣고 답을 고르면 바로 저장돼요. 다 풀면 제출해요.',
    '제출하면 점수와 정답, 해설을 바로 볼 수 있어요.',
    '맛보기 결과는 이 창에서만 볼 수 있고 저장되지 않아요.',
  ],
  start: '맛보기 시작하기',
  failed: '맛보기를 시작하지 못했어요',
  home: '하루 학습 맛보기로',
  apply: '체험 신청하기',
} as const;

/** A level test's result and its link page (issue 30, ADR 074); the report's own words are its block's. */
export const LEVEL_RESULT_WORDS = {
  /** A visitor's way on from the recommendation: the trial request (the sample test's, ADR 047). */
  trialLead: '추천 단계로 선생님과 함께하는 수업을 무료로 체험해 볼 수 있어요.',
  trial: '무료 체험 신청하기',
  /** The link page (/level-test/result/:resultCd). */
  eyebrow: '레벨 테스트 결과',
  pageLead: '레벨 테스트에서 아이가 푼 결과와 추천 시작 단계예요.',
  loading: '레벨 테스트 결과를 불러오는 중이에요…',
  failedTitle: '결과를 불러오지 못했어요',
  notFoundTitle: '결과를 찾을 수 없어요',
  /** An address that cannot be a link (the server's 404 words for a code that names none). */
  notFound: '레벨 테스트 결과를 찾을 수 없어요. 받은 링크를 다시 확인해 주세요.',
  retry: '다시 시도',
  home: '홈으로',
  takeTest: '레벨 테스트 보러 가기',
} as const;
