import type * as React from 'react';
import { scoreGrade, type ScoreGrade } from '@buddy/domain';
import { cn } from '../../lib/cn';

export const gradeBadgeWords = {
  /** What a grade reads as, on screen and to assistive technology. */
  grade: (grade: ScoreGrade) => `${grade.toUpperCase()}등급`,
};

const LOOKS: Record<ScoreGrade, string> = {
  a: 'bg-success text-primary-foreground',
  b: 'bg-primary text-primary-foreground',
  c: 'bg-surface-muted text-text',
};

const SIZES = {
  sm: 'px-2 text-sm',
  lg: 'px-4 py-1 text-xl',
} as const;

export interface GradeBadgeProps extends Omit<React.ComponentProps<'span'>, 'children'> {
  /** A test score, 0–100: the grade is a from 90, b from 70, c below (spec §2 visual hints, decision 011). */
  score: number;
  size?: keyof typeof SIZES;
  words?: Partial<typeof gradeBadgeWords>;
}

/** The result grade a, b or c of a score, as a round badge with its word (never colour alone). */
export function GradeBadge({ score, size = 'sm', words: wordsProp, className, ...props }: GradeBadgeProps) {
  const words = { ...gradeBadgeWords, ...wordsProp };
  const grade = scoreGrade(score);
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
