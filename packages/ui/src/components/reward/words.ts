/**
 * Every word the reward area's kit components show (spec §2 reward area "buddymon"), in Korean by default. Each
 * component takes a `words` prop with any entry of its section replaced, so another product or language can reuse
 * them. Numbers use ko-KR grouping (1,250), dates Seoul's calendar and clock.
 */
import {
  COIN_SOURCE_LABELS,
  ITEM_CATEGORY_LABELS,
  STUDY_TIME_ZONE,
  type CoinSource,
  type LayerType,
} from '@buddy/domain';

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

export const rewardWords = {
  pet: {
    /** What each layer is, read before its description ('배경 하늘 정원'). */
    kinds: {
      RWD_BG: ITEM_CATEGORY_LABELS.BG,
      RWD_CHAR: ITEM_CATEGORY_LABELS.CHAR,
      RWD_ACC: ITEM_CATEGORY_LABELS.ACC,
      RWD_EQM: ITEM_CATEGORY_LABELS.EQM,
      RWD_PET: ITEM_CATEGORY_LABELS.PET,
    } as Record<LayerType, string>,
    /** One layer in the stage's name: its kind and its description. */
    part: (kind: string, description: string) => (description ? `${kind} ${description}` : kind),
    /** The stage's accessible name: the pet's name and what it wears, bottom to top. */
    stage: (name: string, parts: readonly string[]) => `${name}의 모습: ${parts.join(', ')}`,
    /** Shown (and read) inside an empty stage. */
    empty: '아직 아무것도 없어요. 아이템을 골라 꾸며 보세요!',
  },
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
  table: {
    /** The table's caption and the cards' list name. */
    caption: '코인 기록',
    /** The search form's name. */
    search: '코인 기록 조회',
    from: '시작일',
    to: '종료일',
    /** Between the two dates. */
    between: '~',
    submit: '조회',
    /** The quick ranges' group name. */
    quick: '빠른 조회',
    quickRanges: { week: '1주일', month: '1개월', quarter: '3개월' } as Record<CoinQuickRange, string>,
    required: '조회 기간을 입력해 주세요.',
    order: '시작일은 종료일보다 늦을 수 없어요.',
    tooLong: '조회 기간은 1년 이내로 골라 주세요.',
    date: '날짜',
    content: '내용',
    coins: '코인',
    balance: '잔액',
    /** When an entry happened. */
    dateValue: seoulDateTime,
    /** What an entry was for, by its source. */
    sources: COIN_SOURCE_LABELS as Record<CoinSource, string>,
    /** A change with its sign: '+5', '-40' (the sign is never left to colour alone). */
    change: (point: number) =>
      point > 0 ? `+${groupNumber(point)}` : point < 0 ? `-${groupNumber(-point)}` : '0',
    /** Read after a change by screen readers. */
    earned: '받음',
    spent: '씀',
    number: groupNumber,
    unit,
    /** Above the list: how many entries the range holds. */
    total: (count: number) => `모두 ${groupNumber(count)}건`,
    empty: '이 기간에는 코인 기록이 없어요.',
    loading: '코인 기록을 불러오고 있어요.',
    error: '코인 기록을 불러오지 못했어요.',
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
};

/** The quick ranges of the coin history: a week, a month and three months back from today. */
export type CoinQuickRange = 'week' | 'month' | 'quarter';

export type PetStageWords = typeof rewardWords.pet;
export type CoinSummaryWords = typeof rewardWords.summary;
export type CoinTableWords = typeof rewardWords.table;
