import {
  COIN_RULES,
  GAME_MAX_CPM,
  gameWeekStart,
  isPlaceDrill,
  libraryAccess,
  maskMemberName,
  typingFigures,
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

export const GAME_MESSAGES = {
  /** 400 GAME_INVALID: a prompt that is not one of the game's, or a speed no child types at. */
  invalid: '게임 기록이 올바르지 않습니다.',
} as const;

export const RANKING_ROWS = 10;

/** A round's line in the coin history. */
const GAME_NAMES: Record<GameType, string> = {
  place: '자리 연습 게임',
  words: '단어 게임',
  sentence: '문장 게임',
};

/** Where a game's lines come from: the place drills are made from the keyboard, the others are library cards. */
const PROMPT_KIND: Record<Exclude<GameType, 'place'>, string> = { words: 'word', sentence: 'stpt' };

/**
 * The typing game's results (spec §7 Reward; ADR 031). The server reckons a round from the lines themselves (the
 * client's figures are not taken): every prompt must be one the game offers, the characters are counted here, and a
 * speed above GAME_MAX_CPM is refused. Rankings are by each member's best score of the Seoul week; other children are
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

  private async checkPrompts(gameTp: GameType, prompts: readonly string[]): Promise<void> {
    const unique = [...new Set(prompts)];
    const known =
      gameTp === 'place'
        ? unique.filter(isPlaceDrill)
        : [...(await this.games.slideTexts(PROMPT_KIND[gameTp], unique))];
    if (known.length !== unique.length) throw new HttpError(400, 'GAME_INVALID', GAME_MESSAGES.invalid);
  }

  async save(memNo: string, input: Schemas['GameResultInput']): Promise<Schemas['GameResult']> {
    await this.check(memNo);
    await this.checkPrompts(
      input.gameTp,
      input.lines.map((line) => line.prompt),
    );
    const figures = typingFigures(input.lines);
    if (figures.cpm > GAME_MAX_CPM) throw new HttpError(400, 'GAME_INVALID', GAME_MESSAGES.invalid);
    const now = this.clock();
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
