/** The spaced review's own Korean words (오늘의 복습, issue 30): the study home's card and the review page. */
import type { TestType } from '@buddy/api';

const dayFormat = new Intl.DateTimeFormat('ko-KR', {
  month: 'long',
  day: 'numeric',
  weekday: 'long',
  timeZone: 'Asia/Seoul',
});

/** An hour of a Seoul day as a child reads it: 오전 9시, 오후 4시 30분. */
function seoulHour(at: number): string {
  const minutes = Math.floor((at + 9 * 3_600_000) / 60_000) % (24 * 60);
  const hour = Math.floor(minutes / 60);
  const minute = minutes % 60;
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${hour < 12 ? '오전' : '오후'} ${twelve}시${minute === 0 ? '' : ` ${minute}분`}`;
}

/** In how many days, as a child says it: 내일, 3일 뒤, 2주 뒤, 2달쯤 뒤. */
function inDays(days: number): string {
  if (days <= 1) return '내일';
  if (days < 14) return `${days}일 뒤`;
  if (days < 60) return `${Math.round(days / 7)}주 뒤`;
  return `${Math.round(days / 30)}달쯤 뒤`;
}

/** The next review on the card and the summary: the day it falls on, or the hour when it is later today. */
function nextReview(at: number, days: number): string {
  if (days === 0) return `오늘 ${seoulHour(at)}부터 다시 복습할 수 있어요.`;
  return `다음 복습은 ${inDays(days)}, ${dayFormat.format(new Date(at))}이에요.`;
}

const PLACE: Record<TestType, string> = { W: '주간 테스트', M: '월간 테스트', L: '레벨 테스트' };

export const REVIEW_WORDS = {
  title: '오늘의 복습',
  backHome: '학습 홈으로',
  card: {
    due: (count: number, minutes: number) => `잊기 전에 다시 볼 카드 ${count}개, ${minutes}분쯤 걸려요.`,
    resumed: (count: number, minutes: number) => `남은 카드 ${count}개, ${minutes}분쯤 걸려요.`,
    start: '복습 시작하기',
    resume: '이어서 복습하기',
    done: '오늘의 복습을 모두 마쳤어요. 정말 잘했어요!',
    later: '오늘은 복습할 카드가 없어요.',
    empty: '아직 복습할 카드가 없어요.',
    emptyHow:
      '단어 학습을 끝내거나 시험을 보면, 잊기 쉬운 단어와 틀린 문제가 알맞은 날에 여기로 다시 찾아와요.',
    nextReview,
  },
  loading: '오늘의 복습을 불러오는 중이에요…',
  loadFailed: '오늘의 복습을 불러오지 못했어요.',
  retry: '다시 불러오기',
  progress: '복습 진행',
  progressText: (at: number, total: number) => `${total}개 중 ${at}번째 카드`,
  word: {
    label: '단어 카드',
    listen: '듣기',
    listenLabel: (en: string) => `${en} 듣기`,
    prompt: '알맞은 뜻을 골라요.',
    right: '정답',
    mine: '내가 고른 답',
    example: '예문',
    meaning: '뜻',
    answer: (ko: string) => `정답은 ‘${ko}’예요.`,
  },
  question: {
    from: (
      type: TestType,
      place: { course: string | null; step: number | null; week: number | null; grade: number | null },
    ) => {
      const where = place.course
        ? [
            `${place.course}코스`,
            place.step ? `${place.step}단계` : null,
            place.week ? `${place.week}주` : null,
          ]
        : [place.grade ? `${place.grade}학년` : null];
      return `${[...where, PLACE[type]].filter(Boolean).join(' ')}에서 틀렸던 문제예요.`;
    },
    listenQuestion: '문제 듣기',
    listenPassage: '지문 듣기',
  },
  chooseFirst: '답을 고르면 확인할 수 있어요.',
  chooseMore: (count: number) => `답을 ${count}개 골라야 확인할 수 있어요.`,
  check: '확인',
  checking: '확인하는 중…',
  next: '다음',
  finish: '복습 마치기',
  right: '맞았어요!',
  wrong: '괜찮아요, 다시 만나요',
  again: (days: number) => `${inDays(days)}${days <= 1 ? '' : '에'} 다시 만나요.`,
  sendFailed: '답을 보내지 못했어요. 고른 답은 그대로 있어요.',
  resend: '다시 보내기',
  skipped: '이 카드는 건너뛸게요.',
  gone: '이 카드는 지금 복습할 수 없어서 건너뛸게요.',
  refused: '복습을 이어 갈 수 없어요.',
  summary: {
    title: '오늘의 복습 끝!',
    cheer: (right: number, reviewed: number) =>
      reviewed === 0
        ? '오늘은 새로 푼 카드가 없어요.'
        : right === reviewed
          ? '모두 맞혔어요. 정말 멋져요!'
          : '끝까지 해냈어요. 틀린 카드는 곧 다시 만나요!',
    reviewed: '복습한 카드',
    right: '맞힌 카드',
    count: (n: number) => `${n}개`,
    skipped: (n: number) => `다른 곳에서 이미 복습했거나 지금 볼 수 없는 카드 ${n}개는 건너뛰었어요.`,
    next: '다음 복습',
    noNext: '새로 공부하면 복습할 카드가 생겨요.',
  },
} as const;
