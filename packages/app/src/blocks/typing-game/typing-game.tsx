import { useEffect, useId, useRef, useState } from 'react';
import type * as React from 'react';
import { Languages, PartyPopper, RotateCcw } from 'lucide-react';
import { usePrefersReducedMotion } from '@buddy/ui/hooks';
import { cn } from '@buddy/ui/utils';
import { Button } from '@buddy/ui/button';
import {
  typingCorrect,
  typingFigures,
  withoutHangul,
  type TypingFigures,
  type TypingLine,
  type TypingMode,
  type TypingPrompt,
} from './figures';
import { TypingKeyboard, typingKeyOf } from './typing-keyboard';
import { typingGameWords, type TypingGameWords } from './words';

/** The clock the lines are timed by (milliseconds, performance.now). A test may replace `now`. */
export const typingClock = { now: (): number => performance.now() };

/** How often the live figures are worked out while a line is typed (4 times a second). */
const LIVE_MS = 250;

export interface TypingGameProps {
  mode: TypingMode;
  /** The round's name, shown as its heading (e.g. 'Home row 1', '동물 단어'). */
  title: string;
  /** The round's lines, in order. */
  prompts: readonly TypingPrompt[];
  /** Called once, after the last line, with every line: its prompt, what was typed and its milliseconds. */
  onFinish: (lines: TypingLine[]) => void;
  /** The heading level of the title (default 2). */
  headingLevel?: 2 | 3;
  words?: Partial<TypingGameWords>;
  className?: string;
}

interface Round {
  /** The line being typed; prompts.length once the round is over. */
  index: number;
  /** What is typed of it (never longer than its prompt, never Hangul). */
  typed: string;
  /** The clock at its first keystroke, null before. */
  startedAt: number | null;
  /** The lines done. */
  lines: TypingLine[];
}

const fresh: Round = { index: 0, typed: '', startedAt: null, lines: [] };

type Mark = 'correct' | 'wrong' | 'next' | 'todo';

function markOf(prompt: string, typed: string, index: number, over: boolean): Mark {
  if (index < typed.length) return typed[index] === prompt[index] ? 'correct' : 'wrong';
  return index === typed.length && !over ? 'next' : 'todo';
}

/** A prompt's letter, marked: typed right (green, bold), wrong (shaded, wavy underline), next (caret), not yet. */
const markClass = cn(
  'rounded-sm',
  'data-[state=correct]:font-bold data-[state=correct]:text-success',
  'data-[state=wrong]:bg-danger-soft data-[state=wrong]:font-bold data-[state=wrong]:text-danger',
  'data-[state=wrong]:underline data-[state=wrong]:decoration-danger data-[state=wrong]:decoration-wavy data-[state=wrong]:decoration-2 data-[state=wrong]:underline-offset-[0.2em]',
  'data-[state=next]:bg-primary-soft data-[state=next]:text-text data-[state=next]:shadow-[inset_0_-0.2em_0_var(--primary)]',
  'data-[state=todo]:text-muted',
);

/**
 * One round of the library's English typing game (영어타자게임): 자리 연습 (place: key-position drills with an
 * on-screen keyboard), 단어 연습 (words, with the Korean meaning) or 문장 연습 (sentence, with its Korean).
 *
 * The current prompt is shown large with each letter marked as the child types into the one input (focused at the
 * start). A line ends when it is as long as its prompt, or on Enter once something is typed; its time runs from its
 * first keystroke to its end. After the last line `onFinish(lines)` is called once (compute the result with
 * typingFigures). Hangul is never counted: a polite status asks for the 한/영 key. The live 타수 and 정확도 update
 * four times a second in a region screen readers do not announce. '처음부터' starts the round again; to start
 * another round, key the component by it.
 */
export function TypingGame({
  mode,
  title,
  prompts,
  onFinish,
  headingLevel = 2,
  words: wordsProp,
  className,
}: TypingGameProps) {
  const words = { ...typingGameWords.game, ...wordsProp };
  const id = useId();
  const reducedMotion = usePrefersReducedMotion();
  const [round, setRound] = useState<Round>(fresh);
  const [hangul, setHangul] = useState(false);
  const [live, setLive] = useState<TypingFigures | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const keyboardRef = useRef<HTMLDivElement>(null);
  const finishedRef = useRef(false);
  const latest = useRef({ round, prompts });

  const total = prompts.length;
  const over = round.index >= total;
  // Once over, the last line stays on screen as it was typed.
  const shownIndex = over ? total - 1 : round.index;
  const prompt = prompts[shownIndex];
  const text = prompt?.text ?? '';
  const typed = over ? (round.lines[shownIndex]?.typed ?? '') : round.typed;
  const mistakes = typed.length - typingCorrect(text, typed);
  const Heading = `h${headingLevel}` as const;

  useEffect(() => {
    latest.current = { round, prompts };
  }, [round, prompts]);

  // The round starts with the input focused.
  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  // While a line is typed, the live figures follow it (its time so far, its letters so far).
  useEffect(() => {
    if (round.startedAt === null || over) return;
    const timer = window.setInterval(() => {
      const { round: current, prompts: all } = latest.current;
      const line = all[current.index];
      if (!line || current.startedAt === null) return;
      setLive(
        typingFigures([
          ...current.lines,
          {
            prompt: line.text.slice(0, current.typed.length),
            typed: current.typed,
            ms: typingClock.now() - current.startedAt,
          },
        ]),
      );
    }, LIVE_MS);
    return () => window.clearInterval(timer);
  }, [round.startedAt, over]);

  function bounce(char: string | undefined) {
    if (mode !== 'place' || reducedMotion) return;
    const key = typingKeyOf(char);
    const element = key ? keyboardRef.current?.querySelector(`[data-key="${CSS.escape(key)}"]`) : null;
    element?.animate(
      [{ transform: 'none' }, { transform: 'translateY(2px) scale(0.92)' }, { transform: 'none' }],
      { duration: 160, easing: 'ease-out' },
    );
  }

  function endLine(lineTyped: string, startedAt: number | null) {
    if (!prompt) return;
    const end = typingClock.now();
    const line: TypingLine = {
      prompt: prompt.text,
      typed: lineTyped,
      ms: Math.max(0, Math.round(end - (startedAt ?? end))),
    };
    const lines = [...round.lines, line];
    setRound({ index: round.index + 1, typed: '', startedAt: null, lines });
    setLive(typingFigures(lines));
    if (round.index + 1 >= total && !finishedRef.current) {
      finishedRef.current = true;
      onFinish(lines);
    }
  }

  function onChange(event: React.ChangeEvent<HTMLInputElement>) {
    if (over || !prompt) return;
    const raw = event.target.value;
    const clean = withoutHangul(raw);
    const next = clean.slice(0, prompt.text.length);
    if (clean !== raw) setHangul(true);
    else if (next.length > round.typed.length) setHangul(false);
    if (next === round.typed) return;
    const startedAt = round.startedAt ?? (next.length > 0 ? typingClock.now() : null);
    if (next.length > round.typed.length) bounce(next[next.length - 1]);
    if (next.length >= prompt.text.length) endLine(next, startedAt);
    else setRound({ ...round, typed: next, startedAt });
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (!over && round.typed.length > 0) endLine(round.typed, round.startedAt);
  }

  function restart() {
    finishedRef.current = false;
    setRound(fresh);
    setLive(null);
    setHangul(false);
    inputRef.current?.focus();
  }

  const promptId = `${id}-prompt`;
  const hintId = `${id}-hint`;
  const mistakesId = `${id}-mistakes`;
  const enterId = `${id}-enter`;
  const done = over ? total : round.index;

  return (
    <section
      aria-labelledby={`${id}-title`}
      data-slot="typing-game"
      data-mode={mode}
      data-state={over ? 'finished' : 'playing'}
      className={cn('flex min-w-0 flex-col gap-4 break-keep desktop:gap-5', className)}
    >
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
        <div className="flex min-w-0 flex-col gap-1">
          <span className="w-fit rounded-full bg-primary-soft px-3 py-0.5 text-sm font-semibold text-primary">
            {words.modes[mode]}
          </span>
          <Heading id={`${id}-title`} className="m-0 text-2xl leading-snug font-bold text-text">
            {title}
          </Heading>
        </div>
        <div className="flex items-center gap-3">
          <p className="m-0 text-lg font-bold text-text tabular-nums">
            <span className="sr-only">{words.progressLabel} </span>
            {words.progress(Math.min(round.index + 1, total), total)}
          </p>
          <Button variant="outline" onClick={restart}>
            <RotateCcw aria-hidden="true" />
            {words.restart}
          </Button>
        </div>
      </div>
      <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-surface-muted">
        <div
          className="h-full rounded-full bg-primary motion-safe:transition-[width] motion-safe:duration-(--duration-menu)"
          style={{ width: `${total > 0 ? (100 * done) / total : 0}%` }}
        />
      </div>

      <div className="flex min-w-0 flex-col gap-2 rounded-xl border-2 border-border bg-surface px-4 py-5 shadow-soft desktop:px-8 desktop:py-7">
        <p id={promptId} className="m-0 min-w-0">
          <span className="sr-only">
            {words.promptLabel} <span lang="en">{text}</span>
          </span>
          <span
            aria-hidden="true"
            lang="en"
            data-slot="typing-prompt"
            className="block font-mono text-2xl leading-relaxed whitespace-pre-wrap text-text desktop:text-4xl desktop:leading-relaxed"
          >
            {[...text].map((char, index) => (
              <span key={index} data-state={markOf(text, typed, index, over)} className={markClass}>
                {char}
              </span>
            ))}
          </span>
        </p>
        {prompt?.hint ? (
          <p id={hintId} className="m-0 text-lg leading-normal text-muted desktop:text-xl">
            <span className="sr-only">{words.hintLabel} </span>
            {prompt.hint}
          </p>
        ) : null}
        <span id={mistakesId} className="sr-only">
          {words.mistakes(mistakes)}
        </span>
      </div>

      <div className="flex min-w-0 flex-col gap-1.5">
        <label htmlFor={`${id}-input`} className="text-base font-semibold text-text">
          {words.input}
        </label>
        <input
          ref={inputRef}
          id={`${id}-input`}
          type="text"
          lang="en"
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="next"
          readOnly={over}
          value={typed}
          onChange={onChange}
          onKeyDown={onKeyDown}
          aria-describedby={[promptId, prompt?.hint ? hintId : null, mistakesId, enterId]
            .filter(Boolean)
            .join(' ')}
          className={cn(
            'min-h-14 w-full min-w-0 rounded-lg border-2 border-border bg-surface px-4 font-mono text-2xl text-text',
            'focus-visible:border-primary focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
            'read-only:bg-surface-muted',
          )}
        />
        <p id={enterId} className="m-0 text-sm text-muted">
          {words.enter}
        </p>
      </div>

      {/* Always there (a live region must exist before it speaks); empty, it takes no gap. */}
      <div role="status" data-slot="typing-status" className="empty:-mt-4 desktop:empty:-mt-5">
        {over ? (
          <p className="m-0 flex items-center gap-2 rounded-lg bg-success-soft px-4 py-3 text-base font-semibold text-text">
            <PartyPopper aria-hidden="true" className="size-5 shrink-0 text-success" />
            {words.finished}
          </p>
        ) : hangul ? (
          <p className="m-0 flex items-center gap-2 rounded-lg border-2 border-primary bg-primary-soft px-4 py-3 text-base font-semibold text-text">
            <Languages aria-hidden="true" className="size-5 shrink-0 text-primary" />
            {words.hangul}
          </p>
        ) : null}
      </div>

      <div role="group" aria-label={words.figures} aria-live="off" data-slot="typing-figures">
        <dl className="m-0 grid grid-cols-2 gap-3">
          <div className="flex flex-col items-center rounded-lg bg-surface-muted px-3 py-2">
            <dt className="text-sm font-semibold text-muted">{words.cpm}</dt>
            <dd className="m-0 text-2xl font-bold text-text tabular-nums">
              {words.cpmValue(live?.cpm ?? 0)}
            </dd>
          </div>
          <div className="flex flex-col items-center rounded-lg bg-surface-muted px-3 py-2">
            <dt className="text-sm font-semibold text-muted">{words.accuracy}</dt>
            <dd className="m-0 text-2xl font-bold text-text tabular-nums">
              {live && live.typed > 0 ? words.accuracyValue(live.accuracy) : words.none}
            </dd>
          </div>
        </dl>
      </div>

      {mode === 'place' ? (
        <TypingKeyboard
          ref={keyboardRef}
          next={over ? null : typingKeyOf(text[typed.length])}
          space={words.space}
        />
      ) : null}
    </section>
  );
}
