/**
 * Exhibits products (spec §7 "products findAll and findCurrent(EBP)"). `all` errors with `ApiError`; `current` shares
 * its cache entry and selects the preferred product (EBP by default, else the first) through domain `currentProduct`.
 */
import { queryOptions } from '@tanstack/react-query';
import { currentProduct, DEFAULT_STUDY_PRODUCT } from '@buddy/domain';
import type { ApiCore, CallOptions } from './core';
import type { Product } from '@buddy/contract';
import { unwrap, type ApiResult } from './result';

export const productKeys = {
  all: ['products'] as const,
  list: () => [...productKeys.all, 'list'] as const,
};

export function createProductsApi(core: ApiCore) {
  /** GET /exhibits/students/products: the member's products (Buddy left out by the server). */
  function findAll(options?: CallOptions): Promise<ApiResult<{ result: Product[] }>> {
    return core.call((init) => core.fetchClient.GET('/exhibits/students/products', init), options);
  }
  return {
    /** Whether a token is stored: without one the member's products are never asked for (they could only be a 401). */
    signedIn: (): boolean => core.authStorage.getToken() !== null,
    findAll,
    /** The preferred product (EBP by default) when the member has it, else the first; `null` when there is none. */
    async findCurrent(
      preferred: string = DEFAULT_STUDY_PRODUCT,
    ): Promise<ApiResult<{ result: Product | null }>> {
      const res = await findAll();
      if (!res.ok) return res;
      return { ...res, data: { result: selectCurrentProduct(res.data.result, preferred) } };
    },
  };
}

export type ProductsApi = ReturnType<typeof createProductsApi>;

/** The preferred product (EBP by default) when the member has it, else the first; `null` when there is none. */
export function selectCurrentProduct(
  products: readonly Product[],
  preferred: string = DEFAULT_STUDY_PRODUCT,
): Product | null {
  return currentProduct(products, preferred) ?? null;
}

function listQuery(api: { products: ProductsApi }) {
  return queryOptions({
    queryKey: productKeys.list(),
    // Not asked for once the token is gone (a sign-out), like the profile (profile.ts).
    enabled: () => api.products.signedIn(),
    // The query's signal: a sign-out cancels the query, and so aborts the request, before the token is revoked.
    queryFn: async ({ signal }): Promise<Product[]> => unwrap(await api.products.findAll({ signal })).result,
  });
}

export const productQueries = {
  all: listQuery,
  /** Same cache entry as `all`; `data` is the current product or `null`. */
  current: (api: { products: ProductsApi }, preferred: string = DEFAULT_STUDY_PRODUCT) =>
    queryOptions({
      ...listQuery(api),
      select: (products: Product[]): Product | null => selectCurrentProduct(products, preferred),
    }),
};
