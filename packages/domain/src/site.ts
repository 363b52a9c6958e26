/** The customer centre's words and codes (spec §3 FAQ state, Branch; §9 default FAQ type 01). */
import { STORAGE_PREFIX } from './constants';

/** The FAQ types, in the order of the FAQ page's tabs (the contract's FaqType). */
export const FAQ_TYPES = [
  { value: '01', label: '학습 이용' },
  { value: '02', label: '회원 정보' },
  { value: '03', label: '수강료·결제' },
  { value: '04', label: '교재·배송' },
  { value: '05', label: '이용 환경' },
] as const;

export type FaqTypeCode = (typeof FAQ_TYPES)[number]['value'];

/** Spec §9: the FAQ opens on type 01. */
export const DEFAULT_FAQ_TYPE: FaqTypeCode = '01';

/** A FAQ type from an address's query, or the default when it is missing or unknown. */
export function faqTypeOf(value: string | null | undefined): FaqTypeCode {
  return FAQ_TYPES.find((type) => type.value === value)?.value ?? DEFAULT_FAQ_TYPE;
}

/** Every FAQ type at once: the tab a search lands on, so that no answer hides under another tab (issue 26). */
export const FAQ_ALL = { value: 'ALL', label: '전체' } as const;
export type FaqFilter = FaqTypeCode | typeof FAQ_ALL.value;

/** The FAQ's tabs: every type, then each type (the FAQ still opens on type 01, spec §9). */
export const FAQ_TABS: readonly { value: FaqFilter; label: string }[] = [FAQ_ALL, ...FAQ_TYPES];

/** A FAQ tab from an address's query: ALL or a type; the default type when missing or unknown. */
export function faqFilterOf(value: string | null | undefined): FaqFilter {
  return value === FAQ_ALL.value ? FAQ_ALL.value : faqTypeOf(value);
}

/** The label of a FAQ type (its tab's name), for an answer shown under every type. */
export function faqTypeLabel(type: FaqTypeCode): string {
  return FAQ_TYPES.find((option) => option.value === type)?.label ?? type;
}

/** The local storage key that hides a home popup for a day ("오늘 하루 보지 않기"); its value is that Seoul date. */
export function popupHiddenKey(popupNo: number): string {
  return `${STORAGE_PREFIX}popup.hiddenOn.${popupNo}`;
}

/** Whether a popup hidden on `hiddenOn` (a Seoul date, YYYY-MM-DD, or nothing) is still hidden on `today`. */
export function popupHiddenToday(hiddenOn: string | null | undefined, today: string): boolean {
  return hiddenOn === today;
}

/** The products that study on the legacy learning site (spec §7 Auth: one entry per product EB, EBB, EX, RnL). */
export const LEGACY_SITE_PRODUCTS = ['EB', 'EBB', 'EX', 'RnL'] as const;

export function studiesOnLegacySite(prodCd: string): boolean {
  return (LEGACY_SITE_PRODUCTS as readonly string[]).includes(prodCd);
}

/**
 * The legacy learning site's address for a member (spec §7 Auth): the configured address with the query id (login
 * id), pwd (the digits only of the encrypted password) and mem (member number); null without an https address or
 * without the member's login id.
 */
export function legacySiteUrl(
  base: string | undefined,
  info: { memLoginId: string; memEncPwd: string; memNo: string },
): string | null {
  if (!base || !info.memLoginId) return null;
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:') return null;
  url.searchParams.set('id', info.memLoginId);
  url.searchParams.set('pwd', info.memEncPwd.replace(/\D/g, ''));
  url.searchParams.set('mem', info.memNo);
  return url.href;
}

/** Where a branch's address opens on a map (a search for the address, in a new window): Kakao Map's search. */
export const MAP_SEARCH_URL = 'https://map.kakao.com/link/search/';

/** A branch's map link: the map's search for its address, the address encoded as one path segment. */
export function branchMapUrl(address: string): string {
  return `${MAP_SEARCH_URL}${encodeURIComponent(address)}`;
}

/** What the notices' list order reads of a notice. */
export interface ListedNoticeKey {
  boardNo: number;
  pinned: boolean;
  /** Epoch milliseconds. */
  createdAt: number;
}

/** The notices' list order, as the server sorts them: pinned first, then the newest, then the higher number. */
export function compareListedNotices(a: ListedNoticeKey, b: ListedNoticeKey): number {
  return Number(b.pinned) - Number(a.pinned) || b.createdAt - a.createdAt || b.boardNo - a.boardNo;
}
