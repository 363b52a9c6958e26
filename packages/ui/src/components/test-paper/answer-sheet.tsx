import { useId } from 'react';
import type * as React from 'react';
import { Check, CloudOff, LoaderCircle } from 'lucide-react';
import {
  ANSWER_SHEET,
  circledNumber,
  isHiddenQuestion,
  isIndentedInSheet,
  unansweredCount,
  type Answers,
  type PaperQuestion,
} from '@buddy/domain';
import { cn } from '../../lib/cn';
import { questionElementId } from './question-card';
import { testPaperWords } from './words';
import './test-paper.css';

/** Whether an answer has reached the server: saved, on its way, or waiting for the connection. */
export type AnswerSaveState = 'saved' | 'saving' | 'offline';

type SheetQuestion = Pick<PaperQuestion, 'questnSeq' | 'questnTp' | 'questnDpTp' | 'questnAnswrCnt'>;

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * Scrolls the window to `#question-<seq>`, 165 px below the top (spec §9), in at most 300 ms (instantly with reduced
 * motion), then moves focus there without another jump.
 */
export function scrollToQuestion(
  questnSeq: number,
  { offset = ANSWER_SHEET.scrollOffset, maxMs = ANSWER_SHEET.scrollMaxMs } = {},
): void {
  const element = document.getElementById(questionElementId(questnSeq));
  if (!element) return;
  const start = window.scrollY;
  const target = Math.max(0, start + element.getBoundingClientRect().top - offset);
  const focus = () => element.focus({ preventScroll: true });
  if (prefersReducedMotion() || maxMs <= 0 || Math.abs(target - start) < 1) {
    window.scrollTo({ top: target, behavior: 'instant' });
    focus();
    return;
  }
  const began = performance.now();
  const step = (now: number) => {
    const t = Math.min(1, (now - began) / maxMs);
    const eased = 1 - (1 - t) ** 3;
    window.scrollTo({ top: start + (target - start) * eased, behavior: 'instant' });
    if (t < 1) requestAnimationFrame(step);
    else focus();
  };
  requestAnimationFrame(step);
}

function SaveMark({ state, words }: { state: AnswerSaveState; words: typeof testPaperWords.answerSheet }) {
  const label = state === 'saved' ? words.saved : state === 'saving' ? words.saving : words.offline;
  return (
    <span
      data-slot="save-state"
      data-state={state}
      title={label}
      className={cn(
        'inline-flex size-5 shrink-0 items-center justify-center',
        state === 'saved' && 'text-success',
        state === 'saving' && 'text-muted',
        state === 'offline' && 'text-warning',
      )}
    >
      {state === 'saved' ? <Check aria-hidden="true" className="size-4" /> : null}
      {state === 'saving' ? (
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
      ) : null}
      {state === 'offline' ? <CloudOff aria-hidden="true" className="size-4" /> : null}
      <span className="sr-only">{label}</span>
    </span>
  );
}

export interface AnswerSheetProps extends Omit<React.ComponentProps<'aside'>, 'children' | 'title'> {
  /** The paper's questions, in order (hidden ones are left out). */
  questions: readonly SheetQuestion[];
  /** The answers by questnSeq. */
  answers: Answers;
  /** Per question, whether its answer has reached the server; no mark where missing. */
  saveStates?: Readonly<Record<number, AnswerSaveState>>;
  /** A question number was pressed; by default the window scrolls to the question. */
  onNavigate?: (questnSeq: number) => void;
  /** The submit button (hidden in result mode by the app). */
  submit?: React.ReactNode;
  words?: Partial<typeof testPaperWords.answerSheet>;
}

/**
 * The answer-sheet panel (spec §2, §9): a counter, a title and one row per question with its number (a button that
 * scrolls to the question) against the circled choices ①–⑤, filled where chosen; OE rows say written or not. Rows
 * from the 11th are indented. Each row shows whether its answer has reached the server.
 */
export function AnswerSheet({
  questions,
  answers,
  saveStates = {},
  onNavigate,
  submit,
  words: wordsProp,
  className,
  ...props
}: AnswerSheetProps) {
  const words = { ...testPaperWords.answerSheet, ...wordsProp };
  const shown = questions.filter((question) => !isHiddenQuestion(question));
  const total = shown.length;
  const answered = total - unansweredCount(shown, answers);
  const titleId = useId();

  return (
    <aside
      data-slot="answer-sheet"
      data-print-hide=""
      aria-labelledby={titleId}
      className={cn(
        'flex w-full flex-col gap-3 rounded-lg border-2 border-border bg-surface p-3 shadow-soft',
        'desktop:sticky desktop:top-[165px] desktop:w-(--width-answer-panel) desktop:max-h-[calc(100vh-360px)] desktop:min-h-64',
        className,
      )}
      {...props}
    >
      <div className="flex items-baseline justify-between gap-2">
        <h2 id={titleId} className="m-0 text-base font-bold">
          {words.title}
        </h2>
        <p className="m-0 font-semibold text-course-strong tabular-nums" data-slot="answer-counter">
          <span aria-hidden="true">
            {answered}/{total}
          </span>
          <span className="sr-only">{words.counter(answered, total)}</span>
        </p>
      </div>
      <ol className="m-0 flex min-h-0 flex-1 list-none flex-col gap-0.5 overflow-y-auto p-0 pr-1">
        {shown.map((question, index) => {
          const given = (answers[question.questnSeq] ?? []).filter((answer) => answer.trim() !== '');
          const number = index + 1;
          const save = saveStates[question.questnSeq];
          return (
            <li
              key={question.questnSeq}
              data-slot="answer-row"
              data-answered={given.length > 0 ? '' : undefined}
              className={cn('flex items-center gap-1', isIndentedInSheet(index) && 'pl-3')}
            >
              <button
                type="button"
                onClick={() =>
                  onNavigate ? onNavigate(question.questnSeq) : scrollToQuestion(question.questnSeq)
                }
                className="inline-flex min-h-11 min-w-11 shrink-0 cursor-pointer items-center justify-center rounded-sm font-semibold tabular-nums hover:bg-course-soft focus-visible:outline-3 focus-visible:outline-focus"
              >
                <span aria-hidden="true">{number}</span>
                <span className="sr-only">{words.goTo(number)}</span>
              </button>
              {question.questnTp === 'OE' ? (
                <span
                  className={cn(
                    'flex-1 text-sm',
                    given.length > 0 ? 'font-semibold text-course-strong' : 'text-muted',
                  )}
                >
                  {given.length > 0 ? words.written : words.notWritten}
                </span>
              ) : (
                <>
                  <span
                    aria-hidden="true"
                    className="grid flex-1 grid-cols-5 justify-items-center text-lg leading-none"
                  >
                    {Array.from({ length: 5 }, (_, i) => {
                      const choice = String(i + 1);
                      const filled = given.includes(choice);
                      return (
                        <span
                          key={choice}
                          data-filled={filled ? '' : undefined}
                          className={cn(
                            'inline-flex size-6 items-center justify-center rounded-full',
                            filled ? 'bg-course-strong text-course-foreground' : 'text-muted',
                          )}
                        >
                          {circledNumber(i + 1)}
                        </span>
                      );
                    })}
                  </span>
                  <span className="sr-only">
                    {given.length > 0
                      ? words.chosen(given.map((answer) => circledNumber(Number(answer))).join(', '))
                      : words.notChosen}
                  </span>
                </>
              )}
              {save ? <SaveMark state={save} words={words} /> : <span className="size-5 shrink-0" />}
            </li>
          );
        })}
      </ol>
      {submit ? <div className="pt-1">{submit}</div> : null}
    </aside>
  );
}
