/**
 * The review page's ends (오늘의 복습, issue 30): the feedback after a card (the server's mark, or why the card is
 * skipped), the summary of the day's review, and what they share (the way home, the focus moved to what appears).
 */
import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import type { ReviewAnswer, ReviewWord } from '@buddy/api';
import { Button } from '@buddy/ui/button';
import { Link } from '@buddy/ui/link';
import { Mascot } from '@buddy/ui/mascot';
import { cn } from '@buddy/ui/utils';
import { useFeedback } from '../../app/feedback';
import { Cheer } from '../../blocks/feedback';
import { daysUntil, type ReviewSummary } from './today-review-view';
import { REVIEW_WORDS as WORDS } from './today-review-words';

const HOME = '/study';

/** The way back to the study home, as a big button. */
export function HomeButton() {
  return (
    <Button asChild size="xl" variant="course">
      <Link variant="plain" href={HOME}>
        {WORDS.backHome}
      </Link>
    </Button>
  );
}

/** Moves the focus to a step's element when it appears (a new card, the feedback, the summary). */
export function useFocusOnMount<T extends HTMLElement>(when = true): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (when) ref.current?.focus();
  }, [when]);
  return ref;
}

/** The end of one card: a line and the next button in a region that takes the focus, so it is read at once. */
function StepEnd({
  headline,
  tone,
  children,
  last,
  onNext,
}: {
  headline: string;
  tone: 'right' | 'wrong' | 'skipped';
  children?: ReactNode;
  last: boolean;
  onNext: () => void;
}) {
  const ref = useFocusOnMount<HTMLElement>();
  const headingId = useId();
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby={headingId}
      data-slot="review-feedback"
      data-result={tone}
      className={cn(
        'flex flex-col gap-3 rounded-xl border-2 bg-surface p-4 shadow-soft outline-offset-2 focus-visible:outline-3 focus-visible:outline-focus sm:p-5',
        tone === 'right' ? 'border-success' : tone === 'wrong' ? 'border-course' : 'border-border',
      )}
    >
      <div className="flex items-center gap-3">
        <Mascot pose={tone === 'right' ? 'happy' : 'curious'} size="md" />
        {tone === 'skipped' ? null : <Cheer kind={tone} />}
        <h3 id={headingId} className="m-0 text-2xl font-bold break-keep text-text">
          {headline}
        </h3>
      </div>
      {children}
      <Button size="xl" variant="course" className="self-stretch sm:self-end" onClick={onNext}>
        {last ? WORDS.finish : WORDS.next}
      </Button>
    </section>
  );
}

/** The server's mark: right or wrong, the right answer (a word's here; a question's on its card), when it comes back. */
export function Feedback({
  answer,
  word,
  day,
  last,
  onNext,
}: {
  answer: ReviewAnswer;
  word: ReviewWord | null;
  day: string;
  last: boolean;
  onNext: () => void;
}) {
  const rightMeaning = word?.choices.find((choice) => choice.choice === answer.corrAnswrs[0])?.ko;
  return (
    <StepEnd
      headline={answer.correct ? WORDS.right : WORDS.wrong}
      tone={answer.correct ? 'right' : 'wrong'}
      last={last}
      onNext={onNext}
    >
      {word && !answer.correct && rightMeaning ? (
        <p className="m-0 text-lg font-semibold text-text">{WORDS.word.answer(rightMeaning)}</p>
      ) : null}
      {word && answer.explanation ? (
        <dl className="m-0 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 rounded-md bg-surface-muted p-3 text-base">
          <dt className="font-semibold text-muted">{WORDS.word.example}</dt>
          <dd lang="en" className="m-0 font-kid text-lg">
            {answer.explanation}
          </dd>
          {answer.translation ? (
            <>
              <dt className="font-semibold text-muted">{WORDS.word.meaning}</dt>
              <dd className="m-0">{answer.translation}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
      <p className="m-0 text-base font-semibold text-text">{WORDS.again(daysUntil(answer.nextDueAt, day))}</p>
    </StepEnd>
  );
}

/** A card answered in another tab or past the day's limit (409, the server's words), or gone (404): skipped. */
export function Skipped({
  status,
  message,
  last,
  onNext,
}: {
  status: number;
  message: string;
  last: boolean;
  onNext: () => void;
}) {
  return (
    <StepEnd
      headline={status === 404 ? WORDS.gone : WORDS.skipped}
      tone="skipped"
      last={last}
      onNext={onNext}
    >
      {status === 404 ? null : <p className="m-0 text-base break-keep text-text">{message}</p>}
    </StepEnd>
  );
}

export function Summary({ summary, day }: { summary: ReviewSummary; day: string }) {
  const ref = useFocusOnMount<HTMLElement>();
  const { reviewed, right, skipped, next } = summary;
  // The review finished: the page reacts once (ADR 075).
  const { cue } = useFeedback();
  useEffect(() => {
    if (reviewed > 0) cue('done');
  }, [cue, reviewed]);
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby="review-summary-title"
      data-slot="review-summary"
      className="flex flex-col items-center gap-5 rounded-xl border-2 border-course bg-surface p-6 text-center shadow-soft outline-offset-2 focus-visible:outline-3 focus-visible:outline-focus"
    >
      <span className="flex items-center gap-2">
        <Mascot pose="happy" size="lg" />
        {reviewed > 0 ? <Cheer kind="done" /> : null}
      </span>
      <h2 id="review-summary-title" className="m-0 text-2xl font-bold text-text">
        {WORDS.summary.title}
      </h2>
      <p className="m-0 text-lg break-keep text-text">{WORDS.summary.cheer(right, reviewed)}</p>
      <dl className="m-0 grid w-full max-w-md grid-cols-2 gap-3">
        {[
          [WORDS.summary.reviewed, reviewed],
          [WORDS.summary.right, right],
        ].map(([term, count]) => (
          <div key={term} className="flex flex-col gap-1 rounded-lg bg-course-soft p-3">
            <dt className="text-base text-text">{term}</dt>
            <dd className="m-0 text-3xl font-bold tabular-nums text-text">
              {WORDS.summary.count(Number(count))}
            </dd>
          </div>
        ))}
      </dl>
      {skipped > 0 ? (
        <p className="m-0 text-base break-keep text-muted">{WORDS.summary.skipped(skipped)}</p>
      ) : null}
      <p className="m-0 text-base font-semibold break-keep text-text">
        {next === null ? WORDS.summary.noNext : WORDS.card.nextReview(next, daysUntil(next, day))}
      </p>
      <HomeButton />
    </section>
  );
}
