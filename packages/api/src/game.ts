/**
 * The library's typing game (spec §7 Reward; ADR 031): a round's lines go to the server through the outbox
 * (`outbox.sendGame`: retried, kept across a reload, stored once by its round id), which answers the figures it
 * reckoned and the member's place; this week's ranking is a query (the cache keeps the whole answer, a page reads its
 * `result`).
 */
import type { GameType } from '@buddy/domain';
import { contractQuery, pathKey, type ApiCore } from './core';

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
