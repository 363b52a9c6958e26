import { useId } from 'react';
import type * as React from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import { testPaperWords } from './words';
import { loadTakingChoices } from './taking-choices-loader';

export interface TestIntroProps extends Omit<React.ComponentProps<'section'>, 'children'> {
  /**
   * The test's time in minutes, used by the default rules. Leave it out while the time is not known yet (the page is
   * still asking): the first rule shows a placeholder instead of a figure, never a guess.
   */
  minutes?: number;
  /**
   * An attempt in progress: the seconds it has left, which the default rules say instead of the test's time (a
   * resumed test with 6:43 left says '6분 43초', not the test's 10분). At 0 its time is over: the first rule says so
   * and the button opens the result (words.seeResult) instead of saying START.
   */
  remainingSeconds?: number;
  /** The numbered rules; Korean defaults from testPaperWords.testIntro.rules(minutes). */
  rules?: readonly React.ReactNode[];
  onStart?: () => void;
  /** The START button is busy (the paper is loading). */
  starting?: boolean;
  words?: Partial<typeof testPaperWords.testIntro>;
}

/** The first rule while the time is not known: a placeholder where the figure goes, named for screen readers. */
function TimePending({ words }: { words: typeof testPaperWords.testIntro }) {
  return (
    <span data-slot="test-intro-time" data-state="pending" aria-busy="true">
      <span
        aria-hidden="true"
        className="mr-2 inline-block h-5 w-36 max-w-full rounded-sm bg-surface-muted align-middle"
      />
      <span className="sr-only">{words.timePending} </span>
      {words.autoSubmit}
    </span>
  );
}

/**
 * The intro ('시험 전 확인하세요'): numbered rules and a big START button (spec §2, §4). The first rule says the test's
 * time, or the time left of an attempt in progress, or shows a placeholder until the time is known.
 */
export function TestIntro({
  minutes,
  remainingSeconds,
  rules,
  onStart,
  starting = false,
  words: wordsProp,
  className,
  ...props
}: TestIntroProps) {
  const headingId = useId();
  const words = { ...testPaperWords.testIntro, ...wordsProp };
  const seconds = remainingSeconds === undefined ? undefined : Math.max(0, Math.ceil(remainingSeconds));
  const over = seconds === 0;
  const left = seconds === undefined ? undefined : words.timeLeft(seconds);
  const list =
    rules ??
    (over
      ? [
          <span key="time" data-slot="test-intro-time" data-state="over">
            {words.timeOver}
          </span>,
          ...words.rules(0).slice(1),
        ]
      : minutes === undefined && left === undefined
        ? // The time's rule waits for the time; the other rules are known.
          [<TimePending key="time" words={words} />, ...words.rules(0).slice(1)]
        : words.rules(minutes ?? 0, left));
  return (
    <section
      data-slot="test-intro"
      aria-labelledby={headingId}
      className={cn(
        'mx-auto flex max-w-2xl flex-col items-center gap-6 rounded-lg border-2 border-course-strong bg-surface p-6 shadow-soft sm:p-10',
        className,
      )}
      {...props}
    >
      <h2 id={headingId} className="m-0 text-2xl font-bold text-course-strong">
        {words.heading}
      </h2>
      <ol className="m-0 flex list-none flex-col gap-3 p-0 text-lg">
        {list.map((rule, index) => (
          <li key={index} className="flex gap-3">
            <span
              aria-hidden="true"
              className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-course-soft font-bold text-course-strong"
            >
              {index + 1}
            </span>
            <span className="pt-0.5">{rule}</span>
          </li>
        ))}
      </ol>
      <Button
        variant="course"
        size="xl"
        onPointerEnter={() => void loadTakingChoices()}
        onFocus={() => void loadTakingChoices()}
        onClick={() => {
          void loadTakingChoices();
          onStart?.();
        }}
        loading={starting}
        className="min-w-48 font-kid"
      >
        {over ? words.seeResult : words.start}
      </Button>
    </section>
  );
}
