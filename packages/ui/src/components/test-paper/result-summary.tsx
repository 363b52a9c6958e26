import { useId } from 'react';
import type * as React from 'react';
import { Printer } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import { Checkbox } from '../checkbox';
import { GradeBadge, type Grade } from '../grade-badge';
import { testPaperWords } from './words';
import './test-paper.css';

export interface ResultSummaryProps extends Omit<React.ComponentProps<'section'>, 'children'> {
  /** tstScore, 0–100. */
  score: number;
  /** The score's grade, shown beside it (the product's rule: Buddy's a from 90, b from 70). */
  grade: Grade;
  right: number;
  total: number;
  showExplanation: boolean;
  onShowExplanationChange?: (show: boolean) => void;
  onPrint?: () => void;
  hidePrint?: boolean;
  words?: Partial<typeof testPaperWords.resultSummary>;
}

/** The result: the score with its grade a, b or c, right of total, the '해설 보기' box and the print button. */
export function ResultSummary({
  score,
  grade,
  right,
  total,
  showExplanation,
  onShowExplanationChange,
  onPrint,
  hidePrint = false,
  words: wordsProp,
  className,
  ...props
}: ResultSummaryProps) {
  const headingId = useId();
  const words = { ...testPaperWords.resultSummary, ...wordsProp };
  return (
    <section
      data-slot="result-summary"
      aria-labelledby={headingId}
      className={cn(
        'test-paper-card flex flex-wrap items-center gap-x-8 gap-y-4 rounded-lg border-2 border-course-strong bg-surface p-5 shadow-soft',
        className,
      )}
      {...props}
    >
      <div className="flex flex-col">
        <h2 id={headingId} className="m-0 text-base font-semibold text-muted">
          {words.heading}
        </h2>
        <p className="m-0 flex items-baseline gap-1 text-course-strong">
          <span className="sr-only">{words.score} </span>
          <span data-slot="score" className="font-kid text-6xl leading-none font-bold tabular-nums">
            {score}
          </span>
          <span className="text-2xl font-bold">{words.scoreUnit}</span>
          <GradeBadge grade={grade} size="lg" className="ml-3 self-center" />
        </p>
        <p className="m-0 text-lg">{words.rightOf(right, total)}</p>
      </div>
      <div className="ml-auto flex flex-wrap items-center gap-6">
        <Checkbox
          label={words.showExplanation}
          checked={showExplanation}
          onCheckedChange={(checked) => onShowExplanationChange?.(checked === true)}
          wrapperClassName="text-lg"
        />
        {hidePrint ? null : (
          <Button variant="outline" data-print-hide="" onClick={onPrint}>
            <Printer aria-hidden="true" />
            {words.print}
          </Button>
        )}
      </div>
    </section>
  );
}
