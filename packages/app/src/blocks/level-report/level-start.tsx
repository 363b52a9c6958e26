import { useId } from 'react';
import type * as React from 'react';
import { Compass } from 'lucide-react';
import { LEVEL_RULES, levelStrengths, type LevelRecommendation, type LevelTally } from '@buddy/domain';
import { cn } from '@buddy/ui/utils';
import { QuietState } from './quiet-state';
import { levelReportWords } from './words';

export interface LevelStartProps extends Omit<React.ComponentProps<'section'>, 'children'> {
  /** Where the level test says to start, with its reasons; null for a paper without levels. */
  recommendation?: LevelRecommendation | null;
  /** The recommendation is on its way, or could not be had (the rest of the result still shows). */
  status?: 'ready' | 'loading' | 'error';
  onRetry?: () => void;
  /** The heading level of the panel (its parts are one below). Default 2. */
  headingLevel?: 2 | 3;
  /** What a parent can do next (a visitor's trial request, the result's link). */
  children?: React.ReactNode;
  words?: Partial<typeof levelReportWords.start>;
}

const rate = ({ right, total }: LevelTally) => (total === 0 ? 0 : right / total);
const percent = (tally: LevelTally) => `${Math.round(rate(tally) * 100)}%`;

/**
 * The recommended start of a marked level test (issue 30, ADR 074): the course and step, big and in the course's
 * colour, and why — each section as a labelled bar with a sentence naming the section done best and the one to
 * practise, and each block of the test (the course it was written at, its answers right, passed or not). A paper
 * without levels says so; loading and failure are quiet, so the score above stays the page's news.
 */
export function LevelStart({
  recommendation,
  status = 'ready',
  onRetry,
  headingLevel = 2,
  children,
  words: wordsProp,
  className,
  ...props
}: LevelStartProps) {
  const words = { ...levelReportWords.start, ...wordsProp };
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const Part = headingLevel === 2 ? 'h3' : 'h4';
  const course = status === 'ready' ? recommendation?.course : undefined;
  return (
    <section
      aria-labelledby={headingId}
      data-slot="level-start"
      data-state={status === 'ready' ? (recommendation ? 'recommended' : 'none') : status}
      data-course={course?.toLowerCase()}
      className={cn(
        '@container flex flex-col gap-5 rounded-xl border border-border bg-surface p-4 break-keep shadow-soft desktop:p-6',
        className,
      )}
      {...props}
    >
      <div className="flex flex-col gap-2">
        <Heading
          id={headingId}
          className="m-0 flex items-center gap-2 text-base font-bold text-course-strong"
        >
          <Compass aria-hidden="true" className="size-5" />
          {words.heading}
        </Heading>
        {status === 'ready' && recommendation ? (
          <>
            <p
              data-slot="level-start-course"
              className="m-0 rounded-lg bg-course-soft px-4 py-3 text-2xl leading-snug font-extrabold text-course-strong @md:text-3xl"
            >
              {words.startAt(recommendation.course, recommendation.step)}
            </p>
            <p className="m-0 text-base text-muted">{words.lead}</p>
          </>
        ) : null}
      </div>
      {status === 'loading' || status === 'error' ? (
        <QuietState status={status} words={words} onRetry={onRetry} />
      ) : recommendation ? (
        <div className="grid gap-5 @xl:grid-cols-2">
          <Sections recommendation={recommendation} Heading={Part} words={words} />
          <Blocks recommendation={recommendation} Heading={Part} words={words} />
        </div>
      ) : (
        <p className="m-0 rounded-lg bg-surface-muted p-4 text-base text-text">{words.none}</p>
      )}
      {children}
    </section>
  );
}

type PartProps = {
  recommendation: LevelRecommendation;
  Heading: 'h3' | 'h4';
  words: typeof levelReportWords.start;
};

function Sections({ recommendation, Heading, words }: PartProps) {
  const headingId = useId();
  const { strongest, weakest } = levelStrengths(recommendation.sections);
  return (
    <section aria-labelledby={headingId} data-slot="level-sections" className="flex min-w-0 flex-col gap-3">
      <Heading id={headingId} className="m-0 text-lg font-bold text-text">
        {words.sections}
      </Heading>
      <ul className="m-0 flex list-none flex-col gap-2 p-0">
        {recommendation.sections.map((tally) => (
          <TallyRow
            key={tally.section}
            label={words.section[tally.section]}
            tally={tally}
            words={words}
            mark={tally.section === strongest ? 'best' : tally.section === weakest ? 'practise' : undefined}
          />
        ))}
      </ul>
      <p data-slot="level-strengths" className="m-0 text-base text-text">
        {strongest && weakest ? words.strengths(strongest, weakest) : words.even}
      </p>
    </section>
  );
}

function Blocks({ recommendation, Heading, words }: PartProps) {
  const headingId = useId();
  const leadId = useId();
  return (
    <section
      aria-labelledby={headingId}
      aria-describedby={leadId}
      data-slot="level-blocks"
      className="flex min-w-0 flex-col gap-3"
    >
      <Heading id={headingId} className="m-0 text-lg font-bold text-text">
        {words.blocks}
      </Heading>
      <ul className="m-0 flex list-none flex-col gap-2 p-0">
        {recommendation.blocks.map((block) => {
          const passed = rate(block) >= LEVEL_RULES.pass;
          return (
            <TallyRow
              key={block.course}
              course={block.course}
              label={words.block(block.course)}
              tally={block}
              words={words}
              badge={passed ? words.passed : undefined}
            />
          );
        })}
      </ul>
      <p id={leadId} className="m-0 text-sm text-muted">
        {words.blocksLead}
      </p>
    </section>
  );
}

/** One labelled bar: the name, the bar (a picture of the figure), the figure; assistive technology reads it whole. */
function TallyRow({
  label,
  tally,
  words,
  course,
  badge,
  mark,
}: {
  label: string;
  tally: LevelTally;
  words: typeof levelReportWords.start;
  /** A block's own course colours its bar. */
  course?: string;
  badge?: string | undefined;
  mark?: 'best' | 'practise' | undefined;
}) {
  return (
    <li
      data-course={course?.toLowerCase()}
      data-mark={mark}
      className="grid grid-cols-[minmax(4.5rem,auto)_1fr_auto] items-center gap-3"
    >
      <span className="flex items-center gap-1 font-semibold text-text">
        {label}
        {badge ? (
          <span className="rounded-full bg-course-soft px-2 text-xs font-bold text-course-strong">
            {badge}
          </span>
        ) : null}
      </span>
      <span aria-hidden="true" className="h-3 overflow-hidden rounded-full bg-surface-muted">
        <span className="block h-full rounded-full bg-course-shape" style={{ width: percent(tally) }} />
      </span>
      <span className="text-right font-bold whitespace-nowrap tabular-nums text-text">
        <span aria-hidden="true">{words.tally(tally.right, tally.total)}</span>
        <span className="sr-only">{words.tallyLong(tally.right, tally.total)}</span>
      </span>
    </li>
  );
}
