/**
 * The typing game's calls over a fake week (ADR 031, ADR 058): rounds are issued as the server issues them (the place
 * drills from the keyboard, words and sentences from the content bank's cards, drawn from a fixed seed so a story
 * draws the same lines), and a result is checked against its round and reckoned as the server does
 * (the same lines in order; `typingFigures`). The ranking holds the demo's other children (`DEMO_GAME_BESTS`) plus the member's
 * own best. `fail` makes the named calls answer 500, `hold` leaves them unanswered, `empty` starts the week with no
 * round, `denied` answers 403 with the game row's alert, `refuse` refuses every result for that reason.
 */
import type { GameRankRow, GameRanking, GameResult, GameRound } from '@buddy/contract';
import {
  COIN_RULES,
  GAME_REFUSAL_MESSAGES,
  GAME_ROUND,
  gameWeekStart,
  maskMemberName,
  pick,
  placeDrills,
  seededRandom,
  typingFigures,
  type GameRefusal,
  type GameType,
  type LibraryContentItem,
} from '@buddy/domain';
import bank from '../../../../content/library/items.json';
import { DEMO_ACCOUNTS, DEMO_GAME_BESTS, DEMO_HISTORY_MEMBER } from '@buddy/domain/demo';
import { errorBody, http, never, SERVER_ERROR } from '../http';

export type GameCall = 'round' | 'result' | 'ranking';

export interface GameOptions {
  fail?: GameCall[];
  hold?: GameCall[];
  empty?: boolean;
  denied?: boolean;
  /** Every result is refused for this reason (400, ADR 058). */
  refuse?: GameRefusal;
}

/** The lines a words or sentence round is drawn from: the bank's cards of that kind, with their Korean. */
const CARD_LINES = (kind: string) =>
  (bank as LibraryContentItem[])
    .filter((item) => item.kind === kind)
    .flatMap((item) => item.slides.map((slide) => ({ text: slide.text, hint: slide.ko || null })));

/** The member the stories sign in (student01), masked as the server shows a name. */
const MY_NAME = maskMemberName(
  DEMO_ACCOUNTS.find((account) => account.memNo === DEMO_HISTORY_MEMBER)?.name ?? '',
);

const DENIED = errorBody({ code: 'NO_PERMISSION', message: '영어타자게임 사용권한이 없습니다' });

export function gameHandlers(options: GameOptions = {}) {
  const mine = new Map<GameType, { score: number; cpm: number; accuracy: number }>();
  let resultNo = 0;
  /** The rounds seen, by round id: as the server, only a new round among the first five pays (ADR 034). */
  const rounds = new Set<string>();
  /** The rounds issued, by round id. */
  const issued = new Map<string, GameRound>();
  const fails = async (call: GameCall) => {
    if (options.hold?.includes(call)) await never();
    return options.fail?.includes(call) === true;
  };

  function ranking(gameTp: GameType): GameRanking {
    const own = mine.get(gameTp);
    const bests = [
      ...(options.empty
        ? []
        : DEMO_GAME_BESTS.map((best) => ({ ...best, name: maskMemberName(best.name), mine: false }))),
      ...(own ? [{ ...own, name: MY_NAME, mine: true }] : []),
    ].sort((a, b) => b.score - a.score);
    const rows: GameRankRow[] = bests.map((best) => ({
      ...best,
      rank: 1 + bests.filter((other) => other.score > best.score).length,
    }));
    const me = rows.find((row) => row.mine);
    return {
      gameTp,
      weekStart: gameWeekStart(new Date()),
      rows: rows.slice(0, 10),
      me: me ? { rank: me.rank, score: me.score } : null,
    };
  }

  const refused = (code: GameRefusal) => errorBody({ code, message: GAME_REFUSAL_MESSAGES[code] });

  return [
    http.post('/reward/game/round', async ({ request, response }) => {
      if (await fails('round')) return response(500).json(SERVER_ERROR);
      if (options.denied) return response(403).json(DENIED);
      const { gameTp } = await request.json();
      const seed = 20261120 + issued.size;
      const prompts =
        gameTp === 'place'
          ? placeDrills(seed).map((text) => ({ text, hint: null }))
          : pick(CARD_LINES(gameTp === 'words' ? 'word' : 'stpt'), GAME_ROUND[gameTp], seededRandom(seed));
      const round: GameRound = { roundId: crypto.randomUUID(), gameTp, prompts, issuedAt: Date.now() };
      issued.set(round.roundId, round);
      return response(200).json({ result: round });
    }),
    http.post('/reward/game/result', async ({ request, response }) => {
      if (await fails('result')) return response(500).json(SERVER_ERROR);
      if (options.denied) return response(403).json(DENIED);
      const body = await request.json();
      if (options.refuse) return response(400).json(refused(options.refuse));
      const round = issued.get(body.roundId);
      if (!round) return response(400).json(refused('GAME_NOT_ISSUED'));
      // The lines it issued, in their order; their time and speed are the server's to check (a story's clock may
      // stand still, and its play types faster than a child).
      const same =
        round.gameTp === body.gameTp &&
        body.lines.length === round.prompts.length &&
        body.lines.every((line, index) => line.prompt === round.prompts[index]?.text);
      const refusal: GameRefusal | null = same ? null : 'GAME_PROMPTS';
      if (refusal) return response(400).json(refused(refusal));
      const pays = !rounds.has(body.roundId) && rounds.size < COIN_RULES.gameRoundsPerDay;
      rounds.add(body.roundId);
      const figures = typingFigures(body.lines);
      const before = mine.get(body.gameTp);
      if (!before || figures.score > before.score) {
        mine.set(body.gameTp, { score: figures.score, cpm: figures.cpm, accuracy: figures.accuracy });
      }
      resultNo += 1;
      const result: GameResult = {
        resultNo,
        gameTp: body.gameTp,
        cpm: figures.cpm,
        accuracy: figures.accuracy,
        score: figures.score,
        best: !before || figures.score > before.score,
        rank: ranking(body.gameTp).me?.rank ?? null,
        createdAt: Date.now(),
        coinsEarned: pays
          ? { total: COIN_RULES.game, entries: [{ source: 'game', coins: COIN_RULES.game }] }
          : { total: 0, entries: [] },
      };
      return response(200).json({ result });
    }),
    http.get('/reward/game/result/ranking', async ({ query, response }) => {
      if (await fails('ranking')) return response(500).json(SERVER_ERROR);
      if (options.denied) return response(403).json(DENIED);
      const gameTp = (query.get('gameTp') ?? 'words') as GameType;
      return response(200).json({ result: ranking(gameTp) });
    }),
  ];
}
