/**
 * The dictionary card's samples (stories and tests only): entries of the content bank's word list (content/words.json,
 * made by `npm run content`: what the server's dictionary answers, ADR 055), their drawings as asset URLs and their
 * sounds as short tones (no files to play in headless Chromium).
 */
import words from '../../../../../content/words.json';
import { toneClip } from '../test-paper/fixtures';
import type { DictionaryCardEntry } from './dictionary-card';

const drawings = import.meta.glob<string>('../../../../../content/media/study/images/{cat,teddy}.svg', {
  query: '?url',
  import: 'default',
  eager: true,
});

/** The bank's entry for `en`, with a tone of `hz` for its sound. */
function entry(en: string, hz: number): DictionaryCardEntry {
  const word = (
    words as { en: string; ko: string; example: string; exampleKo: string; image: string | null }[]
  ).find((each) => each.en === en);
  if (!word) throw new Error(`no word ${en} in content/words.json`);
  const imageUrl = word.image ? drawings[`../../../../../content/${word.image}`] : null;
  if (imageUrl === undefined)
    throw new Error(`no drawing ${word.image} among the samples' (add it to the glob)`);
  return {
    en: word.en,
    ko: word.ko,
    example: word.example,
    exampleKo: word.exampleKo,
    audioUrl: toneClip(0.6, hz),
    imageUrl,
  };
}

export const CAT: DictionaryCardEntry = entry('cat', 440);

/** The bank's teddy bear with its picture taken away: the case of a word without a picture. */
export const TEDDY_BEAR: DictionaryCardEntry = { ...entry('teddy bear', 523), imageUrl: null };

export const BANK: readonly DictionaryCardEntry[] = [CAT, TEDDY_BEAR];
