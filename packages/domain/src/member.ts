import { DEFAULT_STUDY_PRODUCT } from './constants';

/** Member type of a product (spec §4). */
export const MEMBER_TYPES = ['A', 'B', 'C', 'D', 'E', 'F', 'L', 'M', 'N', 'O', 'P', 'Q', 'R', 'Z'] as const;
export type MemberType = (typeof MEMBER_TYPES)[number];
export type Gender = '남성' | '여성';

/** Types allowed into the study area (spec §4, §5 /study). */
export const STUDY_ALLOWED_TYPES: readonly MemberType[] = ['A', 'B', 'E', 'F'];

export function canStudy(memTp: string | null | undefined): boolean {
  return STUDY_ALLOWED_TYPES.includes(memTp as MemberType);
}

const NOT_A_MEMBER = '회원이 아닙니다.';

const TYPE_ALERTS: Partial<Record<MemberType, string>> = {
  R: NOT_A_MEMBER,
  Z: NOT_A_MEMBER,
  C: '지도휴회(취소) 회원입니다.',
  D: '교재만 구매한 회원입니다.',
  L: '유보회원 입니다.',
  M: '학습기간 전입니다.',
  N: '교재배송 전입니다.',
};

/**
 * The alert for a member type that may not study (spec §8 member-type alerts), or null when it may.
 * O, P and Q show their type label: '{type label}입니다.' An unknown type is treated as not a member.
 */
export function memberTypeAlert(memTp: string | null | undefined, memTpLabel?: string | null): string | null {
  if (canStudy(memTp)) return null;
  if (memTp === 'O' || memTp === 'P' || memTp === 'Q') {
    return `${memTpLabel && memTpLabel.trim() ? memTpLabel.trim() : memTp}입니다.`;
  }
  return TYPE_ALERTS[memTp as MemberType] ?? NOT_A_MEMBER;
}

/** The current study product: the preferred one (EBP by default) when the member has it, else the first. */
export function currentProduct<T extends { prodCd: string }>(
  products: readonly T[] | null | undefined,
  preferred: string = DEFAULT_STUDY_PRODUCT,
): T | undefined {
  if (!products || products.length === 0) return undefined;
  return products.find((p) => p.prodCd === preferred) ?? products[0];
}

export function hasProduct(
  products: readonly { prodCd: string }[] | null | undefined,
  prodCd: string,
): boolean {
  return (products ?? []).some((p) => p.prodCd === prodCd);
}
