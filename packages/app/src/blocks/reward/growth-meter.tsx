import type * as React from 'react';
import { Sprout } from 'lucide-react';
import type { GrowthProgress } from '@buddy/domain';
import { Button } from '@buddy/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@buddy/ui/dialog';
import { cn } from '@buddy/ui/utils';
import { MeterBar } from './meter-bar';
import { rewardWords, type GrowthWords } from './words';

export type GrowthMeterProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** The buddy's growth as the server counts it (ADR 060). */
  growth: GrowthProgress;
  words?: Partial<GrowthWords>;
};

/**
 * How far the buddy has grown by learning (ADR 060): its stage, a bar to the next stage with the points still
 * needed, and what grows it. At the top stage the bar is full and says so.
 */
export function GrowthMeter({ growth, words: wordsProp, className, ...props }: GrowthMeterProps) {
  const words = { ...rewardWords.growth, ...wordsProp };
  const span = growth.nextAt === null ? 1 : growth.nextAt - growth.stageFrom;
  const done = growth.nextAt === null ? 1 : growth.points - growth.stageFrom;
  return (
    <div data-slot="growth-meter" className={cn('flex flex-col gap-2', className)} {...props}>
      <p className="m-0 flex items-center gap-2 font-bold text-text">
        <Sprout aria-hidden="true" className="size-5 shrink-0 text-success" />
        {words.stage(growth.stage)}
      </p>
      <MeterBar
        value={done}
        max={span}
        label={words.progressLabel(growth)}
        tone="success"
        className="flex-none bg-surface-muted"
      />
      <p className="m-0 text-sm text-text">
        {growth.nextAt === null ? words.top : words.toNext(growth.nextAt - growth.points)}
      </p>
      <p className="m-0 text-sm text-muted">{words.how}</p>
    </div>
  );
}

export interface GrowthCelebrationProps {
  open: boolean;
  stage: number;
  /** The buddy as it now looks (the kit's PetStage), drawn in the dialog. */
  children?: React.ReactNode;
  /** The child closed it: the stage is marked as seen. */
  onClose: () => void;
  words?: Partial<GrowthWords>;
}

/** The once-only celebration of a stage reached (ADR 060): the grown buddy, big, and one button to close. */
export function GrowthCelebration({
  open,
  stage,
  children,
  onClose,
  words: wordsProp,
}: GrowthCelebrationProps) {
  const words = { ...rewardWords.growth, ...wordsProp };
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent data-slot="growth-celebration" className="text-center">
        <DialogHeader>
          <DialogTitle className="text-2xl">{words.celebrateTitle}</DialogTitle>
          <DialogDescription>{words.celebrateText(stage)}</DialogDescription>
        </DialogHeader>
        {children ? <div className="mx-auto w-full max-w-72">{children}</div> : null}
        <DialogFooter>
          <Button size="lg" className="w-full" onClick={onClose}>
            {words.celebrateClose}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
