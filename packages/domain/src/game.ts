/**
 * The library's English typing game (spec §2 /library/game, §6 the game row; ADR 031): its modes, how a round is
 * reckoned (the server counts the characters itself; the kit shows the same figures live), the week a ranking covers
 * and how a child's name is shown to other children.
 */
import { seoulDate } from './dates';

export const GAME_TYPES = ['place', 'words', 'sentence'] as const;
export type GameType = (typeof GAME_TYPES)[number];

/** The game pages' names (spec §2 /library/game/{words|sentence|place}). */
export const GAME_LABELS: Record<GameType, string> = {
  place: '자리 연습',
  words: '단어 연습',
  sentence: '문장 연습',
};

/** Lines in a round, by mode. */
export const GAME_ROUND: Record<GameType, number> = { place: 8, words: 10, sentence: 5 };

export interface GameLine {
  prompt: string;
  typed: string;
  /** From the line's first key to its end. */
  ms: number;
}

export interface GameFigures {
  /** Characters equal to the prompt's at the same place. */
  correct: number;
  /** Characters typed (or the prompt's length, when fewer were typed: a skipped rest counts as wrong). */
  typed: number;
  ms: number;
  /** Correct characters per minute (타수). */
  cpm: number;
  /** 100 × correct / typed. */
  accuracy: number;
  /** cpm × accuracy / 100. */
  score: number;
}

/**
 * A round's figures: correct = characters equal at the same place; typed counts at least the prompt's length;
 * cpm = round(correct / (ms / 60000)); accuracy = round(100 × correct / typed); score = round(cpm × accuracy / 100).
 */
export function typingFigures(lines: readonly GameLine[]): GameFigures {
  let correct = 0;
  let typed = 0;
  let ms = 0;
  for (const line of lines) {
    for (let at = 0; at < Math.min(line.prompt.length, line.typed.length); at += 1) {
      if (line.prompt[at] === line.typed[at]) correct += 1;
    }
    typed += Math.max(line.typed.length, line.prompt.length);
    ms += line.ms;
  }
  const cpm = ms > 0 ? Math.round(correct / (ms / 60_000)) : 0;
  const accuracy = typed > 0 ? Math.round((100 * correct) / typed) : 0;
  return { correct, typed, ms, cpm, accuracy, score: Math.round((cpm * accuracy) / 100) };
}

/**
 * The fastest a child can type, correct characters per minute: a round above it is not a child typing. 600 is 120
 * words a minute, a fast adult typist's pace; a child of eight types 50 to 150 (ADR 058, which lowered ADR 031's
 * 1000: eight forged lines at 980 a minute topped the ranking).
 */
export const GAME_MAX_CPM = 600;

/** Why the server refused a round's result (ADR 058). */
export type GameRefusal = 'GAME_NOT_ISSUED' | 'GAME_PROMPTS' | 'GAME_TIME' | 'GAME_TOO_FAST';

/** What a child reads when a round's result is refused: why, and that the record was not kept. */
export const GAME_REFUSAL_MESSAGES: Record<GameRefusal, string> = {
  GAME_NOT_ISSUED: '게임이 내지 않은 판이라 기록을 저장하지 않았어요. 새 판을 시작해 주세요.',
  GAME_PROMPTS: '게임이 낸 문제와 다른 줄이 있어서 기록을 저장하지 않았어요.',
  GAME_TIME: '게임을 시작한 뒤 지난 시간보다 친 시간이 길어서 기록을 저장하지 않았어요.',
  GAME_TOO_FAST: `1분에 ${GAME_MAX_CPM}타보다 빨라서 기록을 저장하지 않았어요. 사람이 칠 수 있는 빠르기가 아니에요.`,
};

/** 404 GAME_NO_LINES: the library has no cards of the game's kind to draw a round from (ADR 058). */
export const GAME_NO_LINES_MESSAGE = '지금은 이 게임에 낼 문제가 없어요. 다른 게임을 해 보세요.';

/** A little of the server's clock the client's line times may run over (their clocks tick apart), in ms. */
export const GAME_CLOCK_SLACK_MS = 1000;

/**
 * Why a round's lines are refused against what the server issued, or null when they stand: the same lines in the
 * same order, typed in no more time than has passed since the round began, at a child's speed.
 */
export function gameRefusal(
  issued: { prompts: readonly string[]; issuedAt: Date },
  lines: readonly GameLine[],
  now: Date,
): GameRefusal | null {
  const same =
    lines.length === issued.prompts.length &&
    lines.every((line, index) => line.prompt === issued.prompts[index]);
  if (!same) return 'GAME_PROMPTS';
  const figures = typingFigures(lines);
  if (figures.ms > now.getTime() - issued.issuedAt.getTime() + GAME_CLOCK_SLACK_MS) return 'GAME_TIME';
  if (figures.cpm > GAME_MAX_CPM) return 'GAME_TOO_FAST';
  return null;
}

/** The Monday (Asia/Seoul) of the week an instant falls in, `YYYY-MM-DD`: rankings cover Monday to Sunday. */
export function gameWeekStart(at: Date): string {
  const day = new Date(`${seoulDate(at)}T00:00:00Z`);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * 86_400_000).toISOString().slice(0, 10);
}

/** The instant a Seoul week starts (its Monday 00:00 in Seoul). */
export function gameWeekStartInstant(weekStart: string): Date {
  return new Date(`${weekStart}T00:00:00+09:00`);
}

/** A child's name as other children see it in a ranking: the middle hidden (김민준 → 김*준, 이서 → 이*). */
export function maskMemberName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length <= 1) return chars.join('') || '*';
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}

/**
 * The key-position drills of the place game (자리 연습): groups of the keys of one row or two, from the home row out,
 * made from the keyboard itself (no content needed). `seed` picks the round, so a round can be replayed.
 */
export const KEY_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'] as const;

export function placeDrills(seed: number, count = GAME_ROUND.place): string[] {
  const home = KEY_ROWS[1];
  const pools = [home, home, `${KEY_ROWS[0]}${home}`, `${home}${KEY_ROWS[2]}`, KEY_ROWS.join('')];
  let state = seed >>> 0 || 1;
  const next = () => {
    // xorshift32: small, deterministic, good enough to pick keys.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x1_0000_0000;
  };
  return Array.from({ length: count }, (_, line) => {
    const pool = pools[Math.min(line, pools.length - 1)] ?? home;
    const groups = Array.from({ length: 4 }, () =>
      Array.from({ length: 3 }, () => pool.charAt(Math.floor(next() * pool.length))).join(''),
    );
    return groups.join(' ');
  });
}

/** Whether a line could be one of the place drills: groups of letters separated by single spaces. */
export function isPlaceDrill(prompt: string): boolean {
  return /^[a-z]{1,8}( [a-z]{1,8}){0,7}$/.test(prompt);
}

/**
 * A small seeded generator (mulberry32): the same seed gives the same sequence. A game round's lines are drawn from
 * its seed, the same on every render; a story fixes the app's chance with one (AppContext `random`).
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** `count` distinct picks of `items`, in a random order (Fisher–Yates over a copy). */
export function pick<T>(items: readonly T[], count: number, random: () => number): T[] {
  const copy = [...items];
  for (let at = copy.length - 1; at > 0; at -= 1) {
    const other = Math.floor(random() * (at + 1));
    [copy[at], copy[other]] = [copy[other] as T, copy[at] as T];
  }
  return copy.slice(0, count);
}
