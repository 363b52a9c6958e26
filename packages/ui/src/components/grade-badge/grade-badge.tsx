import type * as React from 'react';
import { cn } from '../../lib/cn';

/** A result's grade: a the best, then b, then c. The product decides which score earns which. */
export type Grade = 'a' | 'b' | 'c';

export const gradeBadgeWords = {
  /** What a grade reads as, on screen and to assistive technology. */
  grade: (grade: Grade) => `${grade.toUpperCase()}등급`,
};

const LOOKS: Record<Grade, string> = {
  a: 'bg-success text-primary-foreground',
  b: 'bg-primary text-primary-foreground',
  c: 'bg-surface-muted text-text',
};

const SIZES = {
  sm: 'px-2 text-sm',
  lg: 'px-4 py-1 text-xl',
} as const;

export interface GradeBadgeProps extends Omit<React.ComponentProps<'span'>, 'children'> {
  /** The grade to show (the product reckons it from its score: Buddy's a from 90, b from 70, c below). */
  grade: Grade;
  size?: keyof typeof SIZES;
  words?: Partial<typeof gradeBadgeWords>;
}

/** A result's grade a, b or c, as a round badge with its word (never colour alone). */
export function GradeBadge({ grade, size = 'sm', words: wordsProp, className, ...props }: GradeBadgeProps) {
  const words = { ...gradeBadgeWords, ...wordsProp };
  return (
    <span
      data-slot="grade-badge"
      data-grade={grade}
      className={cn(
        'inline-block rounded-full font-bold whitespace-nowrap',
        SIZES[size],
        LOOKS[grade],
        className,
      )}
      {...props}
    >
      {words.grade(grade)}
    </span>
  );
}
