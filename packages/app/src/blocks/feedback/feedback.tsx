import type * as React from 'react';
import { Check, PartyPopper, RotateCcw, Volume2, VolumeX } from 'lucide-react';
import { cn } from '@buddy/ui/utils';
import { Button } from '@buddy/ui/button';
import type { FeedbackKind } from './sounds';
import { FEEDBACK_WORDS } from './words';
import './feedback.css';

/**
 * The device's sound switch for the reactions (ADR 075): a 44 px button, pressed while the sound is on. It says what
 * it is and what it does; turning it off never hides a reaction's words.
 */
export interface SoundToggleProps {
  /** Whether the reactions make a sound (the app's device setting: `useFeedback` in app/feedback.ts). */
  soundOn: boolean;
  onSoundOnChange: (on: boolean) => void;
  className?: string;
  words?: Partial<typeof FEEDBACK_WORDS>;
}

export function SoundToggle({ soundOn, onSoundOnChange, className, words: wordsProp }: SoundToggleProps) {
  const words = { ...FEEDBACK_WORDS, ...wordsProp };
  const setSoundOn = onSoundOnChange;
  return (
    <Button
      type="button"
      variant="outline"
      aria-pressed={soundOn}
      title={words.soundHint}
      onClick={() => setSoundOn(!soundOn)}
      className={cn('gap-2', className)}
      data-slot="sound-toggle"
    >
      {soundOn ? <Volume2 aria-hidden="true" /> : <VolumeX aria-hidden="true" />}
      <span>{words.sound}</span>
      <span className="sr-only">{soundOn ? words.soundOn : words.soundOff}</span>
    </Button>
  );
}

const STARS = [
  { x: '-2.4rem', y: '-1.8rem', color: 'text-warning' },
  { x: '2.4rem', y: '-1.6rem', color: 'text-primary' },
  { x: '-2.2rem', y: '1.4rem', color: 'text-success' },
  { x: '2.2rem', y: '1.6rem', color: 'text-warning' },
  { x: '0', y: '-2.6rem', color: 'text-success' },
] as const;

/**
 * A reaction's picture (ADR 075): a round badge (a check, a turn-around arrow, a party popper) with a few stars that
 * pop out once for a right answer or something finished; none for "try again" (never punishing). Decoration only: the
 * message beside it says what happened. Give it a new `key` to play it again.
 */
export function Cheer({ kind, className, ...props }: { kind: FeedbackKind } & React.ComponentProps<'span'>) {
  const Icon = kind === 'right' ? Check : kind === 'wrong' ? RotateCcw : PartyPopper;
  return (
    <span
      data-slot="cheer"
      data-kind={kind}
      aria-hidden="true"
      className={cn('relative inline-grid size-12 shrink-0 place-items-center', className)}
      {...props}
    >
      <span
        data-cheer-badge=""
        className={cn(
          'grid size-12 place-items-center rounded-full',
          kind === 'wrong' ? 'bg-surface-muted text-muted' : 'bg-success-soft text-success',
        )}
      >
        <Icon className="size-7" />
      </span>
      {kind === 'wrong'
        ? null
        : STARS.map((star, index) => (
            <span
              key={index}
              data-star=""
              className={cn('pointer-events-none absolute text-xl leading-none', star.color)}
              style={{ '--cheer-x': star.x, '--cheer-y': star.y } as React.CSSProperties}
            >
              ★
            </span>
          ))}
    </span>
  );
}
