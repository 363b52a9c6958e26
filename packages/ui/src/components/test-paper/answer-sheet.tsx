import { useContext, useId } from 'react';
import type * as React from 'react';
import { Check, CloudOff, LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn';
import { questionElementId } from './question-card';
import { SheetDrawerContext } from './sheet-drawer';
import type { QuestionView } from './question-view';
import { testPaperWords } from './words';
import './test-paper.css';
import { ANSWER_SHEET, circledNumber, isIndentedInSheet } from './paper-format';

/** Whether an answer has reached the server: saved, on its way, or waiting for the connection. */
export type AnswerSaveState = 'saved' | 'saving' | 'offline';

/**
 * A row of the answer sheet: the question's key, the number shown, what kind of answer it wants and how many choices
 * it has (the row draws that many circled numbers; a written answer has none).
 */
export type AnswerSheetQuestion = Pick<QuestionView, 'id' | 'number' | 'kind' | 'answerCount'> & {
  /**
   * The number of the question's choices (3, 4 or 5 on a paper; 0 for a written answer); `sheetQuestion()` counts
   * them. Optional so that a consumer written before it still builds: without it a row draws all five, as it did.
   */
  choiceCount?: number;
};

/** The most choices a question has (choices are numbered 1 to 5). */
const MAX_CHOICES = 5;

/** The answer-sheet row of a question the paper shows: its choices counted (none for a written answer). */
export function sheetQuestion({ id, number, kind, answerCount, choices }: QuestionView): AnswerSheetQuestion {
  return { id, number, kind, answerCount, choiceCount: kind === 'text' ? 0 : choices.length };
}

/** The answers of a paper by question id. */
export type PaperAnswers = Readonly<Record<number, readonly string[]>>;

function nonBlank(answers: readonly string[] | undefined): string[] {
  return (answers ?? []).filter((answer) => answer.trim() !== '');
}

/** A question counts as answered once it has as many answers as it wants (a written answer: one non-blank text). */
export function isAnswered(
  question: Pick<AnswerSheetQuestion, 'kind' | 'answerCount'>,
  answers: readonly string[] | undefined,
): boolean {
  const required = question.kind === 'text' ? Math.min(1, question.answerCount) : question.answerCount;
  return nonBlank(answers).length === required;
}

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * Scrolls the window to `#question-<id>`, 165 px below the top (spec §9), in at most 300 ms (instantly with reduced
 * motion), then moves focus there without another jump.
 */
export function scrollToQuestion(
  id: number,
  { offset = ANSWER_SHEET.scrollOffset, maxMs = ANSWER_SHEET.scrollMaxMs } = {},
): void {
  const element = document.getElementById(questionElementId(id));
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
      className="inline-flex size-5 shrink-0 items-center justify-center data-[state=offline]:text-warning data-[state=saved]:text-success data-[state=saving]:text-muted"
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
  /** The questions the paper shows, in order. */
  questions: readonly AnswerSheetQuestion[];
  /** The answers by question id. */
  answers: PaperAnswers;
  /**
   * How many questions count as answered, when the product counts by its own rule; by default a question counts once
   * it has as many answers as it wants.
   */
  answered?: number;
  /** Per question id, whether its answer has reached the server; no mark where missing. */
  saveStates?: Readonly<Record<number, AnswerSaveState>>;
  /** A question number was pressed (its id); by default the window scrolls to the question. */
  onNavigate?: (id: number) => void;
  /** The submit button (hidden in result mode by the app). */
  submit?: React.ReactNode;
  words?: Partial<typeof testPaperWords.answerSheet>;
}

/**
 * The answer-sheet panel (spec §2, §9): a counter, a title and one row per question with its number (a button that
 * scrolls to the question) against its circled choices (①–③ for three, up to ①–⑤), filled where chosen, in five columns so
 * they line up from row to row; OE rows say written or not. Rows
 * from the 11th are indented. Each row shows whether its answer has reached the server.
 */
export function AnswerSheet({
  questions,
  answers,
  answered: answeredProp,
  saveStates = {},
  onNavigate,
  submit,
  words: wordsProp,
  className,
  ...props
}: AnswerSheetProps) {
  const words = { ...testPaperWords.answerSheet, ...wordsProp };
  const total = questions.length;
  const answered =
    answeredProp ?? questions.filter((question) => isAnswered(question, answers[question.id])).length;
  const titleId = useId();
  const drawer = useContext(SheetDrawerContext);

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
        {questions.map((question, index) => {
          const given = nonBlank(answers[question.id]);
          const number = question.number;
          const save = saveStates[question.id];
          return (
            <li
              key={question.id}
              data-slot="answer-row"
              data-answered={given.length > 0 ? '' : undefined}
              data-indented={isIndentedInSheet(index) ? '' : undefined}
              className="flex items-center gap-1 data-indented:pl-3"
            >
              <button
                type="button"
                onClick={() => {
                  // Below 900 px the sheet is a drawer over the questions: it closes before the jump.
                  drawer?.close();
                  if (onNavigate) onNavigate(question.id);
                  else scrollToQuestion(question.id);
                }}
                className="inline-flex min-h-11 min-w-11 shrink-0 cursor-pointer items-center justify-center rounded-sm font-semibold tabular-nums hover:bg-course-soft focus-visible:outline-3 focus-visible:outline-focus"
              >
                <span aria-hidden="true">{number}</span>
                <span className="sr-only">{words.goTo(number)}</span>
              </button>
              {question.kind === 'text' ? (
                <span
                  data-state={given.length > 0 ? 'written' : 'empty'}
                  className="flex-1 text-sm data-[state=empty]:text-muted data-[state=written]:font-semibold data-[state=written]:text-course-strong"
                >
                  {given.length > 0 ? words.written : words.notWritten}
                </span>
              ) : (
                <>
                  <span
                    aria-hidden="true"
                    data-choices={question.choiceCount ?? MAX_CHOICES}
                    className="grid flex-1 grid-cols-5 justify-items-center text-lg leading-none"
                  >
                    {Array.from(
                      { length: Math.min(Math.max(question.choiceCount ?? MAX_CHOICES, 0), MAX_CHOICES) },
                      (_, i) => {
                        const choice = String(i + 1);
                        const filled = given.includes(choice);
                        return (
                          <span
                            key={choice}
                            data-filled={filled ? '' : undefined}
                            className="inline-flex size-6 items-center justify-center rounded-full text-muted data-filled:bg-course-strong data-filled:text-course-foreground"
                          >
                            {circledNumber(i + 1)}
                          </span>
                        );
                      },
                    )}
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
