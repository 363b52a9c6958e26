/**
 * The shop's and the inventory's place in the address (`?catgr=ACC&pageNo=2`): the chosen category (one of the item
 * categories, else every one) and the page. Changing the category goes back to its first page.
 */
import { useSearchParams } from 'react-router';
import { isApiError } from '@buddy/api';
import { ITEM_CATEGORIES, MESSAGES, type ItemCategory } from '@buddy/domain';
import { pageFrom } from '../../app/list-address';

export interface ShelfAddress {
  category: ItemCategory | '';
  page: number;
  setCategory: (category: string) => void;
  setPage: (page: number) => void;
  /** The address of a page of the chosen category (the pagination's links). */
  pageHref: (page: number) => string;
}

/** A category from the address: a known one, or '' (every category). */
export function categoryFrom(params: URLSearchParams): ItemCategory | '' {
  const value = params.get('catgr') ?? '';
  return (ITEM_CATEGORIES as readonly string[]).includes(value) ? (value as ItemCategory) : '';
}

/** The address's query for a category and a page (the first page and every category stay out of it). */
function shelfParams(category: string, page: number): URLSearchParams {
  const out = new URLSearchParams();
  if (category) out.set('catgr', category);
  if (page > 1) out.set('pageNo', String(page));
  return out;
}

export function useShelfAddress(): ShelfAddress {
  const [params, setParams] = useSearchParams();
  const category = categoryFrom(params);
  const page = pageFrom(params);
  const go = (nextCategory: string, nextPage: number) => setParams(shelfParams(nextCategory, nextPage));
  return {
    category,
    page,
    setCategory: (next) => go(next, 1),
    setPage: (next) => go(category, next),
    pageHref: (next) => `?${shelfParams(category, next).toString()}`,
  };
}

/** A failure's Korean message: the server's (ApiError carries it, a network failure too), else the spec's unknown. */
export function failureMessage(error: unknown): string {
  return isApiError(error) && error.message ? error.message : MESSAGES.unknownError;
}
