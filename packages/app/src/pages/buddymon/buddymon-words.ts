/** The reward area's words (the kit's components keep their own). */
import { COIN_RULES } from '@buddy/domain';

export const BUDDYMON_WORDS = {
  area: '버디몬 랜드',
  nav: '버디몬 메뉴',
  home: {
    title: '버디몬 홈',
    lead: (name: string) =>
      `${name ? `${name} 님, ` : ''}공부하며 모은 코인으로 나만의 버디몬을 키우는 곳이에요.`,
    petHeading: '나의 버디몬',
    petLabel: (name: string) => (name ? `나의 버디몬 ${name}` : '나의 버디몬'),
    petLoading: '버디몬을 데리고 오는 중이에요.',
    petFailed: '버디몬을 불러오지 못했어요.',
    retry: '다시 시도',
    earnHeading: '코인은 이렇게 모아요',
    earn: [
      { what: '학습 활동 하나를 끝까지 하면', coins: COIN_RULES.unit },
      { what: '하루 학습을 모두 마치면', coins: COIN_RULES.day },
      { what: '오늘 처음 공부하면 (출석)', coins: COIN_RULES.attendance },
      {
        what: '주간 평가를 제출하면 (점수에 따라)',
        coins: COIN_RULES.test[COIN_RULES.test.length - 1]?.coins ?? 0,
        upTo: COIN_RULES.test[0]?.coins ?? 0,
      },
      { what: '오답 퀴즈를 마치면', coins: COIN_RULES.quiz },
      { what: `영어 타자 게임 한 판 (하루 ${COIN_RULES.gameRoundsPerDay}판까지)`, coins: COIN_RULES.game },
    ],
    coins: (coins: number, upTo?: number) => (upTo ? `${coins}~${upTo} 코인` : `${coins} 코인`),
    cap: `하루에 ${COIN_RULES.dailyCap} 코인까지 모을 수 있어요.`,
    study: '학습하러 가기',
    history: '코인 기록 보기',
  },
  coins: {
    title: '버디코인',
    lead: '코인을 언제 얼마나 모으고 썼는지 볼 수 있어요.',
    summary: '나의 코인',
    history: '코인 기록',
  },
} as const;
