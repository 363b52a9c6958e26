/**
 * The library's typing game (spec §7 Reward; ADR 031): a round is issued by the server (its lines and when it began,
 * ADR 058); its typed lines go to the server through the outbox
 * (`outbox.sendGame`: retried, kept across a reload, stored once by its round id), which answers the figures it
 * reckoned and the member's place; this week's ranking is a query (the cache keeps the whole answer, a page reads its
 * `result`).
 */
import { mutationOptions } from '@tanstack/react-query';
import type { GameType } from '@buddy/domain';
import { contractQuery, dataOf, pathKey, type ApiCore } from './core';

export const gameKeys = {
  /** A game's ranking, as `gameQueries.ranking` keys it (a stored round makes it stale). */
  ranking: (gameTp: GameType) =>
    [...pathKey('/reward/game/result/ranking'), { params: { query: { gameTp } } }] as const,
};

export const gameQueries = {
  /** This week's top ten of a game and the member's own place. */
  ranking: (api: ApiCore, gameTp: GameType) =>
    contractQuery(
      api,
      '/reward/game/result/ranking',
      { params: { query: { gameTp } } },
      { select: (answer) => answer.result },
    ),
};

export const gameMutations = {
  /**
   * Issues a round of a game (ADR 058): the lines the server drew and when it began; rejects with ApiError (403 with
   * the game row's alert).
   */
  round: (api: ApiCore) =>
    mutationOptions({
      mutationKey: ['post', '/reward/game/round'],
      mutationFn: async (gameTp: GameType) =>
        (await dataOf(api.client.POST('/reward/game/round', { body: { gameTp } }))).result,
    }),
};
