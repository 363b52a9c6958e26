import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseForms,
  DICTIONARY_NOT_FOUND,
  DictionaryService,
  readWordBank,
} from '../src/modules/dictionary/service';
import {
  bearer,
  createTestApp,
  expectContract,
  FIXTURE_CONTENT_DIR,
  tokenFor,
  type TestApp,
} from './helpers';

/** The fixture bank's picture and clip, named like content/'s: by the SHA-256 of their bytes, never by the word. */
const PICTURE = '/content/images/49ed01810defe8c4.svg';
const CLIP = '/content/audio/ca1c9ee3053b390c.ogg';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await tokenFor(t.app, 'student01');
});
afterAll(async () => {
  await t?.close();
});

const lookup = (word: string | null, withToken = true) =>
  t.app.inject({
    method: 'GET',
    url: word === null ? '/v2/study/dictionary' : `/v2/study/dictionary?word=${encodeURIComponent(word)}`,
    headers: withToken ? bearer(token) : {},
  });

describe('given a signed-in member looking a word up', () => {
  it('answers the word of the bank with its meaning, example, sound and picture as /content/ addresses', async () => {
    const response = await lookup('cat');
    expect(response.statusCode).toBe(200);
    expect(expectContract(response, '/study/dictionary', 'get')).toEqual({
      result: {
        en: 'cat',
        ko: '고양이',
        example: 'I see a cat.',
        exampleKo: '고양이가 보여요.',
        audioUrl: CLIP,
        imageUrl: PICTURE,
      },
    });
    const sound = await t.app.inject({ method: 'GET', url: CLIP });
    expect(sound.statusCode).toBe(200);
  });

  it('answers null for the picture of a word without one', async () => {
    const response = await lookup('dog');
    expect(response.statusCode).toBe(200);
    expect(
      (expectContract(response, '/study/dictionary', 'get') as { result: { imageUrl: unknown } }).result
        .imageUrl,
    ).toBeNull();
  });

  it.each(['CAT', '  Cat ', 'cats'])('finds cat for "%s" (case, spaces, plural)', async (word) => {
    const response = await lookup(word);
    expect(response.statusCode).toBe(200);
    expect((response.json() as { result: { en: string } }).result.en).toBe('cat');
  });

  it.each([
    ['cities', 'city'],
    ['boxes', 'box'],
    ['running', 'run'],
    ['dancing', 'dance'],
    ['danced', 'dance'],
    ['Teddy  Bears', 'teddy bear'],
  ])('finds the base word of "%s" (%s)', async (word, base) => {
    const response = await lookup(word);
    expect(response.statusCode).toBe(200);
    expect((response.json() as { result: { en: string } }).result.en).toBe(base);
  });
});

describe('given a word that is not in the bank', () => {
  it('answers 404 NOT_FOUND with the Korean message and words that start like it', async () => {
    const response = await lookup('cow');
    expect(response.statusCode).toBe(404);
    expect(expectContract(response, '/study/dictionary', 'get')).toEqual({
      message: DICTIONARY_NOT_FOUND,
      code: 'NOT_FOUND',
      suggestions: ['cat', 'city'],
    });
  });

  it('suggests the words sharing the longest start', async () => {
    const response = await lookup('cab');
    expect(response.statusCode).toBe(404);
    expect((response.json() as { suggestions: string[] }).suggestions).toEqual(['cat']);
  });

  it('answers no suggestions when nothing starts like it (a Korean word)', async () => {
    const response = await lookup('고양이');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: '사전에 없는 단어예요.', suggestions: [] });
  });
});

describe('given a bad request', () => {
  it.each([
    ['no word', null],
    ['an empty word', ''],
    ['a word over 40 characters', 'a'.repeat(41)],
  ])('answers 400 VALIDATION for %s', async (_case, word) => {
    const response = await lookup(word);
    expect(response.statusCode).toBe(400);
    expect(expectContract(response, '/study/dictionary', 'get')).toMatchObject({ code: 'VALIDATION' });
  });

  it('answers 401 without a token', async () => {
    const response = await lookup('cat', false);
    expect(response.statusCode).toBe(401);
    expectContract(response, '/study/dictionary', 'get');
  });
});

describe('the word bank in memory', () => {
  it('reads the fixture bank and an absent bank as empty', () => {
    expect(readWordBank(FIXTURE_CONTENT_DIR).map((w) => w.en)).toContain('teddy bear');
    expect(readWordBank('/nonexistent-content-dir')).toEqual([]);
    expect(new DictionaryService([]).lookup('cat')).toMatchObject({ found: false });
  });

  it.each([
    ['cats', ['cats', 'cat']],
    ['babies', ['babies', 'baby', 'babi', 'babie']],
    ['glass', ['glass']],
    ['swimming', ['swimming', 'swimm', 'swimme', 'swim']],
    ['cried', ['cried', 'cri', 'crie', 'cry']],
  ])('tries the base forms of %s in order', (word, forms) => {
    expect(baseForms(word)).toEqual(forms);
  });

  it('suggests at most five words', () => {
    const many = ['ba', 'bb', 'bc', 'bd', 'be', 'bf', 'bg'].map((en) => ({
      en,
      ko: '가',
      example: 'x',
      exampleKo: '가',
      audio: 'media/audio/x.ogg',
    }));
    expect(new DictionaryService(many).suggest('bz')).toEqual(['ba', 'bb', 'bc', 'bd', 'be']);
  });
});
