/** Health (process up and database answering). The query errors with `ApiError`. */
import { contractQuery, type ApiCore } from './core';

export const healthQueries = {
  check: (api: ApiCore) => contractQuery(api, '/health', {}, { select: (answer) => answer.result }),
};
