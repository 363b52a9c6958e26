import { claimsOf } from '../../plugins/auth';
import type { ContractRouter } from '../../plugins/openapi';
import type { GameService } from './service';

/** Spec §7 Reward: the typing game's rounds (ADR 058), results and this week's ranking (members only). */
export function gameRoutes(router: ContractRouter, service: GameService): void {
  router.route('/reward/game/round', 'post', async (request) => ({
    result: await service.issue(claimsOf(request).memNo, request.body.gameTp),
  }));
  router.route('/reward/game/result', 'post', async (request) => ({
    result: await service.save(claimsOf(request).memNo, request.body),
  }));
  router.route('/reward/game/result/ranking', 'get', async (request) => ({
    result: await service.ranking(claimsOf(request).memNo, request.query.gameTp),
  }));
}
