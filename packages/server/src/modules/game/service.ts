import { randomInt, randomUUID } from 'node:crypto';
import {
  COIN_RULES,
  GAME_NO_LINES_MESSAGE,
  GAME_REFUSAL_MESSAGES,
  GAME_ROUND,
  gameRefusal,
  gameWeekStart,
  libraryAccess,
  maskMemberName,
  pick,
  placeDrills,
  typingFigures,
  type GameRefusal,
  type GameType,
} from '@buddy/domain';
import type { components } from '@buddy/contract';
import { HttpError } from '../../plugins/errors';
import type { Clock } from '../../plugins/tokens';
import type { LibraryProfiles } from '../library/service';
import { NO_PERMISSION } from '../library/service';
import { CoinsPaid } from '../reward/ledger';
import type { GameRepository } from './repository';

type Schemas = components['schemas'];

export const RANKING_ROWS = 10;

/**
 * The unplayed rounds kept per member (ADR 058): a child plays one at a time, a few tabs at most; a round older than
 * the newest ten was left, and its result is refused as never issued.
 */
export const OPEN_ROUNDS_KEPT = 10;

/** A refused round's answer: 400 with the reason's code and the child's words. */
const refused = (code: GameRefusal) => new HttpError(400, code, GAME_REFUSAL_MESSAGES[code]);

/** A round's line in the coin history. */
const GAME_NAMES: Record<GameType, string> = {
  place: '자리 연습 게임',
  words: '단어 게임',
  sentence: '문장 게임',
};

/** Where a game's lines come from: the place drills are made from the keyboard, the others are library cards. */
const PROMPT_KIND: Record<Exclude<GameType, 'place'>, string> = { words: 'word', sentence: 'stpt' };

/**
 * The typing game's rounds and results (spec §7 Reward; ADR 031, ADR 058). The server issues a round's lines and
 * reckons its result from the lines themselves (the client's figures are not taken): the lines must be the ones it
 * issued, typed in no more time than has passed, at a child's speed (GAME_MAX_CPM). Rankings are by each member's best score of the Seoul week; other children are
 * shown with their names masked. §6's game row guards both calls.
 */
export class GameService {
  constructor(
    private readonly games: GameRepository,
    private readonly profiles: LibraryProfiles,
    private readonly clock: Clock,
  ) {}

  private async check(memNo: string): Promise<void> {
    const access = libraryAccess('game', await this.profiles.profile(memNo));
    if (!access.allowed) throw new HttpError(403, NO_PERMISSION, access.alert);
  }

  /**
   * POST round (ADR 058): a round's lines drawn by the server (place drills from the keyboard, words and sentences
   * from the library's cards, GAME_ROUND of them) and the moment it began, kept to check its result against.
   */
  async issue(memNo: string, gameTp: GameType): Promise<Schemas['GameRound']> {
    await this.check(memNo);
    const random = () => randomInt(0, 2 ** 31) / 2 ** 31;
    const prompts =
      gameTp === 'place'
        ? placeDrills(randomInt(1, 2 ** 31)).map((text) => ({ text, hint: null }))
        : pick(await this.games.slidesOf(PROMPT_KIND[gameTp]), GAME_ROUND[gameTp], random).map((slide) => ({
            text: slide.text,
            hint: slide.ko || null,
          }));
    if (prompts.length === 0) throw new HttpError(404, 'GAME_NO_LINES', GAME_NO_LINES_MESSAGE);
    const issuedAt = this.clock();
    const roundId = randomUUID();
    await this.games.issueRound({ roundId, memNo, gameTp, prompts, issuedAt }, OPEN_ROUNDS_KEPT);
    return { roundId, gameTp, prompts, issuedAt: issuedAt.getTime() };
  }

  /**
   * POST result: the lines of a round the server issued to this member, checked against it (the same lines in
   * order, no more time than has passed, a child's speed); a refused round says why (400, ADR 058).
   */
  async save(memNo: string, input: Schemas['GameResultInput']): Promise<Schemas['GameResult']> {
    await this.check(memNo);
    const issued = await this.games.roundOf(memNo, input.roundId);
    if (!issued) throw refused('GAME_NOT_ISSUED');
    const now = this.clock();
    const refusal =
      issued.gameTp === input.gameTp
        ? gameRefusal(
            { prompts: issued.prompts.map((prompt) => prompt.text), issuedAt: issued.issuedAt },
            input.lines,
            now,
          )
        : 'GAME_PROMPTS';
    if (refusal) throw refused(refusal);
    const figures = typingFigures(input.lines);
    const paid = new CoinsPaid();
    const row = await this.games.insertOnce(
      {
        memNo,
        roundId: input.roundId,
        gameTp: input.gameTp,
        weekStart: gameWeekStart(now),
        correct: figures.correct,
        typed: figures.typed,
        ms: figures.ms,
        cpm: figures.cpm,
        accuracy: figures.accuracy,
        score: figures.score,
        createdAt: now,
      },
      async (tx, saved) => {
        await paid.pay(tx, {
          memNo,
          at: now,
          source: 'game',
          key: input.roundId,
          description: `${GAME_NAMES[input.gameTp]} ${saved.score}점`,
          points: COIN_RULES.game,
        });
      },
    );
    // A round sent again answers as it did the first time (its week, its place among the rounds before it).
    const before = await this.games.bestBefore(memNo, row.gameTp, row.weekStart, row.resultNo);
    const place = await this.games.placeOf(memNo, row.gameTp, row.weekStart);
    return {
      resultNo: row.resultNo,
      gameTp: row.gameTp as GameType,
      cpm: row.cpm,
      accuracy: row.accuracy,
      score: row.score,
      best: before === null || row.score > before,
      rank: place?.rank ?? null,
      createdAt: row.createdAt.getTime(),
      // A round sent again ran no earning: it answers 0, as does a round past the day's fifth (ADR 034).
      coinsEarned: paid.earned(),
    };
  }

  async ranking(memNo: string, gameTp: GameType = 'words'): Promise<Schemas['GameRanking']> {
    await this.check(memNo);
    const weekStart = gameWeekStart(this.clock());
    const [rows, me] = await Promise.all([
      this.games.ranking(gameTp, weekStart, RANKING_ROWS),
      this.games.placeOf(memNo, gameTp, weekStart),
    ]);
    return {
      gameTp,
      weekStart,
      rows: rows.map((row) => ({
        rank: row.rank,
        name: maskMemberName(row.name),
        score: row.score,
        cpm: row.cpm,
        accuracy: row.accuracy,
        mine: row.memNo === memNo,
      })),
      me,
    };
  }
}
