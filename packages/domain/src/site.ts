/** The customer centre's words and codes (spec §3 FAQ state, Branch; §9 default FAQ type 01). */

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

/** The local storage key that hides a home popup for a day ("오늘 하루 보지 않기"); its value is that Seoul date. */
export function popupHiddenKey(popupNo: number): string {
  return `popup.hiddenOn.${popupNo}`;
}

/** Whether a popup hidden on `hiddenOn` (a Seoul date, YYYY-MM-DD, or nothing) is still hidden on `today`. */
export function popupHiddenToday(hiddenOn: string | null | undefined, today: string): boolean {
  return hiddenOn === today;
}
