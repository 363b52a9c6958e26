import { useId } from 'react';
import type * as React from 'react';
import { cn } from '../../lib/cn';
import { Mascot, type MascotPose } from '../mascot';
import './test-paper.css';

export interface ResultCheerProps extends Omit<React.ComponentProps<'section'>, 'children' | 'title'> {
  /** The cheer's first line, read as its heading (the product picks it by the result's grade). */
  title: string;
  /** A line or two more: what to do next. */
  message?: string;
  /** The mascot's pose (happy by default). */
  pose?: MascotPose;
  /** The grade the words were chosen for ('a', 'b', 'c'), mirrored as data-grade. */
  grade?: string;
}

/**
 * The mascot's words on a result: the buddy beside a short cheer. Words come from the product (by the score's grade).
 * Beside the questions on desktop (the result's right column), a row above them on mobile.
 */
export function ResultCheer({
  title,
  message,
  pose = 'happy',
  grade,
  className,
  ...props
}: ResultCheerProps) {
  const titleId = useId();
  return (
    <section
      data-slot="result-cheer"
      data-grade={grade}
      aria-labelledby={titleId}
      className={cn(
        'test-paper-card flex items-center gap-4 rounded-lg bg-course-soft p-4 break-keep wrap-anywhere desktop:flex-col desktop:p-5 desktop:text-center',
        className,
      )}
      {...props}
    >
      <Mascot pose={pose} size="lg" className="max-desktop:size-16" />
      <div className="flex min-w-0 flex-col gap-1">
        <p id={titleId} className="m-0 text-lg leading-snug font-bold text-course-strong">
          {title}
        </p>
        {message ? <p className="m-0 text-base leading-normal text-text">{message}</p> : null}
      </div>
    </section>
  );
}
