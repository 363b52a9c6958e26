import { useId } from 'react';
import type * as React from 'react';
import { BookOpen, Check, Mic, Music, Tv, WholeWord } from 'lucide-react';
import type { UnitKind } from '@buddy/domain';
import { cn } from '@buddy/ui/utils';
import { Link } from '@buddy/ui/link';
import { dailyStudyWords } from './words';

type UnitNavWords = typeof dailyStudyWords.unitNav;

/** A unit of the day: its number, kind and title, and how much of it is done. */
export interface UnitNavItem {
  unit: number;
  kind: UnitKind;
  title: string;
  /** Percent done, 0–100. */
  progress: number;
}

export interface UnitNavProps extends Omit<React.ComponentProps<'nav'>, 'children' | 'onSelect'> {
  day: number;
  units: readonly UnitNavItem[];
  /** The unit on screen (aria-current). */
  current: number | null;
  hrefFor: (unit: number) => string;
  /** Called instead of following the link (the page switches the unit in place); the address still changes. */
  onSelect?: (unit: number, event: React.MouseEvent<HTMLAnchorElement>) => void;
  words?: Partial<UnitNavWords>;
}

const ICONS: Record<UnitKind, typeof Tv> = {
  watch: Tv,
  sing: Music,
  read: BookOpen,
  speak: Mic,
  words: WholeWord,
};

/**
 * The day's units in order (spec §3 Study session), each with its kind, title and progress (a bar, the figure and a
 * check when done, not colour alone); the unit on screen is marked as the current step.
 */
export function UnitNav({
  day,
  units,
  current,
  hrefFor,
  onSelect,
  words: wordsProp,
  className,
  ...props
}: UnitNavProps) {
  const words = { ...dailyStudyWords.unitNav, ...wordsProp };
  const labelId = useId();
  return (
    <nav
      data-slot="unit-nav"
      aria-labelledby={labelId}
      className={cn('flex flex-col gap-2', className)}
      {...props}
    >
      <h2 id={labelId} className="m-0 text-lg font-bold">
        {words.label(day)}
      </h2>
      <ol className="m-0 flex list-none flex-col gap-2 p-0">
        {units.map((unit, at) => {
          const Icon = ICONS[unit.kind];
          const done = unit.progress >= 100;
          const isCurrent = unit.unit === current;
          return (
            <li key={unit.unit}>
              <Link
                variant="plain"
                href={hrefFor(unit.unit)}
                aria-current={isCurrent ? 'step' : undefined}
                onClick={
                  onSelect
                    ? (event: React.MouseEvent<HTMLAnchorElement>) => onSelect(unit.unit, event)
                    : undefined
                }
                data-done={done || undefined}
                className={cn(
                  'group/unit flex items-center gap-3 rounded-lg border-2 border-border bg-surface p-2 text-text transition-colors duration-(--duration-menu) hover:border-course-strong',
                  'aria-[current=step]:border-course-strong aria-[current=step]:bg-course-soft',
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'flex size-10 shrink-0 items-center justify-center rounded-full bg-course-soft text-course-strong',
                    'group-data-done/unit:bg-course-strong group-data-done/unit:text-course-foreground',
                  )}
                >
                  {done ? <Check className="size-5" strokeWidth={3} /> : <Icon className="size-5" />}
                </span>
                <span className="flex min-w-0 flex-1 flex-col gap-1">
                  <span className="text-xs font-semibold text-muted">
                    {words.unit(at + 1)} {words.kind[unit.kind]}
                  </span>
                  <span lang="en" className="truncate font-kid font-bold">
                    {unit.title}
                  </span>
                  <span
                    aria-hidden="true"
                    className="h-1.5 w-full overflow-hidden rounded-full bg-surface-muted"
                  >
                    <span
                      className="block h-full rounded-full bg-course-shape transition-[width] duration-(--duration-slide) motion-reduce:transition-none"
                      style={{ width: `${unit.progress}%` }}
                    />
                  </span>
                </span>
                <span className="shrink-0 text-sm font-semibold tabular-nums">
                  <span aria-hidden="true">{words.rate(unit.progress)}</span>
                  <span className="sr-only">
                    {words.rateLabel(unit.progress)}
                    {done ? `, ${words.done}` : ''}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
