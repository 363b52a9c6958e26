/**
 * The server's refusal of a call (403: the member may not, e.g. §6's library rows or the one-year review limit) as the
 * message it carries, shown as it is; null for any other outcome (a failure worth a retry, or none).
 */
import { ApiError } from '@buddy/api';

export function refusalOf(error: unknown): string | null {
  return error instanceof ApiError && error.status === 403 ? error.message : null;
}
