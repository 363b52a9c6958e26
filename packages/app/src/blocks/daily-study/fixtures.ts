/**
 * Sample daily-study content for stories and tests, read from the content bank (made by `npm run content`: what the
 * server's seed stores and the fake /v2 serves, ADR 055): the first show of A-1-1 (content/study/shows), three word
 * cards of the word list (content/words.json; 'arm' has no picture in the bank) and the units of A-1-1's fifth day.
 * The drawings are the bank's, loaded by Vite as asset URLs; the sounds are short tones, so a show plays through in
 * about a second.
 */
import type { StudyManual, StudySlide, StudyWord } from '@buddy/domain';
import { toneClip } from '@buddy/ui/samples';
import manuals from '../../../../../content/study/A.json';
import show from '../../../../../content/study/shows/A-1-1-1-1.json';
import bankWords from '../../../../../content/words.json';
import type { UnitNavItem } from './unit-nav';
import type { WordCardItem } from './word-cards';

const pictures = import.meta.glob<string>('../../../../../content/media/study/images/{baby,dad,mom}.svg', {
  query: '?url',
  import: 'default',
  eager: true,
});

/** A drawing of the bank (its path under content/) as an asset URL. */
function picture(path: string): string {
  const url = pictures[`../../../../../content/${path}`];
  if (!url)
    throw new Error(`no ${path} among the daily samples' drawings (add it to the glob in fixtures.ts)`);
  return url;
}

/** Short tones in place of the bank's speech, a different pitch each. */
const tone = (index: number) => toneClip(0.3, 440 + index * 80);

export const sampleSlides: StudySlide[] = (show as StudySlide[]).map((slide, index) => ({
  ...slide,
  image: picture(slide.image),
  audio: tone(index),
  durationMs: 1500,
}));

/** Slides without sound: each shows for its durationMs. */
export const silentSlides: StudySlide[] = sampleSlides.map((slide) => ({
  ...slide,
  audio: '',
  durationMs: 400,
}));

export const sampleWords: WordCardItem[] = ['mom', 'baby', 'arm'].map((en, index) => {
  const word = (bankWords as StudyWord[]).find((each) => each.en === en);
  if (!word) throw new Error(`no word ${en} in content/words.json`);
  return { ...word, audio: tone(index), image: word.image ? picture(word.image) : null };
});

const day = (manuals as StudyManual[])
  .find((week) => week.stdStep === 1 && week.stdWeek === 1)
  ?.days.find((each) => each.stdDay === 5);
if (!day) throw new Error('no A-1-1 day 5 in content/study/A.json');

/** A-1-1 day 5 (watch, speak, words, read): the first done, the second half done. */
export const sampleUnits: UnitNavItem[] = day.units.map((unit, index) => ({
  unit: unit.stdUnit,
  kind: unit.kind,
  title: unit.title,
  progress: [100, 50][index] ?? 0,
}));

export const unitHref = (unit: number) => `/study/daily?course=A&step=1&week=1&day=5&unit=${unit}`;
