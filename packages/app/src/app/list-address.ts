/** A list's page and a record's number as read from an address (the page and search live in the address query). */

/** A page number from the address: a whole number of at least 1, else 1. */
export function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('pageNo'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
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
