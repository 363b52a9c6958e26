/**
 * Every word the coin table says, in Korean by default; `words` replaces any of them. Numbers use ko-KR grouping
 * (1,250); dates and times are shown in the table's time zone.
 */
const grouping = new Intl.NumberFormat('ko-KR');

/** A whole number with ko-KR grouping: 1250 → '1,250'. */
const groupNumber = (value: number): string => grouping.format(value);

const clocks = new Map<string, Intl.DateTimeFormat>();
/** The `yyyy.MM.dd HH:mm` parts of an instant in a time zone (the browser's when none is given). */
function clockIn(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let clock = clocks.get(key);
  if (!clock) {
    clock = new Intl.DateTimeFormat('ko-KR', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    clocks.set(key, clock);
  }
  return clock;
}

const partOf = (parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes) =>
  parts.find((each) => each.type === type)?.value ?? '';

/** An instant as `yyyy.MM.dd HH:mm` in a time zone ('2025.05.14 09:05'); an unreadable one as it came. */
export function dateTimeIn(iso: string, timeZone?: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const parts = clockIn(timeZone).formatToParts(at);
  return `${partOf(parts, 'year')}.${partOf(parts, 'month')}.${partOf(parts, 'day')} ${partOf(parts, 'hour')}:${partOf(parts, 'minute')}`;
}

/** The calendar date `YYYY-MM-DD` of an instant in a time zone. */
export function calendarDateIn(at: Date, timeZone?: string): string {
  const parts = clockIn(timeZone).formatToParts(at);
  return `${partOf(parts, 'year')}-${partOf(parts, 'month')}-${partOf(parts, 'day')}`;
}

/** The quick ranges of the coin history: a week, a month and three months back from today. */
export type CoinQuickRange = 'week' | 'month' | 'quarter';

const unit = '코인';

export const coinTableWords = {
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
  /** When an entry happened, in the table's time zone. */
  dateValue: dateTimeIn,
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
};

export type CoinTableWords = typeof coinTableWords;
