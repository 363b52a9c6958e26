import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeDrills, typingFigures, type LibraryContentItem } from '@buddy/domain';
import { eq } from 'drizzle-orm';
import { gameResults } from '../src/db/schema';
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

async function post(as: string | null, payload: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/v2/reward/game/result',
    headers: as === null ? {} : bearer(await tokenOf(as)),
    payload: payload as Record<string, unknown>,
  });
}

async function save(as: string, gameTp: string, lines: Line[], roundId = randomUUID()): Promise<Result> {
  const response = await post(as, { roundId, gameTp, lines });
  expect(response.statusCode, response.body).toBe(200);
  return (expectContract(response, '/reward/game/result', 'post') as { result: Result }).result;
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

/** Every word typed right, `ms` per line. */
const words = (ms: number): Line[] => WORDS.map((prompt) => ({ prompt, typed: prompt, ms }));

beforeAll(async () => {
  t = await createTestApp();
  await seedLibrary(t.database.db, [cards('word', WORDS), cards('stpt', SENTENCES)]);
});
afterAll(async () => {
  await t?.close();
});

describe('given a round of the typing game', () => {
  it('reckons the figures from the lines itself, not from the client', async () => {
    const lines: Line[] = [
      { prompt: 'I like apples.', typed: 'I like applez.', ms: 6000 },
      { prompt: 'This is my cat.', typed: 'This is', ms: 4000 },
    ];
    const result = await save('student04', 'sentence', lines);
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
    const roundId = randomUUID();
    const lines = [{ prompt: 'I like apples.', typed: 'I like apples.', ms: 7000 }];
    const first = await save('student04', 'sentence', lines, roundId);
    const again = await save('student04', 'sentence', [{ ...lines[0]!, ms: 1000 }], roundId);
    // The same result, except what the call paid: the first paid the round, the retry nothing (ADR 034).
    const { coinsEarned: paidFirst, ...firstResult } = first;
    const { coinsEarned: paidAgain, ...againResult } = again;
    expect(againResult).toEqual(firstResult);
    expect(paidFirst?.total).toBe(3);
    expect(paidAgain).toEqual({ total: 0, entries: [] });
    const stored = await t.database.db
      .select({ resultNo: gameResults.resultNo })
      .from(gameResults)
      .where(eq(gameResults.roundId, roundId));
    expect(stored).toHaveLength(1);
  });

  it('plays the place drills made from the keyboard', async () => {
    const lines = placeDrills(3).map((prompt) => ({ prompt, typed: prompt, ms: 5000 }));
    expect((await save('student04', 'place', lines)).accuracy).toBe(100);
  });

  it('refuses a prompt the game does not offer, and a speed no child types at', async () => {
    for (const [gameTp, lines] of [
      ['words', [{ prompt: 'zebra', typed: 'zebra', ms: 2000 }]],
      ['sentence', [{ prompt: 'apple', typed: 'apple', ms: 2000 }]],
      ['place', [{ prompt: 'asd 123', typed: 'asd 123', ms: 2000 }]],
      ['words', [{ prompt: 'banana', typed: 'banana', ms: 100 }]],
    ] as const) {
      const response = await post('student01', { roundId: randomUUID(), gameTp, lines });
      expect(response.statusCode, `${gameTp} ${JSON.stringify(lines)}`).toBe(400);
      expect(expectContract(response, '/reward/game/result', 'post')).toEqual({
        code: 'GAME_INVALID',
        message: '게임 기록이 올바르지 않습니다.',
      });
    }
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
  });

  it('is for members the game row allows: 401 signed out, 403 with the alert under 39000', async () => {
    const round = { roundId: randomUUID(), gameTp: 'words', lines: words(2000) };
    expect((await post(null, round)).statusCode).toBe(401);
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
    const first = await save('student01', 'words', words(3000));
    expect(first).toMatchObject({ best: true, rank: 1 });
    expect((await save('student01', 'words', words(6000))).best).toBe(false);
    const faster = await save('student01', 'words', words(2000));
    expect(faster.best).toBe(true);
    expect(faster.score).toBeGreaterThan(first.score);
    // student02 and cancel01 (39000, the game row allows it) play slower.
    await save('student02', 'words', words(4000));
    await save('cancel01', 'words', words(8000));

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
    await save('student04', 'words', words(4000));
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
    expect((await save('student01', 'words', words(9000))).best).toBe(true);
  });
});
