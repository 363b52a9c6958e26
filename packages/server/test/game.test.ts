import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GAME_MAX_CPM,
  GAME_NO_LINES_MESSAGE,
  GAME_REFUSAL_MESSAGES,
  typingFigures,
  type GameRefusal,
  type LibraryContentItem,
} from '@buddy/domain';
import { eq, inArray } from 'drizzle-orm';
import { gameResults, gameRounds, libraryItems } from '../src/db/schema';
import { seedLibrary } from '../src/seed/library';
import { bearer, createTestApp, expectContract, tokenFor, type TestApp } from './helpers';

let t: TestApp;
const tokens = new Map<string, string>();
async function tokenOf(id: string): Promise<string> {
  const known = tokens.get(id) ?? (await tokenFor(t.app, id));
  tokens.set(id, known);
  return known;
}

const WORDS = ['apple', 'banana', 'cat', 'dog', 'egg'];
const SENTENCES = ['I like apples.', 'This is my cat.'];

function cards(kind: 'word' | 'stpt', texts: string[]): LibraryContentItem {
  return {
    code: `${kind}-test`,
    kind,
    type: kind === 'word' ? 'wd' : 'sp',
    title: kind,
    titleKo: kind,
    summary: kind,
    thumbnail: null,
    course: null,
    step: null,
    week: null,
    audio: null,
    durationMs: 0,
    slides: texts.map((text) => ({
      image: 'media/x.svg',
      text,
      ko: '뜻',
      audio: 'media/x.ogg',
      durationMs: 1000,
    })),
    worksheet: null,
    answer: null,
  };
}

interface Result {
  resultNo: number;
  gameTp: string;
  cpm: number;
  accuracy: number;
  score: number;
  best: boolean;
  rank: number | null;
  coinsEarned?: { total: number; entries: { source: string; coins: number }[] };
}
interface Ranking {
  gameTp: string;
  weekStart: string;
  rows: { rank: number; name: string; score: number; cpm: number; accuracy: number; mine: boolean }[];
  me: { rank: number; score: number } | null;
}

type Line = { prompt: string; typed: string; ms: number };

interface Round {
  roundId: string;
  gameTp: string;
  prompts: { text: string; hint: string | null }[];
  issuedAt: number;
}

async function post(as: string | null, payload: unknown, url = '/v2/reward/game/result') {
  return t.app.inject({
    method: 'POST',
    url,
    headers: as === null ? {} : bearer(await tokenOf(as)),
    payload: payload as Record<string, unknown>,
  });
}

/** A round the server issues to a member (ADR 058). */
async function issue(as: string, gameTp: string): Promise<Round> {
  const response = await post(as, { gameTp }, '/v2/reward/game/round');
  expect(response.statusCode, response.body).toBe(200);
  return (expectContract(response, '/reward/game/round', 'post') as { result: Round }).result;
}

/** A line as the child typed it: right by default, in `ms`. */
type Typist = (prompt: string, index: number) => { typed: string; ms: number };
const steady =
  (ms: number): Typist =>
  (prompt) => ({ typed: prompt, ms });

/**
 * A round issued and typed: each of its lines as `typist` says, while the server's clock moves on by the lines' time
 * (the child typing), unless `elapsed` says how much time passes.
 */
async function play(as: string, gameTp: string, typist: Typist, elapsed?: number) {
  const round = await issue(as, gameTp);
  const lines: Line[] = round.prompts.map(({ text }, index) => ({ prompt: text, ...typist(text, index) }));
  t.clock.advance(elapsed ?? lines.reduce((sum, line) => sum + line.ms, 0));
  return { round, lines };
}

async function saved(response: Awaited<ReturnType<typeof post>>): Promise<Result> {
  expect(response.statusCode, response.body).toBe(200);
  return (expectContract(response, '/reward/game/result', 'post') as { result: Result }).result;
}

/** A round issued, typed by `typist` and stored. */
async function save(as: string, gameTp: string, typist: Typist): Promise<Result> {
  const { round, lines } = await play(as, gameTp, typist);
  return saved(await post(as, { roundId: round.roundId, gameTp, lines }));
}

/** A refused round: 400 with the reason's code and the child's words, by the contract. */
async function expectRefused(response: Awaited<ReturnType<typeof post>>, code: GameRefusal): Promise<void> {
  expect(response.statusCode, response.body).toBe(400);
  expect(expectContract(response, '/reward/game/result', 'post')).toEqual({
    code,
    message: GAME_REFUSAL_MESSAGES[code],
  });
}

async function ranking(as: string, gameTp = 'words'): Promise<Ranking> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/v2/reward/game/result/ranking?gameTp=${gameTp}`,
    headers: bearer(await tokenOf(as)),
  });
  expect(response.statusCode, response.body).toBe(200);
  return (expectContract(response, '/reward/game/result/ranking', 'get') as { result: Ranking }).result;
}

/** Every word typed right, `ms` per line (a round's lines that were never issued). */
const words = (ms: number): Line[] => WORDS.map((prompt) => ({ prompt, typed: prompt, ms }));

beforeAll(async () => {
  t = await createTestApp();
  await seedLibrary(t.database.db, [cards('word', WORDS), cards('stpt', SENTENCES)]);
});
afterAll(async () => {
  await t?.close();
});

describe('given a round of the typing game', () => {
  it('issues a round of lines the server drew, with their meanings, and when it began', async () => {
    const words = await issue('student04', 'words');
    expect(words.prompts.map((prompt) => prompt.text).sort()).toEqual([...WORDS].sort());
    expect(words.prompts.every((prompt) => prompt.hint === '뜻')).toBe(true);
    expect(words.issuedAt).toBe(t.clock().getTime());
    const place = await issue('student04', 'place');
    expect(place.prompts).toHaveLength(8);
    expect(place.prompts.every((prompt) => /^[a-z]{3}( [a-z]{3}){3}$/.test(prompt.text))).toBe(true);
    expect(place.roundId).not.toBe(words.roundId);
  });

  it('reckons the figures from the lines itself, not from the client', async () => {
    const { round, lines } = await play('student04', 'sentence', (prompt, index) => ({
      typed: index === 0 ? `${prompt.slice(0, -2)}z.` : prompt.slice(0, 7),
      ms: 6000,
    }));
    const result = await saved(
      await post('student04', { roundId: round.roundId, gameTp: 'sentence', lines }),
    );
    const figures = typingFigures(lines);
    expect(result).toMatchObject({
      gameTp: 'sentence',
      cpm: figures.cpm,
      accuracy: figures.accuracy,
      score: figures.score,
      best: true,
      rank: 1,
    });
    expect(figures.accuracy).toBeLessThan(100);
  });

  it('stores a round sent again (a retry after a lost answer) once, and answers as the first time', async () => {
    const { round, lines } = await play('student04', 'sentence', steady(7000));
    const body = { roundId: round.roundId, gameTp: 'sentence', lines };
    const first = await saved(await post('student04', body));
    const again = await saved(
      await post('student04', { ...body, lines: lines.map((line) => ({ ...line, ms: 6000 })) }),
    );
    // The same result, except what the call paid: the first paid the round, the retry nothing (ADR 034).
    const { coinsEarned: paidFirst, ...firstResult } = first;
    const { coinsEarned: paidAgain, ...againResult } = again;
    expect(againResult).toEqual(firstResult);
    expect(paidFirst?.total).toBe(3);
    expect(paidAgain).toEqual({ total: 0, entries: [] });
    const stored = await t.database.db
      .select({ resultNo: gameResults.resultNo })
      .from(gameResults)
      .where(eq(gameResults.roundId, round.roundId));
    expect(stored).toHaveLength(1);
  });

  it('keeps only the newest ten unplayed rounds of a member, and every round played', async () => {
    // Sentences, which no ranking below counts. A round played first: its result is sent again later, and answers from its round.
    const { round: played, lines } = await play('student04', 'sentence', steady(7000));
    const body = { roundId: played.roundId, gameTp: 'sentence', lines };
    const first = await saved(await post('student04', body));
    // A script asks for rounds without end (each a second apart, so their order is the clock's).
    const asked: Round[] = [];
    for (let n = 0; n < 12; n += 1) {
      asked.push(await issue('student04', 'sentence'));
      t.clock.advance(1000);
    }
    const kept = await t.database.db
      .select({ roundId: gameRounds.roundId })
      .from(gameRounds)
      .where(inArray(gameRounds.roundId, [played.roundId, ...asked.map((round) => round.roundId)]));
    expect(new Set(kept.map((row) => row.roundId))).toEqual(
      new Set([played.roundId, ...asked.slice(2).map((round) => round.roundId)]),
    );
    // The oldest two were left: their results are refused as never issued; the newest plays.
    const typed = (round: Round) =>
      round.prompts.map(({ text }) => ({ prompt: text, typed: text, ms: 7000 }));
    const [oldest] = asked;
    const newest = asked.at(-1);
    if (!oldest || !newest) throw new Error('no rounds asked');
    t.clock.advance(60_000);
    await expectRefused(
      await post('student04', { roundId: oldest.roundId, gameTp: 'sentence', lines: typed(oldest) }),
      'GAME_NOT_ISSUED',
    );
    await saved(
      await post('student04', { roundId: newest.roundId, gameTp: 'sentence', lines: typed(newest) }),
    );
    const { coinsEarned: _paid, ...firstResult } = first;
    const { coinsEarned: _none, ...again } = await saved(await post('student04', body));
    expect(again).toEqual(firstResult);
  });

  it('plays the place drills it issued, made from the keyboard', async () => {
    expect((await save('student04', 'place', steady(5000))).accuracy).toBe(100);
  });

  it('refuses a round it never issued: the trial’s forged lines topped the ranking (issue 29, defect 2)', async () => {
    const forged = Array.from({ length: 8 }, () => ({ prompt: 'asdf jkl', typed: 'asdf jkl', ms: 490 }));
    await expectRefused(
      await post('student01', { roundId: randomUUID(), gameTp: 'place', lines: forged }),
      'GAME_NOT_ISSUED',
    );
    // Another child's round is not theirs to send.
    const { round, lines } = await play('student02', 'words', steady(3000));
    await expectRefused(
      await post('student01', { roundId: round.roundId, gameTp: 'words', lines }),
      'GAME_NOT_ISSUED',
    );
  });

  it('refuses lines other than the ones it issued, in their order and game', async () => {
    const { round, lines } = await play('student01', 'words', steady(3000));
    const send = (changed: Partial<{ gameTp: string; lines: Line[] }>) =>
      post('student01', { roundId: round.roundId, gameTp: 'words', lines, ...changed });
    await expectRefused(
      await send({ lines: [{ prompt: 'zebra', typed: 'zebra', ms: 3000 }, ...lines.slice(1)] }),
      'GAME_PROMPTS',
    );
    await expectRefused(await send({ lines: lines.slice(1) }), 'GAME_PROMPTS');
    await expectRefused(await send({ lines: [...lines].reverse() }), 'GAME_PROMPTS');
    await expectRefused(await send({ gameTp: 'sentence' }), 'GAME_PROMPTS');
  });

  it('refuses lines that took longer than has passed since the round began, and a speed no child types at', async () => {
    // Five words at 3 s each, sent a second after the round began.
    const early = await play('student01', 'words', steady(3000), 1000);
    await expectRefused(
      await post('student01', { roundId: early.round.roundId, gameTp: 'words', lines: early.lines }),
      'GAME_TIME',
    );
    // The trial's pace, 980 a minute, on lines the server issued and with the time really passing.
    const fast = await play('student01', 'place', (prompt) => ({
      typed: prompt,
      ms: Math.round((prompt.length / 980) * 60_000),
    }));
    expect(typingFigures(fast.lines).cpm).toBeGreaterThan(GAME_MAX_CPM);
    await expectRefused(
      await post('student01', { roundId: fast.round.roundId, gameTp: 'place', lines: fast.lines }),
      'GAME_TOO_FAST',
    );
    // None of them was stored, and none is ranked.
    const stored = await t.database.db
      .select({ resultNo: gameResults.resultNo })
      .from(gameResults)
      .where(eq(gameResults.memNo, '1000001'));
    expect(stored).toEqual([]);
  });

  it('refuses a malformed round by the contract', async () => {
    for (const payload of [
      { roundId: randomUUID(), gameTp: 'chess', lines: words(1000) },
      { roundId: randomUUID(), gameTp: 'words', lines: [] },
      { roundId: randomUUID(), gameTp: 'words', lines: words(0) },
      { roundId: randomUUID(), gameTp: 'words', lines: words(1000), score: 9999 },
      { roundId: 'not-a-uuid', gameTp: 'words', lines: words(1000) },
      { gameTp: 'words', lines: words(1000) },
    ]) {
      const response = await post('student01', payload);
      expect(response.statusCode).toBe(400);
      expectContract(response, '/reward/game/result', 'post');
    }
    for (const payload of [{ gameTp: 'chess' }, {}, { gameTp: 'words', extra: 1 }]) {
      const response = await post('student01', payload, '/v2/reward/game/round');
      expect(response.statusCode).toBe(400);
      expectContract(response, '/reward/game/round', 'post');
    }
  });

  it('is for members the game row allows: 401 signed out, 403 with the alert under 39000', async () => {
    const round = { roundId: randomUUID(), gameTp: 'words', lines: words(2000) };
    expect((await post(null, round)).statusCode).toBe(401);
    expect((await post(null, { gameTp: 'words' }, '/v2/reward/game/round')).statusCode).toBe(401);
    const refusedRound = await post('student03', { gameTp: 'words' }, '/v2/reward/game/round');
    expect(refusedRound.statusCode).toBe(403);
    expect(expectContract(refusedRound, '/reward/game/round', 'post')).toMatchObject({
      code: 'NO_PERMISSION',
    });
    const denied = await post('student03', round);
    expect(denied.statusCode).toBe(403);
    expect(expectContract(denied, '/reward/game/result', 'post')).toEqual({
      code: 'NO_PERMISSION',
      message: '영어타자게임 사용권한이 없습니다',
    });
    const ranked = await t.app.inject({
      method: 'GET',
      url: '/v2/reward/game/result/ranking',
      headers: bearer(await tokenOf('student03')),
    });
    expect(ranked.statusCode).toBe(403);
  });
});

describe("given this week's ranking", () => {
  it('ranks each member by their best, says when a round is a new best, and masks the names', async () => {
    // student01: 3000 ms a line, then a slower round (not a best), then a faster one (a best).
    const first = await save('student01', 'words', steady(3000));
    expect(first).toMatchObject({ best: true, rank: 1 });
    expect((await save('student01', 'words', steady(6000))).best).toBe(false);
    const faster = await save('student01', 'words', steady(2000));
    expect(faster.best).toBe(true);
    expect(faster.score).toBeGreaterThan(first.score);
    // student02 and cancel01 (39000, the game row allows it) play slower.
    await save('student02', 'words', steady(4000));
    await save('cancel01', 'words', steady(8000));

    const seen = await ranking('student02');
    expect(seen.rows.map((row) => [row.rank, row.name, row.mine])).toEqual([
      [1, '김*준', false],
      [2, '이*연', true],
      [3, '정*진', false],
    ]);
    expect(seen.rows[0]?.score).toBe(faster.score);
    expect(seen.me).toEqual({ rank: 2, score: seen.rows[1]?.score });
    // Another game has its own ranking.
    expect((await ranking('student02', 'sentence')).me).toBeNull();
  });

  it('gives equal bests the same place', async () => {
    await save('student04', 'words', steady(4000));
    const seen = await ranking('student04');
    const tied = seen.rows.filter((row) => row.rank === 2);
    expect(tied.map((row) => row.name).sort()).toEqual(['이*연', '최*아'].sort());
    expect(seen.rows.at(-1)).toMatchObject({ rank: 4, name: '정*진' });
  });

  it('starts again on the next Seoul Monday', async () => {
    const before = await ranking('student01');
    t.clock.advance(7 * 86_400_000);
    // Tokens are short-lived: a week later, sign in again.
    tokens.clear();
    const after = await ranking('student01');
    expect(after.weekStart).not.toBe(before.weekStart);
    expect(after.rows).toEqual([]);
    expect(after.me).toBeNull();
    expect((await save('student01', 'words', steady(9000))).best).toBe(true);
  });
});

describe('given a library without the cards of a game', () => {
  it('answers 404 GAME_NO_LINES instead of an empty round', async () => {
    await t.database.db.delete(libraryItems).where(eq(libraryItems.kind, 'stpt'));
    const response = await post('student04', { gameTp: 'sentence' }, '/v2/reward/game/round');
    expect(response.statusCode).toBe(404);
    expect(expectContract(response, '/reward/game/round', 'post')).toEqual({
      code: 'GAME_NO_LINES',
      message: GAME_NO_LINES_MESSAGE,
    });
  });
});
