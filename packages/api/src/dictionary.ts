/**
 * Dictionary resource (spec §2 "the dictionary is a popup of 400x600", §7 Other): look an English word up in the
 * content's word bank. A word that is not in the bank is an answer, not a failure: the query resolves
 * `{ found: false, message, suggestions }` for the 404, and rejects with `ApiError` only for real failures.
 */
import { queryOptions } from '@tanstack/react-query';
import { resourceOf, type ApiCore } from './core';
import type { DictionaryEntry, DictionaryMiss } from '@buddy/contract';
import { unwrap, type ApiResult } from './result';

/** The word as the server compares it: trimmed, lowercase, single spaces (so "Cat" and "cat " share the cache). */
export function normaliseLookupWord(word: string): string {
  return word.trim().toLowerCase().replace(/\s+/g, ' ');
}

export const dictionaryKeys = {
  all: ['dictionary'] as const,
  lookup: (word: string) => [...dictionaryKeys.all, 'lookup', normaliseLookupWord(word)] as const,
};

export type DictionaryLookup =
  { found: true; entry: DictionaryEntry } | { found: false; message: string; suggestions: string[] };

export function createDictionaryApi(core: ApiCore) {
  return {
    /** GET /study/dictionary?word=: the word (200) or a miss with suggestions (404). */
    lookup(word: string): Promise<ApiResult<{ result: DictionaryEntry }>> {
      return core.call((init) =>
        core.fetchClient.GET('/study/dictionary', { ...init, params: { query: { word } } }),
      );
    },
  };
}

export type DictionaryApi = ReturnType<typeof createDictionaryApi>;

/** The dictionary calls of a client (made on first use). */
export const dictionaryApi = /* @__PURE__ */ resourceOf(createDictionaryApi);

function isMiss(data: unknown): data is DictionaryMiss {
  if (typeof data !== 'object' || data === null) return false;
  const body = data as Record<string, unknown>;
  return body.code === 'NOT_FOUND' && typeof body.message === 'string';
}

/** A lookup's result as the popup shows it; throws `ApiError` for anything but a found word or a miss. */
export function toDictionaryLookup(result: ApiResult<{ result: DictionaryEntry }>): DictionaryLookup {
  if (!result.ok && result.status === 404 && isMiss(result.data)) {
    const suggestions = Array.isArray(result.data.suggestions)
      ? result.data.suggestions.filter((s): s is string => typeof s === 'string')
      : [];
    return { found: false, message: result.data.message, suggestions };
  }
  return { found: true, entry: unwrap(result).result };
}

export const dictionaryQueries = {
  /** Enable only for a non-empty word. The bank does not change while the server runs: cached for the session. */
  lookup: (api: ApiCore, word: string) =>
    queryOptions({
      queryKey: dictionaryKeys.lookup(word),
      queryFn: async (): Promise<DictionaryLookup> =>
        toDictionaryLookup(await api.resource(createDictionaryApi).lookup(normaliseLookupWord(word))),
      staleTime: Infinity,
    }),
};
