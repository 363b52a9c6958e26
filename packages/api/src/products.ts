/**
 * Exhibits products (spec §7 "products findAll and findCurrent(EBP)"). `all` errors with `ApiError`; `current` shares
 * its cache entry and selects the preferred product (EBP by default, else the first) through domain `currentProduct`.
 */
import { currentProduct, DEFAULT_STUDY_PRODUCT } from '@buddy/domain';
import type { Product } from '@buddy/contract';
import { contractQuery, type ApiCore } from './core';

/** The preferred product (EBP by default) when the member has it, else the first; `null` when there is none. */
export function selectCurrentProduct(
  products: readonly Product[],
  preferred: string = DEFAULT_STUDY_PRODUCT,
): Product | null {
  return currentProduct(products, preferred) ?? null;
}

export const productQueries = {
  /** The member's products (Buddy left out by the server); not asked for once the token is gone, like the profile. */
  all: (api: ApiCore) =>
    contractQuery(api, '/exhibits/students/products', {}, { select: (answer) => answer.result }),
  /** Same cache entry as `all`; `data` is the current product or `null`. */
  current: (api: ApiCore, preferred: string = DEFAULT_STUDY_PRODUCT) =>
    contractQuery(
      api,
      '/exhibits/students/products',
      {},
      {
        select: (answer: { result: Product[] }): Product | null =>
          selectCurrentProduct(answer.result, preferred),
      },
    ),
};
