import { useId, useRef } from 'react';
import type * as React from 'react';
import { Check, X } from 'lucide-react';
import { circledNumber } from '@buddy/domain';
import { cva } from 'class-variance-authority';
import { cn } from '../../lib/cn';
import type { ChoiceView } from './question-view';
import { testPaperWords } from './words';
import './test-paper.css';

export type TestPaperMode = 'taking' | 'result' | 'preview';

export interface ChoiceListProps {
  choices: readonly ChoiceView[];
  /** How many answers the question wants: 1 is a radio group, more a group of checkboxes. */
  answerCount: number;
  /** The chosen choice numbers ('1'..'5'), in the order chosen (while taking: the answers; in result: the student's answers). */
  value: readonly string[];
  /** Called with the pressed choice number; the parent applies its choosing rule. */
  onChoose?: (choice: string) => void;
  mode?: TestPaperMode;
  /** The correct choice numbers, marked in result mode. */
  correct?: readonly string[];
  /** Locks the choices (time up, submitting). */
  disabled?: boolean;
  /** The id of the element naming the group (the question's heading). */
  labelledBy?: string;
  words?: Partial<typeof testPaperWords.choiceList>;
  className?: string;
}

/** Text choices stack; picture choices make a grid of image cards. */
const choiceListVariants = cva('', {
  variants: {
    layout: { list: 'flex flex-col gap-2', grid: 'grid grid-cols-2 gap-3 sm:grid-cols-3' },
  },
  defaultVariants: { layout: 'list' },
});

const choiceVariants = cva(
  [
    'relative flex min-h-11 w-full items-center gap-3 rounded-md border-2 border-border bg-surface px-3 py-2 text-left text-lg',
    'font-kid text-text',
  ],
  {
    variants: {
      layout: { list: '', grid: 'flex-col items-start' },
    },
    defaultVariants: { layout: 'list' },
  },
);

/** The circled number ①–⑤: shown, with its spoken form for screen readers. */
function ChoiceNumber({ n, label, filled }: { n: number; label: string; filled?: boolean }) {
  return (
    <>
      <span
        aria-hidden="true"
        data-slot="choice-number"
        data-state={filled ? 'filled' : undefined}
        className="inline-flex size-8 shrink-0 items-center justify-center rounded-full font-sans text-2xl leading-none text-course-strong data-[state=filled]:bg-course-strong data-[state=filled]:text-course-foreground"
      >
        {circledNumber(n)}
      </span>
      <span className="sr-only">{label} </span>
    </>
  );
}

function ChoiceContent({ choice, picture }: { choice: ChoiceView; picture: boolean }) {
  if (picture && choice.image) {
    return (
      <span className="flex w-full justify-center">
        <img
          src={choice.image}
          alt={choice.text ?? ''}
          className="aspect-square w-full max-w-32 object-contain"
        />
      </span>
    );
  }
  return <span className="flex-1">{choice.text}</span>;
}

/**
 * The choices of an MC question, numbered ①–⑤ (spec §9). Taking: one answer is a radio group (arrow keys move and
 * choose), more answers a group of checkboxes with a hint (Space or Enter chooses); pictures are a grid of image cards.
 * Result: the student's and the correct choices are marked with an icon and a word, as data-chosen / data-correct.
 * Preview: the choices without marks.
 */
export function ChoiceList({
  choices,
  answerCount,
  value,
  onChoose,
  mode = 'taking',
  correct = [],
  disabled = false,
  labelledBy,
  words: wordsProp,
  className,
}: ChoiceListProps) {
  const words = { ...testPaperWords.choiceList, ...wordsProp };
  const hintId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const picture = choices.some((choice) => choice.image);
  const single = answerCount <= 1;
  const layout = picture ? 'grid' : 'list';

  if (mode !== 'taking') {
    return (
      <ul
        data-slot="choice-list"
        data-mode={mode}
        data-layout={layout}
        aria-labelledby={labelledBy}
        className={cn(choiceListVariants({ layout }), 'list-none p-0', className)}
      >
        {choices.map((choice) => {
          const key = String(choice.number);
          const isChosen = mode === 'result' && value.includes(key);
          const isCorrect = mode === 'result' && correct.includes(key);
          return (
            <li
              key={key}
              data-slot="choice"
              data-chosen={isChosen ? '' : undefined}
              data-correct={isCorrect ? '' : undefined}
              data-state={isCorrect ? 'correct' : isChosen ? 'wrong' : undefined}
              className={cn(
                choiceVariants({ layout }),
                'data-[state=correct]:border-success data-[state=correct]:bg-success-soft',
                'data-[state=wrong]:border-danger data-[state=wrong]:bg-danger-soft',
              )}
            >
              <ChoiceNumber n={choice.number} label={words.choiceNumber(choice.number)} />
              <ChoiceContent choice={choice} picture={picture} />
              {isChosen || isCorrect ? (
                <span className="flex shrink-0 flex-wrap gap-1 font-sans text-sm font-semibold">
                  {isChosen ? (
                    <span
                      data-slot="chosen-mark"
                      data-state={isCorrect ? 'correct' : 'wrong'}
                      className="inline-flex items-center gap-1 rounded-sm px-1.5 py-0.5 data-[state=correct]:text-success data-[state=wrong]:bg-surface data-[state=wrong]:text-danger"
                    >
                      {isCorrect ? null : <X aria-hidden="true" className="size-4" />}
                      {words.chosen}
                    </span>
                  ) : null}
                  {isCorrect ? (
                    <span
                      data-slot="correct-mark"
                      className="inline-flex items-center gap-1 rounded-sm bg-surface px-1.5 py-0.5 text-success"
                    >
                      <Check aria-hidden="true" className="size-4" />
                      {words.correct}
                    </span>
                  ) : null}
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
    );
  }

  const firstChosen = choices.findIndex((choice) => value.includes(String(choice.number)));
  const focusTarget = firstChosen >= 0 ? firstChosen : 0;

  function onKeyDown(event: React.KeyboardEvent<HTMLButtonElement>, index: number) {
    if (!single || disabled) return;
    const step =
      event.key === 'ArrowDown' || event.key === 'ArrowRight'
        ? 1
        : event.key === 'ArrowUp' || event.key === 'ArrowLeft'
          ? -1
          : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = (index + step + choices.length) % choices.length;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('[data-slot="choice"]');
    buttons?.[next]?.focus();
    const choice = choices[next];
    if (choice) onChoose?.(String(choice.number));
  }

  return (
    <div data-slot="choice-list" data-mode={mode} className={cn('flex flex-col gap-2', className)}>
      {single ? null : (
        <p id={hintId} className="text-sm font-semibold text-course-strong">
          {words.chooseHint(answerCount)}
        </p>
      )}
      <div
        ref={listRef}
        role={single ? 'radiogroup' : 'group'}
        aria-labelledby={labelledBy}
        aria-describedby={single ? undefined : hintId}
        aria-disabled={disabled || undefined}
        data-layout={layout}
        className={choiceListVariants({ layout })}
      >
        {choices.map((choice, index) => {
          const key = String(choice.number);
          const isChosen = value.includes(key);
          return (
            <button
              key={key}
              type="button"
              data-slot="choice"
              data-chosen={isChosen ? '' : undefined}
              role={single ? 'radio' : 'checkbox'}
              aria-checked={isChosen}
              tabIndex={single ? (index === focusTarget ? 0 : -1) : undefined}
              disabled={disabled}
              onClick={() => onChoose?.(key)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={cn(
                choiceVariants({ layout }),
                'cursor-pointer transition-colors duration-(--duration-menu)',
                'hover:border-course-strong focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
                'disabled:cursor-not-allowed disabled:opacity-60',
                'aria-checked:border-course-strong aria-checked:bg-course-soft',
              )}
            >
              <ChoiceNumber n={choice.number} label={words.choiceNumber(choice.number)} filled={isChosen} />
              <ChoiceContent choice={choice} picture={picture} />
              {isChosen ? <Check aria-hidden="true" className="size-5 shrink-0 text-course-strong" /> : null}
            </button>
          );
        })}
      </div>
    </div>
  );
}
