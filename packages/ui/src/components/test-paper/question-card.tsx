import { useId } from 'react';
import type * as React from 'react';
import { CircleCheck, CircleX } from 'lucide-react';
import { questionLayout, type ExampleText, type PaperQuestion, type ResultQuestion } from '@buddy/domain';
import { cn } from '../../lib/cn';
import { ChoiceList, type TestPaperMode } from './choice-list';
import { OpenAnswer } from './open-answer';
import { testPaperWords } from './words';
import './test-paper.css';

type CardWords = typeof testPaperWords.questionCard;

/** The id a question card carries, for the answer sheet's scrolling (#question-<seq>). */
export function questionElementId(questnSeq: number): string {
  return `question-${questnSeq}`;
}

function isResultQuestion(question: PaperQuestion | ResultQuestion): question is ResultQuestion {
  return 'tstRst' in question;
}

/** NB "Mia: Thank you." is speaker then bubble; BN "You're ___. :Sam" is bubble then speaker. */
function splitSpeaker(example: ExampleText): { speaker: string | null; text: string } {
  if (example.tp === 'NB') {
    const match = /^([^:]{1,24}):\s*(.*)$/su.exec(example.txt);
    return match
      ? { speaker: match[1]?.trim() ?? null, text: match[2] ?? '' }
      : { speaker: null, text: example.txt };
  }
  if (example.tp === 'BN') {
    const match = /^(.*?)\s*:([^:]{1,24})$/su.exec(example.txt);
    return match
      ? { speaker: match[2]?.trim() ?? null, text: match[1] ?? '' }
      : { speaker: null, text: example.txt };
  }
  return { speaker: null, text: example.txt };
}

function Speaker({ name }: { name: string }) {
  return (
    <span className="inline-flex min-h-9 min-w-9 shrink-0 items-center justify-center rounded-full bg-course-strong px-2 text-sm font-bold text-course-foreground">
      {name}
    </span>
  );
}

function ExampleLine({ example }: { example: ExampleText }) {
  if (example.tp === 'WB') {
    return (
      <p
        data-slot="word-box"
        className="m-0 rounded-md border-2 border-dashed border-course-strong px-4 py-2 text-center font-kid text-lg tracking-wide"
      >
        {example.txt}
      </p>
    );
  }
  const { speaker, text } = splitSpeaker(example);
  const bubble = (
    <span className="rounded-lg bg-surface px-3 py-1.5 font-kid text-lg shadow-soft">{text}</span>
  );
  return (
    <p
      data-slot="speech"
      data-kind={example.tp}
      className={cn('m-0 flex items-center gap-2', example.tp === 'BN' && 'justify-end')}
    >
      {example.tp === 'BN' ? (
        <>
          {bubble}
          {speaker ? <Speaker name={speaker} /> : null}
        </>
      ) : (
        <>
          {speaker ? <Speaker name={speaker} /> : null}
          {bubble}
        </>
      )}
    </p>
  );
}

/** The example area: layout C a picture (at most 200 px wide), layout D speech bubbles and a word box. */
function Examples({ question, imageAlt }: { question: PaperQuestion; imageAlt: string }) {
  const exmpls = question.exmpls;
  if (!exmpls) return null;
  const texts = [...exmpls.exmplTexts].sort((a, b) => a.seq - b.seq);
  if (!exmpls.exmplImgUrl && texts.length === 0) return null;
  return (
    <div data-slot="examples" className="flex flex-col gap-2 rounded-md bg-course-soft p-3">
      {exmpls.exmplImgUrl ? (
        <img
          src={exmpls.exmplImgUrl}
          alt={imageAlt}
          className="mx-auto h-auto w-full max-w-[200px] rounded-sm bg-surface"
        />
      ) : null}
      {texts.map((example) => (
        <ExampleLine key={example.seq} example={example} />
      ))}
    </div>
  );
}

export interface ExplanationProps {
  questnTrans?: string | null;
  questnCmmtry?: string | null;
  questnRelTxtBook?: string | null;
  words?: Partial<CardWords>;
  className?: string;
}

/** Translation, commentary and textbook location as a definition list (spec §2: explanations use definition lists). */
export function Explanation({
  questnTrans,
  questnCmmtry,
  questnRelTxtBook,
  words: wordsProp,
  className,
}: ExplanationProps) {
  const words = { ...testPaperWords.questionCard, ...wordsProp };
  const rows = [
    [words.translation, questnTrans],
    [words.commentary, questnCmmtry],
    [words.textbook, questnRelTxtBook],
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

export interface QuestionCardProps extends Omit<React.ComponentProps<'article'>, 'children'> {
  question: PaperQuestion | ResultQuestion;
  /** The number shown (defaults to questnSeq). */
  number?: number;
  mode?: TestPaperMode;
  /** The answers while taking (ignored in result mode, which shows stdntAnswrs). */
  answers?: readonly string[];
  /** An MC choice was pressed: the parent applies chooseChoice. */
  onChoose?: (choice: string) => void;
  /** The OE text changed. */
  onTextChange?: (text: string) => void;
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
 * The card is `#question-<seq>` and focusable from script, for the answer sheet.
 */
export function QuestionCard({
  question,
  number,
  mode = 'taking',
  answers = [],
  onChoose,
  onTextChange,
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
  const shown = number ?? question.questnSeq;
  const result = mode === 'result' && isResultQuestion(question) ? question : null;
  const given = result ? result.stdntAnswrs : answers;
  const right = result?.tstRst === 'Y';
  const layout = questionLayout(question.questnDpTp);

  return (
    <article
      id={questionElementId(question.questnSeq)}
      tabIndex={-1}
      aria-labelledby={headingId}
      data-slot="question-card"
      data-layout={layout}
      data-result={result ? (right ? 'right' : 'wrong') : undefined}
      className={cn(
        'test-paper-card flex scroll-mt-[165px] flex-col gap-3 rounded-lg border-2 border-border bg-surface p-4 focus-visible:outline-3 focus-visible:outline-focus sm:p-5',
        className,
      )}
      {...props}
    >
      <div className="flex items-start gap-3">
        <h2 id={headingId} className="m-0 flex flex-1 items-start gap-2 text-lg leading-snug font-semibold">
          <span className="inline-flex min-h-8 min-w-8 shrink-0 items-center justify-center rounded-full bg-course-strong px-2 text-base text-course-foreground">
            <span aria-hidden="true">{shown}</span>
            <span className="sr-only">{words.questionNumber(shown)}</span>
          </span>
          <span className="pt-0.5 whitespace-pre-line">{question.questnText}</span>
        </h2>
        {result ? (
          <span
            data-slot="result-badge"
            className={cn(
              'inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-1 text-sm font-bold',
              right ? 'bg-success-soft text-success' : 'bg-danger-soft text-danger',
            )}
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
      <Examples question={question} imageAlt={exampleImageAlt ?? words.exampleImage} />
      {question.questnTp === 'OE' ? (
        <OpenAnswer
          number={shown}
          mode={mode}
          value={given[0] ?? ''}
          onValueChange={onTextChange}
          accepted={result?.corrAnswrs}
          correct={right}
          disabled={disabled}
          words={openAnswerWords}
        />
      ) : (
        <ChoiceList
          choices={question.shetss}
          answerCount={question.questnAnswrCnt}
          value={given}
          onChoose={onChoose}
          mode={mode}
          correct={result?.corrAnswrs}
          disabled={disabled}
          labelledBy={headingId}
          words={choiceWords}
        />
      )}
      {result && showExplanation ? (
        <Explanation
          questnTrans={result.questnTrans}
          questnCmmtry={result.questnCmmtry}
          questnRelTxtBook={result.questnRelTxtBook}
          words={wordsProp}
        />
      ) : null}
    </article>
  );
}

export interface QuestionGroupProps extends Omit<React.ComponentProps<'section'>, 'children'> {
  /** The passage (grpText), shown with its line breaks. */
  grpText: string;
  /** The passage's listen button (grpAudUrl). */
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
  grpText,
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
          <p className="m-0 font-kid text-lg whitespace-pre-line">{grpText}</p>
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

/** The brief's name for QuestionCard (layouts A–D). */
export const QuestionView = QuestionCard;
export type QuestionViewProps = QuestionCardProps;
