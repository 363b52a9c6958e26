/** The reward area's words (the kit's components keep their own). */
import { COIN_RULES, TEST_PAYING_BANDS } from '@buddy/domain';
import { rewardWords } from '../../blocks/reward';

/** The lowest band of a weekly test that pays (ADR 057: 10 coins from 50 points). */
const LOWEST_PAYING = TEST_PAYING_BANDS[TEST_PAYING_BANDS.length - 1] ?? { atLeast: 0, coins: 0 };

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
      { what: '학습 활동 하나를 처음부터 끝까지 보고 들으면', coins: COIN_RULES.unit },
      { what: '하루 학습을 모두 마치면', coins: COIN_RULES.day },
      { what: '오늘 처음 공부하면 (출석)', coins: COIN_RULES.attendance },
      {
        what: `주간 평가에서 ${LOWEST_PAYING.atLeast}점 이상이면 (점수에 따라)`,
        coins: LOWEST_PAYING.coins,
        upTo: TEST_PAYING_BANDS[0]?.coins ?? 0,
      },
      { what: '오답 퀴즈를 마치면', coins: COIN_RULES.quiz },
      { what: `영어 타자 게임 한 판 (하루 ${COIN_RULES.gameRoundsPerDay}판까지)`, coins: COIN_RULES.game },
      { what: '오늘의 미션을 마치면 (하루 한 번)', coins: COIN_RULES.mission },
    ],
    coins: (coins: number, upTo?: number) => (upTo ? `${coins}~${upTo} 코인` : `${coins} 코인`),
    cap: `하루에 ${COIN_RULES.dailyCap} 코인까지 모을 수 있어요.`,
    study: '학습하러 가기',
    game: '타자 게임 하러 가기',
    history: '코인 기록 보기',
  },
  coins: {
    title: '버디코인',
    lead: '코인을 언제 얼마나 모으고 썼는지 볼 수 있어요.',
    summary: '나의 코인',
    history: '코인 기록',
  },
  shop: {
    title: '버디샵',
    lead: '모은 코인으로 버디몬을 꾸밀 아이템을 사요.',
    heading: '아이템 고르기',
    failedTitle: '아이템을 사지 못했어요',
    bought: (name: string) => `${name}, 샀어요! 마이 버디몬에서 입혀 보세요.`,
    left: (coins: number) => `남은 코인 ${coins.toLocaleString('ko-KR')} 코인`,
    /** A purchase that completed a land's collection (ADR 062). */
    collection: (land: string, coins: number) => `${land} 친구들을 모두 모았어요! +${coins} 코인`,
    closeBought: '알림 닫기',
    dress: '마이 버디몬에서 꾸미기',
  },
  dress: {
    title: '마이 버디몬',
    lead: '가진 아이템으로 버디몬을 꾸미고 저장해요.',
    preview: '꾸미는 중인 버디몬',
    petLabel: (name: string) => (name ? `꾸미는 중인 ${name}` : '꾸미는 중인 버디몬'),
    inventory: '내 아이템',
    play: '버디몬과 놀기',
    jump: '점프!',
    dance: '춤추기',
    save: '저장하기',
    revert: '되돌리기',
    unsaved: '저장하지 않은 변경이 있어요.',
    /** The phone's bar at the bottom while the preview is scrolled away (issue 29, defect 4). */
    bar: '꾸미는 중인 버디몬 미리 보기',
    barSave: '이대로 저장하기',
    leave: {
      title: '저장하지 않은 옷이 있어요',
      text: '지금 나가면 입혀 본 옷이 저장되지 않아요. 저장하고 나갈까요?',
      save: '저장하고 나가기',
      discard: '저장하지 않고 나가기',
      stay: '계속 꾸미기',
    },
    saved: '저장했어요.',
    saving: '저장하는 중이에요.',
    saveFailed: (message: string) => `저장하지 못했어요. ${message}`,
    noCharacter: '캐릭터를 먼저 골라 주세요.',
    upToDate: '저장된 모습이에요.',
    petLoading: '버디몬을 데리고 오는 중이에요.',
    petFailed: '버디몬을 불러오지 못했어요.',
    retry: '다시 시도',
    shop: '버디샵 가기',
  },
  album: {
    title: '성장 앨범',
    lead: '버디몬이 자라는 모습을 사진으로 남겨요. 사진을 누르면 크게 보고 설명을 고칠 수 있어요.',
    /** The words a new picture starts with; the viewer opens on it to change them. */
    firstWords: '오늘의 버디몬',
    takeFailed: '사진을 찍지 못했어요',
  },
  lands: {
    title: '랜드',
    lead: '일곱 랜드의 버디몬 친구들을 만나 보세요. 한 주 학습을 두 번 마칠 때마다 새 랜드가 열려요.',
    owned: '가지고 있어요',
    notOwned: '아직 없어요',
    /** A grown drawing not reached yet: it comes by learning, never from the shop (ADR 060). */
    grows: '공부하면 자라요',
    /** A land not open yet (ADR 062): the finished weeks it waits for. */
    closed: rewardWords.shelf.opensIn,
    collected: '랜드 친구 모으기 완성!',
    level: (level: number) => `${level}단계`,
    count: (owned: number, all: number) => `${all}마리 중 ${owned}마리`,
    toShop: '버디샵에서 캐릭터 보기',
    loading: '랜드를 불러오고 있어요.',
    failed: '랜드를 불러오지 못했어요.',
    empty: '아직 열린 랜드가 없어요.',
    retry: '다시 불러오기',
    petLoading: '버디를 데려오고 있어요.',
    petFailed: '버디를 불러오지 못했어요. 창을 닫고 다시 들어와 보세요.',
  },
} as const;
