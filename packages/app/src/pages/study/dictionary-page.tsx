/**
 * /study/dictionary: the dictionary popup (spec §2 "a popup of 400x600, not a route" of the site's pages; opened from
 * the study menu's '단어 사전'). A search field and the result card, nothing else: it fits 400 × 600. The word bank is
 * the content's (GET /study/dictionary); the field keeps the focus, the card is a polite live region.
 */
import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { dictionaryQueries, normaliseLookupWord } from '@buddy/api';
import { Button } from '@buddy/ui/button';
import { DictionaryCard, DictionarySearch, type DictionaryCardState } from '@buddy/ui/dictionary';
import { useApp } from '../../app/context';

export const DICTIONARY_TITLE = '단어 사전';

export default function DictionaryPage() {
  const { api } = useApp();
  const [value, setValue] = useState('');
  const [word, setWord] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const lookup = useQuery({ ...dictionaryQueries.lookup(api, word), enabled: word !== '' });

  useEffect(() => {
    document.title = `${DICTIONARY_TITLE} - 버디잉글리시`;
    inputRef.current?.focus();
  }, []);

  function search(next: string) {
    setValue(next);
    if (normaliseLookupWord(next) === normaliseLookupWord(word) && lookup.isError) void lookup.refetch();
    setWord(next);
  }

  function chooseSuggestion(next: string) {
    search(next);
    inputRef.current?.focus();
  }

  let state: DictionaryCardState;
  if (word === '') state = { status: 'idle' };
  else if (lookup.isPending) state = { status: 'loading', word };
  else if (lookup.isError) state = { status: 'error', message: lookup.error.message };
  else if (lookup.data.found) state = { status: 'found', entry: lookup.data.entry };
  else
    state = { status: 'not-found', word, message: lookup.data.message, suggestions: lookup.data.suggestions };

  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-[400px] flex-col gap-4 bg-background px-4 py-5">
      <header className="flex items-center justify-between gap-2">
        <h1 className="m-0 text-2xl font-bold text-text">{DICTIONARY_TITLE}</h1>
        <Button variant="ghost" size="sm" onClick={() => window.close()}>
          창 닫기
        </Button>
      </header>
      <DictionarySearch
        value={value}
        onValueChange={(next) => {
          setValue(next);
          // A cleared field clears the last answer: an empty search never leaves the old "not found" (issue 30).
          if (next.trim() === '') setWord('');
        }}
        onSearch={search}
        loading={state.status === 'loading'}
        inputRef={inputRef}
      />
      <DictionaryCard state={state} onSuggestion={chooseSuggestion} onRetry={() => void lookup.refetch()} />
    </div>
  );
}
