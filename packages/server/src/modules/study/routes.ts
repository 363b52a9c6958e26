import { claimsOf } from '../../plugins/auth';
import type { ContractRouter } from '../../plugins/openapi';
import type { StudyLinksService } from './service';

export function studyRoutes(router: ContractRouter, service: StudyLinksService): void {
  router.route('/study/url', 'get', async () => ({ result: await service.common() }));
  router.route('/study/credential/url', 'get', async (request) => ({
    result: await service.credential(claimsOf(request).memNo),
  }));
}
