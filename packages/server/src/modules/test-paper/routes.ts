import { claimsOf } from '../../plugins/auth';
import type { ContractRouter } from '../../plugins/openapi';
import type { TestsService } from './service';

/** Members ('access') and level-test visitors ('lvt') both reach the test calls; the service tells them apart. */
const takers = { config: { tokenPurposes: ['access' as const, 'lvt' as const] } };

export function testRoutes(router: ContractRouter, service: TestsService, candidatesPerMinute: number): void {
  // A member's own history: the access token only (a level-test visitor's is refused, 401).
  router.route('/mypage/tests/attempts', 'get', async (request) =>
    service.history(claimsOf(request), request.query),
  );
  // A level-test report by its link code: no sign-in, the code is the key and the answer has no personal data.
  router.route('/level-tests/results/{resultCd}', 'get', async (request) => ({
    result: await service.sharedLevelReport(request.params.resultCd),
  }));
  router.route('/mypage/level-tests', 'get', async (request) => ({
    result: await service.memberLevelReports(claimsOf(request)),
  }));
  router.route(
    '/study-course/tests/level/report',
    'post',
    async (request) => ({ result: await service.levelReport(claimsOf(request), request.body) }),
    takers,
  );
  router.route(
    '/study-course/tests/load',
    'post',
    async (request) => ({ result: await service.load(claimsOf(request), request.body) }),
    takers,
  );
  router.route(
    '/study-course/tests/in-progress',
    'get',
    async (request) => ({ result: await service.inProgress(claimsOf(request), request.query) }),
    takers,
  );
  router.route(
    '/study-course/tests/answers',
    'post',
    async (request) => ({ result: await service.saveAnswer(claimsOf(request), request.body, false) }),
    takers,
  );
  router.route(
    '/study-course/tests/answr',
    'post',
    async (request) => ({ result: await service.submit(claimsOf(request), request.body, false) }),
    takers,
  );
  router.route(
    '/study-course/tests/result/paper',
    'post',
    async (request) => ({ result: await service.resultPaper(claimsOf(request), request.body, false) }),
    takers,
  );
  router.route('/study-course/tests/preview', 'post', async (request) => ({
    result: await service.preview(request.body.questnCd),
  }));
  router.route(
    '/study-course/tests/level/candidates',
    'post',
    async (request) => ({ result: await service.createCandidate(request.body) }),
    { config: { rateLimit: { max: candidatesPerMinute, timeWindow: 60_000 } } },
  );
  router.route(
    '/study-course/tests/sample/candidates',
    'post',
    async () => ({ result: await service.createSampleCandidate() }),
    { config: { rateLimit: { max: candidatesPerMinute, timeWindow: 60_000 } } },
  );
  router.route(
    '/study-course/incorrectQuizTest/load',
    'post',
    async (request) => ({ result: await service.loadQuiz(claimsOf(request), request.body) }),
    takers,
  );
  router.route(
    '/study-course/incorrectQuizTests/answers',
    'post',
    async (request) => ({ result: await service.saveAnswer(claimsOf(request), request.body, true) }),
    takers,
  );
  router.route(
    '/study-course/incorrectQuizTests/answr',
    'post',
    async (request) => ({ result: await service.submit(claimsOf(request), request.body, true) }),
    takers,
  );
  router.route(
    '/study-course/incorrectQuizTests/result/paper',
    'post',
    async (request) => ({ result: await service.resultPaper(claimsOf(request), request.body, true) }),
    takers,
  );
}
