import { PAGE_SIZES } from './constants';

/** The last page number for a total (at least 1, so an empty list still has page 1). */
export function lastPage(totalCount: number, pageRow: number = PAGE_SIZES.default): number {
  if (!Number.isFinite(totalCount) || totalCount <= 0 || !Number.isFinite(pageRow) || pageRow <= 0) return 1;
  return Math.max(1, Math.ceil(totalCount / pageRow));
}

/** Spec §4 Other: going below 1 goes to 1; going beyond the total goes to the last page. */
export function clampPage(page: number, totalCount: number, pageRow: number = PAGE_SIZES.default): number {
  if (!Number.isFinite(page) || page < 1) return 1;
  return Math.min(Math.floor(page), lastPage(totalCount, pageRow));
}
