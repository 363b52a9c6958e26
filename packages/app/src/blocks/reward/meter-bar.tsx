import { cn } from '@buddy/ui/utils';

export interface MeterBarProps {
  /** How much is done, of `max`. */
  value: number;
  max: number;
  /** The bar's accessible name: what it measures and how far it is, in words. */
  label: string;
  tone?: 'primary' | 'success';
  className?: string;
}

/**
 * A bar of a count (a mission's units, growth points to the next stage): role progressbar from 0 to `max`, filled
 * in the tone's colour, without the motion under reduced motion. The study home's ProgressBar is its percent twin.
 */
export function MeterBar({ value, max, label, tone = 'primary', className }: MeterBarProps) {
  const done = Math.max(0, Math.min(value, max));
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={done}
      aria-label={label}
      className={cn('h-3 min-w-0 flex-1 overflow-hidden rounded-full', className)}
    >
      <div
        className={cn(
          'h-full rounded-full transition-[width] motion-reduce:transition-none',
          tone === 'success' ? 'bg-success' : 'bg-primary',
        )}
        style={{ width: `${max > 0 ? (100 * done) / max : 0}%` }}
      />
    </div>
  );
}
