import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  COURSES,
  DAYS_PER_WEEK,
  manualCode,
  UNIT_KINDS,
  type StudyManual,
  type StudySlide,
  type StudyUnit,
  type StudyWord,
} from '@buddy/domain';
import { THEMES } from './bank';
import { buildStudyBank, jsonText, SIZES, STUDY_MEDIA, STUDY_SHOWS } from './build';
import { studyPictureOf } from './pictures';
import { CONTENT_DIR } from '../paths';

const content = CONTENT_DIR;
const bank = buildStudyBank();
const manuals: StudyManual[] = [...bank.manuals.values()].flat();
const units = manuals.flatMap((m) =>
  m.days.flatMap((d) => d.units.map((u) => ({ manual: m, day: d, unit: u }))),
);
const read = (relative: string) => readFileSync(path.join(content, relative), 'utf8');
const HANGUL = /[\uac00-\ud7a3]/;
const MB = 1024 * 1024;

function slidesOf(unit: StudyUnit): StudySlide[] {
  if (unit.show) return bank.shows.get(unit.show) ?? [];
  return unit.slides ?? [];
}

function filesUnder(folder: string): string[] {
  const dir = path.join(content, folder);
  return existsSync(dir) ? readdirSync(dir).map((name) => `${folder}/${name}`) : [];
}

describe('the committed study content', () => {
  it.each([...COURSES])(
    'content/study/%s.json is what the generator writes (run npm run content)',
    (course) => {
      expect(read(`study/${course}.json`)).toBe(jsonText(bank.manuals.get(course)));
    },
  );

  it('content/words.json is what the generator writes', () => {
    expect(read('words.json')).toBe(jsonText(bank.words));
  });

  it('has every slide show as the generator writes it', () => {
    for (const [show, slides] of bank.shows) expect(read(show), show).toBe(jsonText(slides));
  });

  it('has every picture as the generator draws it', () => {
    for (const name of bank.pictures) {
      const svg = read(`${STUDY_MEDIA}/images/${name}.svg`);
      expect(svg, name).toBe(studyPictureOf(name));
      expect(svg).toMatch(/viewBox="0 0 120 120"/);
      expect(svg).toContain(`<title>${name}</title>`);
    }
  });

  it('references only files that exist, and keeps no file it does not reference', () => {
    const referenced = new Set<string>(bank.shows.keys());
    for (const { unit } of units) {
      for (const slide of slidesOf(unit)) [slide.image, slide.audio].forEach((file) => referenced.add(file));
      for (const word of unit.words ?? [])
        [word.audio, word.image].forEach((file) => file && referenced.add(file));
    }
    for (const word of bank.words) [word.audio, word.image].forEach((file) => file && referenced.add(file));
    for (const file of referenced) {
      expect(file).toMatch(
        /^(study\/shows\/[A-G](-\d){4}\.json|media\/study\/(images\/[a-z]+\.svg|audio\/[\w-]+\.ogg))$/,
      );
      expect(existsSync(path.join(content, file)), file).toBe(true);
    }
    const present = [
      ...filesUnder(STUDY_SHOWS),
      ...['images', 'audio'].flatMap((folder) => filesUnder(`${STUDY_MEDIA}/${folder}`)),
    ];
    expect(present.filter((file) => !referenced.has(file))).toEqual([]);
    expect(present.filter((file) => file.startsWith(STUDY_SHOWS))).toHaveLength(980);
  });

  it('keeps the slide shows out of the served media (they open only through the one-time address)', () => {
    expect(existsSync(path.join(content, STUDY_MEDIA, 'shows'))).toBe(false);
    for (const show of bank.shows.keys()) expect(show.startsWith(`${STUDY_SHOWS}/`), show).toBe(true);
  });

  it('stays within the size budget (media and shows under 6 MB, manuals under 4 MB)', () => {
    const size = (files: string[]) =>
      files.reduce((sum, file) => sum + statSync(path.join(content, file)).size, 0);
    const media = [
      ...filesUnder(STUDY_SHOWS),
      ...['images', 'audio'].flatMap((folder) => filesUnder(`${STUDY_MEDIA}/${folder}`)),
    ];
    expect(size(media)).toBeLessThan(6 * MB);
    expect(size(COURSES.map((course) => `study/${course}.json`))).toBeLessThan(4 * MB);
    expect(size(['words.json'])).toBeLessThan(100 * 1024);
  });

  it('reuses a curated bank of words and sentences', () => {
    const sentences = bank.audio.filter(
      (clip) => clip.text.includes(' ') && !bank.words.some((w) => w.en === clip.text),
    );
    expect(bank.words.length).toBeGreaterThanOrEqual(150);
    expect(bank.words.length).toBeLessThanOrEqual(250);
    expect(sentences.length).toBeGreaterThanOrEqual(150);
    expect(sentences.length).toBeLessThanOrEqual(350);
    expect(new Set(bank.audio.map((clip) => clip.text)).size).toBe(bank.audio.length);
  });
});

describe('the manuals', () => {
  it('are the 196 weeks of courses A–G, steps 1–7, weeks 1–4, 28 per course', () => {
    expect(manuals).toHaveLength(196);
    for (const course of COURSES) {
      const list = bank.manuals.get(course) ?? [];
      expect(list).toHaveLength(28);
      expect(list.every((m) => m.stdCourse === course)).toBe(true);
    }
    const codes = manuals.map((m) => manualCode(m.stdCourse, m.stdStep, m.stdWeek));
    expect(new Set(codes).size).toBe(196);
    expect(codes).toContain('A-1-1');
    expect(codes).toContain('G-7-4');
  });

  it.each(manuals.map((m) => [manualCode(m.stdCourse, m.stdStep, m.stdWeek), m] as const))(
    '%s has five days of three or four units, every kind in the week, and a theme',
    (_code, manual) => {
      expect(THEMES.map((theme) => theme.title)).toContain(manual.title);
      expect(manual.days).toHaveLength(DAYS_PER_WEEK);
      expect(manual.days.map((d) => d.stdDay)).toEqual([1, 2, 3, 4, 5]);
      for (const day of manual.days) {
        expect(day.units.length).toBeGreaterThanOrEqual(3);
        expect(day.units.length).toBeLessThanOrEqual(4);
        expect(day.units.map((u) => u.stdUnit)).toEqual(day.units.map((_, i) => i + 1));
        expect(new Set(day.units.map((u) => u.kind)).size).toBe(day.units.length);
        expect(day.units.filter((u) => u.kind === 'watch' || u.kind === 'sing')).toHaveLength(1);
      }
      const kinds = new Set(manual.days.flatMap((d) => d.units.map((u) => u.kind)));
      expect([...kinds].sort()).toEqual([...UNIT_KINDS].sort());
    },
  );

  it('has units whose parts match their content', () => {
    for (const { manual, day, unit } of units) {
      const where = `${manualCode(manual.stdCourse, manual.stdStep, manual.stdWeek)} day ${day.stdDay} unit ${unit.stdUnit}`;
      expect(UNIT_KINDS, where).toContain(unit.kind);
      expect(unit.title, where).toMatch(/^[\x20-\x7e]+$/);
      expect(unit.guide, where).toMatch(HANGUL);
      if (unit.kind === 'watch' || unit.kind === 'sing') {
        expect(unit.show, where).toBe(
          `study/shows/${manual.stdCourse}-${manual.stdStep}-${manual.stdWeek}-${day.stdDay}-${unit.stdUnit}.json`,
        );
        expect(unit.slides, where).toBeUndefined();
        expect(unit.words, where).toBeUndefined();
        const slides = JSON.parse(read(unit.show ?? '')) as StudySlide[];
        expect(slides.length, where).toBeGreaterThanOrEqual(3);
        expect(slides.length, where).toBeLessThanOrEqual(6);
        expect(unit.parts, where).toBe(slides.length);
      } else if (unit.kind === 'words') {
        expect(unit.show, where).toBeUndefined();
        expect(unit.words?.length, where).toBeGreaterThanOrEqual(4);
        expect(unit.words?.length, where).toBeLessThanOrEqual(6);
        expect(unit.parts, where).toBe(unit.words?.length);
        expect(new Set(unit.words?.map((w) => w.en)).size, where).toBe(unit.parts);
      } else {
        expect(unit.show, where).toBeUndefined();
        expect(unit.slides?.length, where).toBeGreaterThanOrEqual(2);
        expect(unit.slides?.length, where).toBeLessThanOrEqual(6);
        expect(unit.parts, where).toBe(unit.slides?.length);
      }
    }
  });

  it('has slides with a picture, an English line, its Korean and sound, and a duration', () => {
    for (const slide of units.flatMap(({ unit }) => slidesOf(unit))) {
      expect(slide.image).toMatch(/^media\/study\/images\/[a-z]+\.svg$/);
      expect(slide.audio).toMatch(/^media\/study\/audio\/[\w-]+\.ogg$/);
      expect(slide.text).toMatch(/[A-Za-z]/);
      expect(slide.ko).toMatch(HANGUL);
      expect(slide.durationMs).toBeGreaterThanOrEqual(3000);
      expect(slide.durationMs).toBeLessThanOrEqual(9000);
    }
  });

  it('grows harder with course and step', () => {
    const manual = (code: string) =>
      manuals.find((m) => manualCode(m.stdCourse, m.stdStep, m.stdWeek) === code);
    const meanLength = (code: string) => {
      const texts = (manual(code)?.days ?? []).flatMap((d) =>
        d.units
          .filter((u) => u.kind === 'read' || u.kind === 'speak')
          .flatMap((u) => slidesOf(u).map((s) => s.text)),
      );
      return texts.reduce((sum, text) => sum + text.split(' ').length, 0) / texts.length;
    };
    expect(meanLength('D-4-1')).toBeGreaterThan(meanLength('A-1-1'));
    expect(meanLength('G-7-1')).toBeGreaterThan(meanLength('D-4-1'));
    const partsOf = (code: string) =>
      (manual(code)?.days ?? []).flatMap((d) => d.units).reduce((sum, u) => sum + u.parts, 0);
    expect(partsOf('G-7-1')).toBeGreaterThan(partsOf('A-1-1'));
    expect(SIZES.watch(0)).toBe(3);
    expect(SIZES.watch(6)).toBe(6);
  });
});

describe('the word bank (content/words.json)', () => {
  const words: StudyWord[] = JSON.parse(read('words.json')) as StudyWord[];

  it('holds every word the manuals use, once, in lowercase and in order', () => {
    const ens = words.map((w) => w.en);
    expect(new Set(ens).size).toBe(ens.length);
    expect(ens).toEqual([...ens].sort((a, b) => a.localeCompare(b)));
    for (const en of ens) expect(en).toMatch(/^[a-z]+( [a-z]+)?$/);
    const byEn = new Map(words.map((w) => [w.en, w]));
    for (const { unit } of units) {
      for (const word of unit.words ?? []) expect(byEn.get(word.en), word.en).toEqual(word);
    }
  });

  it('gives each word its Korean meaning, an example with its Korean, and a sound', () => {
    for (const word of words) {
      expect(word.ko, word.en).toMatch(HANGUL);
      expect(word.example, word.en).toMatch(/^[A-Z].*[.!?]$/);
      expect(word.exampleKo, word.en).toMatch(HANGUL);
      expect(word.audio, word.en).toMatch(/^media\/study\/audio\/[\w-]+\.ogg$/);
      if (word.image) expect(word.image).toMatch(/^media\/study\/images\/[a-z]+\.svg$/);
    }
    expect(words.filter((w) => w.image).length / words.length).toBeGreaterThan(0.8);
  });
});
