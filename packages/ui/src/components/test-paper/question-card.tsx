import { useId } from 'react';
import type * as React from 'react';
import { CircleCheck, CircleX } from 'lucide-react';
import { cn } from '../../lib/cn';
import { ChoiceList, type TestPaperMode } from './choice-list';
import { OpenAnswer } from './open-answer';
import type { ExampleLineView, ExamplesView, QuestionResultView, QuestionView } from './question-view';
import { testPaperWords } from './words';
import './test-paper.css';

type CardWords = typeof testPaperWords.questionCard;

/** The id a question card carries, for the answer sheet's scrolling (#question-<id>). */
export function questionElementId(id: number): string {
  return `question-${id}`;
}

function Speaker({ name }: { name: string }) {
  return (
    <span className="inline-flex min-h-9 min-w-9 shrink-0 items-center justify-center rounded-full bg-course-strong px-2 text-sm font-bold text-course-foreground">
      {name}
    </span>
  );
}

function ExampleLine({ line }: { line: ExampleLineView }) {
  if (line.kind === 'word-box') {
    return (
      <p
        data-slot="word-box"
        className="m-0 rounded-md border-2 border-dashed border-course-strong px-4 py-2 text-center font-kid text-lg tracking-wide"
      >
        {line.text}
      </p>
    );
  }
  const speaker = line.speaker ? <Speaker name={line.speaker} /> : null;
  const bubble = (
    <span className="rounded-lg bg-surface px-3 py-1.5 font-kid text-lg shadow-soft">{line.text}</span>
  );
  return (
    <p
      data-slot="speech"
      data-kind={line.kind}
      className="m-0 flex items-center gap-2 data-[kind=speaker-last]:justify-end"
    >
      {line.kind === 'speaker-last' ? (
        <>
          {bubble}
          {speaker}
        </>
      ) : (
        <>
          {speaker}
          {bubble}
        </>
      )}
    </p>
  );
}

/** The example area: layout C a picture (at most 200 px wide), layout D speech bubbles and a word box. */
function Examples({ examples, imageAlt }: { examples: ExamplesView | null | undefined; imageAlt: string }) {
  if (!examples) return null;
  if (!examples.image && examples.lines.length === 0) return null;
  return (
    <div data-slot="examples" className="flex flex-col gap-2 rounded-md bg-course-soft p-3">
      {examples.image ? (
        <img
          src={examples.image}
          alt={imageAlt}
          className="mx-auto h-auto w-full max-w-[200px] rounded-sm bg-surface"
        />
      ) : null}
      {examples.lines.map((line, index) => (
        // The lines are fixed for a question: their order is their identity.
        <ExampleLine key={index} line={line} />
      ))}
    </div>
  );
}

export interface ExplanationProps {
  translation?: string | null;
  commentary?: string | null;
  /** Where the question's material is in the textbook. */
  textbook?: string | null;
  words?: Partial<CardWords>;
  className?: string;
}

/** Translation, commentary and textbook location as a definition list (spec §2: explanations use definition lists). */
export function Explanation({
  translation,
  commentary,
  textbook,
  words: wordsProp,
  className,
}: ExplanationProps) {
  const words = { ...testPaperWords.questionCard, ...wordsProp };
  const rows = [
    [words.translation, translation],
    [words.commentary, commentary],
    [words.textbook, textbook],
  ].filter((row): row is [string, string] => typeof row[1] === 'string' && row[1].trim() !== '');
  if (rows.length === 0) return null;
  return (
    <dl
      data-slot="explanation"
      className={cn(
        'm-0 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 rounded-md bg-surface-muted p-3 text-base',
        className,
      )}
    >
      {rows.map(([term, detail]) => (
        <div key={term} className="contents">
          <dt className="font-semibold text-muted">{term}</dt>
          <dd className="m-0 whitespace-pre-line">{detail}</dd>
        </div>
      ))}
    </dl>
  );
}

export interface QuestionCardProps extends Omit<React.ComponentProps<'article'>, 'children' | 'id'> {
  question: QuestionView;
  mode?: TestPaperMode;
  /** The answers while taking (in result mode the result's answers are shown). */
  answers?: readonly string[];
  /** How the question was marked: shown in result mode. */
  result?: QuestionResultView | null;
  /**
   * The answers changed: the chosen choice numbers (at most the answer count, the first chosen giving way to one
   * more), or the written text as the one answer (none when it is emptied).
   */
  onAnswersChange?: (answers: readonly string[]) => void;
  /** Locks the answers (time up, submitting). */
  disabled?: boolean;
  /** The question's listen button (the app's audio player). */
  listen?: React.ReactNode;
  /** Result mode: show translation, commentary and textbook location. */
  showExplanation?: boolean;
  /** The alt text of a layout-C picture (the paper gives none). */
  exampleImageAlt?: string;
  words?: Partial<CardWords>;
  choiceWords?: Partial<typeof testPaperWords.choiceList>;
  openAnswerWords?: Partial<typeof testPaperWords.openAnswer>;
}

/**
 * One question (layouts A–D and a group member): number and text, its listen button, the example area (C, D) and
 * the choices or the text answer. Result mode adds a right/wrong badge and, with showExplanation, the explanation.
 * The card is `#question-<id>` and focusable from script, for the answer sheet.
 */
export function QuestionCard({
  question,
  mode = 'taking',
  answers = [],
  result: resultProp,
  onAnswersChange,
  disabled = false,
  listen,
  showExplanation = false,
  exampleImageAlt,
  words: wordsProp,
  choiceWords,
  openAnswerWords,
  className,
  ...props
}: QuestionCardProps) {
  const words = { ...testPaperWords.questionCard, ...wordsProp };
  const headingId = useId();
  const shown = question.number;
  const result = mode === 'result' && resultProp ? resultProp : null;
  const given = result ? result.answers : answers;
  const right = result?.correct === true;
  const outcome = result ? (right ? 'right' : 'wrong') : undefined;

  return (
    <article
      id={questionElementId(question.id)}
      tabIndex={-1}
      aria-labelledby={headingId}
      data-slot="question-card"
      data-layout={question.layout}
      data-result={outcome}
      className={cn(
        'test-paper-card flex scroll-mt-[165px] flex-col gap-3 rounded-lg border-2 border-border bg-surface p-4 focus-visible:outline-3 focus-visible:outline-focus sm:p-5',
        className,
      )}
      {...props}
    >
      {/* The title keeps at least 14rem: on a narrow card the mark and the listen button wrap under it. */}
      <div data-slot="question-head" className="flex flex-wrap items-start gap-3">
        <h2
          id={headingId}
          className="m-0 flex min-w-0 flex-1 basis-56 items-start gap-2 text-lg leading-snug font-semibold"
        >
          <span className="inline-flex min-h-8 min-w-8 shrink-0 items-center justify-center rounded-full bg-course-strong px-2 text-base text-course-foreground">
            <span aria-hidden="true">{shown}</span>
            <span className="sr-only">{words.questionNumber(shown)}</span>
          </span>
          <span className="min-w-0 pt-0.5 break-keep whitespace-pre-line wrap-anywhere">{question.text}</span>
        </h2>
        {result ? (
          <span
            data-slot="result-badge"
            data-state={outcome}
            className="inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-1 text-sm font-bold data-[state=right]:bg-success-soft data-[state=right]:text-success data-[state=wrong]:bg-danger-soft data-[state=wrong]:text-danger"
          >
            {right ? (
              <CircleCheck aria-hidden="true" className="size-5" />
            ) : (
              <CircleX aria-hidden="true" className="size-5" />
            )}
            {right ? words.right : words.wrong}
          </span>
        ) : null}
        {listen ? (
          <div data-print-hide="" className="shrink-0">
            {listen}
          </div>
        ) : null}
      </div>
      <Examples examples={question.examples} imageAlt={exampleImageAlt ?? words.exampleImage} />
      {question.kind === 'text' ? (
        <OpenAnswer
          number={shown}
          mode={mode}
          value={given[0] ?? ''}
          onValueChange={onAnswersChange && ((text) => onAnswersChange(text === '' ? [] : [text]))}
          accepted={result?.correctAnswers}
          correct={right}
          disabled={disabled}
          words={openAnswerWords}
        />
      ) : (
        <ChoiceList
          choices={question.choices}
          answerCount={question.answerCount}
          value={given}
          onValueChange={onAnswersChange}
          mode={mode}
          correct={result?.correctAnswers}
          disabled={disabled}
          labelledBy={headingId}
          words={choiceWords}
        />
      )}
      {result && showExplanation ? (
        <Explanation
          translation={result.translation}
          commentary={result.commentary}
          textbook={result.textbook}
          words={wordsProp}
        />
      ) : null}
    </article>
  );
}

export interface QuestionGroupProps extends Omit<React.ComponentProps<'section'>, 'children'> {
  /** The passage the member questions share, shown with its line breaks. */
  passage: string;
  /** The passage's listen button. */
  listen?: React.ReactNode;
  /**
   * The numbers of its first and last question as shown on the paper. The passage's label (and the region's name)
   * then says which questions it belongs to, so several groups on one paper have distinct names.
   */
  numbers?: { first: number; last: number };
  /** The member question cards. */
  children: React.ReactNode;
  words?: Partial<CardWords>;
}

/** A group: the passage box with its listen button, then its member questions; kept on one printed page. */
export function QuestionGroup({
  passage,
  listen,
  numbers,
  children,
  words: wordsProp,
  className,
  ...props
}: QuestionGroupProps) {
  const words = { ...testPaperWords.questionCard, ...wordsProp };
  const labelId = useId();
  return (
    <section
      data-slot="question-group"
      aria-labelledby={labelId}
      className={cn('test-paper-group flex flex-col gap-3 rounded-lg bg-course-soft p-3 sm:p-4', className)}
      {...props}
    >
      <div className="flex items-start gap-3 rounded-md border-2 border-course-strong bg-surface p-4">
        <div className="flex flex-1 flex-col gap-1">
          <p id={labelId} className="m-0 text-sm font-semibold text-course-strong">
            {numbers ? words.passageFor(numbers.first, numbers.last) : words.passage}
          </p>
          <p className="m-0 font-kid text-lg whitespace-pre-line">{passage}</p>
        </div>
        {listen ? (
          <div data-print-hide="" className="shrink-0">
            {listen}
          </div>
        ) : null}
      </div>
      {children}
    </section>
  );
}
