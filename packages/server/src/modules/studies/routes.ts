import { claimsOf } from '../../plugins/auth';
import type { ContractRouter } from '../../plugins/openapi';
import type { StudiesService } from './service';

/** The study home's calls (spec §7 Study): the week's session, the recent study, the review popup, the stats. */
export function studiesRoutes(router: ContractRouter, service: StudiesService): void {
  router.route('/study-course/studies/load', 'post', async (request) => ({
    result: await service.load(claimsOf(request).memNo, request.body),
  }));
  router.route('/mypage/studies/prgrs/recent', 'get', async (request) => ({
    result: await service.recent(claimsOf(request).memNo),
  }));
  router.route('/mypage/studies/prgrs/review', 'get', async (request) => ({
    result: await service.review(claimsOf(request).memNo),
  }));
  router.route('/mypage/studies/stats', 'get', async (request) => ({
    result: await service.stats(claimsOf(request).memNo, request.query),
  }));
}
