import { lazy, Suspense, useId } from 'react';
import { Check, X } from 'lucide-react';
import { cn } from '../../lib/cn';
import { loadTakingChoices } from './taking-choices-loader';
import { ChoiceContent, ChoiceNumber, choiceListVariants, choiceVariants } from './choice-parts';
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
  /**
   * Called with the chosen choice numbers after a press: at most `answerCount`, the first chosen giving way to one
   * more; a chosen choice pressed again stays chosen (spec §4).
   */
  onValueChange?: (value: readonly string[]) => void;
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

const TakingChoices = lazy(loadTakingChoices);

/**
 * The choices of an MC question, numbered ①–⑤ (spec §9), on the kit's `ChoiceGroup`. Taking: one answer is a radio
 * group (arrow keys move and
 * choose), more answers a group of checkboxes with a hint (Space or Enter chooses); pictures are a grid of image cards.
 * Result: the student's and the correct choices are marked with an icon and a word, as data-chosen / data-correct.
 * Preview: the choices without marks.
 */
export function ChoiceList({
  choices,
  answerCount,
  value,
  onValueChange,
  mode = 'taking',
  correct = [],
  disabled = false,
  labelledBy,
  words: wordsProp,
  className,
}: ChoiceListProps) {
  const words = { ...testPaperWords.choiceList, ...wordsProp };
  const hintId = useId();
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

  return (
    <div data-slot="choice-list" data-mode={mode} className={cn('flex flex-col gap-2', className)}>
      {single ? null : (
        <p id={hintId} className="text-sm font-semibold text-course-strong">
          {words.chooseHint(answerCount)}
        </p>
      )}
      <Suspense
        fallback={
          // The choices as they will look, until their chunk is in (the first paper of a visit): nothing to press yet.
          <div aria-busy="true" data-layout={layout} className={choiceListVariants({ layout })}>
            {choices.map((choice) => (
              <div key={choice.number} data-slot="choice-pending" className={choiceVariants({ layout })}>
                <ChoiceNumber n={choice.number} label={words.choiceNumber(choice.number)} />
                <ChoiceContent choice={choice} picture={picture} />
              </div>
            ))}
          </div>
        }
      >
        <TakingChoices
          choices={choices}
          answerCount={answerCount}
          value={value}
          onValueChange={onValueChange}
          disabled={disabled}
          labelledBy={labelledBy}
          describedBy={single ? undefined : hintId}
          choiceNumber={words.choiceNumber}
        />
      </Suspense>
    </div>
  );
}
