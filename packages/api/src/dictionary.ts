/**
 * The dictionary (spec §2 "the dictionary is a popup of 400x600", §7 Other): look an English word up in the content's
 * word bank. A word that is not in the bank is an answer, not a failure: the cache keeps the miss (the 404's body) as
 * it keeps a found word's answer, the query's data is `{ found: false, message, suggestions }` for it, and it rejects
 * with `ApiError` only for real failures.
 */
import { queryOptions } from '@tanstack/react-query';
import type { DictionaryEntry, DictionaryMiss } from '@buddy/contract';
import { dataOf, pathKey, type ApiCore } from './core';
import { ApiError } from './result';

/** The word as the server compares it: trimmed, lowercase, single spaces (so "Cat" and "cat " share the cache). */
export function normaliseLookupWord(word: string): string {
  return word.trim().toLowerCase().replace(/\s+/g, ' ');
}

/** The dictionary's two answers: the word (200), or a miss with suggestions (404). */
export type DictionaryAnswer = { result: DictionaryEntry } | DictionaryMiss;

export type DictionaryLookup =
  { found: true; entry: DictionaryEntry } | { found: false; message: string; suggestions: string[] };

function isMiss(data: unknown): data is DictionaryMiss {
  if (typeof data !== 'object' || data === null) return false;
  const body = data as Record<string, unknown>;
  return body.code === 'NOT_FOUND' && typeof body.message === 'string';
}

/** A lookup's answer as the popup shows it (the query's `select`). */
export function toDictionaryLookup(answer: DictionaryAnswer): DictionaryLookup {
  if ('result' in answer) return { found: true, entry: answer.result };
  const suggestions = Array.isArray(answer.suggestions)
    ? answer.suggestions.filter((s): s is string => typeof s === 'string')
    : [];
  return { found: false, message: answer.message, suggestions };
}

export const dictionaryQueries = {
  /**
   * Enable only for a non-empty word. The bank does not change while the server runs: cached for the session. Keyed
   * as the contract's query options key it, but its own function: the 404 miss is an answer, which `api.client`
   * hands back as an `ApiError` and the contract's query would throw.
   */
  lookup: (api: ApiCore, word: string) => {
    const init = { params: { query: { word: normaliseLookupWord(word) } } };
    return queryOptions({
      queryKey: [...pathKey('/study/dictionary'), init] as const,
      queryFn: async ({ signal }): Promise<DictionaryAnswer> => {
        try {
          return await dataOf(api.client.GET('/study/dictionary', { ...init, signal }));
        } catch (error) {
          if (error instanceof ApiError && error.status === 404 && isMiss(error.data)) return error.data;
          throw error;
        }
      },
      select: toDictionaryLookup,
      staleTime: Infinity,
    });
  },
};
