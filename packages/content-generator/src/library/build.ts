/**
 * Builds the children's English library (`content/library/items.json`, LibraryContentItem[] of @buddy/domain) from
 * the study content that already exists: the manuals (content/study/{A..G}.json), their slide shows
 * (content/study/shows) and the word bank (content/words.json). Nothing new is recorded or drawn for a slide: every
 * picture and clip an item names is one the study already uses (media/study/...). The only new files are the
 * grammar worksheets and answer sheets (sheets.ts), under media/library/sheets.
 *
 * Pure and deterministic: buildLibrary reads nothing (readStudySource does), and the same study content gives the
 * same items in the same order. Which study units feed which type is described in content/README.md.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  COURSES,
  LIBRARY_KINDS,
  LIBRARY_TYPES,
  MAX_STEP,
  MAX_WEEK,
  type Course,
  type LibraryContentItem,
  type LibraryKind,
  type LibraryType,
  type StudyManual,
  type StudySlide,
  type StudyUnit,
  type StudyWord,
  particle,
  withParticle,
} from '@buddy/domain';
import { PALETTE } from '../pictures';
import { THEMES, type StudyTheme } from '../study/bank';
import { imagePath, slideDuration } from '../study/build';
import { grammarSheet, SHEET_EXERCISES, type SheetExercise } from './sheets';

/** Where the sheets go, relative to the content directory (served at /content/library/sheets/). */
export const LIBRARY_SHEETS = 'media/library/sheets';
export const LIBRARY_ITEMS = 'library/items.json';
export const sheetPath = (code: string, sheet: 'worksheet' | 'answer') =>
  `${LIBRARY_SHEETS}/${code}-${sheet}.svg`;

/** The study content the library is made from (paths in it are relative to the content directory). */
export interface StudySource {
  /** Every manual, course by course, in step and week order. */
  manuals: StudyManual[];
  /** The slide shows of the watch and sing units, by path. */
  shows: ReadonlyMap<string, StudySlide[]>;
  words: StudyWord[];
}

export interface Library {
  items: LibraryContentItem[];
  /** The worksheets and answer sheets, by path relative to the content directory. */
  sheets: Map<string, string>;
}

/** Reads the committed study content under `contentDir`. */
export function readStudySource(contentDir: string): StudySource {
  const read = <T>(relative: string): T =>
    JSON.parse(readFileSync(path.join(contentDir, relative), 'utf8')) as T;
  const manuals = COURSES.flatMap((course) => read<StudyManual[]>(`study/${course}.json`));
  const shows = new Map<string, StudySlide[]>();
  for (const manual of manuals)
    for (const day of manual.days)
      for (const unit of day.units) if (unit.show) shows.set(unit.show, read<StudySlide[]>(unit.show));
  return { manuals, shows, words: read<StudyWord[]>('words.json') };
}

/** The JSON text of items.json as committed: two-space JSON, which Prettier leaves as it is. */
export function itemsJson(items: readonly LibraryContentItem[]): string {
  return `${JSON.stringify(items, null, 2)}\n`;
}

/* ----------------------------------------------------------------------------------------------------------------
 * Korean helpers (the particles are the domain's: packages/domain/src/korean.ts).
 * -------------------------------------------------------------------------------------------------------------- */

/** The first sentence of a Korean line, without its final full stop. */
function firstKo(text: string): string {
  const first = text.split(/(?<=[.!?])\s/)[0] ?? text;
  return first.replace(/\.$/, '');
}

/** A child-friendly English title from a line: its first sentence in title case (a question keeps its mark). */
const SMALL_WORDS = new Set([
  'a',
  'an',
  'the',
  'and',
  'or',
  'but',
  'of',
  'in',
  'on',
  'at',
  'to',
  'for',
  'from',
  'than',
  'with',
  'by',
]);
export function headline(text: string): string {
  const first = (text.split(/(?<=[.!?])\s/)[0] ?? text).replace(/[.!]+$/, '');
  return first
    .split(' ')
    .map((word, index) =>
      index > 0 && SMALL_WORDS.has(word.toLowerCase())
        ? word
        : word.replace(/^(o’)?([a-z])/i, (_all, o: string | undefined, letter: string) =>
            o ? `O’${letter.toUpperCase()}` : letter.toUpperCase(),
          ),
    )
    .join(' ');
}

/* ----------------------------------------------------------------------------------------------------------------
 * The themes' Korean titles and songs.
 * -------------------------------------------------------------------------------------------------------------- */

/** Child-friendly Korean titles of the sixteen week themes (study/bank.ts), by theme id. */
const THEME_TITLES_KO: Record<string, string> = {
  family: '우리 가족',
  animals: '동물 친구들',
  food: '맛있는 음식',
  colours: '알록달록 색깔',
  numbers: '숫자 세기',
  body: '내 몸',
  clothes: '옷 입기',
  weather: '오늘의 날씨',
  school: '학교에서',
  toys: '장난감',
  feelings: '내 기분',
  home: '우리 집',
  nature: '자연 속으로',
  actions: '움직여요',
  transport: '탈것',
  day: '나의 하루',
};

/** The Korean titles of the themes' songs, by theme id. */
const SONG_TITLES_KO: Record<string, string> = {
  family: '가족 노래',
  animals: '동물 소리 노래',
  food: '냠냠 노래',
  colours: '무지개 노래',
  numbers: '숫자 세기 노래',
  body: '머리 어깨 무릎 발',
  clothes: '옷을 입어요',
  weather: '비야 비야 가거라',
  school: '인사 노래',
  toys: '장난감 상자 노래',
  feelings: '행복하면 손뼉을',
  home: '똑똑! 누구세요?',
  nature: '반짝반짝 작은 별',
  actions: '몸을 움직여요',
  transport: '버스 바퀴 노래',
  day: '요일 노래',
};

function koTitle(theme: StudyTheme): string {
  const title = THEME_TITLES_KO[theme.id];
  if (!title) throw new Error(`no Korean title for theme ${theme.id}`);
  return title;
}

function songKo(theme: StudyTheme): string {
  const title = SONG_TITLES_KO[theme.id];
  if (!title) throw new Error(`no Korean song title for theme ${theme.id}`);
  return title;
}

/* ----------------------------------------------------------------------------------------------------------------
 * The study content, indexed.
 * -------------------------------------------------------------------------------------------------------------- */

interface Manual {
  course: Course;
  step: number;
  week: number;
  theme: StudyTheme;
  manual: StudyManual;
}

interface Unit {
  manual: Manual;
  day: number;
  unit: StudyUnit;
  slides: StudySlide[];
}

/** A distinct sentence of the study content (one clip per text) and where it first appears. */
interface Sentence {
  slide: StudySlide;
  /** Its order of first appearance (course, step, week, day, unit, slide). */
  order: number;
  first: Manual;
  theme: StudyTheme;
  courses: ReadonlySet<Course>;
  /** A line of a song (often a fragment: lectures prefer other sentences). */
  sung: boolean;
}

class Study {
  readonly manuals: Manual[];
  readonly units: Unit[];
  readonly sentences: Sentence[];
  readonly sentence = new Map<string, Sentence>();
  readonly word = new Map<string, StudyWord>();

  constructor(source: StudySource) {
    this.manuals = source.manuals.map((manual) => {
      const theme = THEMES.find((t) => t.title === manual.title);
      if (!theme) throw new Error(`no theme "${manual.title}"`);
      return { course: manual.stdCourse, step: manual.stdStep, week: manual.stdWeek, theme, manual };
    });
    this.units = this.manuals.flatMap((manual) =>
      manual.manual.days.flatMap((day) =>
        day.units.map((unit) => {
          const slides = unit.show ? source.shows.get(unit.show) : unit.slides;
          if (unit.show && !slides) throw new Error(`missing show ${unit.show}`);
          return { manual, day: day.stdDay, unit, slides: slides ?? [] };
        }),
      ),
    );
    const courses = new Map<string, Set<Course>>();
    const sung = new Set(
      this.units.filter((u) => u.unit.kind === 'sing').flatMap((u) => u.slides.map((s) => s.text)),
    );
    for (const { manual, slides } of this.units) {
      for (const slide of slides) {
        if (!this.sentence.has(slide.text)) {
          const courseSet = new Set<Course>();
          courses.set(slide.text, courseSet);
          this.sentence.set(slide.text, {
            slide,
            order: this.sentence.size,
            first: manual,
            theme: manual.theme,
            courses: courseSet,
            sung: sung.has(slide.text),
          });
        }
        courses.get(slide.text)?.add(manual.course);
      }
    }
    this.sentences = [...this.sentence.values()];
    for (const word of source.words) this.word.set(word.en, word);
  }

  manual(course: Course, step: number, week: number): Manual {
    const found = this.manuals.find((m) => m.course === course && m.step === step && m.week === week);
    if (!found) throw new Error(`no manual ${course}-${step}-${week}`);
    return found;
  }

  unitsOf(manual: Manual, kind: StudyUnit['kind']): Unit[] {
    return this.units.filter((u) => u.manual === manual && u.unit.kind === kind);
  }

  /** The manuals of a theme, starting with course `from` and going round the courses, each in step and week order. */
  manualsOfTheme(theme: StudyTheme, from: number): Manual[] {
    const rank = (m: Manual) => (COURSES.indexOf(m.course) - from + COURSES.length) % COURSES.length;
    return this.manuals
      .filter((m) => m.theme === theme)
      .sort((a, b) => rank(a) - rank(b) || a.step - b.step || a.week - b.week);
  }

  studyWord(en: string): StudyWord {
    const word = this.word.get(en);
    if (!word) throw new Error(`no word "${en}" in words.json`);
    return word;
  }
}

/* ----------------------------------------------------------------------------------------------------------------
 * Items.
 * -------------------------------------------------------------------------------------------------------------- */

const contentKey = (slides: readonly StudySlide[]) => slides.map((slide) => slide.text).join('\n');
const totalMs = (slides: readonly StudySlide[]) => slides.reduce((sum, slide) => sum + slide.durationMs, 0);

interface ItemParts {
  code: string;
  kind: LibraryKind;
  type: LibraryType;
  title: string;
  titleKo: string;
  summary: string;
  slides: StudySlide[];
  where?: Manual | null;
  audio?: string | null;
  worksheet?: string | null;
  answer?: string | null;
}

function item(parts: ItemParts): LibraryContentItem {
  const first = parts.slides[0];
  if (!first) throw new Error(`${parts.code}: no slides`);
  return {
    code: parts.code,
    kind: parts.kind,
    type: parts.type,
    title: parts.title,
    titleKo: parts.titleKo,
    summary: parts.summary,
    thumbnail: first.image,
    course: parts.where?.course ?? null,
    step: parts.where?.step ?? null,
    week: parts.where?.week ?? null,
    audio: parts.audio ?? null,
    durationMs: totalMs(parts.slides),
    slides: parts.slides,
    worksheet: parts.worksheet ?? null,
    answer: parts.answer ?? null,
  };
}

/** A titled slide list whose title is not yet taken in its type: the first line's headline, else a later one's. */
function uniqueHeadline(
  slides: readonly StudySlide[],
  taken: Set<string>,
): { title: string; titleKo: string } {
  for (const slide of slides) {
    const title = headline(slide.text);
    if (!taken.has(title)) {
      taken.add(title);
      return { title, titleKo: firstKo(slide.ko) };
    }
  }
  const first = slides[0];
  if (!first) throw new Error('no slides');
  return { title: headline(first.text), titleKo: firstKo(first.ko) };
}

/** The week of a course's step that a type draws from: the four week-bound types use the four weeks in turn. */
const weekFor = (step: number, offset: number) => ((step - 1 + offset) % MAX_WEEK) + 1;

const courseSteps = (): { course: Course; step: number }[] =>
  COURSES.flatMap((course) => Array.from({ length: MAX_STEP }, (_, i) => ({ course, step: i + 1 })));

/** Slide shows already given to an item: a show (by its lines) goes to one item of one type only. */
class Shows {
  private readonly used = new Set<string>();
  take(slides: readonly StudySlide[]): boolean {
    const key = contentKey(slides);
    if (this.used.has(key)) return false;
    this.used.add(key);
    return true;
  }
  /** The first of the units whose show is still free, taken. */
  first(units: readonly Unit[]): Unit | null {
    return units.find((unit) => this.take(unit.slides)) ?? null;
  }
}

/** Units of a manual's kind, in the order of the preferred days. */
function byDays(units: readonly Unit[], days: readonly number[]): Unit[] {
  return [...units].sort((a, b) => days.indexOf(a.day) - days.indexOf(b.day));
}

function animations(study: Study, shows: Shows): LibraryContentItem[] {
  const items: LibraryContentItem[] = [];

  // 애니메이션: a watch show of every course and step (the week turns with the step).
  const aniTitles = new Set<string>();
  for (const { course, step } of courseSteps()) {
    const manual = study.manual(course, step, weekFor(step, 0));
    const unit = shows.first(byDays(study.unitsOf(manual, 'watch'), [1, 3, 5]));
    if (!unit) continue;
    items.push(
      item({
        code: `ani-${course}-${step}-${manual.week}`,
        kind: 'animations',
        type: 'ani',
        ...uniqueHeadline(unit.slides, aniTitles),
        summary: `${withParticle(manual.theme.ko, '과/와')} 관련된 짧은 애니메이션이에요. 장면 ${unit.slides.length}개를 보며 잘 들어 보세요.`,
        slides: unit.slides,
        where: manual,
      }),
    );
  }

  // 노래: each theme's song, in its longest form (with the chorus sung again), from where it is first sung so.
  THEMES.forEach((theme) => {
    const sung = study.units.filter((u) => u.unit.kind === 'sing' && u.manual.theme === theme);
    const longest = Math.max(...sung.map((u) => u.slides.length));
    const unit = shows.first(sung.filter((u) => u.slides.length === longest));
    if (!unit) return;
    items.push(
      item({
        code: `sng-${theme.id}`,
        kind: 'animations',
        type: 'sng',
        title: theme.song.title,
        titleKo: songKo(theme),
        summary: `${withParticle(theme.ko, '과/와')} 관련된 노래예요. 그림을 보며 신나게 따라 불러요.`,
        slides: unit.slides,
        where: unit.manual,
      }),
    );
  });

  // 애니송: a watch show sung between the refrain of the theme's song (its first line).
  THEMES.forEach((theme, index) => {
    const refrain = study.units.find((u) => u.unit.kind === 'sing' && u.manual.theme === theme)?.slides[0];
    if (!refrain) return;
    const unit = shows.first(
      study
        .manualsOfTheme(theme, (index + 2) % COURSES.length)
        .flatMap((m) => byDays(study.unitsOf(m, 'watch'), [3, 5, 1])),
    );
    if (!unit) return;
    const slides: StudySlide[] = [refrain];
    unit.slides.forEach((slide, i) => {
      slides.push(slide);
      if (i % 2 === 1 || i === unit.slides.length - 1) slides.push(refrain);
    });
    items.push(
      item({
        code: `asg-${theme.id}`,
        kind: 'animations',
        type: 'asg',
        title: `${theme.title} Story Song`,
        titleKo: `${koTitle(theme)} 이야기 노래`,
        summary: `“${firstKo(refrain.ko)}” 후렴 사이사이에 ${theme.ko} 이야기가 들어 있는 애니송이에요.`,
        slides,
        where: unit.manual,
      }),
    );
  });

  // 애니챈트: a watch show as an echo chant, every line twice (listen, then say it along).
  THEMES.forEach((theme, index) => {
    const unit = shows.first(
      study
        .manualsOfTheme(theme, (index + 4) % COURSES.length)
        .flatMap((m) => byDays(study.unitsOf(m, 'watch'), [5, 1, 3])),
    );
    if (!unit) return;
    items.push(
      item({
        code: `act-${theme.id}`,
        kind: 'animations',
        type: 'act',
        title: `${theme.title} Echo Chant`,
        titleKo: `${koTitle(theme)} 따라 하기 챈트`,
        summary: `${withParticle(theme.ko, '과/와')} 관련된 문장을 한 번 듣고, 한 번 더 리듬에 맞춰 따라 말하는 애니챈트예요.`,
        slides: unit.slides.flatMap((slide) => [slide, slide]),
        where: unit.manual,
      }),
    );
  });

  // 챈트: a words unit in rhythm: each word twice, then its example sentence.
  THEMES.forEach((theme, index) => {
    const units = study
      .manualsOfTheme(theme, (index + 6) % COURSES.length)
      .flatMap((m) => study.unitsOf(m, 'words'))
      .map((u) => ({ ...u, slides: (u.unit.words ?? []).map((w) => wordSlide(w, theme)) }));
    const unit = shows.first(units);
    if (!unit) return;
    const slides = (unit.unit.words ?? []).flatMap((word) => {
      const card = wordSlide(word, theme);
      const example = study.sentence.get(word.example)?.slide;
      return example ? [card, card, example] : [card, card];
    });
    items.push(
      item({
        code: `cht-${theme.id}`,
        kind: 'animations',
        type: 'cht',
        title: `${theme.title} Word Chant`,
        titleKo: `${koTitle(theme)} 낱말 챈트`,
        summary: `${(unit.unit.words ?? []).map((w) => w.en).join(', ')}: 낱말을 두 번 외치고 예문으로 마무리하는 리듬 챈트예요.`,
        slides,
        where: unit.manual,
      }),
    );
  });

  // 이북: a picture book per week: the week's read units, page after page (each sentence once, eight pages at most).
  const ebookTitles = new Set<string>();
  for (const { course, step } of courseSteps()) {
    const manual = study.manual(course, step, weekFor(step, 1));
    const pages = new Map<string, StudySlide>();
    for (const unit of study.unitsOf(manual, 'read'))
      for (const slide of unit.slides) if (!pages.has(slide.text)) pages.set(slide.text, slide);
    const slides = [...pages.values()].slice(0, EBOOK_PAGES);
    if (!shows.take(slides)) continue;
    const { title, titleKo } = uniqueHeadline(slides, ebookTitles);
    items.push(
      item({
        code: `ebk-${course}-${step}-${manual.week}`,
        kind: 'animations',
        type: 'ebk',
        title: `${manual.theme.title}: ${title}`,
        titleKo: `${koTitle(manual.theme)}: ${titleKo}`,
        summary: `Buddy ${course} ${step}권 ${manual.week}주의 ${manual.theme.ko} 이야기를 ${slides.length}쪽 그림책으로 엮었어요. 쪽마다 듣고 읽어 보세요.`,
        slides,
        where: manual,
      }),
    );
  }
  return items;
}

const EBOOK_PAGES = 8;

/** A word card as a slide: the word, its meaning, its sound, and its drawing (the theme's when it has none). */
function wordSlide(word: StudyWord, theme: StudyTheme): StudySlide {
  return {
    image: word.image ?? imagePath(theme.icon),
    text: word.en,
    ko: word.ko,
    audio: word.audio,
    durationMs: slideDuration(word.en),
  };
}

/* ----------------------------------------------------------------------------------------------------------------
 * Records (버디음원): a week's sound track.
 * -------------------------------------------------------------------------------------------------------------- */

/** Which courses each record type covers (beginner, prime, EX). */
export const RECORD_COURSES: Record<'ebb' | 'ebp' | 'ex', readonly Course[]> = {
  ebb: ['A', 'B'],
  ebp: ['C', 'D', 'E'],
  ex: ['F', 'G'],
};
const RECORD_NAMES = { ebb: 'Beginner', ebp: 'Prime', ex: 'EX' } as const;

/** A record's length in sentences (about a minute of listening; the budget of items.json allows no more). */
export const RECORD_SLIDES = 10;

/**
 * A week's sound track: up to RECORD_SLIDES of its distinct sentences, taken from the five days in turn (the first
 * new sentence of each day, then the second, …) so the track spans the week, and played in the order of the study.
 */
function weekTrack(study: Study, manual: Manual): StudySlide[] {
  const seen = new Set<string>();
  const days = manual.manual.days.map((day) => {
    const fresh: { slide: StudySlide; order: number }[] = [];
    for (const unit of study.units)
      if (unit.manual === manual && unit.day === day.stdDay)
        for (const slide of unit.slides)
          if (!seen.has(slide.text)) {
            seen.add(slide.text);
            fresh.push({ slide, order: seen.size });
          }
    return fresh;
  });
  const picked: { slide: StudySlide; order: number }[] = [];
  for (let i = 0; picked.length < RECORD_SLIDES && days.some((day) => day.length > i); i += 1)
    for (const day of days) {
      const entry = day[i];
      if (entry && picked.length < RECORD_SLIDES) picked.push(entry);
    }
  return picked.sort((a, b) => a.order - b.order).map(({ slide }) => slide);
}

function records(study: Study): LibraryContentItem[] {
  return (['ebb', 'ebp', 'ex'] as const).flatMap((type) =>
    study.manuals
      .filter((m) => RECORD_COURSES[type].includes(m.course))
      .map((manual) => {
        const slides = weekTrack(study, manual);
        return item({
          code: `${type}-${manual.course}-${manual.step}-${manual.week}`,
          kind: 'audios',
          type,
          title: `Buddy ${RECORD_NAMES[type]} ${manual.course}${manual.step}-${manual.week}: ${manual.theme.title}`,
          titleKo: `Buddy ${manual.course} ${manual.step}권 ${manual.week}주 · ${koTitle(manual.theme)}`,
          summary: `${manual.step}권 ${manual.week}주(${koTitle(manual.theme)})에 배운 문장 ${slides.length}개를 차례로 들려주는 음원이에요.`,
          slides,
          where: manual,
          audio: slides[0]?.audio ?? null,
        });
      }),
  );
}

/* ----------------------------------------------------------------------------------------------------------------
 * Grammar lectures.
 * -------------------------------------------------------------------------------------------------------------- */

/** A blank in a sentence: the answer at [start, end) and the words to choose from. */
interface Blank {
  start: number;
  end: number;
  answer: string;
  choices: readonly string[];
}

interface GrammarPoint {
  id: string;
  /** English name (the lecture's title). */
  name: string;
  /** Korean name (the sheet's title). */
  ko: string;
  /** The rule in Korean (the first slide, the summary and the sheet). */
  rule: string;
  /** The blank of a sentence for this point, or null when the sentence does not show it. */
  find: (text: string, ko: string) => Blank | null;
  /** A short Korean note for an answer (the lecture's slides). */
  note: (answer: string) => string;
  /**
   * Whether the point is a choice between words that each answer some sentences (am, is, are): its sheet must then
   * ask for at least two of them. Otherwise the right form is set against a wrong one (swim, swims).
   */
  contrast: boolean;
}

/** The first match of `pattern` as a blank (its first group that took part), with the words to choose from. */
function groupBlank(
  text: string,
  pattern: RegExp,
  choices: (answer: string) => readonly string[],
): Blank | null {
  const match = new RegExp(pattern.source, `${pattern.flags.replace('d', '')}d`).exec(text);
  if (!match) return null;
  for (let group = 1; group < match.length; group += 1) {
    const span = match.indices?.[group];
    const answer = match[group];
    if (span && answer !== undefined)
      return { start: span[0], end: span[1], answer, choices: choices(answer) };
  }
  return null;
}

/** The third person singular of a verb: likes, goes, flies, watches. */
export function thirdPerson(verb: string): string {
  if (verb === 'have') return 'has';
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ies`;
  if (/(s|sh|ch|x|o)$/.test(verb)) return `${verb}es`;
  return `${verb}s`;
}

/** The -ing form: making, running, playing. */
export function ingForm(verb: string): string {
  if (/[^e]e$/.test(verb)) return `${verb.slice(0, -1)}ing`;
  if (/^(run|swim|sit|put|get|stop)$/.test(verb)) return `${verb}${verb.slice(-1)}ing`;
  return `${verb}ing`;
}

/** Verbs the study sentences use in the present (base forms). */
const VERBS = [
  'brush',
  'climb',
  'come',
  'cook',
  'draw',
  'drink',
  'eat',
  'feed',
  'feel',
  'fly',
  'get',
  'go',
  'hear',
  'learn',
  'like',
  'live',
  'love',
  'make',
  'play',
  'read',
  'ride',
  'run',
  'say',
  'see',
  'shine',
  'sing',
  'sleep',
  'swim',
  'take',
  'tell',
  'wake',
  'walk',
  'wear',
];
const BASE_OF = new Map<string, string>([
  ...VERBS.map((v) => [v, v] as const),
  ...VERBS.map((v) => [thirdPerson(v), v] as const),
]);

/** Verbs that start commands in the study sentences. */
const COMMAND_VERBS = [
  'bounce',
  'clap',
  'close',
  'come',
  'draw',
  'fly',
  'go',
  'look',
  'mix',
  'open',
  'put',
  'raise',
  'sit',
  'stand',
  'stretch',
  'take',
  'throw',
  'touch',
  'turn',
  'wash',
  'wear',
];

/** Past forms of the study sentences, with their present. */
const PAST: Record<string, string> = {
  saw: 'see',
  was: 'is',
  went: 'go',
  took: 'take',
  got: 'get',
  climbed: 'climb',
  bought: 'buy',
  played: 'play',
  turned: 'turn',
};

const ADJECTIVES = [
  'best',
  'big',
  'happy',
  'little',
  'long',
  'new',
  'pink',
  'pretty',
  'red',
  'small',
  'whole',
];
const NOT_NOUNS = new Set([
  'and',
  'to',
  'with',
  'in',
  'on',
  'at',
  'than',
  'for',
  'of',
  'is',
  'are',
  'when',
  'you',
]);

/**
 * The grammar points, from the first steps on: each finds its blank in the study sentences (a sentence either
 * shows the point with one clear answer among the choices, or is skipped). The Korean meaning under every exercise
 * settles the few blanks whose choices would all be English (a past tense, a question word).
 */
const POINTS: readonly GrammarPoint[] = [
  {
    id: 'be',
    contrast: true,
    name: 'am, is, are',
    ko: 'be동사 am, is, are',
    rule: 'be동사는 주어에 따라 모양이 바뀌어요. I 뒤에는 am, 한 사람이나 한 가지 뒤에는 is, you와 여럿 뒤에는 are를 써요.',
    find: (text) =>
      /what you are/i.test(text) ? null : groupBlank(text, /\b(am|is|are)\b/i, () => ['am', 'is', 'are']),
    note: (a) =>
      ({
        am: 'I 뒤에는 am을 써요.',
        is: '한 사람이나 한 가지를 말할 때는 is를 써요.',
        are: 'you나 여럿을 말할 때는 are를 써요.',
      })[a.toLowerCase()] ?? '',
  },
  {
    id: 'a-an',
    contrast: true,
    name: 'a and an',
    ko: 'a와 an',
    rule: '하나를 말할 때는 낱말 앞에 a를 붙여요. 모음 소리(a, e, i, o, u)로 시작하는 낱말 앞에는 an을 써요.',
    find: (text) => groupBlank(text, /\b(a|an)\b/i, () => ['a', 'an']),
    note: (a) =>
      a.toLowerCase() === 'an'
        ? '모음 소리로 시작하는 낱말 앞에는 an을 써요.'
        : '자음 소리로 시작하는 낱말 앞에는 a를 써요.',
  },
  {
    id: 'plural',
    contrast: false,
    name: 'One Cat, Two Cats',
    ko: '여럿을 나타내는 -s',
    rule: '둘 이상을 말할 때는 낱말 끝에 -s를 붙여요. one cat, two cats처럼요.',
    find: (text) =>
      groupBlank(text, /\b(?:two|three|four|five|six|seven|eight|nine|ten|many) ([a-z]+s)\b/i, (a) => [
        a.slice(0, -1),
        a,
      ]),
    note: (a) => `둘 이상이라서 ${a.slice(0, -1)} 끝에 -s를 붙여요.`,
  },
  {
    id: 'this-these',
    contrast: true,
    name: 'this and these',
    ko: 'this와 these',
    rule: '가까이 있는 것을 가리킬 때 하나면 this, 여럿이면 these를 써요.',
    find: (text) => groupBlank(text, /\b(this|these)\b/i, () => ['this', 'these']),
    note: (a) =>
      a.toLowerCase() === 'this' ? '하나를 가리킬 때는 this를 써요.' : '여럿을 가리킬 때는 these를 써요.',
  },
  {
    id: 'have-has',
    contrast: true,
    name: 'have and has',
    ko: 'have와 has',
    rule: '“가지고 있다”는 have로 말해요. 한 사람이나 한 가지가 주어이면 has로 바뀌어요.',
    find: (text) =>
      /\b(can|and) have\b/i.test(text) ? null : groupBlank(text, /\b(have|has)\b/i, () => ['have', 'has']),
    note: (a) =>
      a.toLowerCase() === 'has'
        ? 'he, she, it처럼 한 사람이나 한 가지 뒤에는 has를 써요.'
        : 'I, you, we, they와 여럿 뒤에는 have를 써요.',
  },
  {
    id: 'can',
    contrast: false,
    name: 'I Can Swim',
    ko: 'can + 동사원형',
    rule: 'can은 “~할 수 있다”라는 뜻이에요. can 뒤에는 -s가 붙지 않은 동사원형을 써요.',
    find: (text) => groupBlank(text, /\bcan (?!you\b|i\b)([a-z]+)/i, (a) => [a, thirdPerson(a)]),
    note: () => 'can 뒤에는 동사원형을 써요.',
  },
  {
    id: 'in-on-under',
    contrast: true,
    name: 'in, on, under',
    ko: '위치를 나타내는 in, on, under',
    rule: '무엇이 어디에 있는지 말할 때 in(안에), on(위에), under(아래에)를 써요.',
    find: (text) =>
      groupBlank(
        text,
        /(?<!\b(?:put|turn|turned|take) )\b(in|on|under) (?:the|my|your|our|a)\b(?! (?:morning|weekend)\b)/i,
        () => ['in', 'on', 'under'],
      ),
    note: (a) =>
      ({
        in: 'in은 “~ 안에”라는 뜻이에요.',
        on: 'on은 “~ 위에”라는 뜻이에요.',
        under: 'under는 “~ 아래에”라는 뜻이에요.',
      })[a.toLowerCase()] ?? '',
  },
  {
    id: 'commands',
    contrast: false,
    name: 'Open Your Book!',
    ko: '명령문',
    rule: '“~해요, ~하세요”라고 할 때는 주어 없이 동사원형으로 문장을 시작해요.',
    find: (text) => {
      const match = /^(?:Please )?([A-Za-z]+)\b(?!,)/.exec(text);
      const verb = match?.[1];
      if (!match || !verb || !COMMAND_VERBS.includes(verb.toLowerCase())) return null;
      const start = match[0].length - verb.length;
      const base = verb.toLowerCase();
      return { start, end: start + verb.length, answer: verb, choices: [base, thirdPerson(base)] };
    },
    note: () => '명령하거나 부탁할 때는 동사원형으로 시작해요.',
  },
  {
    id: 'lets',
    contrast: false,
    name: "Let's Play!",
    ko: "Let's + 동사원형",
    rule: '“우리 함께 ~하자”라고 할 때는 Let’s(Let us) 뒤에 동사원형을 써요.',
    find: (text) => groupBlank(text, /\blet(?:'s| us) ([a-z]+)/i, (a) => [a, ingForm(a)]),
    note: () => 'Let’s 뒤에는 동사원형을 써요.',
  },
  {
    id: 'present',
    contrast: true,
    name: 'I Like, He Likes',
    ko: '동사의 현재형과 -s',
    rule: '지금의 일을 말할 때 주어가 한 사람이나 한 가지(he, she, it)이면 동사 끝에 -s를 붙여요. I, you, we, they와 여럿 뒤에는 동사원형을 써요.',
    find: (text) => {
      const match =
        /^(?:I|We|You|They|He|She|It|(?:The|My|A|An) [a-z]+|(?!Fish\b)[A-Z][a-z]+) ([a-z]+)\b/d.exec(text);
      const verb = match?.[1];
      const span = match?.indices?.[1];
      const base = verb ? BASE_OF.get(verb) : undefined;
      if (!verb || !span || !base) return null;
      return { start: span[0], end: span[1], answer: verb, choices: [base, thirdPerson(base)] };
    },
    note: (a) =>
      BASE_OF.get(a) === a
        ? 'I, you, we, they와 여럿 뒤에는 동사원형을 써요.'
        : '한 사람이나 한 가지가 주어이면 동사 끝에 -s를 붙여요.',
  },
  {
    id: 'past',
    contrast: false,
    name: 'Yesterday: the Past',
    ko: '지난 일을 말하는 과거형',
    rule: '이미 지나간 일을 말할 때는 동사의 과거형을 써요. 많은 동사는 끝에 -ed를 붙이고, go → went처럼 모양이 바뀌는 동사도 있어요.',
    find: (text) =>
      groupBlank(text, new RegExp(`\\b(${Object.keys(PAST).join('|')})\\b`), (a) => [PAST[a] ?? a, a]),
    note: (a) => `지난 일은 과거형으로 말해요: ${PAST[a] ?? a} → ${a}`,
  },
  {
    id: 'wh',
    contrast: true,
    name: 'What, Where, How',
    ko: '묻는 말 what, where, how, who, why',
    rule: '궁금한 것을 물을 때는 what(무엇), where(어디), how(어떻게), who(누구), why(왜)로 질문을 시작해요.',
    find: (text) =>
      text.includes('?')
        ? groupBlank(text, /\b(what|where|how|who|why)\b/i, () => ['what', 'where', 'how', 'who', 'why'])
        : null,
    note: (a) =>
      ({
        what: '“무엇”을 물을 때는 what을 써요.',
        where: '“어디”를 물을 때는 where를 써요.',
        how: '“어떻게, 얼마나”를 물을 때는 how를 써요.',
        who: '“누구”를 물을 때는 who를 써요.',
        why: '“왜”를 물을 때는 why를 써요.',
      })[a.toLowerCase()] ?? '',
  },
  {
    id: 'questions',
    contrast: true,
    name: 'Do You …? Can You …?',
    ko: '묻는 문장 Do, Are, Can',
    rule: '“네, 아니요”로 답하는 질문은 Do, Are, Can 같은 말로 시작해요. 뜻에 맞는 말을 골라 맨 앞에 써요.',
    find: (text) => groupBlank(text, /^(Do|Are|Can) (?:you|I)\b.*\?/, () => ['do', 'are', 'can']),
    note: (a) =>
      ({
        do: 'have, want 같은 동사로 물을 때는 Do로 시작해요.',
        are: '기분이나 모습을 물을 때는 Are로 시작해요.',
        can: '“~할 수 있어요?, ~해도 돼요?”는 Can으로 물어요.',
      })[a.toLowerCase()] ?? '',
  },
  {
    id: 'it',
    contrast: false,
    name: 'It Is Sunny',
    ko: '날씨와 시간을 말하는 it',
    rule: '날씨, 시간, 날짜를 말할 때는 it을 주어로 써요. 이때 it은 “그것”이라고 옮기지 않아요.',
    find: (text) => groupBlank(text, /\b(it)(?: is|'s)\b|\bis (it)\b/i, () => ['it', 'they']),
    note: () => '날씨나 시간을 말할 때는 it is로 시작해요.',
  },
  {
    id: 'adjectives',
    contrast: false,
    name: 'A Red Apple',
    ko: '꾸며 주는 말의 자리',
    rule: '색깔, 크기, 모양을 나타내는 말은 명사 앞에 써요. a red apple처럼요.',
    find: (text) => {
      const match = new RegExp(`\\b(${ADJECTIVES.join('|')}) ([a-z]+)\\b`, 'd').exec(text);
      const span = match?.indices?.[0];
      const [adjective, noun] = [match?.[1], match?.[2]];
      if (!span || !adjective || !noun || NOT_NOUNS.has(noun)) return null;
      return {
        start: span[0],
        end: span[1],
        answer: `${adjective} ${noun}`,
        choices: [`${adjective} ${noun}`, `${noun} ${adjective}`],
      };
    },
    note: (a) => `꾸며 주는 말이 명사 앞에 와요: ${a}`,
  },
  {
    id: 'and-but-so',
    contrast: true,
    name: 'and, but, so',
    ko: '이어 주는 말 and, but, so',
    rule: '낱말이나 문장을 이을 때 and(그리고), but(하지만), so(그래서)를 써요.',
    find: (text) => groupBlank(text, /\b(and|but)\b|, (so)\b/, () => ['and', 'but', 'so']),
    note: (a) =>
      ({
        and: '비슷한 것을 나란히 이을 때는 and를 써요.',
        but: '반대되는 내용을 이을 때는 but을 써요.',
        so: '까닭과 그 결과를 이을 때는 so를 써요.',
      })[a] ?? '',
  },
  {
    id: 'me-you-them',
    contrast: true,
    name: 'me, you, them',
    ko: '“~를, ~에게”의 me, you, them',
    rule: '동사나 with, to 뒤에서 “나를, 나에게”는 me, “너를, 너에게”는 you, “그것들을”은 them으로 써요.',
    find: (text) =>
      groupBlank(text, /\b(me|them)\b|\b(?:love|see|thank) (you)\b/i, () => ['me', 'you', 'them']),
    note: (a) =>
      ({
        me: '“나를, 나에게”는 me예요.',
        you: '“너를, 너에게”는 you예요.',
        them: '“그것들을, 그들을”은 them이에요.',
      })[a.toLowerCase()] ?? '',
  },
  {
    id: 'at-on-in',
    contrast: true,
    name: 'at, on, in: Time',
    ko: '때를 나타내는 at, on, in',
    rule: '때를 말할 때 시각과 밤은 at, 요일과 주말은 on, 계절과 아침은 in과 함께 써요.',
    find: (text) =>
      groupBlank(
        text,
        /\b(at|on|in) (?:seven|eight|nine|night|Sundays?|Saturday|Monday|the weekend|winter|summer|autumn|the morning)\b/i,
        () => ['at', 'on', 'in'],
      ),
    note: (a) =>
      ({
        at: '시각(몇 시)과 night 앞에는 at을 써요.',
        on: '요일과 주말 앞에는 on을 써요.',
        in: '계절과 아침 앞에는 in을 써요.',
      })[a.toLowerCase()] ?? '',
  },
  {
    id: 'to-with-by',
    contrast: true,
    name: 'to, with, by',
    ko: '방향과 방법의 to, with, by',
    rule: '가는 곳이나 받는 사람 앞에는 to, “~와 함께, ~으로(도구)”는 with, 탈것을 타고 갈 때는 by를 써요.',
    find: (text) =>
      groupBlank(text, /\b(to) (?=school|the|me|bed|Jeju)|\b(with) |\b(by) (?=bus|subway|car|train)/, () => [
        'to',
        'with',
        'by',
      ]),
    note: (a) =>
      ({
        to: '가는 곳이나 받는 사람 앞에는 to를 써요.',
        with: '“~와 함께, ~으로”는 with를 써요.',
        by: '탈것을 타고 갈 때는 by를 써요.',
      })[a] ?? '',
  },
  {
    id: 'my-your',
    contrast: true,
    name: 'my and your',
    ko: '누구의 것: my와 your',
    rule: '누구의 것인지 말할 때 “나의, 내”는 my, “너의, 네”는 your를 명사 앞에 써요.',
    find: (text, ko) => {
      const blank = groupBlank(text, /\b(my|your)\b/i, () => ['my', 'your']);
      if (!blank) return null;
      const mine = /(^|\s)(내|나의|우리)\s/.test(ko);
      const yours = /(^|\s)(네|너의)\s/.test(ko);
      return blank.answer.toLowerCase() === 'my'
        ? mine && !yours
          ? blank
          : null
        : yours && !mine
          ? blank
          : null;
    },
    note: (a) => (a.toLowerCase() === 'my' ? '“나의, 내, 우리”는 my로 써요.' : '“너의, 네”는 your로 써요.'),
  },
  {
    id: 'subjects',
    contrast: true,
    name: 'I, We, He, She',
    ko: '주어 I, we, he, she',
    rule: '문장의 주인(주어)이 누구인지에 따라 I, we, he, she를 골라요. he와 she 뒤의 동사에는 -s가 붙어요.',
    find: (text) => {
      const match = /^(I|We|He|She) ([a-z]+)\b/.exec(text);
      const [subject, verb] = [match?.[1], match?.[2]];
      if (!subject || !verb) return null;
      const base = BASE_OF.get(verb);
      const plain = base === verb || ['am', 'are', 'have'].includes(verb);
      const third = (base !== undefined && base !== verb) || ['is', 'has'].includes(verb);
      const single = subject === 'He' || subject === 'She';
      if (single ? !third : !plain) return null;
      const other = single ? 'I' : 'he';
      return {
        start: 0,
        end: subject.length,
        answer: subject,
        choices: [subject === 'I' ? 'I' : subject.toLowerCase(), other],
      };
    },
    note: (a) =>
      ({
        I: '“나는”은 I예요. I 뒤에는 am, have, like처럼 써요.',
        We: '“우리는”은 we예요. we 뒤에는 are, have, like처럼 써요.',
        He: '“그는”은 he예요. he 뒤에는 is, has, likes처럼 써요.',
        She: '“그녀는”은 she예요. she 뒤에는 is, has, likes처럼 써요.',
      })[a] ?? '',
  },
];

interface Match {
  sentence: Sentence;
  blank: Blank;
}

function matchesOf(point: GrammarPoint, sentences: readonly Sentence[]): Match[] {
  return sentences.flatMap((sentence) => {
    const blank = point.find(sentence.slide.text, sentence.slide.ko);
    return blank ? [{ sentence, blank }] : [];
  });
}

/** The matches taken in turn from each answer (am, is, are, am, …), so a lecture and a sheet show every choice. */
function interleaved(matches: readonly Match[]): Match[] {
  const groups = new Map<string, Match[]>();
  for (const match of matches) {
    const key = match.blank.answer.toLowerCase();
    groups.set(key, [...(groups.get(key) ?? []), match]);
  }
  const lists = [...groups.values()];
  const out: Match[] = [];
  for (let i = 0; out.length < matches.length; i += 1)
    for (const list of lists) {
      const match = list[i];
      if (match) out.push(match);
    }
  return out;
}

const LECTURE_SLIDES = 4;
/** Longer sentences are kept for the lecture (an exercise takes at most two lines of the sheet). */
const SHEET_CHARACTERS = 64;
export const MIN_GRAMMAR_MATCHES = SHEET_EXERCISES;

interface Lesson {
  lecture: Match[];
  exercises: Match[];
}

/**
 * The lecture's examples and the worksheet's five exercises, or null when the sentences cannot make a fair sheet.
 * Sentences the point's other lectures already used come last (`used`: how much, a lecture weighing more than a
 * sheet), and song lines after the others; the sheet prefers the sentences the lecture did not show, and asks for
 * every answer it can (each answer in turn).
 */
function lessonOf(
  point: GrammarPoint,
  matches: readonly Match[],
  used: ReadonlyMap<string, number>,
  maxSung: number,
): Lesson | null {
  const rank = (m: Match) => (used.get(m.sentence.slide.text) ?? 0) * 2 + (m.sentence.sung ? 1 : 0);
  const sorted = [...matches].sort((a, b) => rank(a) - rank(b) || a.sentence.order - b.sentence.order);
  const lecture = interleaved(sorted).slice(0, LECTURE_SLIDES);
  const shown = new Set(lecture);
  const pool = sorted
    .filter((m) => m.sentence.slide.text.length <= SHEET_CHARACTERS)
    .sort((a, b) => Number(shown.has(a)) - Number(shown.has(b)));
  const exercises = interleaved(pool).slice(0, SHEET_EXERCISES);
  if (lecture.length < 3 || exercises.length < SHEET_EXERCISES) return null;
  if (point.contrast && new Set(exercises.map((m) => m.blank.answer.toLowerCase())).size < 2) return null;
  if (exercises.filter((m) => m.sentence.sung).length > maxSung) return null;
  return { lecture, exercises };
}

const GRAMMAR_TYPES = {
  bsc: { label: '기초 문법', colour: PALETTE.sky },
  bok: { label: '교재 문법', colour: PALETTE.green },
  bdy: { label: '버디 문법', colour: PALETTE.yellow },
} as const;

function lecture(
  type: keyof typeof GRAMMAR_TYPES,
  code: string,
  point: GrammarPoint,
  lesson: Lesson,
  text: { title: string; titleKo: string; summary: string },
  where: ItemParts['where'],
  sheets: Map<string, string>,
): LibraryContentItem {
  const slides = lesson.lecture.map(({ sentence, blank }, index): StudySlide => {
    const ko = sentence.slide.ko;
    return {
      ...sentence.slide,
      ko: index === 0 ? `${point.rule} 예) ${ko}` : `${ko} (${point.note(blank.answer)})`,
    };
  });
  const exercises: SheetExercise[] = lesson.exercises.map(({ sentence, blank }) => ({
    before: sentence.slide.text.slice(0, blank.start),
    answer: blank.answer,
    after: sentence.slide.text.slice(blank.end),
    choices: blank.choices,
    ko: sentence.slide.ko,
  }));
  const { label, colour } = GRAMMAR_TYPES[type];
  const content = { code, label, title: point.ko, name: point.name, rule: point.rule, colour, exercises };
  const worksheet = sheetPath(code, 'worksheet');
  const answer = sheetPath(code, 'answer');
  sheets.set(worksheet, grammarSheet(content, false));
  sheets.set(answer, grammarSheet(content, true));
  return item({ code, kind: 'grammars', type, ...text, slides, where, worksheet, answer });
}

function grammars(study: Study, sheets: Map<string, string>): LibraryContentItem[] {
  const items: LibraryContentItem[] = [];
  /**
   * How much each point's lectures (3 a time) and sheets (1 a time) have used each sentence so far: the next lecture
   * of the point takes the least used. No two lectures show the same sentences.
   */
  const used = new Map<string, Map<string, number>>(POINTS.map((point) => [point.id, new Map()]));
  const lectures = new Set<string>();
  const lessonFor = (
    point: GrammarPoint,
    matches: readonly Match[],
    maxSung = SHEET_EXERCISES,
  ): Lesson | null => {
    const weights = used.get(point.id) ?? new Map<string, number>();
    const lesson = lessonOf(point, matches, weights, maxSung);
    if (!lesson) return null;
    const key = `${point.id}:${lesson.lecture.map((m) => m.sentence.slide.text).join('\n')}`;
    if (lectures.has(key)) return null;
    lectures.add(key);
    const add = (list: readonly Match[], weight: number) => {
      for (const m of list)
        weights.set(m.sentence.slide.text, (weights.get(m.sentence.slide.text) ?? 0) + weight);
    };
    add(lesson.lecture, 3);
    add(lesson.exercises, 1);
    return lesson;
  };

  // 기초 문법: every point, with the first sentences of the whole study content that show it.
  for (const point of POINTS) {
    const lesson = lessonFor(point, matchesOf(point, study.sentences));
    if (!lesson) throw new Error(`no lesson for ${point.id}`);
    items.push(
      lecture(
        'bsc',
        `bsc-${point.id}`,
        point,
        lesson,
        { title: point.name, titleKo: point.ko, summary: point.rule },
        null,
        sheets,
      ),
    );
  }

  // 교재 문법: three points per course, each taught with that course's own sentences (easier points for A).
  const assigned = new Set<string>();
  COURSES.forEach((course, courseIndex) => {
    const sentences = study.sentences.filter((s) => s.courses.has(course));
    const aim = courseIndex * 3 + 1;
    const candidates = POINTS.map((point, rank) => ({ point, rank }))
      .filter(({ point }) => !assigned.has(point.id))
      .sort((a, b) => Math.abs(a.rank - aim) - Math.abs(b.rank - aim) || a.rank - b.rank);
    let taken = 0;
    for (const { point } of candidates) {
      if (taken === 3) break;
      const matches = matchesOf(point, sentences);
      if (matches.length < MIN_GRAMMAR_MATCHES) continue;
      const lesson = lessonFor(point, matches);
      if (!lesson) continue;
      assigned.add(point.id);
      taken += 1;
      const first = lesson.lecture[0]?.sentence;
      const where = first ? firstIn(study, first, course) : null;
      items.push(
        lecture(
          'bok',
          `bok-${course}-${point.id}`,
          point,
          lesson,
          {
            title: `Buddy ${course}: ${point.name}`,
            titleKo: `Buddy ${course} 교재로 배우는 ${point.ko}`,
            summary: `Buddy ${course} 교재에 나온 문장으로 익혀요. ${point.rule}`,
          },
          where,
          sheets,
        ),
      );
    }
    if (taken < 3) throw new Error(`course ${course}: only ${taken} grammar points for 교재 문법`);
  });

  // 버디 문법: a point in the sentences of one week theme (up to three per theme, the least used points first).
  const uses = new Map<string, number>();
  for (const theme of THEMES) {
    const sentences = study.sentences.filter((s) => s.theme === theme);
    const ranked = POINTS.map((point, rank) => ({ point, rank, matches: matchesOf(point, sentences) }))
      .filter(({ matches }) => matches.length >= MIN_GRAMMAR_MATCHES)
      .sort(
        (a, b) =>
          (uses.get(a.point.id) ?? 0) - (uses.get(b.point.id) ?? 0) ||
          b.matches.length - a.matches.length ||
          a.rank - b.rank,
      );
    let taken = 0;
    for (const { point, matches } of ranked) {
      if (taken === BUDDY_POINTS_PER_THEME) break;
      // A theme's lecture is taken only when its sheet is not mostly song lines (If you're happy … five times).
      const lesson = lessonFor(point, matches, 2);
      if (!lesson) continue;
      taken += 1;
      uses.set(point.id, (uses.get(point.id) ?? 0) + 1);
      items.push(
        lecture(
          'bdy',
          `bdy-${theme.id}-${point.id}`,
          point,
          lesson,
          {
            title: `${theme.title}: ${point.name}`,
            titleKo: `${theme.ko} 이야기로 배우는 ${point.ko}`,
            summary: `${koTitle(theme)} 주제의 문장으로 익혀요. ${point.rule}`,
          },
          null,
          sheets,
        ),
      );
    }
  }
  return items;
}

const BUDDY_POINTS_PER_THEME = 3;

/** Where a sentence first appears in a course. */
function firstIn(study: Study, sentence: Sentence, course: Course): Manual | null {
  for (const unit of study.units)
    if (unit.manual.course === course && unit.slides.some((s) => s.text === sentence.slide.text))
      return unit.manual;
  return null;
}

/* ----------------------------------------------------------------------------------------------------------------
 * Reading and reading skills.
 * -------------------------------------------------------------------------------------------------------------- */

const SKILLS = [
  { en: 'Main Idea', ko: '주제 찾기', guide: '무엇에 관한 글인지 찾아봐요.' },
  { en: 'Details', ko: '세부 내용', guide: '누가 무엇을 하는지 자세히 살펴봐요.' },
  { en: 'Sequence', ko: '순서 파악', guide: '문장이 나온 차례를 떠올려 봐요.' },
  { en: 'Inference', ko: '추론하기', guide: '그림을 보고 글에 나오지 않은 것까지 짐작해 봐요.' },
  { en: 'Word Meaning', ko: '낱말 뜻 짐작하기', guide: '그림을 보고 낱말의 뜻을 짐작해 봐요.' },
] as const;

function reading(study: Study, passages: Shows): LibraryContentItem[] {
  const items: LibraryContentItem[] = [];
  const titles = new Set<string>();
  for (const { course, step } of courseSteps()) {
    const manual = study.manual(course, step, weekFor(step, 2));
    const unit = passages.first(study.unitsOf(manual, 'read').filter((u) => u.slides.length >= 3));
    if (!unit) continue;
    const first = unit.slides[0];
    if (!first) continue;
    items.push(
      item({
        code: `read-${course}-${step}-${manual.week}`,
        kind: 'reading',
        type: 'read',
        ...uniqueHeadline(unit.slides, titles),
        summary: `“${firstKo(first.ko)}”${particle(firstKo(first.ko), '으로/로')} 시작하는 ${manual.theme.ko} 이야기예요. 문장 ${unit.slides.length}개를 그림과 함께 읽어 보세요.`,
        slides: unit.slides,
        where: manual,
      }),
    );
  }
  return items;
}

function readingSkills(study: Study, passages: Shows): LibraryContentItem[] {
  const items: LibraryContentItem[] = [];
  for (const { course, step } of courseSteps()) {
    const manual = study.manual(course, step, weekFor(step, 3));
    const units = [...study.unitsOf(manual, 'read')].sort((a, b) => b.slides.length - a.slides.length);
    const unit = passages.first(units);
    if (!unit) continue;
    const skill = SKILLS[items.length % SKILLS.length] ?? SKILLS[0];
    items.push(
      item({
        code: `rs-${course}-${step}-${manual.week}`,
        kind: 'rskill',
        type: 'rs',
        title: `${skill.en}: ${manual.theme.title}`,
        titleKo: `${skill.ko}: ${koTitle(manual.theme)}`,
        summary: `[${skill.ko}] 문장 ${unit.slides.length}개로 된 ${manual.theme.ko} 이야기를 읽고 ${skill.guide}`,
        slides: unit.slides,
        where: manual,
      }),
    );
  }
  return items;
}

/* ----------------------------------------------------------------------------------------------------------------
 * Phonics, words and sentence patterns.
 * -------------------------------------------------------------------------------------------------------------- */

/** The phonics cards: a letter or spelling, its sound, and words of words.json where it is heard. */
const PHONICS: readonly {
  id: string;
  title: string;
  ko: string;
  sound: string;
  /** Whether the sound starts the words, or is heard inside some of them. */
  at: 'start' | 'inside';
  words: readonly string[];
}[] = [
  {
    id: 'b',
    title: 'Bb /b/',
    ko: '알파벳 B의 소리',
    sound: '/b/',
    at: 'start',
    words: ['bag', 'ball', 'bed', 'bus'],
  },
  {
    id: 'c',
    title: 'Cc /k/',
    ko: '알파벳 C의 소리',
    sound: '/k/',
    at: 'start',
    words: ['cat', 'car', 'cup', 'coat'],
  },
  {
    id: 'd',
    title: 'Dd /d/',
    ko: '알파벳 D의 소리',
    sound: '/d/',
    at: 'start',
    words: ['dad', 'dog', 'doll', 'duck'],
  },
  {
    id: 'f',
    title: 'Ff /f/',
    ko: '알파벳 F의 소리',
    sound: '/f/',
    at: 'start',
    words: ['fish', 'foot', 'four', 'family'],
  },
  {
    id: 'h',
    title: 'Hh /h/',
    ko: '알파벳 H의 소리',
    sound: '/h/',
    at: 'start',
    words: ['hat', 'hand', 'head', 'house'],
  },
  {
    id: 'l',
    title: 'Ll /l/',
    ko: '알파벳 L의 소리',
    sound: '/l/',
    at: 'start',
    words: ['lamp', 'leaf', 'lion'],
  },
  {
    id: 'm',
    title: 'Mm /m/',
    ko: '알파벳 M의 소리',
    sound: '/m/',
    at: 'start',
    words: ['mom', 'milk', 'moon', 'monkey'],
  },
  {
    id: 'n',
    title: 'Nn /n/',
    ko: '알파벳 N의 소리',
    sound: '/n/',
    at: 'start',
    words: ['nose', 'night', 'nine'],
  },
  {
    id: 'p',
    title: 'Pp /p/',
    ko: '알파벳 P의 소리',
    sound: '/p/',
    at: 'start',
    words: ['pig', 'pink', 'pencil', 'pizza'],
  },
  {
    id: 'r',
    title: 'Rr /r/',
    ko: '알파벳 R의 소리',
    sound: '/r/',
    at: 'start',
    words: ['red', 'rabbit', 'robot', 'run'],
  },
  {
    id: 's',
    title: 'Ss /s/',
    ko: '알파벳 S의 소리',
    sound: '/s/',
    at: 'start',
    words: ['sun', 'six', 'sofa', 'sister'],
  },
  {
    id: 't',
    title: 'Tt /t/',
    ko: '알파벳 T의 소리',
    sound: '/t/',
    at: 'start',
    words: ['ten', 'table', 'taxi', 'turtle'],
  },
  {
    id: 'w',
    title: 'Ww /w/',
    ko: '알파벳 W의 소리',
    sound: '/w/',
    at: 'start',
    words: ['water', 'window', 'wind'],
  },
  {
    id: 'bl',
    title: 'bl /bl/',
    ko: '두 소리가 어울린 bl',
    sound: '/bl/',
    at: 'start',
    words: ['black', 'blocks', 'blue'],
  },
  {
    id: 'br',
    title: 'br /br/',
    ko: '두 소리가 어울린 br',
    sound: '/br/',
    at: 'start',
    words: ['bread', 'brother', 'brown'],
  },
  {
    id: 'cl',
    title: 'cl /kl/',
    ko: '두 소리가 어울린 cl',
    sound: '/kl/',
    at: 'start',
    words: ['clock', 'cloud', 'clap'],
  },
  {
    id: 'gr',
    title: 'gr /gr/',
    ko: '두 소리가 어울린 gr',
    sound: '/gr/',
    at: 'start',
    words: ['grass', 'green', 'grandma', 'grandpa'],
  },
  {
    id: 'tr',
    title: 'tr /tr/',
    ko: '두 소리가 어울린 tr',
    sound: '/tr/',
    at: 'start',
    words: ['train', 'tree', 'truck'],
  },
  {
    id: 's-blends',
    title: 'sk, sn, st, sw',
    ko: 's로 시작하는 두 소리',
    sound: '/sk/, /sn/, /st/, /sw/',
    at: 'start',
    words: ['sky', 'snow', 'star', 'swim'],
  },
  {
    id: 'sh',
    title: 'sh /ʃ/',
    ko: '한 소리가 되는 sh',
    sound: '/ʃ/',
    at: 'inside',
    words: ['shirt', 'shoes', 'fish'],
  },
  {
    id: 'ch',
    title: 'ch /tʃ/',
    ko: '한 소리가 되는 ch',
    sound: '/tʃ/',
    at: 'inside',
    words: ['chair', 'teacher', 'lunch'],
  },
  {
    id: 'ck',
    title: 'ck /k/',
    ko: '한 소리가 되는 ck',
    sound: '/k/',
    at: 'inside',
    words: ['clock', 'duck', 'socks', 'blocks'],
  },
  {
    id: 'a-e',
    title: 'a_e /eɪ/',
    ko: '긴 a 소리 a_e',
    sound: '/eɪ/',
    at: 'inside',
    words: ['cake', 'plane', 'grapes'],
  },
  {
    id: 'i-e',
    title: 'i_e /aɪ/',
    ko: '긴 i 소리 i_e',
    sound: '/aɪ/',
    at: 'inside',
    words: ['bike', 'kite', 'five', 'white'],
  },
  {
    id: 'ee',
    title: 'ee /iː/',
    ko: '긴 e 소리 ee',
    sound: '/iː/',
    at: 'inside',
    words: ['tree', 'green', 'three', 'sleepy'],
  },
  {
    id: 'ai',
    title: 'ai /eɪ/',
    ko: '긴 a 소리 ai',
    sound: '/eɪ/',
    at: 'inside',
    words: ['rain', 'rainbow', 'train'],
  },
];

/** How a phonics card's sound is spelled in its words (a letter or blend starts them; the others are inside). */
export function phonicsSpelling(id: string): RegExp {
  if (id === 's-blends') return /^s[kntw]/;
  if (/^[a-z]-e$/.test(id)) return new RegExp(`${id.charAt(0)}[^aeiou]e`);
  if (['sh', 'ch', 'ck', 'ee', 'ai'].includes(id)) return new RegExp(id);
  return new RegExp(`^${id}`);
}

function phonics(study: Study): LibraryContentItem[] {
  return PHONICS.map((card) => {
    const words = card.words.map((en) => study.studyWord(en));
    const slides = words.map((word): StudySlide => {
      if (!word.image) throw new Error(`phonics word "${word.en}" has no drawing`);
      return {
        image: word.image,
        text: word.en,
        ko: word.ko,
        audio: word.audio,
        durationMs: slideDuration(word.en),
      };
    });
    return item({
      code: `pns-${card.id}`,
      kind: 'phonics',
      type: 'pns',
      title: card.title,
      titleKo: card.ko,
      summary: `${card.sound} 소리가 ${card.at === 'start' ? '첫소리로 나는' : '들어 있는'} 낱말 ${words.length}개를 그림과 함께 듣고 따라 말해요: ${card.words.join(', ')}`,
      slides,
      audio: words[0]?.audio ?? null,
    });
  });
}

/** The two word sets of a theme: its first words (tiers 0–1) and the ones that come later (tier 2 on). */
const WORD_LEVELS = [
  { level: 1, from: 0, to: 1, en: 'Starter', ko: '첫걸음' },
  { level: 2, from: 2, to: 6, en: 'Plus', ko: '한 걸음 더' },
] as const;

function wordSets(study: Study): LibraryContentItem[] {
  return THEMES.flatMap((theme) =>
    WORD_LEVELS.map((level) => {
      const words = theme.words
        .filter((w) => w.tier >= level.from && w.tier <= level.to)
        .map((w) => study.studyWord(w.en));
      const slides = words.map((word) => wordSlide(word, theme));
      const where =
        study.manuals.find(
          (m) =>
            m.theme === theme &&
            study.unitsOf(m, 'words').some((u) => (u.unit.words ?? []).some((w) => w.en === words[0]?.en)),
        ) ?? null;
      return item({
        code: `wd-${theme.id}-${level.level}`,
        kind: 'word',
        type: 'wd',
        title: `${theme.title}: ${level.en}`,
        titleKo: `${koTitle(theme)} 낱말 ${level.ko}`,
        summary: `${withParticle(theme.ko, '과/와')} 관련된 낱말 ${words.length}개(${words.map((w) => w.ko).join(', ')})를 그림 카드로 익혀요.`,
        slides,
        where,
        audio: words[0]?.audio ?? null,
      });
    }),
  );
}

/** Sentence patterns, each with the study sentences that follow it. */
const PATTERNS: readonly { id: string; pattern: string; ko: string; use: string; match: RegExp }[] = [
  {
    id: 'i-like',
    pattern: 'I like ___.',
    ko: '나는 ~을(를) 좋아해요.',
    use: '좋아하는 것을 말할 때',
    match: /^I like /,
  },
  {
    id: 'this-is-my',
    pattern: 'This is my ___.',
    ko: '이것은(이 사람은) 나의 ~이에요.',
    use: '내 것이나 가족을 소개할 때',
    match: /^This is my /,
  },
  {
    id: 'i-have',
    pattern: 'I have ___.',
    ko: '나는 ~이(가) 있어요.',
    use: '가진 것을 말할 때',
    match: /^I have /,
  },
  {
    id: 'i-can',
    pattern: 'I can ___.',
    ko: '나는 ~할 수 있어요.',
    use: '할 수 있는 일을 말할 때',
    match: /^I can /,
  },
  {
    id: 'it-can',
    pattern: 'A ___ can ___.',
    ko: '~은(는) ~할 수 있어요.',
    use: '동물이나 물건이 할 수 있는 일을 말할 때',
    match: /^(A|The|My) [a-z]+ can /,
  },
  { id: 'can-i', pattern: 'Can I ___?', ko: '~해도 될까요?', use: '허락을 구할 때', match: /^Can I / },
  {
    id: 'lets',
    pattern: "Let's ___.",
    ko: '우리 함께 ~해요.',
    use: '함께 하자고 할 때',
    match: /^(I'm hungry\. )?Let(’s|'s| us) /,
  },
  {
    id: 'i-am',
    pattern: 'I am ___.',
    ko: '나는 ~해요. / 나는 ~살이에요.',
    use: '내 기분이나 나이를 말할 때',
    match: /^I am /,
  },
  {
    id: 'it-is',
    pattern: 'It is ___.',
    ko: '(날씨나 시간이) ~해요.',
    use: '날씨나 시간을 말할 때',
    match: /^It is (?!a )/,
  },
  {
    id: 'the-is',
    pattern: 'The ___ is ___.',
    ko: '~은(는) ~해요(이에요).',
    use: '모습이나 색깔을 말할 때',
    match: /^The [a-z]+ is [a-z]+\.$/,
  },
  {
    id: 'my-is',
    pattern: 'My ___ is ___.',
    ko: '내 ~은(는) ~해요(이에요).',
    use: '내 것이나 가족을 설명할 때',
    match: /^My [a-z]+ is /,
  },
  { id: 'i-see', pattern: 'I see ___.', ko: '~이(가) 보여요.', use: '보이는 것을 말할 때', match: /^I see / },
  {
    id: 'open',
    pattern: 'Open ___.',
    ko: '~을(를) 열어요(펴요).',
    use: '무엇을 열라고 할 때',
    match: /^Open /,
  },
  {
    id: 'look-at',
    pattern: 'Look at ___!',
    ko: '~을(를) 봐요!',
    use: '무엇을 보라고 할 때',
    match: /^Look at /,
  },
  {
    id: 'how',
    pattern: 'How ___?',
    ko: '~은(는) 어때요? / 얼마나 ~해요?',
    use: '상태나 방법, 수를 물을 때',
    match: /^(Hello, hello, )?How .*\?$/i,
  },
  {
    id: 'there-are',
    pattern: 'There are ___.',
    ko: '~이(가) 여럿 있어요.',
    use: '여럿이 있다고 말할 때',
    match: /^There are /,
  },
  {
    id: 'i-wear',
    pattern: 'I wear ___.',
    ko: '나는 ~을(를) 입어요(신어요).',
    use: '입거나 신는 것을 말할 때',
    match: /^I wear /,
  },
  {
    id: 'together',
    pattern: '___ together.',
    ko: '함께 ~해요.',
    use: '함께 하는 일을 말할 때',
    match: / together\.$/,
  },
  {
    id: 'to-school',
    pattern: '___ to school.',
    ko: '(어떻게) 학교에 가요.',
    use: '학교에 가는 방법을 말할 때',
    match: /\bto school\b/,
  },
  {
    id: 'says',
    pattern: 'The ___ says ___!',
    ko: '~은(는) ~하고 울어요!',
    use: '동물의 소리를 흉내 낼 때',
    match: /^The [a-z]+ says /,
  },
  {
    id: 'has',
    pattern: 'A ___ has ___.',
    ko: '~은(는) ~을(를) 가지고 있어요.',
    use: '생김새를 말할 때',
    match: /^An? [a-z]+ has /,
  },
  {
    id: 'i-eat',
    pattern: 'I eat ___.',
    ko: '나는 ~을(를) 먹어요.',
    use: '먹는 것을 말할 때',
    match: /^I eat /,
  },
  {
    id: 'good',
    pattern: 'Good ___!',
    ko: '좋은 아침이에요! / 안녕히 주무세요!',
    use: '때에 맞게 인사할 때',
    match: /^Good (morning|night)/,
  },
  {
    id: 'at-time',
    pattern: 'I ___ at seven.',
    ko: '나는 ~시에 ~해요.',
    use: '몇 시에 하는 일인지 말할 때',
    match: /^I [a-z ]+ at (seven|nine|eight)\.$/,
  },
  {
    id: 'if-happy',
    pattern: "If you're ___ and you know it, ___!",
    ko: '~하면 ~해요!',
    use: '노래로 기분과 몸짓을 말할 때',
    match: /^If you're /,
  },
  {
    id: 'please',
    pattern: 'Please ___.',
    ko: '~해 주세요.',
    use: '공손하게 부탁할 때',
    match: /\bplease\b/i,
  },
  {
    id: 'your-hands',
    pattern: '___ your hands.',
    ko: '손을 ~해요.',
    use: '손으로 하는 일을 말할 때',
    match: /[a-z] your hands[.!]$/i,
  },
];

const PATTERN_EXAMPLES = 5;
export const MIN_PATTERN_EXAMPLES = 3;

function patterns(study: Study): LibraryContentItem[] {
  return PATTERNS.map((pattern) => {
    const examples = study.sentences
      .filter((s) => pattern.match.test(s.slide.text))
      .slice(0, PATTERN_EXAMPLES);
    if (examples.length < MIN_PATTERN_EXAMPLES)
      throw new Error(`pattern "${pattern.pattern}" has ${examples.length} examples`);
    return item({
      code: `sp-${pattern.id}`,
      kind: 'stpt',
      type: 'sp',
      title: pattern.pattern,
      titleKo: pattern.ko,
      summary: `${pattern.use} 쓰는 문장 틀이에요. 예문 ${examples.length}개를 듣고 따라 말해 보세요.`,
      slides: examples.map((s) => s.slide),
    });
  });
}

/* ----------------------------------------------------------------------------------------------------------------
 * The library.
 * -------------------------------------------------------------------------------------------------------------- */

const TYPE_ORDER: readonly string[] = LIBRARY_KINDS.flatMap((kind) =>
  (LIBRARY_TYPES[kind] as readonly string[]).map((type) => `${kind}/${type}`),
);

/** Builds every item and sheet from the study content: the same content gives the same items, in the same order. */
export function buildLibrary(source: StudySource): Library {
  const study = new Study(source);
  const sheets = new Map<string, string>();
  // One registry for every show, book and passage: a unit's slides go to one item of one type only.
  const shows = new Shows();
  const items = [
    ...animations(study, shows),
    ...records(study),
    ...grammars(study, sheets),
    ...reading(study, shows),
    ...readingSkills(study, shows),
    ...phonics(study),
    ...wordSets(study),
    ...patterns(study),
  ];
  // Kinds and types in the domain's order; within a type, the order the items were made in (a stable sort).
  const rank = (i: LibraryContentItem) => TYPE_ORDER.indexOf(`${i.kind}/${i.type}`);
  items.sort((a, b) => rank(a) - rank(b));
  return { items, sheets: new Map([...sheets].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) };
}
