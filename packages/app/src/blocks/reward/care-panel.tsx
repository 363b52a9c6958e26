import { useId } from 'react';
import type * as React from 'react';
import { HeartPulse, Moon, PartyPopper, Smile, Utensils, Zap } from 'lucide-react';
import type { BuddyMood } from '@buddy/domain';
import { Button } from '@buddy/ui/button';
import { cn } from '@buddy/ui/utils';
import { rewardWords, type CareWords } from './words';

/** Whether a care can be done now, and why not (the server's words). */
export interface CareCan {
  can: boolean;
  reason?: string;
}

/** The buddy's care as the server reckons it (ADR 061). */
export interface CareView {
  mood: BuddyMood;
  moodText: string;
  feed: CareCan;
  bed: CareCan;
  medicines: readonly (CareCan & { itemId: number; itemNm: string; itemImgUrl: string; qty: number })[];
}

/** A care the child asks for. */
export type CareRequest = { action: 'FEED' | 'BED' } | { action: 'MEDICINE'; itemId: number };

export type CarePanelProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  care: CareView;
  /** A care is being sent: the buttons wait. */
  pending?: boolean;
  /** Why the last care was refused (the server's words). */
  problem?: string;
  onCare: (request: CareRequest) => void;
  words?: Partial<CareWords>;
};

const MOOD_ICON: Record<BuddyMood, React.ComponentType<{ className?: string; 'aria-hidden'?: boolean }>> = {
  happy: Smile,
  cheerful: PartyPopper,
  hungry: Utensils,
  sleepy: Moon,
  asleep: Moon,
  unwell: HeartPulse,
};

/**
 * The buddy's needs and the child's care (ADR 061): its mood in words (announced when it changes), then feeding,
 * bedtime and each medicine held, as big buttons. A care that cannot be done now stays visible, disabled, with its
 * reason under it, so the child learns when it can.
 */
export function CarePanel({
  care,
  pending = false,
  problem,
  onCare,
  words: wordsProp,
  className,
  ...props
}: CarePanelProps) {
  const words = { ...rewardWords.care, ...wordsProp };
  const ids = useId();
  const Icon = MOOD_ICON[care.mood];
  const action = (
    key: string,
    label: string,
    can: CareCan,
    request: CareRequest,
    icon: React.ReactNode,
    extra?: React.ReactNode,
  ) => (
    <li key={key} className="flex min-w-0 flex-col gap-1">
      <Button
        size="lg"
        variant={can.can ? 'primary' : 'outline'}
        disabled={!can.can || pending}
        aria-describedby={can.can ? undefined : `${ids}-${key}`}
        onClick={() => onCare(request)}
        className="w-full justify-start gap-2"
      >
        {icon}
        <span className="min-w-0 truncate">{label}</span>
        {extra}
      </Button>
      {can.can ? null : (
        <p id={`${ids}-${key}`} className="m-0 text-sm text-muted">
          {can.reason}
        </p>
      )}
    </li>
  );
  return (
    <div
      data-slot="care-panel"
      data-mood={care.mood}
      className={cn('flex flex-col gap-3', className)}
      {...props}
    >
      <p
        role="status"
        className={cn(
          'm-0 flex items-center gap-2 rounded-lg px-3 py-2 font-semibold text-text',
          care.mood === 'unwell' || care.mood === 'hungry' ? 'bg-coin/20' : 'bg-success-soft',
        )}
      >
        <Icon aria-hidden className="size-6 shrink-0" />
        {care.moodText}
      </p>
      <ul aria-label={words.heading} className="m-0 grid list-none grid-cols-1 gap-2 p-0 @md:grid-cols-2">
        {action(
          'feed',
          words.feed,
          care.feed,
          { action: 'FEED' },
          <Utensils aria-hidden className="size-5" />,
        )}
        {action('bed', words.bed, care.bed, { action: 'BED' }, <Moon aria-hidden className="size-5" />)}
        {care.medicines.map((medicine) =>
          action(
            `med-${medicine.itemId}`,
            words.give(medicine.itemNm),
            medicine,
            { action: 'MEDICINE', itemId: medicine.itemId },
            <Zap aria-hidden className="size-5" />,
            <span className="ml-auto shrink-0 tabular-nums">{words.count(medicine.qty)}</span>,
          ),
        )}
      </ul>
      {problem ? (
        <p role="alert" className="m-0 text-sm font-semibold text-danger">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
