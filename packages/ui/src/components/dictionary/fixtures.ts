import { PICTURES, toneClip } from '../test-paper/fixtures';
import type { DictionaryCardEntry } from './dictionary-card';

/** Stand-ins for the word bank in stories and tests (a data-URI picture and tone, no files). */
export const CAT: DictionaryCardEntry = {
  en: 'cat',
  ko: '고양이',
  example: 'I see a cat.',
  exampleKo: '고양이가 보여요.',
  audioUrl: toneClip(0.6, 440),
  imageUrl: PICTURES.cat,
};

export const TEDDY_BEAR: DictionaryCardEntry = {
  en: 'teddy bear',
  ko: '곰 인형',
  example: 'I sleep with my teddy bear.',
  exampleKo: '나는 곰 인형과 함께 자요.',
  audioUrl: toneClip(0.6, 523),
  imageUrl: null,
};

export const BANK: readonly DictionaryCardEntry[] = [CAT, TEDDY_BEAR];
