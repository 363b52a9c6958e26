import { useId, useRef, useState } from 'react';
import type * as React from 'react';
import { AlertCircle, BookOpen, SearchX, Volume2 } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button, Spinner } from '../button';
import { TextField } from '../text-field';
import { dictionaryWords, type DictionaryWords } from './words';

/** A word of the bank as the card shows it (the shape of the API's DictionaryEntry). */
export interface DictionaryCardEntry {
  en: string;
  ko: string;
  example: string;
  exampleKo: string;
  audioUrl: string;
  imageUrl: string | null;
}

/** What the card shows: the empty prompt, a search under way, the word, a miss with suggestions, or a failure. */
export type DictionaryCardState =
  | { status: 'idle' }
  | { status: 'loading'; word: string }
  | { status: 'found'; entry: DictionaryCardEntry }
  | { status: 'not-found'; word: string; message?: string; suggestions: readonly string[] }
  | { status: 'error'; message?: string };

export interface DictionaryCardProps extends Omit<React.ComponentProps<'section'>, 'children'> {
  state: DictionaryCardState;
  /** A suggestion was chosen (search it). */
  onSuggestion?: (word: string) => void;
  /** The retry button of the error state (hidden without it). */
  onRetry?: () => void;
  words?: Partial<DictionaryWords>;
}

type ListenState = 'idle' | 'playing' | 'error';

/** Plays the word's sound on its own <audio> element; the text beside it is the word itself. */
function ListenButton({ entry, words }: { entry: DictionaryCardEntry; words: DictionaryWords }) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [state, setState] = useState<ListenState>('idle');

  function listen() {
    const audio = audioRef.current;
    if (!audio) return;
    audio.currentTime = 0;
    setState('playing');
    audio.play().catch((error: unknown) => {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setState('error');
    });
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button
        variant="primary"
        size="md"
        data-state={state}
        aria-label={words.listenLabel(entry.en)}
        onClick={listen}
      >
        <Volume2 aria-hidden="true" />
        {state === 'playing' ? words.playing : words.listen}
      </Button>
      {state === 'error' ? (
        <p role="alert" className="m-0 text-sm text-danger">
          {words.audioError}
        </p>
      ) : null}
      {/* The word is written beside the button: the sound has its text. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <audio
        ref={audioRef}
        src={entry.audioUrl}
        preload="none"
        hidden
        data-slot="dictionary-audio"
        onEnded={() => setState('idle')}
        onError={() => setState((current) => (current === 'playing' ? 'error' : current))}
      />
    </div>
  );
}

function Found({ entry, words }: { entry: DictionaryCardEntry; words: DictionaryWords }) {
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-4">
        {entry.imageUrl ? (
          <img
            src={entry.imageUrl}
            alt=""
            width={88}
            height={88}
            className="size-22 shrink-0 rounded-lg bg-surface-muted p-1"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-22 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary"
          >
            <BookOpen className="size-9" />
          </span>
        )}
        <div className="flex min-w-0 flex-col gap-1">
          <h2 lang="en" className="m-0 font-kid text-3xl leading-tight font-bold break-words text-text">
            {entry.en}
          </h2>
          <p className="m-0 text-lg">
            <span className="sr-only">{words.meaning}: </span>
            {entry.ko}
          </p>
        </div>
      </div>
      {/* A new word starts with a fresh button state. */}
      <ListenButton key={entry.audioUrl} entry={entry} words={words} />
      <figure className="m-0 flex flex-col gap-1 rounded-lg bg-surface-muted px-4 py-3">
        <figcaption className="text-sm font-semibold text-muted">{words.example}</figcaption>
        <blockquote lang="en" className="m-0 font-kid text-lg text-text">
          {entry.example}
        </blockquote>
        <p className="m-0 text-base text-muted">{entry.exampleKo}</p>
      </figure>
    </div>
  );
}

/**
 * The dictionary's result card: the empty prompt, the search under way, the word (picture, meaning, its sound and an
 * example with its Korean), a miss with words that start like it, or a failure with a retry. A polite live region,
 * so a screen reader hears the result without leaving the search field.
 */
export function DictionaryCard({
  state,
  onSuggestion,
  onRetry,
  words: wordsProp,
  className,
  ...props
}: DictionaryCardProps) {
  const words = { ...dictionaryWords, ...wordsProp };
  const suggestionsId = useId();
  return (
    <section
      data-slot="dictionary-card"
      data-state={state.status}
      aria-label={words.result}
      aria-live="polite"
      aria-busy={state.status === 'loading' || undefined}
      className={cn(
        'rounded-xl border-2 border-border bg-surface p-5 break-keep shadow-soft [overflow-wrap:anywhere]',
        className,
      )}
      {...props}
    >
      {state.status === 'idle' ? (
        <p className="m-0 flex items-center gap-3 text-muted">
          <BookOpen aria-hidden="true" className="size-8 shrink-0 text-primary" />
          {words.prompt}
        </p>
      ) : null}
      {state.status === 'loading' ? (
        <p className="m-0 flex items-center gap-3 text-muted">
          <Spinner className="size-6 text-primary" />
          {words.loading}
        </p>
      ) : null}
      {state.status === 'found' ? <Found entry={state.entry} words={words} /> : null}
      {state.status === 'not-found' ? (
        <div className="flex flex-col gap-3">
          <p className="m-0 flex items-center gap-3 text-lg font-semibold">
            <SearchX aria-hidden="true" className="size-7 shrink-0 text-muted" />
            <span>
              <span lang="en" className="font-kid">
                {state.word}
              </span>
              : {state.message ?? words.notFound}
            </span>
          </p>
          {state.suggestions.length > 0 ? (
            <div className="flex flex-col gap-2">
              <p className="m-0 text-muted" id={suggestionsId}>
                {words.suggestions}
              </p>
              <ul aria-labelledby={suggestionsId} className="m-0 flex list-none flex-wrap gap-2 p-0">
                {state.suggestions.map((word) => (
                  <li key={word}>
                    <Button variant="outline" size="md" lang="en" onClick={() => onSuggestion?.(word)}>
                      {word}
                    </Button>
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <p className="m-0 text-muted">{words.noSuggestions}</p>
          )}
        </div>
      ) : null}
      {state.status === 'error' ? (
        <div className="flex flex-col items-start gap-3">
          <p role="alert" className="m-0 flex items-center gap-3 text-danger">
            <AlertCircle aria-hidden="true" className="size-6 shrink-0" />
            {state.message ?? words.error}
          </p>
          {onRetry ? (
            <Button variant="outline" onClick={onRetry}>
              {words.retry}
            </Button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

export interface DictionarySearchProps extends Omit<React.ComponentProps<'form'>, 'onSubmit' | 'children'> {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Called with the trimmed word when the form is submitted (Enter or the button); never with an empty word. */
  onSearch: (word: string) => void;
  /** A search is under way: the button shows a spinner. */
  loading?: boolean;
  /** The input (for focus management by the page). */
  inputRef?: React.Ref<HTMLInputElement>;
  words?: Partial<DictionaryWords>;
}

/** The dictionary's search form: a labelled field and the search button; Enter searches. */
export function DictionarySearch({
  value: valueProp,
  defaultValue = '',
  onValueChange,
  onSearch,
  loading = false,
  inputRef,
  words: wordsProp,
  className,
  ...props
}: DictionarySearchProps) {
  const words = { ...dictionaryWords, ...wordsProp };
  const [inner, setInner] = useState(defaultValue);
  const [error, setError] = useState<string | null>(null);
  const value = valueProp ?? inner;

  function change(next: string) {
    if (valueProp === undefined) setInner(next);
    if (error) setError(null);
    onValueChange?.(next);
  }

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const word = value.trim();
    if (word === '') {
      setError(words.required);
      return;
    }
    onSearch(word);
  }

  return (
    <form
      role="search"
      data-slot="dictionary-search"
      noValidate
      onSubmit={submit}
      className={cn('flex items-start gap-2', className)}
      {...props}
    >
      <TextField
        ref={inputRef}
        label={words.searchLabel}
        className="min-w-0 flex-1"
        inputClassName="font-kid"
        lang="en"
        type="search"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={40}
        placeholder={words.searchPlaceholder}
        value={value}
        error={error}
        onChange={(event) => change(event.target.value)}
      />
      <Button type="submit" loading={loading} className="mt-6.5">
        {words.search}
      </Button>
    </form>
  );
}
