import type { ContractRouter } from '../../plugins/openapi';
import type { SiteService } from './service';

/**
 * Spec §7 Library and site: the brand site's home (/main), notices, FAQ and branch finder. Open to every visitor
 * (no token); the contract validates every query and path value before a handler runs.
 */
export function siteRoutes(router: ContractRouter, service: SiteService): void {
  router.route('/main', 'get', async (request) => ({ result: await service.home(request.query.deviceTp) }));
  router.route('/site-mgr/notices', 'get', async (request) => service.notices(request.query));
  router.route('/site-mgr/notices/{boardNo}', 'get', async (request) => ({
    result: await service.notice(request.params.boardNo),
  }));
  router.route('/site-mgr/faq', 'get', async (request) => service.faq(request.query));
  router.route('/branches', 'get', async (request) => service.branches(request.query));
  router.route('/branches/office', 'get', async () => ({ result: await service.salesOffices() }));
  router.route('/branches/{code}', 'get', async (request) => ({
    result: await service.branch(request.params.code),
  }));
}
