/**
 * Korean particles that agree with the word before them: 음식을 / 자연을 / 사과를, 고양이는 / 책은, egg와 / cat과,
 * 연필로 / 공으로 / 집으로. The generated texts never show the '을(를)' templates a form letter uses.
 *
 * How the last sound of a word is read:
 * - a Hangul syllable by its code: (code - 0xAC00) % 28 is its final consonant (0 none, 8 ㄹ);
 * - a number by its Sino-Korean reading: the last digit (영 일 이 삼 사 오 육 칠 팔 구), or 십, 백, 천, 만 when it ends
 *   in zeros (all with a final that is not ㄹ);
 * - a word in capitals (an abbreviation, a single letter: 'B', 'TV') by the Korean name of its last letter: 엘 ends in
 *   ㄹ, 엠 and 엔 in another consonant, every other name in a vowel (비, 아르, 에프, 엑스...);
 * - another Latin word by the Korean spelling of English words (외래어 표기법), from its last letters only: l is ㄹ
 *   (ball 볼, pencil 펜슬); m, n and ng are finals (ham 햄, sun 선, king 킹); p, t, k or ck after a short vowel (one
 *   vowel letter, or oo, after a consonant) is a final (cup 컵, cat 캣, duck 덕, book 북); anything else ends in a
 *   vowel (cake 케이크, dog 도그, bus 버스, car 카, milk 밀크, boat 보트). Irregular readings (bag 백) are not known.
 * - anything else (an empty word, a symbol) as a consonant, the first form of each pair.
 * Trailing spaces, quotes and sentence marks are skipped; a trailing gloss in brackets is skipped too, since the
 * particle agrees with the word before it ('computer(컴퓨터)를').
 */

/** The particles, by their pair: the form after a final consonant, then the form after a vowel. */
const PARTICLES = {
  '을/를': ['을', '를'],
  '이/가': ['이', '가'],
  '은/는': ['은', '는'],
  '과/와': ['과', '와'],
  '으로/로': ['으로', '로'],
  '이에요/예요': ['이에요', '예요'],
  '이라고/라고': ['이라고', '라고'],
} as const;

/** A particle by its pair of forms, the form after a final consonant first. */
export type KoreanParticle = keyof typeof PARTICLES;

/** How a word ends: in a vowel, in ㄹ (연필, ball), or in another final consonant (책, cat). */
export type KoreanEnding = 'vowel' | 'rieul' | 'consonant';

/** The final consonant (0 none, 8 ㄹ) of the Sino-Korean reading of each digit: 영 일 이 삼 사 오 육 칠 팔 구. */
const DIGIT_FINALS = [21, 8, 0, 16, 0, 0, 1, 8, 8, 0] as const;
const RIEUL = 8;

function ofFinal(final: number): KoreanEnding {
  return final === 0 ? 'vowel' : final === RIEUL ? 'rieul' : 'consonant';
}

function ofNumber(digits: string): KoreanEnding {
  const last = Number(digits.at(-1));
  // 10, 200, 3000, 40000: 십, 백, 천, 만 (and 억, 조 past them) all end in a final that is not ㄹ.
  if (last === 0 && /[1-9]/.test(digits)) return 'consonant';
  return ofFinal(DIGIT_FINALS[last] ?? 0);
}

function ofLetterName(letter: string): KoreanEnding {
  if (letter === 'l') return 'rieul';
  return letter === 'm' || letter === 'n' ? 'consonant' : 'vowel';
}

function ofEnglish(word: string): KoreanEnding {
  const lower = word.toLowerCase();
  if (lower.endsWith('l')) return 'rieul';
  if (/(?:m|n|ng)$/.test(lower)) return 'consonant';
  if (/(?:^|[^aeiou])(?:[aeiou]|oo)(?:p|t|k|ck)$/.test(lower)) return 'consonant';
  return 'vowel';
}

/** How a word ends when read in Korean (see the rules above). */
export function koreanEnding(word: string): KoreanEnding {
  const trimmed = word.replace(/(?:\s*\([^()]*\))+\s*$/u, '').replace(/[\s.,!?~'"‘’“”]+$/u, '');
  const last = trimmed.at(-1);
  if (last === undefined) return 'consonant';
  const code = last.charCodeAt(0);
  if (code >= 0xac00 && code <= 0xd7a3) return ofFinal((code - 0xac00) % 28);
  const number = /[0-9]+$/.exec(trimmed);
  if (number) return ofNumber(number[0]);
  const latin = /[A-Za-z]+$/.exec(trimmed);
  if (latin) {
    const letters = latin[0];
    return letters === letters.toUpperCase()
      ? ofLetterName(letters.at(-1)?.toLowerCase() ?? '')
      : ofEnglish(letters);
  }
  return 'consonant';
}

/**
 * The form of a particle that agrees with a word: the first form after a final consonant, the second after a vowel;
 * 으로/로 takes 로 after ㄹ too (연필로, ball로).
 */
export function particle(word: string, pair: KoreanParticle): string {
  const ending = koreanEnding(word);
  const [afterConsonant, afterVowel] = PARTICLES[pair];
  if (ending === 'vowel') return afterVowel;
  if (ending === 'rieul' && pair === '으로/로') return afterVowel;
  return afterConsonant;
}

/** The word followed by the particle that agrees with it: withParticle('음식', '을/를') is '음식을'. */
export function withParticle(word: string, pair: KoreanParticle): string {
  return `${word}${particle(word, pair)}`;
}
