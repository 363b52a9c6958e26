/** A list's page and a record's number as read from an address (the page and search live in the address query). */
import { MAX_PAGE_NO } from '@buddy/domain';

/**
 * A page number from the address: a whole number of at least 1, else 1, and at most the largest the calls take
 * (a page past the end, however far, shows the last page: the server answers it so).
 */
export function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('pageNo'));
  return Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE_NO) : 1;
}

/** A record number from the address, or null (not a whole number from 1 up to the database's largest). */
export function numberFrom(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 && n <= 2_147_483_647 ? n : null;
}

/** The address query of a list: its non-empty parts, then the page when past the first ('' when nothing is set). */
export function listAddressQuery(page: number, parts: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(parts)) if (value) query.set(key, value);
  if (page > 1) query.set('pageNo', String(page));
  const text = query.toString();
  return text ? `?${text}` : '';
}
