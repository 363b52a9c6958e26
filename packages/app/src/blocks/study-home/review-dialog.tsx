import { useId } from 'react';
import { Info } from 'lucide-react';
import type { Course } from '@buddy/domain';
import { cn } from '@buddy/ui/utils';
import { Status } from '@buddy/ui/status';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@buddy/ui/dialog';
import { Link } from '@buddy/ui/link';
import { studyHomeWords } from './words';

/** A step of a course in the review popup: reviewable, or why not (studied over a year ago, or never). */
export interface ReviewStep {
  step: number;
  reviewable: boolean;
  /** When it was last studied (an ISO instant); none when never studied. */
  lastStudiedAt?: string | null;
}

/** A course of the review popup with its steps. */
export interface ReviewCourse {
  course: Course;
  steps: readonly ReviewStep[];
}

export type ReviewDialogState = 'loading' | 'error' | 'ready';

export interface ReviewDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  state: ReviewDialogState;
  entries?: readonly ReviewCourse[];
  hrefFor: (course: Course, step: number) => string;
  /** A step link was followed (the app closes the popup). */
  onNavigate?: () => void;
  onRetry?: () => void;
  words?: Partial<typeof studyHomeWords.reviewDialog>;
  className?: string;
}

/**
 * The review popup (spec §2 Header): every course with its steps; a step is a link only when it is reviewable. The
 * limit note is always shown; a load failure shows the failure words with a retry.
 */
export function ReviewDialog({
  open,
  onOpenChange,
  state,
  entries = [],
  hrefFor,
  onNavigate,
  onRetry,
  words: wordsProp,
  className,
}: ReviewDialogProps) {
  const words = { ...studyHomeWords.reviewDialog, ...wordsProp };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        data-slot="review-dialog"
        closeLabel={words.close}
        className={cn('desktop:max-w-2xl', className)}
      >
        <DialogHeader>
          <DialogTitle>{words.title}</DialogTitle>
          <DialogDescription>{words.description}</DialogDescription>
        </DialogHeader>
        <p
          role="note"
          className="m-0 flex items-start gap-2 rounded-md bg-surface-muted p-3 text-sm text-text"
        >
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {words.limit}
        </p>
        <div aria-live="polite" aria-busy={state === 'loading'}>
          {state === 'loading' || state === 'error' ? (
            <Status
              state={state}
              size="sm"
              message={state === 'loading' ? words.loading : words.failed}
              retryLabel={words.retry}
              onRetry={onRetry}
            />
          ) : (
            <ul className="m-0 flex list-none flex-col gap-3 p-0">
              {entries.map((entry) => (
                <ReviewCourseRow
                  key={entry.course}
                  entry={entry}
                  hrefFor={hrefFor}
                  onNavigate={onNavigate}
                  words={words}
                />
              ))}
            </ul>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}

function ReviewCourseRow({
  entry,
  hrefFor,
  onNavigate,
  words,
}: {
  entry: ReviewCourse;
  hrefFor: ReviewDialogProps['hrefFor'];
  onNavigate?: () => void;
  words: typeof studyHomeWords.reviewDialog;
}) {
  const course = entry.course;
  const headingId = useId();
  return (
    <li
      data-course={course.toLowerCase()}
      className="flex flex-col gap-2 rounded-lg border-l-4 border-course bg-course-soft p-3 desktop:flex-row desktop:items-center"
    >
      <h3 id={headingId} className="m-0 w-20 shrink-0 font-kid text-lg font-bold text-course-strong">
        {words.course(course)}
      </h3>
      {/* Seven equal chips: four and three on a phone, one row when the row is wide enough. A chip wraps whole; its
          step never breaks inside it. */}
      <div className="min-w-0 flex-1 @container">
        <ul
          aria-labelledby={headingId}
          data-slot="review-steps"
          className="m-0 grid list-none grid-cols-4 gap-2 p-0 @md:grid-cols-7"
        >
          {entry.steps.map((step) => (
            <li key={step.step} className="flex min-w-0">
              {step.reviewable ? (
                <Link
                  variant="plain"
                  href={hrefFor(course, step.step)}
                  onClick={onNavigate}
                  aria-label={`${words.course(course)} ${words.step(step.step)}`}
                  className="inline-flex min-h-11 w-full items-center justify-center rounded-md bg-course-strong px-1 font-semibold whitespace-nowrap text-course-foreground hover:brightness-110"
                >
                  {words.step(step.step)}
                </Link>
              ) : (
                <span
                  data-reviewable="false"
                  className="inline-flex min-h-11 w-full flex-col items-center justify-center rounded-md border border-border bg-surface px-1 py-1 text-center text-sm text-muted"
                >
                  <span className="whitespace-nowrap">{words.step(step.step)}</span>
                  <span className="text-xs leading-tight break-keep">
                    {step.lastStudiedAt ? words.expired : words.notStudied}
                  </span>
                </span>
              )}
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
