/**
 * The dictionary popup's look-up (spec §2 "the dictionary is a popup of 400x600", §7 Other): the content's word bank
 * (content/words.json, StudyWord[] written by packages/content-generator/src/study) read once at start and kept in
 * memory (content does not change while the server runs). Case-insensitive; plural and -ing / -ed forms find their
 * base word.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { StudyWord } from '@buddy/domain';
import type { components } from '@buddy/contract';

export type DictionaryEntry = components['schemas']['DictionaryEntry'];
export type DictionaryMiss = components['schemas']['DictionaryMiss'];

export const DICTIONARY_NOT_FOUND = '사전에 없는 단어예요.';
export const MAX_SUGGESTIONS = 5;

/** A content path (`media/study/audio/x.ogg`) as the address the server serves it at (`/content/study/audio/x.ogg`). */
export function contentUrl(file: string): string {
  return `/content/${file.replace(/^media\//, '')}`;
}

/** Lowercase, trimmed, inner spaces collapsed, curly apostrophes straightened. */
export function normaliseWord(word: string): string {
  return word
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[\u2018\u2019]/g, "'");
}

/**
 * The forms a word may be the inflection of, most likely first: itself, then without a plural (-ies → -y, -es, -s)
 * or -ing / -ed ending (with a doubled consonant undone and a dropped e restored).
 */
export function baseForms(word: string): string[] {
  const forms = [word];
  const add = (form: string) => {
    if (form.length >= 2 && !forms.includes(form)) forms.push(form);
  };
  if (word.endsWith('ies')) add(`${word.slice(0, -3)}y`);
  if (word.endsWith('es')) add(word.slice(0, -2));
  if (word.endsWith('s') && !word.endsWith('ss')) add(word.slice(0, -1));
  for (const ending of ['ing', 'ed']) {
    if (!word.endsWith(ending)) continue;
    const stem = word.slice(0, -ending.length);
    add(stem);
    add(`${stem}e`);
    if (stem.length >= 3 && stem.at(-1) === stem.at(-2)) add(stem.slice(0, -1));
    if (ending === 'ed' && stem.endsWith('i')) add(`${stem.slice(0, -1)}y`);
  }
  return forms;
}

function isStudyWord(value: unknown): value is StudyWord {
  if (typeof value !== 'object' || value === null) return false;
  const word = value as Record<string, unknown>;
  return ['en', 'ko', 'example', 'exampleKo', 'audio'].every((key) => typeof word[key] === 'string');
}

/** Reads contentDir/words.json; a missing file means an empty dictionary. */
export function readWordBank(contentDir: string): StudyWord[] {
  const file = path.join(contentDir, 'words.json');
  if (!existsSync(file)) return [];
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  return Array.isArray(parsed) ? parsed.filter(isStudyWord) : [];
}

export type LookupOutcome = { found: true; entry: DictionaryEntry } | { found: false; miss: DictionaryMiss };

export class DictionaryService {
  private readonly byWord = new Map<string, DictionaryEntry>();
  private readonly sorted: string[];

  constructor(words: readonly StudyWord[]) {
    for (const word of words) {
      const en = normaliseWord(word.en);
      if (this.byWord.has(en)) continue;
      this.byWord.set(en, {
        en,
        ko: word.ko,
        example: word.example,
        exampleKo: word.exampleKo,
        audioUrl: contentUrl(word.audio),
        imageUrl: word.image ? contentUrl(word.image) : null,
      });
    }
    this.sorted = [...this.byWord.keys()].sort((a, b) => a.localeCompare(b));
  }

  get size(): number {
    return this.byWord.size;
  }

  lookup(word: string): LookupOutcome {
    const wanted = normaliseWord(word);
    for (const form of baseForms(wanted)) {
      const entry = this.byWord.get(form);
      if (entry) return { found: true, entry };
    }
    return {
      found: false,
      miss: { message: DICTIONARY_NOT_FOUND, code: 'NOT_FOUND', suggestions: this.suggest(wanted) },
    };
  }

  /** Up to five bank words sharing the longest start with the word (at least its first letter). */
  suggest(word: string): string[] {
    for (let length = Math.min(word.length, 3); length >= 1; length -= 1) {
      const start = word.slice(0, length);
      const matches = this.sorted.filter((en) => en.startsWith(start) && en !== word);
      if (matches.length > 0) return matches.slice(0, MAX_SUGGESTIONS);
    }
    return [];
  }
}
