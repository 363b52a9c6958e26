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
 * The fastest a child can type, characters per minute: a round above it is not a child typing (a record of about
 * 1000 타 is an adult typist's; ADR 031).
 */
export const GAME_MAX_CPM = 1000;

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
