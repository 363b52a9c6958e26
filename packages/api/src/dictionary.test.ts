import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@buddy/domain';
import { dictionaryQueries } from './dictionary';
import { ApiError } from './result';
import { harness, json, testQueryClient } from './test/fake-fetch';

const stored = { [STORAGE_KEYS.token]: 'member-token' };
const entry = {
  en: 'cat',
  ko: '고양이',
  example: 'I see a cat.',
  exampleKo: '고양이가 보여요.',
  audioUrl: '/content/study/audio/cat.ogg',
  imageUrl: null,
};

describe('given a dictionary lookup', () => {
  it('gets the word, normalised, with the member token', async () => {
    const { api, requests } = harness(() => json({ result: entry }), stored);
    const options = dictionaryQueries.lookup(api, '  Teddy  Bear ');
    const answer = await testQueryClient().fetchQuery(options);
    expect(answer).toEqual({ result: entry });
    expect(options.select?.(answer)).toEqual({ found: true, entry });
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.url).toBe('http://api.test/v2/study/dictionary?word=teddy%20bear');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer member-token');
  });

  it('keys the cache by the normalised word', () => {
    const { api } = harness(() => json({ result: entry }), stored);
    const key = (word: string) => dictionaryQueries.lookup(api, word).queryKey;
    expect(key('Cat ')).toEqual(key('cat'));
    expect(key('cat')).toEqual(['get', '/study/dictionary', { params: { query: { word: 'cat' } } }]);
  });

  it('resolves a 404 miss as not found, with its message and suggestions', async () => {
    const miss = { message: '사전에 없는 단어예요.', code: 'NOT_FOUND', suggestions: ['cat', 'cake'] };
    const { api } = harness(() => json(miss, 404), stored);
    const options = dictionaryQueries.lookup(api, 'cab');
    // The cache keeps the miss as the server answered it; the popup reads it as not found.
    const answer = await testQueryClient().fetchQuery(options);
    expect(answer).toEqual(miss);
    expect(options.select?.(answer)).toEqual({
      found: false,
      message: '사전에 없는 단어예요.',
      suggestions: ['cat', 'cake'],
    });
  });

  it.each([
    ['a server failure', 500],
    ['a validation failure', 400],
    ['a 404 that is not a miss', 404],
  ])('rejects with ApiError on %s', async (_name, status) => {
    const { api } = harness(() => json({ message: '오류', code: 'X' }, status), stored);
    await expect(testQueryClient().fetchQuery(dictionaryQueries.lookup(api, 'cat'))).rejects.toBeInstanceOf(
      ApiError,
    );
  });
});
