/**
 * The review page's cards (오늘의 복습, issue 30): a word card (its sound on the page's one audio player, the English
 * word large, four meanings as a picture and a Korean word) and a missed question drawn with the test paper's kit
 * parts (its passage above it when it is a group's), each marked after 확인.
 */
import { useId } from 'react';
import { CircleCheck, CircleX } from 'lucide-react';
import type { ReviewAnswer, ReviewQuestion, ReviewWord } from '@buddy/api';
import { storableText } from '@buddy/domain';
import { ChoiceGroup, ChoiceGroupItem } from '@buddy/ui/choice-group';
import { AudioButton, QuestionCard, QuestionGroup } from '@buddy/ui/test-paper';
import { cn } from '@buddy/ui/utils';
import { questionView } from '../../blocks/test-paper';
import { REVIEW_WORDS as WORDS } from './today-review-words';

export interface CardViewProps {
  answers: readonly string[];
  onAnswersChange: (answers: readonly string[]) => void;
  /** Sending or marked: the answer cannot change. */
  locked: boolean;
  answer: ReviewAnswer | null;
}

/** A word card: its sound, the English word large, four meanings (a picture and a Korean word); marked after 확인. */
export function WordReview({
  word,
  answers,
  onAnswersChange,
  locked,
  answer,
}: CardViewProps & { word: ReviewWord }) {
  const headingId = useId();
  const promptId = useId();
  const owner = useId();
  const right = answer?.corrAnswrs[0];
  return (
    <article
      aria-labelledby={headingId}
      data-slot="review-word"
      className="flex flex-col gap-5 rounded-xl border-2 border-border bg-surface p-4 shadow-soft sm:p-6"
    >
      <p className="m-0 text-sm font-semibold text-course-strong">{WORDS.word.label}</p>
      <div className="flex flex-wrap items-center justify-center gap-4">
        <h2 id={headingId} lang="en" className="m-0 font-kid text-5xl font-bold break-all text-text">
          {word.en}
        </h2>
        {word.audioUrl ? (
          <AudioButton
            id={owner}
            src={word.audioUrl}
            label={WORDS.word.listen}
            accessibleLabel={WORDS.word.listenLabel(word.en)}
          />
        ) : null}
      </div>
      <p id={promptId} className="m-0 text-center text-lg text-text">
        {WORDS.word.prompt}
      </p>
      <ChoiceGroup
        aria-labelledby={promptId}
        value={answers}
        onValueChange={onAnswersChange}
        disabled={locked}
        className="grid grid-cols-2 gap-3 desktop:grid-cols-4"
      >
        {word.choices.map((choice) => {
          const mark = !answer
            ? undefined
            : choice.choice === right
              ? 'right'
              : answers.includes(choice.choice)
                ? 'wrong'
                : undefined;
          return (
            <ChoiceGroupItem
              key={choice.choice}
              value={choice.choice}
              data-mark={mark}
              className={cn(
                'flex min-h-32 flex-col items-center justify-center gap-2 rounded-xl border-3 border-border bg-surface p-3 text-text',
                'outline-offset-2 focus-visible:outline-3 focus-visible:outline-focus',
                'not-disabled:hover:border-course data-[state=checked]:border-course-strong data-[state=checked]:bg-course-soft',
                'data-[mark=right]:border-success data-[mark=right]:bg-success-soft data-[mark=wrong]:border-danger data-[mark=wrong]:bg-danger-soft',
              )}
            >
              {choice.imageUrl ? (
                <img src={choice.imageUrl} alt="" className="size-20 object-contain sm:size-24" />
              ) : null}
              <span className="text-xl font-bold break-keep">{choice.ko}</span>
              {mark ? (
                <span
                  className={cn(
                    'inline-flex items-center gap-1 text-sm font-bold',
                    mark === 'right' ? 'text-success' : 'text-danger',
                  )}
                >
                  {mark === 'right' ? (
                    <CircleCheck aria-hidden="true" className="size-5" />
                  ) : (
                    <CircleX aria-hidden="true" className="size-5" />
                  )}
                  {mark === 'right' ? WORDS.word.right : WORDS.word.mine}
                </span>
              ) : null}
            </ChoiceGroupItem>
          );
        })}
      </ChoiceGroup>
    </article>
  );
}

/** A missed question as the test paper showed it (its passage above it when it is a group's), marked after 확인. */
export function QuestionReview({
  review,
  number,
  answers,
  onAnswersChange,
  locked,
  answer,
}: CardViewProps & { review: ReviewQuestion; number: number }) {
  const owner = useId();
  const { question } = review;
  const view = questionView(question, number);
  const from = WORDS.question.from(review.stdTstTp, {
    course: review.stdCourse,
    step: review.stdStep,
    week: review.stdWeek,
    grade: review.lvtGrd,
  });
  const card = (
    <QuestionCard
      question={view}
      mode={answer ? 'result' : 'taking'}
      answers={answers}
      result={
        answer
          ? {
              correct: answer.correct,
              correctAnswers: answer.corrAnswrs,
              answers,
              translation: answer.translation,
              commentary: answer.explanation,
              textbook: null,
            }
          : null
      }
      showExplanation
      disabled={locked}
      listen={
        question.questnAudUrl ? (
          <AudioButton
            id={`${owner}-question`}
            src={question.questnAudUrl}
            accessibleLabel={WORDS.question.listenQuestion}
          />
        ) : undefined
      }
      onAnswersChange={(next) =>
        onAnswersChange(
          view.kind === 'text' ? next.map((text) => storableText(text)).filter((text) => text !== '') : next,
        )
      }
    />
  );
  return (
    <div data-slot="review-question" className="flex flex-col gap-3">
      <p className="m-0 text-sm font-semibold text-course-strong">{from}</p>
      {question.grpText ? (
        <QuestionGroup
          passage={question.grpText}
          listen={
            question.grpAudUrl ? (
              <AudioButton
                id={`${owner}-passage`}
                src={question.grpAudUrl}
                accessibleLabel={WORDS.question.listenPassage}
              />
            ) : undefined
          }
        >
          {card}
        </QuestionGroup>
      ) : (
        card
      )}
    </div>
  );
}
