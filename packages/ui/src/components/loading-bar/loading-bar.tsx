import { useEffect, useState, type CSSProperties } from 'react';
import { cn } from '../../lib/cn';
import { useThrottledFlag } from '../../hooks/use-throttled-flag';

export interface LoadingBarProps {
  loading: boolean;
  /** Shown only once `loading` has lasted this long (spec §9: 200 ms), so quick loads never flash. */
  throttleMs?: number;
  /** 0..1 when the progress is known; without it the bar creeps towards 90 % over `durationMs`. */
  progress?: number;
  /** How long the indeterminate bar takes to creep to 90 % (spec §9: 5000 ms). */
  durationMs?: number;
  label?: string;
  className?: string;
}

const DONE_MS = 280;

/**
 * A thin bar along the top of the viewport while something loads. When loading ends after the bar showed, it fills
 * to 100 % and fades out. role="progressbar" with aria-valuenow when the progress is known.
 */
export function LoadingBar({
  loading,
  throttleMs = 200,
  progress,
  durationMs = 5000,
  label = '불러오는 중',
  className,
}: LoadingBarProps) {
  const shown = useThrottledFlag(loading, throttleMs);
  const [finishing, setFinishing] = useState(false);
  // Adjusted while rendering (not in an effect): the moment the bar stops showing because loading ended, it finishes.
  const [wasShown, setWasShown] = useState(shown);
  if (shown !== wasShown) {
    setWasShown(shown);
    setFinishing(!shown && !loading);
  }

  useEffect(() => {
    if (!finishing) return;
    const timer = window.setTimeout(() => setFinishing(false), DONE_MS);
    return () => window.clearTimeout(timer);
  }, [finishing]);

  if (!shown && !finishing) return null;
  const known = progress !== undefined && Number.isFinite(progress);
  const value = known ? Math.min(1, Math.max(0, progress)) : undefined;
  const state = finishing ? 'done' : known ? 'determinate' : 'indeterminate';
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={known ? 0 : undefined}
      aria-valuemax={known ? 100 : undefined}
      aria-valuenow={value !== undefined ? Math.round(value * 100) : undefined}
      aria-busy={!finishing}
      data-slot="loading-bar"
      data-state={state}
      className={cn('pointer-events-none fixed inset-x-0 top-0 z-[60] h-1', className)}
    >
      <div
        data-state={state}
        className={cn(
          'h-full origin-left bg-primary shadow-[0_0_8px_var(--color-primary)]',
          'data-[state=done]:scale-x-100 data-[state=done]:opacity-0 data-[state=done]:transition-[transform,opacity] data-[state=done]:duration-(--duration-fade)',
          'data-[state=determinate]:transition-transform data-[state=determinate]:duration-(--duration-menu)',
          'data-[state=indeterminate]:animate-[loading-creep_var(--creep)_cubic-bezier(0.1,0.6,0.3,1)_forwards]',
        )}
        style={
          finishing
            ? undefined
            : known
              ? { transform: `scaleX(${value})` }
              : ({ '--creep': `${durationMs}ms` } as CSSProperties)
        }
      />
    </div>
  );
}
