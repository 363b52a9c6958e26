/**
 * Every word the typing game shows (spec §2 Library: 영어타자게임), in Korean by default. Each component takes a
 * `words` prop with any entry of its section replaced, so another language can reuse them.
 */
import type { TypingMode } from './figures';

/**
 * The result's encouragement by score band: 200 and up '대단해요!', 100 and up '잘했어요!', else a calm nudge
 * towards accuracy first.
 */
export function typingCheer(score: number): string {
  if (score >= 200) return '대단해요!';
  if (score >= 100) return '잘했어요!';
  return '천천히 정확하게, 다음엔 더 빨라질 거예요!';
}

const figures = {
  cpm: '타수',
  cpmValue: (cpm: number) => `${cpm}타`,
  accuracy: '정확도',
  accuracyValue: (accuracy: number) => `${accuracy}%`,
  score: '점수',
  scoreValue: (score: number) => `${score}점`,
};

export const typingGameWords = {
  game: {
    ...figures,
    modes: { place: '자리 연습', words: '단어 연습', sentence: '문장 연습' } as Record<TypingMode, string>,
    /** Read before the progress ('진행 3 / 10'). */
    progressLabel: '진행',
    progress: (current: number, total: number) => `${current} / ${total}`,
    /** Read before the prompt, which is shown in large letters. */
    promptLabel: '따라 쓸 글',
    /** Read before the Korean hint. */
    hintLabel: '뜻',
    /** The input's name. */
    input: '따라 입력하기',
    /** Under the input. */
    enter: 'Enter 키를 누르면 다음으로 넘어가요.',
    /** Read by screen readers with the prompt (the wrong letters are also underlined and shaded). */
    mistakes: (count: number) => (count === 0 ? '틀린 글자 없음' : `틀린 글자 ${count}개`),
    /** Name of the live figures (updated a few times a second, not announced). */
    figures: '지금 기록',
    /** A figure before anything is typed. */
    none: '-',
    /** The polite status when Hangul is typed (the IME is in Korean mode). */
    hangul: '한/영 키를 눌러 영어로 바꿔 주세요.',
    restart: '처음부터',
    /** After the last line (the caller shows the result). */
    finished: '끝까지 다 입력했어요!',
    /** The space bar of the on-screen keyboard. */
    space: 'space',
  },
  result: {
    ...figures,
    title: '게임 결과',
    /** Name of the figures. */
    figures: '이번 판 기록',
    cheer: typingCheer,
    best: '최고 기록이에요!',
    rank: (rank: number) => `이번 주 ${rank}등`,
    saving: '기록을 저장하고 있어요.',
    saved: '기록을 저장했어요.',
    coins: (coins: number) => `+${coins} 코인을 받았어요!`,
    failed: '기록을 저장하지 못했어요.',
    retrySave: '다시 저장하기',
    playAgain: '다시 하기',
  },
  ranking: {
    caption: '이번 주 순위',
    rank: '순위',
    name: '이름',
    score: '점수',
    cpm: '타수',
    accuracy: '정확도',
    rankValue: (rank: number) => `${rank}위`,
    accuracyValue: (accuracy: number) => `${accuracy}%`,
    /** The child's own row: a visible badge. */
    mine: '나',
    /** The child's own place when it is outside the rows. */
    me: (rank: number, score: number) => `나의 순위는 ${rank}위, ${score}점이에요.`,
    loading: '순위를 불러오고 있어요.',
    error: '순위를 불러오지 못했어요.',
    retry: '다시 불러오기',
    empty: '아직 이번 주 기록이 없어요. 첫 번째 주인공이 되어 보세요!',
  },
};

export type TypingGameWords = typeof typingGameWords.game;
export type TypingResultWords = typeof typingGameWords.result;
export type GameRankingWords = typeof typingGameWords.ranking;
