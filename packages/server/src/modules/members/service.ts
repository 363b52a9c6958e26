import { currentProduct } from '@buddy/domain';
import type { components } from '@buddy/contract';
import { unauthorized } from '../../plugins/errors';
import type { MembersRepository, ProductRow } from './repository';

type Member = components['schemas']['Member'];
type Product = components['schemas']['Product'];
type MemberType = components['schemas']['MemberType'];
type ProductCode = components['schemas']['ProductCode'];

/** The product that is never listed (spec §3 Product). */
export const HIDDEN_PRODUCT_NAME = 'Buddy';
const PRODUCT_CODES: readonly string[] = ['EBP', 'EB', 'EBB', 'EX', 'RnL'];

export function toProduct(row: ProductRow): Product {
  return {
    prodCd: row.prodCd as ProductCode,
    realProdCd: row.realProdCd,
    prodNm: row.prodNm,
    memTpDtl: { memTp: row.memTp as MemberType, memTpLabel: row.memTpLabel },
  };
}

/** The listed products: not the one named Buddy, only known codes, the default study product (EBP) first. */
export function listedProducts(rows: ProductRow[]): Product[] {
  const visible = rows.filter((r) => r.prodNm !== HIDDEN_PRODUCT_NAME && PRODUCT_CODES.includes(r.prodCd));
  const ebp = visible.filter((r) => r.prodCd === 'EBP');
  return [...ebp, ...visible.filter((r) => r.prodCd !== 'EBP')].map(toProduct);
}

export class MembersService {
  constructor(private readonly members: MembersRepository) {}

  async products(memNo: string): Promise<Product[]> {
    return listedProducts(await this.members.productsOf(memNo));
  }

  /** The member; memTp is the type of the current product (EBP if held, else the first), else their own type. */
  async profile(memNo: string): Promise<Member> {
    return (await this.profileAndProducts(memNo)).profile;
  }

  /** The member (as profile) and the listed products, from one query. */
  async profileAndProducts(memNo: string): Promise<{ profile: Member; products: Product[] }> {
    const found = await this.members.withProducts(memNo);
    if (!found) throw unauthorized();
    const { member } = found;
    const products = listedProducts(found.products);
    const current = currentProduct(products);
    return {
      profile: {
        memNo: member.memNo,
        memLoginId: member.loginId,
        memNm: member.name,
        memGender: member.gender as Member['memGender'],
        memGuideFee: member.guideFee,
        memRnlYn: member.rnlYn,
        memShl: member.school,
        memGd: member.grade,
        memTp: current?.memTpDtl.memTp ?? (member.memTp as MemberType),
      },
      products,
    };
  }
}
