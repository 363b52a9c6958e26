import { useId } from 'react';
import type * as React from 'react';
import { cn } from '@buddy/ui/utils';

export interface WaveformProps extends Omit<React.ComponentProps<'svg'>, 'children' | 'role'> {
  /** Bar heights 0–1 (scalePeaks); null while the sound is being decoded: a calm row of flat bars. */
  peaks: readonly number[] | null;
  /** How much has played, 0–1: those bars are filled and a playhead marks the place; null shows no progress. */
  progress?: number | null;
  /** The text alternative, e.g. '내 목소리 파형, 1.3초'. */
  label: string;
  /** How many flat bars the placeholder draws. */
  placeholderBars?: number;
}

/** Each bar's slot in the picture's own units: the bar and the gap after it. */
const SLOT = 4;
const BAR = 2.6;
const HEIGHT = 40;
/** The shortest bar drawn, so that a silent moment still shows as a dot on the line. */
const MIN_BAR = 2;

/**
 * A sound drawn as bars (listen and compare, ADR 071): an image with a text alternative. The played part is filled
 * in the course colour with a playhead at its end, so progress is told by position as well as by colour; nothing
 * else moves (the fill follows the sound, no transition).
 */
export function Waveform({
  peaks,
  progress = null,
  label,
  placeholderBars = 48,
  className,
  ...props
}: WaveformProps) {
  const clipId = useId();
  const bars = peaks ?? new Array<number>(placeholderBars).fill(0);
  const width = Math.max(1, bars.length) * SLOT;
  const played = progress === null ? null : Math.min(1, Math.max(0, progress));
  const drawn = bars.map((peak, index) => {
    const height = Math.max(MIN_BAR, Math.min(1, Math.max(0, peak)) * HEIGHT);
    return (
      <rect
        key={index}
        x={index * SLOT + (SLOT - BAR) / 2}
        y={(HEIGHT - height) / 2}
        width={BAR}
        height={height}
        rx={1}
      />
    );
  });
  return (
    <svg
      role="img"
      aria-label={label}
      data-slot="waveform"
      data-state={peaks ? 'ready' : 'decoding'}
      data-progress={peaks && played !== null ? played.toFixed(2) : undefined}
      viewBox={`0 0 ${width} ${HEIGHT}`}
      preserveAspectRatio="none"
      className={cn('block h-12 w-full', className)}
      {...props}
    >
      <g className={peaks ? 'fill-muted' : 'fill-border'}>{drawn}</g>
      {peaks && played !== null ? (
        <>
          <clipPath id={clipId}>
            <rect x={0} y={0} width={played * width} height={HEIGHT} />
          </clipPath>
          <g className="fill-course-shape" clipPath={`url(#${clipId})`} data-slot="waveform-played">
            {drawn}
          </g>
          <rect
            data-slot="waveform-playhead"
            x={Math.min(width - 1, Math.max(0, played * width - 0.5))}
            y={0}
            width={1}
            height={HEIGHT}
            className="fill-text"
          />
        </>
      ) : null}
    </svg>
  );
}
