/**
 * The typing game's figures: the kit shows them live and on the result with the formula the server reckons with
 * (`typingFigures` of @buddy/domain; ADR 031).
 */

import type { GameFigures, GameLine, GameType } from '@buddy/domain';

/** What the game asks the child to type: `place` key-position drills, `words` one word, `sentence` one sentence. */
export type TypingMode = GameType;

/** One line of a round: the English text and, for words and sentences, its Korean meaning. */
export interface TypingPrompt {
  text: string;
  hint?: string;
}

/** One finished line: the prompt's text, what the child typed, and the milliseconds from its first keystroke to its end. */
export type TypingLine = GameLine;

/** A round's figures (`typingFigures` of @buddy/domain, which the server uses too: ADR 031). */
export type TypingFigures = GameFigures;

/** How many characters of `typed` equal the prompt's at the same position (case and punctuation count). */
export function typingCorrect(prompt: string, typed: string): number {
  let correct = 0;
  const length = Math.min(prompt.length, typed.length);
  for (let index = 0; index < length; index += 1) if (typed[index] === prompt[index]) correct += 1;
  return correct;
}

/** The figures of a round's lines: the one formula the server reckons with (ADR 031). */
export { typingFigures } from '@buddy/domain';

/** Hangul (the IME left in Korean mode): never counted, the child is asked to switch with the 한/영 key. */
export const HANGUL = /[ㄱ-ㅎㅏ-ㅣ가-힣]/;

/** The text without its Hangul. */
export function withoutHangul(text: string): string {
  return text.replace(new RegExp(HANGUL.source, 'g'), '');
}
