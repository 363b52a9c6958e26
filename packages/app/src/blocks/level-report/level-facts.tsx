import type * as React from 'react';
import { cn } from '@buddy/ui/utils';
import { levelReportWords } from './words';

export interface LevelFactsProps extends Omit<React.ComponentProps<'dl'>, 'children'> {
  score: number;
  /** When it was submitted (epoch ms). */
  takenAt: number;
  words?: Partial<typeof levelReportWords.facts>;
}

/** A level test's score and day, as a short list of terms under the report's title (which names the grade). */
export function LevelFacts({ score, takenAt, words: wordsProp, className, ...props }: LevelFactsProps) {
  const words = { ...levelReportWords.facts, ...wordsProp };
  return (
    <dl
      data-slot="level-facts"
      className={cn('m-0 flex flex-wrap items-baseline gap-x-6 gap-y-2 text-base', className)}
      {...props}
    >
      <div className="flex items-baseline gap-2">
        <dt className="text-muted">{words.score}</dt>
        <dd className="m-0 text-2xl font-bold tabular-nums text-text">{words.points(score)}</dd>
      </div>
      <div className="flex items-baseline gap-2">
        <dt className="text-muted">{words.date}</dt>
        <dd className="m-0 tabular-nums text-text">
          <time dateTime={new Date(takenAt).toISOString()}>{words.day(takenAt)}</time>
        </dd>
      </div>
    </dl>
  );
}
