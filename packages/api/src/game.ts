/**
 * The library's typing game (spec §7 Reward; ADR 031): a round's lines go to the server through the outbox
 * (`outbox.sendGame`: retried, kept across a reload, stored once by its round id), which answers the figures it
 * reckoned and the member's place; this week's ranking is a query. Calls never throw (ApiResult).
 */
import { queryOptions } from '@tanstack/react-query';
import type { GameRanking, GameResult, GameResultInput } from '@buddy/contract';
import type { GameType } from '@buddy/domain';
import { resourceOf, type ApiCore } from './core';
import { unwrap, type ApiResult } from './result';

export const gameKeys = {
  all: ['game'] as const,
  ranking: (gameTp: GameType) => [...gameKeys.all, 'ranking', gameTp] as const,
};

export function createGameApi(core: ApiCore) {
  return {
    /** POST /reward/game/result: one round (its id, its mode and the lines as typed). */
    saveResult(body: GameResultInput): Promise<ApiResult<{ result: GameResult }>> {
      return core.call((init) => core.fetchClient.POST('/reward/game/result', { ...init, body }));
    },
    /** GET /reward/game/result/ranking: this week's top ten and the member's own place. */
    ranking(gameTp: GameType): Promise<ApiResult<{ result: GameRanking }>> {
      return core.call((init) =>
        core.fetchClient.GET('/reward/game/result/ranking', { ...init, params: { query: { gameTp } } }),
      );
    },
  };
}

export type GameApi = ReturnType<typeof createGameApi>;

/** The game calls of a client (made on first use). */
export const gameApi = /* @__PURE__ */ resourceOf(createGameApi);

export const gameQueries = {
  ranking: (api: ApiCore, gameTp: GameType) =>
    queryOptions({
      queryKey: gameKeys.ranking(gameTp),
      queryFn: async () => unwrap(await api.resource(createGameApi).ranking(gameTp)).result,
    }),
};
