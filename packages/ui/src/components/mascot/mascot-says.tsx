import type * as React from 'react';
import { cn } from '../../lib/cn';
import { Mascot, type MascotPose } from './mascot';

export interface MascotSaysProps extends Omit<React.ComponentProps<'div'>, 'children'> {
  /** What the mascot says: the only thing read. */
  line: React.ReactNode;
  /** The mascot's pose beside the bubble. */
  pose?: MascotPose;
}

/**
 * The mascot with a speech bubble (issue 13, delight): the mascot and the bubble are decoration (the mascot hidden from
 * assistive technology, the bubble's tail drawn in CSS), the line is text, read once. The bubble's edge takes the
 * course colour; nothing moves.
 */
export function MascotSays({ line, pose = 'happy', className, ...props }: MascotSaysProps) {
  return (
    <div
      data-slot="mascot-says"
      data-pose={pose}
      className={cn('flex items-end gap-3', className)}
      {...props}
    >
      <Mascot pose={pose} size="md" className="desktop:size-20" />
      <div
        data-slot="mascot-says-bubble"
        className={cn(
          'relative mb-3 min-w-0 max-w-xl rounded-lg border-2 border-course bg-surface px-4 py-3 shadow-soft',
          // The bubble's tail, pointing at the mascot: a square turned on its corner (CSS only, not read).
          'before:absolute before:bottom-3 before:-left-[9px] before:size-4 before:rotate-45 before:border-b-2 before:border-l-2 before:border-course before:bg-surface',
        )}
      >
        <p className="relative m-0 text-base font-bold text-text desktop:text-lg">{line}</p>
      </div>
    </div>
  );
}
