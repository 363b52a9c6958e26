import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@buddy/domain';
import { dictionaryKeys, dictionaryQueries } from './dictionary';
import { ApiError } from './result';
import { harness, json } from './test/fake-fetch';

const stored = { [STORAGE_KEYS.token]: 'member-token' };
const entry = {
  en: 'cat',
  ko: '고양이',
  example: 'I see a cat.',
  exampleKo: '고양이가 보여요.',
  audioUrl: '/content/study/audio/cat.ogg',
  imageUrl: null,
};
const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('given a dictionary lookup', () => {
  it('gets the word, normalised, with the member token', async () => {
    const { api, requests } = harness(() => json({ result: entry }), stored);
    await expect(client().fetchQuery(dictionaryQueries.lookup(api, '  Teddy  Bear '))).resolves.toEqual({
      found: true,
      entry,
    });
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.url).toBe('http://api.test/v2/study/dictionary?word=teddy%20bear');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer member-token');
  });

  it('keys the cache by the normalised word', () => {
    expect(dictionaryKeys.lookup('Cat ')).toEqual(dictionaryKeys.lookup('cat'));
    expect(dictionaryKeys.lookup('cat')).toEqual(['dictionary', 'lookup', 'cat']);
  });

  it('resolves a 404 miss as not found, with its message and suggestions', async () => {
    const miss = { message: '사전에 없는 단어예요.', code: 'NOT_FOUND', suggestions: ['cat', 'cake'] };
    const { api } = harness(() => json(miss, 404), stored);
    await expect(client().fetchQuery(dictionaryQueries.lookup(api, 'cab'))).resolves.toEqual({
      found: false,
      message: '사전에 없는 단어예요.',
      suggestions: ['cat', 'cake'],
    });
  });

  it.each([
    ['a server failure', 500],
    ['a validation failure', 400],
  ])('rejects with ApiError on %s', async (_name, status) => {
    const { api } = harness(() => json({ message: '오류', code: 'X' }, status), stored);
    await expect(client().fetchQuery(dictionaryQueries.lookup(api, 'cat'))).rejects.toBeInstanceOf(ApiError);
  });
});
