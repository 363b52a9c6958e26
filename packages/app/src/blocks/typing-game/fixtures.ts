/**
 * Sample rounds and rankings of the typing game, for stories and tests only (the app gets its prompts from the
 * library and the week's ranking from the API), from the same sources as the product (ADR 055): the place drills are
 * the game's own (`placeDrills`), the words and sentences are the content bank's word and sentence cards
 * (content/library/items.json, what the game picks from), the ranking is the demo week (`DEMO_GAME_BESTS`).
 */
import { maskMemberName, placeDrills, type LibraryContentItem } from '@buddy/domain';
import { DEMO_ACCOUNTS, DEMO_GAME_BESTS, DEMO_GAME_MINE, DEMO_HISTORY_MEMBER } from '@buddy/domain/demo';
import bank from '../../../../../content/library/items.json';
import type { TypingPrompt } from './figures';
import type { GameRankingRow } from './game-ranking';

/** The cards of bank items, in the order of the codes, as prompts (the line and its Korean). */
function cards(codes: readonly string[]): TypingPrompt[] {
  return codes.flatMap((code) => {
    const item = (bank as LibraryContentItem[]).find((each) => each.code === code);
    if (!item) throw new Error(`no library item ${code} in content/library/items.json`);
    return item.slides.map((slide) => ({ text: slide.text, hint: slide.ko }));
  });
}

/** 자리 연습: a round of the game's drills (the home row first, then the rows above and below). */
export const placePrompts: readonly TypingPrompt[] = placeDrills(20261120).map((text) => ({ text }));

/** 단어 연습: the family's word cards, the longer ones first (grandma, grandpa … mom, dad …). */
export const wordPrompts: readonly TypingPrompt[] = cards(['wd-family-2', 'wd-family-1']);

/** 문장 연습: the first eight sentence cards ("I like …", "This is my …", "I have …"). */
export const sentencePrompts: readonly TypingPrompt[] = cards([
  'sp-i-like',
  'sp-this-is-my',
  'sp-i-have',
]).slice(0, 8);

/** The sample rounds by mode (the story args pick from these). */
export const samplePrompts = {
  place: placePrompts,
  words: wordPrompts,
  sentence: sentencePrompts,
} as const;

/** Ranked by score, names masked as the server shows them. */
function ranked(bests: readonly Omit<GameRankingRow, 'rank'>[]): GameRankingRow[] {
  return [...bests]
    .sort((a, b) => b.score - a.score)
    .map((best, index) => ({ ...best, name: maskMemberName(best.name), rank: index + 1 }));
}

const others = DEMO_GAME_BESTS.map((best) => ({ ...best, mine: false }));
const myName = DEMO_ACCOUNTS.find((account) => account.memNo === DEMO_HISTORY_MEMBER)?.name ?? '';

/** The week's ranking: the other children and the child (student01), fourth. */
export const sampleRanking: readonly GameRankingRow[] = ranked([
  ...others,
  { ...DEMO_GAME_MINE, name: myName, mine: true },
]);

/** The other children only (the child is 23rd, under the table). */
export const sampleRankingOthers: readonly GameRankingRow[] = ranked(others);
