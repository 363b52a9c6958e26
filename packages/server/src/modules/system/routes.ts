import { ping, type Db, type DatabaseKind } from '../../db/client';
import { ERROR_MESSAGES, HttpError } from '../../plugins/errors';
import type { ContractRouter } from '../../plugins/openapi';

export function systemRoutes(router: ContractRouter, db: Db, kind: DatabaseKind): void {
  router.route('/health', 'get', async (request) => {
    try {
      await ping(db);
    } catch (error) {
      request.log.error({ err: error }, 'health: database does not answer');
      throw new HttpError(503, 'DB_UNAVAILABLE', ERROR_MESSAGES.databaseUnavailable);
    }
    return { result: { status: 'ok' as const, database: kind, uptime: process.uptime() } };
  });
}
