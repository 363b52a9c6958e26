/**
 * The study home's "오늘의 복습" card (issue 30, spaced review): with cards due, how many and about how long, and a big
 * start link to /study/review; all done today, a cheer and when the next review is; nothing due today, when; nothing
 * scheduled yet, what fills it. While it loads, and when it fails or is refused, it stays away: the review is an
 * extra of the day, and the rest of the home never waits for it or shows its trouble.
 */
import { useQuery } from '@tanstack/react-query';
import { CalendarCheck, Repeat2, Sparkles } from 'lucide-react';
import { reviewQueries } from '@buddy/api';
import { Button } from '@buddy/ui/button';
import { Link } from '@buddy/ui/link';
import { cn } from '@buddy/ui/utils';
import { useApp } from '../../app/context';
import { REVIEW_PATH } from '../../routes/study-links';
import { daysUntil, reviewCardState, type ReviewCardState } from './today-review-view';
import { REVIEW_WORDS } from './today-review-words';

const WORDS = REVIEW_WORDS.card;

export function TodayReviewCard({ course, className }: { course?: string | undefined; className?: string }) {
  const { api } = useApp();
  const today = useQuery(reviewQueries.today(api));
  if (!today.data) return null;
  const { day } = today.data;
  const state = reviewCardState(today.data);
  return (
    <section
      aria-labelledby="today-review-title"
      data-slot="today-review-card"
      data-state={state.kind}
      data-course={course?.toLowerCase()}
      className={cn(
        'flex flex-col gap-4 rounded-lg border-2 border-course bg-surface p-5 shadow-soft desktop:flex-row desktop:items-center desktop:justify-between desktop:p-6',
        className,
      )}
    >
      <div className="flex items-start gap-4">
        <span
          aria-hidden="true"
          className="flex size-14 shrink-0 items-center justify-center rounded-full bg-course-soft text-course-strong"
        >
          {state.kind === 'done' ? (
            <Sparkles className="size-7" />
          ) : state.kind === 'due' ? (
            <Repeat2 className="size-7" />
          ) : (
            <CalendarCheck className="size-7" />
          )}
        </span>
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id="today-review-title" className="m-0 text-xl font-bold text-text">
            {REVIEW_WORDS.title}
          </h2>
          <CardLines state={state} day={day} />
        </div>
      </div>
      {state.kind === 'due' ? (
        <Button asChild size="xl" variant="course" className="self-stretch desktop:self-auto">
          <Link variant="plain" href={REVIEW_PATH}>
            {state.resumed ? WORDS.resume : WORDS.start}
          </Link>
        </Button>
      ) : null}
    </section>
  );
}

function CardLines({ state, day }: { state: ReviewCardState; day: string }) {
  const line = 'm-0 text-base break-keep text-text';
  switch (state.kind) {
    case 'due':
      return (
        <p className={line}>
          {state.resumed ? WORDS.resumed(state.count, state.minutes) : WORDS.due(state.count, state.minutes)}
        </p>
      );
    case 'done':
      return (
        <>
          <p className={cn(line, 'font-semibold')}>{WORDS.done}</p>
          {state.next === null ? null : (
            <p className={cn(line, 'text-muted')}>
              {WORDS.nextReview(state.next, daysUntil(state.next, day))}
            </p>
          )}
        </>
      );
    case 'later':
      return (
        <>
          <p className={line}>{WORDS.later}</p>
          <p className={cn(line, 'text-muted')}>{WORDS.nextReview(state.next, daysUntil(state.next, day))}</p>
        </>
      );
    default:
      return (
        <>
          <p className={line}>{WORDS.empty}</p>
          <p className={cn(line, 'text-muted')}>{WORDS.emptyHow}</p>
        </>
      );
  }
}
