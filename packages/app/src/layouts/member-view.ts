/** The signed-in member (the contract's profile and products) mapped to the kit's member box. */
import type { Gender } from '@buddy/domain';
import type { MemberGender, MemberProduct } from '@buddy/ui/member-box';

/** The profile's '남성' / '여성' as the kit's male / female; anything else styles the box neutrally. */
export function memberGender(gender: Gender | string | null | undefined): MemberGender | null {
  return gender === '남성' ? 'male' : gender === '여성' ? 'female' : null;
}

export function memberProducts(products: readonly { prodCd: string; prodNm: string }[]): MemberProduct[] {
  return products.map((product) => ({ id: product.prodCd, name: product.prodNm }));
}
