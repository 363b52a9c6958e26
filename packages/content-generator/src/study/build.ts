/**
 * Builds the study manuals of every course, step and week from bank.ts, deterministically (a seeded generator per
 * manual): the same bank gives byte-identical JSON. A manual is one week theme; its five days mix the unit kinds,
 * and the English grows with the tier of the course and step (tierOf of the test papers). Media are referenced by
 * path relative to the content directory; generate.ts draws, records and writes them.
 */
import {
  COURSES,
  DAYS_PER_WEEK,
  MAX_STEP,
  MAX_WEEK,
  type Course,
  type StudyDay,
  type StudyManual,
  type StudySlide,
  type StudyUnit,
  type StudyWord,
  type UnitKind,
} from '@buddy/domain';
import { generator, Picker, slugOf, tierOf, type AudioClip } from '../build';
import { THEMES, type BankLine, type BankWord, type StudyTheme } from './bank';
import { hasStudyPicture } from './pictures';

export const STUDY_MEDIA = 'media/study';
/**
 * The slide shows, outside media/ (served to anyone at /content/): a show is only read by the server behind the
 * one-time address of studies/load/video.
 */
export const STUDY_SHOWS = 'study/shows';
export const audioPath = (slug: string) => `${STUDY_MEDIA}/audio/${slug}.ogg`;
export const imagePath = (name: string) => `${STUDY_MEDIA}/images/${name}.svg`;
export const showPath = (code: string) => `${STUDY_SHOWS}/${code}.json`;

export interface StudyBank {
  manuals: Map<Course, StudyManual[]>;
  /** Slide shows by path (relative to the content directory). */
  shows: Map<string, StudySlide[]>;
  /** The dictionary: every word the manuals use, by `en`. */
  words: StudyWord[];
  audio: AudioClip[];
  pictures: string[];
}

/** The plan of each day: a show (watch or sing) and two more kinds; a fourth unit joins as the course grows. */
const DAY_PLANS: readonly (readonly UnitKind[])[] = [
  ['watch', 'words', 'speak'],
  ['sing', 'read', 'words'],
  ['watch', 'read', 'speak'],
  ['sing', 'words', 'read'],
  ['watch', 'speak', 'words'],
];
const EXTRA_KINDS: readonly UnitKind[] = ['read', 'speak', 'words', 'sing'];

const UNIT_TITLES: Record<UnitKind, (theme: StudyTheme) => string> = {
  watch: (theme) => `Watch: ${theme.title}`,
  sing: (theme) => theme.song.title,
  read: () => 'Read Along',
  speak: () => 'Say It',
  words: () => 'Word Cards',
};

const UNIT_GUIDES: Record<UnitKind, (theme: StudyTheme) => string> = {
  watch: (theme) => `${theme.ko} 이야기를 보고 잘 들어 보세요.`,
  sing: () => '노래를 듣고 신나게 따라 불러 보세요.',
  read: () => '그림을 보며 문장을 하나씩 소리 내어 읽어 보세요.',
  speak: () => '잘 듣고 따라 말한 다음, 내 목소리를 녹음해 보세요.',
  words: (theme) => `${theme.ko}에 관한 단어를 듣고 따라 말해 보세요.`,
};

/** How long a slide shows without sound: about the time to say it slowly, 3–9 s. */
export function slideDuration(text: string): number {
  const ms = 2500 + 80 * text.length;
  return Math.min(9000, Math.max(3000, Math.round(ms / 100) * 100));
}

/** The theme of a course, step and week: each course walks through the themes from its own starting point. */
export function themeOf(courseIndex: number, step: number, week: number): StudyTheme {
  const theme = THEMES[((step - 1) * MAX_WEEK + (week - 1) + courseIndex * 3) % THEMES.length];
  if (!theme) throw new Error('no theme');
  return theme;
}

/** Sizes that grow with the tier (0 easiest … 6). */
export const SIZES = {
  watch: (tier: number) => 3 + Math.floor(tier / 2),
  read: (tier: number) => Math.min(6, 3 + Math.floor(tier / 2)),
  speak: (tier: number) => 2 + Math.floor(tier / 3),
  words: (tier: number) => 4 + Math.floor(tier / 3),
};

class Registry {
  readonly audio = new Map<string, AudioClip>();
  readonly pictures = new Set<string>();

  clip(text: string): string {
    const slug = slugOf(text);
    this.audio.set(slug, { slug, text });
    return audioPath(slug);
  }

  picture(name: string): string {
    if (!hasStudyPicture(name)) throw new Error(`no drawing "${name}"`);
    this.pictures.add(name);
    return imagePath(name);
  }
}

/** The drawing of a word: its own `pic`, or its name when drawn; null for none. */
export function wordPicture(word: BankWord): string | null {
  if (word.pic !== undefined) return word.pic;
  return hasStudyPicture(word.en) ? word.en : null;
}

interface Line extends BankLine {
  /** The drawing shown with the line. */
  picture: string;
}

function linesOf(theme: StudyTheme): Line[] {
  const examples = theme.words.map((word) => ({
    en: word.example,
    ko: word.exampleKo,
    tier: word.tier,
    picture: wordPicture(word) ?? theme.icon,
  }));
  const sentences = theme.sentences.map((line) => ({ ...line, picture: line.pic ?? theme.icon }));
  return [...examples, ...sentences];
}

/** Items within one tier above the manual's, nearest in difficulty first (ties broken by the seeded picker). */
function ranked<T extends { tier: number }>(items: readonly T[], tier: number, pick: Picker): T[] {
  return pick
    .shuffle(items.filter((item) => item.tier <= tier + 1))
    .map((item, index) => ({ item, index, distance: Math.abs(tier - item.tier) }))
    .sort((a, b) => a.distance - b.distance || a.index - b.index)
    .map(({ item }) => item);
}

/** Takes `n` items from a pool in turn, wrapping around, so the days of a week share the pool evenly. */
class Rotation<T> {
  private next = 0;
  constructor(private readonly pool: readonly T[]) {
    if (pool.length === 0) throw new Error('empty pool');
  }
  take(n: number): T[] {
    const taken: T[] = [];
    for (let i = 0; i < Math.min(n, this.pool.length); i += 1) {
      taken.push(this.pool[(this.next + i) % this.pool.length] as T);
    }
    this.next = (this.next + taken.length) % this.pool.length;
    return taken;
  }
}

function buildManual(
  course: Course,
  courseIndex: number,
  step: number,
  week: number,
  registry: Registry,
  shows: Map<string, StudySlide[]>,
  used: Map<string, StudyWord>,
): StudyManual {
  const code = `${course}-${step}-${week}`;
  const pick = new Picker(generator(`study:${code}`));
  const tier = tierOf(courseIndex, step);
  const theme = themeOf(courseIndex, step, week);
  const words = new Rotation(ranked(theme.words, tier, pick));
  const lines = new Rotation(ranked(linesOf(theme), tier, pick));

  const slide = (line: Line): StudySlide => ({
    image: registry.picture(line.picture),
    text: line.en,
    ko: line.ko,
    audio: registry.clip(line.en),
    durationMs: slideDuration(line.en),
  });
  const card = (word: BankWord): StudyWord => {
    const picture = wordPicture(word);
    const entry: StudyWord = {
      en: word.en,
      ko: word.ko,
      example: word.example,
      exampleKo: word.exampleKo,
      audio: registry.clip(word.en),
      ...(picture ? { image: registry.picture(picture) } : {}),
    };
    used.set(entry.en, entry);
    return entry;
  };
  const song = (): Line[] => {
    const verse = theme.song.lines.map((line) => ({ ...line, picture: line.pic ?? theme.icon }));
    const chorus = verse.slice(0, tier >= 5 ? 2 : tier >= 3 ? 1 : 0);
    return [...verse, ...chorus];
  };

  const days: StudyDay[] = [];
  for (let day = 1; day <= DAYS_PER_WEEK; day += 1) {
    const plan = [...(DAY_PLANS[day - 1] ?? [])];
    const fourth = day === DAYS_PER_WEEK || (tier >= 2 && (day + step) % 2 === 0) || tier >= 5;
    if (fourth) {
      const extra = EXTRA_KINDS.find((kind) => !plan.includes(kind));
      if (extra) plan.push(extra);
    }
    const units: StudyUnit[] = plan.map((kind, index) => {
      const stdUnit = index + 1;
      const base = { stdUnit, kind, title: UNIT_TITLES[kind](theme), guide: UNIT_GUIDES[kind](theme) };
      if (kind === 'watch' || kind === 'sing') {
        const slides = (kind === 'sing' ? song() : lines.take(SIZES.watch(tier))).map(slide);
        const show = showPath(`${code}-${day}-${stdUnit}`);
        shows.set(show, slides);
        return { ...base, show, parts: slides.length };
      }
      if (kind === 'words') {
        const cards = words.take(SIZES.words(tier)).map(card);
        return { ...base, words: cards, parts: cards.length };
      }
      const slides = lines.take(kind === 'read' ? SIZES.read(tier) : SIZES.speak(tier)).map(slide);
      return { ...base, slides, parts: slides.length };
    });
    days.push({ stdDay: day, title: `Day ${day}`, units });
  }
  return { stdCourse: course, stdStep: step, stdWeek: week, title: theme.title, days };
}

export function buildStudyBank(): StudyBank {
  const registry = new Registry();
  const shows = new Map<string, StudySlide[]>();
  const used = new Map<string, StudyWord>();
  const manuals = new Map<Course, StudyManual[]>();
  COURSES.forEach((course, courseIndex) => {
    const list: StudyManual[] = [];
    for (let step = 1; step <= MAX_STEP; step += 1) {
      for (let week = 1; week <= MAX_WEEK; week += 1) {
        list.push(buildManual(course, courseIndex, step, week, registry, shows, used));
      }
    }
    manuals.set(course, list);
  });
  return {
    manuals,
    shows,
    words: [...used.values()].sort((a, b) => a.en.localeCompare(b.en)),
    audio: [...registry.audio.values()].sort((a, b) => a.slug.localeCompare(b.slug)),
    pictures: [...registry.pictures].sort(),
  };
}

function isLeaf(value: unknown): boolean {
  return typeof value !== 'object' || value === null;
}

/** Pretty JSON whose flat objects (slides, word cards) stay on one line: readable diffs, a third of the size. */
function serialise(value: unknown, indent: string): string {
  if (isLeaf(value)) return JSON.stringify(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => inner + serialise(item, inner)).join(',\n')}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== undefined);
  if (entries.every(([, item]) => isLeaf(item)))
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}: ${JSON.stringify(item)}`).join(', ')}}`;
  const lines = entries.map(([key, item]) => `${inner}${JSON.stringify(key)}: ${serialise(item, inner)}`);
  return `{\n${lines.join(',\n')}\n${indent}}`;
}

/** The JSON text of a content file, as committed. */
export function jsonText(value: unknown): string {
  return `${serialise(value, '')}\n`;
}
