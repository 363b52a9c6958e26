import type { ContractRouter } from '../../plugins/openapi';
import type { LibraryService } from './service';

/**
 * Spec §7 Library and site: the library lists and a video's detail. The token is optional (the contract's
 * `security: [{}, {bearer: []}]`): without one the visitor gets the preview; a stale one is a 401.
 */
export function libraryRoutes(router: ContractRouter, service: LibraryService): void {
  router.route('/buddy-lib/{kind}/{type}', 'get', async (request) =>
    service.list(request.params.kind, request.params.type, request.query, request.auth?.memNo ?? null),
  );
  router.route('/buddy-lib/animations/{type}/{id}', 'get', async (request) => ({
    result: await service.animation(request.params.type, request.params.id, request.auth?.memNo ?? null),
  }));
}
