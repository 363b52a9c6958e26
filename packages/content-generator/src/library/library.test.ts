import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  isLibraryType,
  LIBRARY_KINDS,
  LIBRARY_TYPES,
  MAX_STEP,
  MAX_WEEK,
  particle,
  type LibraryContentItem,
  type StudySlide,
} from '@buddy/domain';
import {
  buildLibrary,
  headline,
  itemsJson,
  LIBRARY_ITEMS,
  LIBRARY_SHEETS,
  phonicsSpelling,
  readStudySource,
  RECORD_COURSES,
  RECORD_SLIDES,
  sheetPath,
} from './build';
import { ANSWER_COLOUR, BLANK_COLOUR, SHEET_EXERCISES, SHEET_FONT } from './sheets';
import { CONTENT_DIR } from '../paths';

const content = CONTENT_DIR;
const source = readStudySource(content);
const { items, sheets } = buildLibrary(source);
const HANGUL = /[\uac00-\ud7a3]/;
const MB = 1024 * 1024;

/** Spec §4 page rows: the video lists show 6 items a page, the other lists 10; every type fills two pages at least. */
const minimumOf = (item: { kind: string }) => (item.kind === 'animations' ? 13 : 21);
const allTypes = LIBRARY_KINDS.flatMap((kind) =>
  (LIBRARY_TYPES[kind] as readonly string[]).map((type) => ({ kind, type })),
);
const ofType = (type: string) => items.filter((item) => item.type === type);
const mediaOf = (item: LibraryContentItem): string[] =>
  [
    item.thumbnail,
    item.audio,
    item.worksheet,
    item.answer,
    ...item.slides.flatMap((slide) => [slide.image, slide.audio]),
  ].filter((file): file is string => file !== null);

describe('the committed library (content/library, content/media/library/sheets)', () => {
  it('items.json is what the generator writes (run npm run content)', () => {
    expect(readFileSync(path.join(content, LIBRARY_ITEMS), 'utf8')).toBe(itemsJson(items));
  });

  it('has exactly the sheets the generator draws', () => {
    const dir = path.join(content, LIBRARY_SHEETS);
    expect(readdirSync(dir).sort()).toEqual([...sheets.keys()].map((file) => path.basename(file)).sort());
    for (const [file, svg] of sheets) expect(readFileSync(path.join(content, file), 'utf8'), file).toBe(svg);
  });

  it('is deterministic: building again gives the same bytes', () => {
    const again = buildLibrary(readStudySource(content));
    expect(itemsJson(again.items)).toBe(itemsJson(items));
    expect([...again.sheets]).toEqual([...sheets]);
  });

  it('stays within the size budget (items.json under 1.5 MB, sheets under 1 MB)', () => {
    expect(statSync(path.join(content, LIBRARY_ITEMS)).size).toBeLessThan(1.5 * MB);
    const sheetBytes = [...sheets.keys()].reduce(
      (sum, file) => sum + statSync(path.join(content, file)).size,
      0,
    );
    expect(sheetBytes).toBeLessThan(MB);
  });
});

describe('the items', () => {
  it.each(allTypes)('has two pages at least of $kind/$type', ({ kind, type }) => {
    const list = ofType(type);
    expect(list.length).toBeGreaterThanOrEqual(minimumOf({ kind }));
    expect(list.every((item) => item.kind === kind)).toBe(true);
  });

  it('have unique, stable codes that start with their type', () => {
    const codes = items.map((item) => item.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const item of items) expect(item.code).toMatch(new RegExp(`^${item.type}-[A-Za-z0-9-]+$`));
    expect(codes).toContain('ani-A-1-1');
  });

  it('never give a kind a type of another kind', () => {
    for (const item of items) {
      expect(LIBRARY_KINDS, item.code).toContain(item.kind);
      expect(isLibraryType(item.kind, item.type), item.code).toBe(true);
    }
  });

  it('are listed kind by kind and type by type in the domain order', () => {
    const order = allTypes.map(({ type }) => type);
    const seen = items.map((item) => order.indexOf(item.type));
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
  });

  it('name only media that exist under content/media (none of the opaque test-paper media)', () => {
    const missing: string[] = [];
    for (const item of items) {
      for (const file of mediaOf(item)) {
        expect(file, item.code).toMatch(
          /^media\/(study\/(images\/[a-z]+\.svg|audio\/[\w-]+\.ogg)|library\/sheets\/[\w-]+\.svg)$/,
        );
        if (!existsSync(path.join(content, file))) missing.push(`${item.code}: ${file}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('have English and Korean titles, a Korean summary, slides, a thumbnail and their total length', () => {
    for (const item of items) {
      expect(item.title.trim(), item.code).not.toBe('');
      expect(item.title, item.code).not.toMatch(HANGUL);
      expect(item.titleKo, item.code).toMatch(HANGUL);
      expect(item.summary, item.code).toMatch(HANGUL);
      expect(item.slides.length, item.code).toBeGreaterThan(0);
      expect(item.thumbnail, item.code).toBe(item.slides[0]?.image);
      expect(item.durationMs, item.code).toBe(item.slides.reduce((sum, s) => sum + s.durationMs, 0));
      for (const slide of item.slides) {
        expect(slide.text, item.code).toMatch(/[A-Za-z]/);
        expect(slide.ko, item.code).toMatch(HANGUL);
        expect(slide.durationMs, item.code).toBeGreaterThanOrEqual(3000);
      }
    }
  });

  it('have one sound of their own only for records, phonics and words (the first slide’s)', () => {
    for (const item of items) {
      if (['audios', 'phonics', 'word'].includes(item.kind))
        expect(item.audio, item.code).toBe(item.slides[0]?.audio);
      else expect(item.audio, item.code).toBeNull();
    }
  });

  it('have a worksheet and an answer sheet for every grammar lecture and for nothing else', () => {
    for (const item of items) {
      if (item.kind === 'grammars') {
        expect(item.worksheet).toBe(sheetPath(item.code, 'worksheet'));
        expect(item.answer).toBe(sheetPath(item.code, 'answer'));
      } else {
        expect(item.worksheet, item.code).toBeNull();
        expect(item.answer, item.code).toBeNull();
      }
    }
    expect(sheets.size).toBe(items.filter((item) => item.kind === 'grammars').length * 2);
  });

  it('never put the same show, book or passage into two items', () => {
    const shown = items.filter((item) => ['animations', 'reading', 'rskill'].includes(item.kind));
    const keys = shown.map((item) => [...new Set(item.slides.map((slide) => slide.text))].join('\n'));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('take the slides of a week-bound item from that very week', () => {
    const manual = (course: string, step: number, week: number) =>
      source.manuals.find((m) => m.stdCourse === course && m.stdStep === step && m.stdWeek === week);
    const textsOf = (course: string, step: number, week: number): Set<string> => {
      const texts = new Set<string>();
      for (const day of manual(course, step, week)?.days ?? [])
        for (const unit of day.units) {
          const slides: StudySlide[] = unit.show ? (source.shows.get(unit.show) ?? []) : (unit.slides ?? []);
          for (const slide of slides) texts.add(slide.text);
          for (const word of unit.words ?? []) texts.add(word.en);
        }
      return texts;
    };
    const bound = items.filter((item) =>
      ['ani', 'ebk', 'read', 'rs', 'ebb', 'ebp', 'ex'].includes(item.type),
    );
    for (const item of bound) {
      expect(item.course && item.step && item.week, item.code).toBeTruthy();
      const texts = textsOf(item.course ?? '', item.step ?? 0, item.week ?? 0);
      for (const slide of item.slides)
        expect(texts.has(slide.text), `${item.code}: ${slide.text}`).toBe(true);
    }
  });
});

describe('the records (버디음원)', () => {
  it('cover every course, step and week once, beginner A–B, prime C–E, EX F–G', () => {
    for (const [type, courses] of Object.entries(RECORD_COURSES)) {
      const list = ofType(type);
      expect(list).toHaveLength(courses.length * MAX_STEP * MAX_WEEK);
      expect(new Set(list.map((item) => item.course))).toEqual(new Set(courses));
    }
    const weeks = items
      .filter((item) => item.kind === 'audios')
      .map((item) => `${item.course}-${item.step}-${item.week}`);
    expect(new Set(weeks).size).toBe(7 * MAX_STEP * MAX_WEEK);
  });

  it('play a week’s distinct sentences, RECORD_SLIDES at most', () => {
    for (const item of items.filter((i) => i.kind === 'audios')) {
      const texts = item.slides.map((slide) => slide.text);
      expect(new Set(texts).size, item.code).toBe(texts.length);
      expect(texts.length, item.code).toBeGreaterThanOrEqual(5);
      expect(texts.length, item.code).toBeLessThanOrEqual(RECORD_SLIDES);
    }
  });
});

describe('the grammar lectures and their sheets', () => {
  const lectures = items.filter((item) => item.kind === 'grammars');

  it('explain one point in three or four slides, the rule first', () => {
    for (const item of lectures) {
      expect(item.slides.length, item.code).toBeGreaterThanOrEqual(3);
      expect(item.slides.length, item.code).toBeLessThanOrEqual(4);
      expect(item.slides[0]?.ko, item.code).toContain(item.summary.split('. ').at(-1)?.slice(0, 8) ?? '');
    }
    // No lecture is another's copy (a course's or a theme's lecture of a point shows other sentences).
    const shown = lectures.map((item) => item.slides.map((s) => s.text).join('\n'));
    expect(new Set(shown).size).toBe(shown.length);
  });

  it.each(lectures.map((item) => [item.code, item] as const))(
    '%s has an A4 worksheet and an answer sheet with five exercises',
    (_code, item) => {
      const worksheet = sheets.get(item.worksheet ?? '') ?? '';
      const answer = sheets.get(item.answer ?? '') ?? '';
      for (const svg of [worksheet, answer]) {
        expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 595 842"/);
        expect(svg).toMatch(/<title id="title">[^<]*[\uac00-\ud7a3][^<]*<\/title>/);
        expect(svg).toContain(`font-family="${SHEET_FONT}"`);
        expect(SHEET_FONT.endsWith('sans-serif')).toBe(true);
        expect(svg).not.toMatch(/<(script|foreignObject|image)\b|href=|on[a-z]+=/i);
        for (let n = 1; n <= SHEET_EXERCISES; n += 1)
          expect(svg).toContain(`text-anchor="middle">${n}</text>`);
      }
      expect(worksheet).toContain('학습지');
      expect(worksheet).not.toContain(ANSWER_COLOUR);
      const blanks = new RegExp(`<tspan fill="${BLANK_COLOUR}">_{6,}</tspan>`, 'g');
      expect(worksheet.match(blanks)).toHaveLength(SHEET_EXERCISES);
      expect(answer).toContain('정답지');
      expect(answer.match(new RegExp(`<tspan fill="${ANSWER_COLOUR}"`, 'g'))).toHaveLength(SHEET_EXERCISES);
      expect(answer).not.toMatch(blanks);
      // The same page below the header: only the blanks and the answers differ.
      const body = (svg: string) =>
        svg.slice(svg.indexOf('<rect x="48" y="168"')).replace(/<tspan[^>]*>[^<]*<\/tspan>/g, '');
      expect(body(answer)).toBe(body(worksheet));
    },
  );
});

describe('phonics, words and sentence patterns', () => {
  const words = new Map(source.words.map((word) => [word.en, word]));

  it('phonics: every card shows words where its spelling is seen, with their drawing and sound', () => {
    for (const item of ofType('pns')) {
      const pattern = phonicsSpelling(item.code.slice('pns-'.length));
      expect(item.slides.length, item.code).toBeGreaterThanOrEqual(3);
      expect(item.slides.length, item.code).toBeLessThanOrEqual(4);
      for (const slide of item.slides) {
        expect(slide.text, item.code).toMatch(pattern);
        expect(words.get(slide.text)?.audio).toBe(slide.audio);
        expect(words.get(slide.text)?.image).toBe(slide.image);
      }
    }
  });

  it('words: every card is a word of words.json with its meaning and sound', () => {
    for (const item of ofType('wd')) {
      for (const slide of item.slides) {
        expect(words.get(slide.text)?.ko, item.code).toBe(slide.ko);
        expect(words.get(slide.text)?.audio, item.code).toBe(slide.audio);
      }
    }
  });

  it('sentence patterns: three examples at least, each a sentence of the study', () => {
    const sentences = new Set(
      [
        ...source.shows.values(),
        ...source.manuals.flatMap((m) => m.days.flatMap((d) => d.units.map((u) => u.slides ?? []))),
      ]
        .flat()
        .map((slide) => slide.text),
    );
    for (const item of ofType('sp')) {
      expect(item.title, item.code).toContain('___');
      expect(item.slides.length, item.code).toBeGreaterThanOrEqual(3);
      for (const slide of item.slides) expect(sentences.has(slide.text), slide.text).toBe(true);
    }
  });
});

describe('the Korean text', () => {
  it('attaches particles by the last sound', () => {
    expect(particle('가족', '을/를')).toBe('을');
    expect(particle('학교', '을/를')).toBe('를');
    expect(particle('숫자', '과/와')).toBe('와');
    expect(particle('옷', '과/와')).toBe('과');
    expect(particle('서울', '으로/로')).toBe('로');
    expect(particle('집', '으로/로')).toBe('으로');
    expect(particle('나무', '으로/로')).toBe('로');
    expect(particle('사과', '이/가')).toBe('가');
    expect(particle('우리 아빠는 키가 커요.', '으로/로')).toBe('로');
    expect(particle('“3', '이/가')).toBe('이');
    // The domain's rule (packages/domain/src/korean.ts) reads an English word as Korean spells it: cat 캣.
    expect(particle('cat', '을/를')).toBe('을');
  });

  it('agrees with every particle the generator composed', () => {
    for (const item of items) {
      for (const [, word, josa] of item.summary.matchAll(/([\uac00-\ud7a3]+)(과|와) 관련된/g))
        expect(josa, item.code).toBe(particle(word ?? '', '과/와'));
      for (const [, quoted, josa] of item.summary.matchAll(/“([^”]+)”(으로|로) 시작하는/g))
        expect(josa, item.code).toBe(particle(quoted ?? '', '으로/로'));
      // No placeholder pair is left in a summary (the patterns' titles keep ~을(를) on purpose).
      expect(item.summary, item.code).not.toMatch(/을\/를|이\/가|\(을\)|\(를\)/);
    }
  });

  it('titles lines in title case', () => {
    expect(headline('My dad is tall.')).toBe('My Dad Is Tall');
    expect(headline("I'm hungry. Let's eat!")).toBe("I'm Hungry");
    expect(headline('Look at the big tree!')).toBe('Look at the Big Tree');
    expect(headline('How do you go to school?')).toBe('How Do You Go to School?');
    expect(headline('It is eight o’clock.')).toBe('It Is Eight O’Clock');
    expect(headline('Elephants are bigger than horses.')).toBe('Elephants Are Bigger than Horses');
  });
});
