/** Sample daily-study content for stories and tests (the shapes of the /v2 study calls; no files needed). */
import type { StudySlide } from '@buddy/domain';
import { PICTURES, toneClip } from '@buddy/ui/samples';
import type { UnitNavItem } from './unit-nav';
import type { WordCardItem } from './word-cards';

/** Short tones, so a show plays through in about a second in stories and tests. */
const tone = (hz: number) => toneClip(0.3, hz);

export const sampleSlides: StudySlide[] = [
  { image: PICTURES.cat, text: 'Hello, cat!', ko: '안녕, 고양이야!', audio: tone(440), durationMs: 1500 },
  {
    image: PICTURES.ball,
    text: 'I have a ball.',
    ko: '나는 공이 있어요.',
    audio: tone(520),
    durationMs: 1500,
  },
  { image: PICTURES.star, text: 'Look at the star.', ko: '별을 봐요.', audio: tone(600), durationMs: 1500 },
];

/** Slides without sound: each shows for its durationMs. */
export const silentSlides: StudySlide[] = sampleSlides.map((slide) => ({
  ...slide,
  audio: '',
  durationMs: 400,
}));

export const sampleWords: WordCardItem[] = [
  {
    en: 'cat',
    ko: '고양이',
    example: 'I see a cat.',
    exampleKo: '나는 고양이를 봐요.',
    audio: tone(440),
    image: PICTURES.cat,
  },
  {
    en: 'ball',
    ko: '공',
    example: 'This is my ball.',
    exampleKo: '이것은 내 공이에요.',
    audio: tone(520),
    image: PICTURES.ball,
  },
  {
    en: 'star',
    ko: '별',
    example: 'The star is bright.',
    exampleKo: '별이 밝아요.',
    audio: tone(600),
    image: null,
  },
];

export const sampleUnits: UnitNavItem[] = [
  { unit: 1, kind: 'watch', title: 'Hello, Cat!', progress: 100 },
  { unit: 2, kind: 'words', title: 'New Words', progress: 66 },
  { unit: 3, kind: 'read', title: 'Read Along', progress: 0 },
  { unit: 4, kind: 'speak', title: 'Say It', progress: 0 },
  { unit: 5, kind: 'sing', title: 'The Cat Song', progress: 0 },
];

export const unitHref = (unit: number) => `/study/daily?course=A&step=1&week=1&day=1&unit=${unit}`;
