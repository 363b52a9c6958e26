import { claimsOf } from '../../plugins/auth';
import type { ContractRouter } from '../../plugins/openapi';
import type { RewardService } from './service';

/** Spec §7 Reward: lands, the pet, the shop and inventory, buying, and the coins (ADR 034). */
export function rewardRoutes(router: ContractRouter, service: RewardService): void {
  router.route('/reward/buddymon/main', 'get', async (request) => ({
    result: await service.lands(claimsOf(request).memNo),
  }));
  router.route('/reward/buddymon/official', 'get', async (request) => ({
    result: await service.character(claimsOf(request).memNo, request.query.simpleYn === 'Y'),
  }));
  router.route('/reward/buddymon/official', 'post', async (request) => ({
    result: await service.saveCharacter(claimsOf(request).memNo, request.body),
  }));
  router.route('/reward/buddymon/items/categories', 'get', async (request) => ({
    result: await service.categories(claimsOf(request).memNo, request.query.myRoomYn === 'Y'),
  }));
  router.route('/reward/buddymon/items', 'get', async (request) =>
    service.items(claimsOf(request).memNo, request.query),
  );
  router.route('/reward/buddymon/items', 'post', async (request) => {
    // The contract's pattern was checked with the headers (a repeated header arrives joined, and is refused there).
    const key = request.headers['idempotency-key'];
    return {
      result: await service.buy(
        claimsOf(request).memNo,
        request.body.itemId,
        typeof key === 'string' ? key : undefined,
      ),
    };
  });
  router.route('/reward/trans/stats/recent', 'get', async (request) => ({
    result: await service.summary(claimsOf(request).memNo),
  }));
  router.route('/reward/trans/stats/todayIncreasePoint', 'get', async (request) => ({
    result: await service.summary(claimsOf(request).memNo),
  }));
  router.route('/reward/buddymon/weekly', 'get', async (request) => ({
    result: await service.weekly(claimsOf(request).memNo),
  }));
  router.route('/reward/buddymon/care', 'get', async (request) => ({
    result: await service.care(claimsOf(request).memNo),
  }));
  router.route('/reward/buddymon/care', 'post', async (request) => ({
    result: await service.doCare(claimsOf(request).memNo, request.body),
  }));
  router.route('/reward/buddymon/growth', 'get', async (request) => ({
    result: await service.growth(claimsOf(request).memNo),
  }));
  router.route('/reward/buddymon/growth', 'post', async (request) => ({
    result: await service.seeGrowth(claimsOf(request).memNo, request.body.seenStage),
  }));
  router.route('/reward/buddymon/streak', 'get', async (request) => ({
    result: await service.streak(claimsOf(request).memNo, request.query.yyyymm),
  }));
  router.route('/reward/trans/stats', 'get', async (request) =>
    service.history(claimsOf(request).memNo, request.query),
  );
}
