import { claimsOf } from '../../plugins/auth';
import type { ContractRouter } from '../../plugins/openapi';
import type { ReviewService } from './service';

/** The spaced review's calls (issue 30, ADR 073): the signed-in member's own cards only. */
export function reviewRoutes(router: ContractRouter, service: ReviewService): void {
  router.route('/study-course/review', 'get', async (request) => ({
    result: await service.today(claimsOf(request).memNo),
  }));
  router.route('/study-course/review/answer', 'post', async (request) => ({
    result: await service.answer(claimsOf(request).memNo, request.body),
  }));
}
