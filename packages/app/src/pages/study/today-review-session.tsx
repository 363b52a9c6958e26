/**
 * The review page's session (오늘의 복습, issue 30): the day's cards one at a time with the progress; each card is
 * chosen, checked (확인: the server marks it), and ends with the feedback or a note, then 다음; the summary at the end.
 * A lost answer (no network, 5xx) keeps the child's choice and offers to send it again; a card answered elsewhere or
 * past the day's limit (409) or gone (404) is skipped with a note; a refusal (403) ends the review with its words.
 */
import { useId, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { isSettledElsewhere, reviewMutations, type ReviewItem, type ReviewToday } from '@buddy/api';
import { Button } from '@buddy/ui/button';
import { Status } from '@buddy/ui/status';
import { useApp } from '../../app/context';
import { useFeedback } from '../../app/feedback';
import { refusalOf } from '../../app/refusal';
import { QuestionReview, WordReview } from './today-review-cards';
import { Feedback, HomeButton, Skipped, Summary, useFocusOnMount } from './today-review-parts';
import { reviewSummary, type CardOutcome } from './today-review-view';
import { REVIEW_WORDS as WORDS } from './today-review-words';

export function ReviewSession({ today }: { today: ReviewToday }) {
  const cards = today.items;
  const [at, setAt] = useState(0);
  const [outcomes, setOutcomes] = useState<readonly CardOutcome[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const card = cards[at];
  if (refusal !== null) {
    return <Status state="error" data-error-code="REFUSED" message={refusal} action={<HomeButton />} />;
  }
  if (!card) return <Summary summary={reviewSummary(today, outcomes)} day={today.day} />;
  return (
    <div className="flex flex-col gap-5">
      <ReviewProgress at={at + 1} total={cards.length} />
      <ReviewStep
        key={card.cardId}
        card={card}
        number={at + 1}
        total={cards.length}
        focusOnMount={at > 0}
        onOutcome={(outcome) => setOutcomes((list) => [...list, outcome])}
        onRefused={setRefusal}
        day={today.day}
        onNext={() => setAt(at + 1)}
      />
    </div>
  );
}

function ReviewProgress({ at, total }: { at: number; total: number }) {
  return (
    <div className="flex items-center gap-3">
      <div
        role="progressbar"
        aria-label={WORDS.progress}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={at}
        aria-valuetext={WORDS.progressText(at, total)}
        className="h-3 flex-1 overflow-hidden rounded-full bg-surface-muted"
      >
        <span
          className="block h-full rounded-full bg-course-shape"
          style={{ width: `${Math.round((at / total) * 100)}%` }}
        />
      </div>
      <p aria-hidden="true" className="m-0 min-w-16 text-right text-lg font-bold tabular-nums text-text">
        {at} / {total}
      </p>
    </div>
  );
}

interface ReviewStepProps {
  card: ReviewItem;
  /** The Seoul day of the review (the server's), which the next dates are counted from. */
  day: string;
  number: number;
  total: number;
  focusOnMount: boolean;
  onOutcome: (outcome: CardOutcome) => void;
  onRefused: (message: string) => void;
  onNext: () => void;
}

/** One card: choose, 확인, the server's mark (or why it is skipped, or the failure with a retry), then 다음. */
function ReviewStep({
  card,
  day,
  number,
  total,
  focusOnMount,
  onOutcome,
  onRefused,
  onNext,
}: ReviewStepProps) {
  const { api, queryClient } = useApp();
  const { cue } = useFeedback();
  const [answers, setAnswers] = useState<readonly string[]>([]);
  const send = useMutation(reviewMutations.answer(api, queryClient));
  const ref = useFocusOnMount<HTMLElement>(focusOnMount);
  const marked = send.data ?? null;
  const skipped = isSettledElsewhere(send.error) ? send.error : null;
  const failed = send.isError && !skipped && refusalOf(send.error) === null;
  const settled = marked !== null || skipped !== null;
  const needed = card.question?.question.questnTp === 'MC' ? card.question.question.questnAnswrCnt : 1;
  const last = number === total;

  function check() {
    send.mutate(
      { cardId: card.cardId, answrs: [...answers] },
      {
        onSuccess: (answer) => {
          // A gentle sound for the mark (ADR 075); the feedback's words and picture say it too.
          cue(answer.correct ? 'right' : 'wrong');
          onOutcome({ kind: 'marked', answer });
        },
        onError: (error) => {
          if (isSettledElsewhere(error)) {
            onOutcome({ kind: 'skipped', status: error.status, message: error.message });
            return;
          }
          const refusal = refusalOf(error);
          if (refusal !== null) onRefused(refusal);
        },
      },
    );
  }

  const locked = settled || send.isPending;
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-label={WORDS.progressText(number, total)}
      data-slot="review-step"
      data-kind={card.kind}
      className="flex flex-col gap-5 rounded-lg outline-offset-4 focus-visible:outline-3 focus-visible:outline-focus"
    >
      {card.word ? (
        <WordReview
          word={card.word}
          answers={answers}
          onAnswersChange={setAnswers}
          locked={locked}
          answer={marked}
        />
      ) : card.question ? (
        <QuestionReview
          review={card.question}
          number={number}
          answers={answers}
          onAnswersChange={setAnswers}
          locked={locked}
          answer={marked}
        />
      ) : null}
      {marked ? (
        <Feedback answer={marked} word={card.word} day={day} last={last} onNext={onNext} />
      ) : skipped ? (
        <Skipped status={skipped.status} message={skipped.message} last={last} onNext={onNext} />
      ) : failed ? (
        <div
          role="alert"
          data-slot="review-send-failed"
          className="flex flex-col gap-3 rounded-lg border-2 border-danger/40 bg-surface p-4 sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="m-0 text-base font-semibold break-keep text-text">{WORDS.sendFailed}</p>
          <Button size="lg" onClick={check}>
            {WORDS.resend}
          </Button>
        </div>
      ) : (
        <CheckArea
          ready={answers.length >= needed}
          hint={needed > 1 ? WORDS.chooseMore(needed) : WORDS.chooseFirst}
          sending={send.isPending}
          onCheck={check}
        />
      )}
    </section>
  );
}

function CheckArea({
  ready,
  hint,
  sending,
  onCheck,
}: {
  ready: boolean;
  hint: string;
  sending: boolean;
  onCheck: () => void;
}) {
  const hintId = useId();
  return (
    <div className="flex flex-col items-stretch gap-2 sm:flex-row sm:items-center sm:justify-end">
      {ready ? null : (
        <p id={hintId} className="m-0 text-base text-muted">
          {hint}
        </p>
      )}
      <Button
        size="xl"
        variant="course"
        disabled={!ready}
        loading={sending}
        aria-describedby={ready ? undefined : hintId}
        onClick={onCheck}
      >
        {sending ? WORDS.checking : WORDS.check}
      </Button>
    </div>
  );
}
