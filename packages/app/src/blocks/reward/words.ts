/**
 * Every word the reward area's blocks show (spec §2 reward area "buddymon"), in Korean by default. Each
 * component takes a `words` prop with any entry of its section replaced, so another product or language can reuse
 * them. Numbers use ko-KR grouping (1,250), dates Seoul's calendar and clock.
 */
import { koreanEnding, STUDY_TIME_ZONE, type StreakDayState } from '@buddy/domain';

const grouping = new Intl.NumberFormat('ko-KR');

/** A whole number with ko-KR grouping: 1250 → '1,250'. */
export const groupNumber = (value: number): string => grouping.format(value);

const seoulClock = new Intl.DateTimeFormat('ko-KR', {
  timeZone: STUDY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as Seoul's `yyyy.MM.dd HH:mm` ('2025.05.14 09:05'); an unreadable one as it came. */
export function seoulDateTime(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    seoulClock.formatToParts(at).find((each) => each.type === type)?.value ?? '';
  return `${part('year')}.${part('month')}.${part('day')} ${part('hour')}:${part('minute')}`;
}

const unit = '코인';

/**
 * Whether a word ends in a final consonant (받침), by the domain's reading of its last sound
 * (packages/domain/src/korean.ts): a Hangul syllable by its code, a number as it is read in Korean, an English word as
 * Korean spells it (Cap 캡, Ball 볼). A trailing gloss in brackets and sentence marks are skipped.
 */
export const hasFinalConsonant = (word: string): boolean => koreanEnding(word) !== 'vowel';

/** The object particle a word takes: '을' after a final consonant, '를' after a vowel ('왕관을', '모자를'). */
export const objectParticle = (word: string): '을' | '를' => (hasFinalConsonant(word) ? '을' : '를');

export const rewardWords = {
  summary: {
    title: '내 코인',
    balance: '가진 코인',
    today: '오늘 모은 코인',
    earned: '지금까지 모은 코인',
    spent: '지금까지 쓴 코인',
    /** A number of coins without its unit (the unit is drawn smaller beside it). */
    number: groupNumber,
    unit,
    /** Under the figures when the child has no coins yet. */
    zero: '학습을 마치면 코인을 받을 수 있어요.',
    loading: '코인을 불러오고 있어요.',
    error: '코인을 불러오지 못했어요.',
    retry: '다시 불러오기',
  },
  shelf: {
    /** The category buttons' group name. */
    categories: '아이템 종류',
    /** The first category button: every kind. */
    all: '전체',
    /** A category button: its name and how many items it holds. */
    category: (name: string, count: number) => `${name} ${groupNumber(count)}`,
    /** The grid's name in each mode. */
    shopList: '상점 아이템',
    inventoryList: '내 아이템',
    /** Read before the price. */
    price: '가격',
    number: groupNumber,
    unit,
    buy: '사기',
    /** The buy button of an item the balance does not cover. */
    short: '코인이 부족해요',
    /** Under it: how many coins are missing. */
    needMore: (coins: number) => `${groupNumber(coins)} 코인이 더 필요해요.`,
    /** An item of a land not open yet (ADR 062): it cannot be bought until the land opens. */
    locked: '아직 잠겨 있어요',
    /** Under it: the finished weeks the land waits for. */
    opensIn: (weeks: number) => `한 주 학습을 ${groupNumber(weeks)}번 더 마치면 열려요`,
    /** An item (not medicine) the child has already. */
    owned: '가지고 있어요',
    /** Medicine the child has, by how many. */
    ownedCount: (qty: number) => `×${groupNumber(qty)} 가지고 있어요`,
    /** How many of a medicine in the inventory. */
    count: (qty: number) => `×${groupNumber(qty)}`,
    /** The toggles of the inventory: a decoration, prop or pet is put on and taken off. */
    wear: '입기',
    takeOff: '벗기',
    /** A background or character is replaced, never removed. */
    change: '바꾸기',
    /** The mark on an item worn on the pet. */
    placed: '입고 있어요',
    shopEmpty: '이 종류의 아이템이 아직 없어요.',
    inventoryEmpty: '아직 가진 아이템이 없어요. 상점에서 골라 보세요!',
    loading: '아이템을 불러오고 있어요.',
    error: '아이템을 불러오지 못했어요.',
    retry: '다시 불러오기',
    pagination: {
      label: '페이지 이동',
      first: '첫 페이지',
      previous: '이전 페이지',
      next: '다음 페이지',
      last: '마지막 페이지',
      page: (page: number) => `${page} 페이지`,
    },
  },
  buy: {
    /** The question, with the object particle the name takes ('금빛 왕관을 살까요?', '고깔모자를 살까요?'). */
    title: (name: string) => `${name}${objectParticle(name)} 살까요?`,
    /** Read before the price. */
    price: '가격',
    number: groupNumber,
    unit,
    /** The balance once bought. */
    after: (coins: number) => `사고 나면 ${groupNumber(coins)} 코인이 남아요.`,
    confirm: '살래요',
    cancel: '다음에',
  },
  album: {
    /** The grid's list name. */
    list: '성장 앨범 사진',
    /** The primary action: take a picture of the buddymon. */
    take: '사진 찍기',
    /** The empty album, inviting the first picture. */
    emptyTitle: '아직 앨범이 비어 있어요.',
    empty: '버디몬과 함께 첫 사진을 찍어 볼까요?',
    loading: '사진을 불러오고 있어요.',
    error: '사진을 불러오지 못했어요.',
    retry: '다시 불러오기',
    /** A picture saved without a comment. */
    noComment: '설명이 없는 사진',
    /** When a picture was taken. */
    date: seoulDateTime,
    /** Read before the date. */
    takenAt: '찍은 날',
    pagination: {
      label: '앨범 페이지 이동',
      first: '첫 페이지',
      previous: '이전 페이지',
      next: '다음 페이지',
      last: '마지막 페이지',
      page: (page: number) => `${page} 페이지`,
    },
  },
  viewer: {
    title: '성장 앨범',
    /** The position shown over the picture: '3 / 8'. */
    position: (n: number, total: number) => `${n} / ${total}`,
    /** The position as it is read: '8장 중 3번째 사진'. */
    positionLabel: (n: number, total: number) => `${groupNumber(total)}장 중 ${groupNumber(n)}번째 사진`,
    /** The picture's text alternative (the comment is shown beside it). */
    picture: '버디몬 사진',
    previous: '이전 사진',
    next: '다음 사진',
    noComment: '설명이 없는 사진',
    date: seoulDateTime,
    takenAt: '찍은 날',
    edit: '설명 고치기',
    /** The comment field's label. */
    label: '사진 설명',
    /** Under the field: how many characters of the limit are used. */
    count: (used: number, limit: number) => `${groupNumber(used)} / ${groupNumber(limit)}자`,
    /** An empty comment, with the particle the label takes ('사진 설명을 적어 주세요.'). */
    required: (label: string) => `${label}${objectParticle(label)} 적어 주세요.`,
    tooLong: (limit: number) => `${groupNumber(limit)}자까지만 쓸 수 있어요.`,
    save: '저장하기',
    cancelEdit: '취소',
    saveFailed: '설명을 저장하지 못했어요. 다시 해 볼까요?',
    delete: '사진 지우기',
    /** The delete confirm step. */
    deleteQuestion: '이 사진을 지울까요?',
    deleteHint: '지운 사진은 다시 볼 수 없어요.',
    deleteConfirm: '지울래요',
    deleteCancel: '그만둘래요',
    deleteFailed: '사진을 지우지 못했어요. 다시 해 볼까요?',
    close: '닫기',
  },
  celebration: {
    /** The cheer above the coins. */
    cheer: '참 잘했어요!',
    /** The coins earned, big, with their sign: '+5'. */
    amount: (coins: number) => `+${groupNumber(coins)}`,
    unit,
    /** The breakdown list's name. */
    breakdown: '받은 코인',
    /** One line of the breakdown: its coins with their sign. */
    part: (coins: number) => (coins > 0 ? `+${groupNumber(coins)}` : groupNumber(coins)),
    /** Read before the new balance. */
    total: '가진 코인',
    number: groupNumber,
    /**
     * What a screen reader says after the cheer once the card appears (politely, after what it is reading): what was
     * finished, the coins with their parts and the new balance ('학습 활동을 끝냈어요. 5 코인을 받았어요.').
     */
    announcement: ({
      coins,
      reason,
      breakdown,
      total,
    }: {
      coins: number;
      reason: string;
      breakdown?: readonly { label: string; coins: number }[];
      total?: number;
    }) =>
      [
        reason.trim() === '' || /[.!?~]$/u.test(reason.trim()) ? reason.trim() : `${reason.trim()}.`,
        `${groupNumber(coins)} ${unit}을 받았어요.`,
        breakdown?.length
          ? `${breakdown.map((part) => `${part.label} ${groupNumber(part.coins)} ${unit}`).join(', ')}.`
          : '',
        total === undefined ? '' : `이제 ${groupNumber(total)} ${unit}이 있어요.`,
      ]
        .filter(Boolean)
        .join(' '),
    close: '닫기',
  },
  streak: {
    missionHeading: '오늘의 미션',
    loading: '오늘의 미션을 가져오고 있어요.',
    failed: '오늘의 미션을 불러오지 못했어요.',
    retry: '다시 시도',
    missionDone: (coins: number) => `미션 완료! ${groupNumber(coins)} ${unit}을 받았어요.`,
    missionPays: (coins: number) => `마치면 ${groupNumber(coins)} ${unit}`,
    missionProgress: (have: number, need: number) => `미션 ${need}개 중 ${have}개 했어요`,
    days: (days: number) => `${groupNumber(days)}일 연속`,
    start: '오늘 공부하면 연속 학습이 시작돼요!',
    keepToday: '오늘도 공부하면 연속 기록이 이어져요.',
    keptToday: '오늘도 공부했어요. 내일 또 만나요!',
    freezes: (held: number, max: number) => `얼음 ${max}개 중 ${held}개 가지고 있어요`,
    nextFreeze: (days: number) => `${groupNumber(days)}일 더 공부하면 얼음 하나`,
    freezesFull: '얼음을 가득 모았어요',
    best: (days: number) => `최고 기록 ${groupNumber(days)}일 · 쉬는 날은 얼음이 연속 기록을 지켜 줘요`,
    calendarHeading: '학습 달력',
    calendarLoading: '달력을 가져오고 있어요.',
    calendarFailed: '달력을 불러오지 못했어요.',
    month: (yyyymm: string) => `${yyyymm.slice(0, 4)}년 ${Number(yyyymm.slice(4, 6))}월`,
    calendarCaption: (yyyymm: string) => `${yyyymm.slice(0, 4)}년 ${Number(yyyymm.slice(4, 6))}월 학습 달력`,
    previous: '이전 달',
    next: '다음 달',
    weekdays: ['일', '월', '화', '수', '목', '금', '토'] as readonly string[],
    legend: '달력 표시',
    states: {
      studied: '공부한 날',
      frozen: '얼음으로 지킨 날',
      missed: '쉰 날',
      today: '오늘',
      none: '',
    } as Record<StreakDayState, string>,
    dayLabel: (day: number, state: StreakDayState) =>
      ({
        studied: `${day}일, 공부한 날`,
        frozen: `${day}일, 얼음으로 지킨 날`,
        missed: `${day}일, 쉰 날`,
        today: `${day}일, 오늘`,
        none: `${day}일`,
      })[state],
  },
  growth: {
    stage: (stage: number) => `성장 ${stage}단계`,
    progressLabel: (growth: { stage: number; points: number; nextAt: number | null }) =>
      growth.nextAt === null
        ? `성장 ${growth.stage}단계, 다 자랐어요`
        : `성장 ${growth.stage}단계, 다음 단계까지 ${growth.nextAt - growth.points}점`,
    toNext: (points: number) => `${groupNumber(points)}점 더 모으면 다음 단계로 자라요.`,
    top: '다 자랐어요! 멋진 모습이에요.',
    how: '한 주 학습을 모두 마치면 2점, 주간 평가 70점 이상이면 1점, 월간 평가 70점 이상이면 3점이에요.',
    celebrateTitle: '버디몬이 자랐어요!',
    celebrateText: (stage: number) => `열심히 공부해서 ${stage}단계가 되었어요. 새 모습을 만나 보세요!`,
    celebrateClose: '좋아요!',
  },
  care: {
    heading: '버디몬 돌보기',
    feed: '밥 주기',
    bed: '재우기',
    give: (name: string) => `${name} 먹이기`,
    count: (qty: number) => `${groupNumber(qty)}개`,
  },
  scene: {
    enter: (land: string) => `${land}에 들어가기`,
    title: (land: string) => `${land}에 왔어요!`,
    /** The stage's name: the buddy in the land's scene. */
    stage: (land: string) => `${land}의 버디`,
    home: '버디가 지금 살고 있는 곳이에요.',
    keepLead: '이 배경을 가지고 있어요. 버디가 여기서 살게 할까요?',
    keep: '여기서 살래요',
    saving: '버디가 이사하고 있어요…',
    saved: (land: string) => `이제 버디가 ${land}에서 살아요!`,
    failed: (reason: string) => `이사하지 못했어요. ${reason}`,
    visitLead: '놀러 왔어요! 이 랜드의 배경을 사면 버디가 여기서 살 수 있어요.',
    toShop: '버디샵에서 배경 보기',
    toHome: '버디몬 홈에서 보기',
    again: '다시 걸어 들어오기',
    close: '닫기',
  },
  weekly: {
    heading: '이번 주의 여섯 친구',
    lead: '매주 월요일에 새로 골라요. 다음 주에는 또 다른 아이템을 만나요!',
    isNew: '새로 나왔어요',
    price: (coins: number) => `${groupNumber(coins)} 코인`,
    owned: '이미 가진 아이템',
    buy: '사기',
    short: '코인이 부족해요',
    buyLabel: (name: string) => `이번 주의 ${name} 사기`,
    shortLabel: (name: string) => `이번 주의 ${name} 코인이 부족해요`,
    lockedLabel: (name: string) => `이번 주의 ${name} 아직 잠겨 있어요`,
  },
};

export type CoinSummaryWords = typeof rewardWords.summary;
export type ItemShelfWords = typeof rewardWords.shelf;
export type BuyConfirmWords = typeof rewardWords.buy;
export type AlbumGridWords = typeof rewardWords.album;
export type AlbumViewerWords = typeof rewardWords.viewer;
export type CoinCelebrationWords = typeof rewardWords.celebration;
export type StreakWords = typeof rewardWords.streak;
export type GrowthWords = typeof rewardWords.growth;
export type CareWords = typeof rewardWords.care;
export type WeeklyWords = typeof rewardWords.weekly;
export type SceneWords = typeof rewardWords.scene;
