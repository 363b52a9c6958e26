import { useEffect, useId, useRef } from 'react';
import { Check, RotateCcw, Sparkles, Trophy } from 'lucide-react';
import { usePrefersReducedMotion } from '@buddy/ui/hooks';
import { cn } from '@buddy/ui/utils';
import { Button, Spinner } from '@buddy/ui/button';
import { Mascot } from '@buddy/ui/mascot';
import { CoinIcon } from '@buddy/ui/coin-icon';
import { typingGameWords, type TypingResultWords } from './words';

export type TypingResultState = 'saving' | 'saved' | 'failed';

export interface TypingResultProps {
  /** Where the round's record is: being saved, saved, or not saved (with a retry). */
  state: TypingResultState;
  /** The round's figures, computed by the caller (typingFigures). */
  figures: { cpm: number; accuracy: number; score: number };
  /** A new personal best: the mascot celebrates (no motion when reduced motion is asked for). */
  best?: boolean;
  /** The child's place this week, when known. */
  rank?: number | null;
  /** The coins the saved round paid (shown once saved, when more than 0). */
  coins?: number;
  onPlayAgain: () => void;
  /** With state 'failed': the retry button. */
  onRetrySave?: () => void;
  /** The heading level of the title (default 2). */
  headingLevel?: 2 | 3;
  words?: Partial<TypingResultWords>;
  className?: string;
}

/**
 * The end of a round of the typing game: the mascot with encouraging words by score band (words.cheer), 타수,
 * 정확도 and 점수 in big figures, the week's place, and where the record is (a polite busy status while saving, a
 * quiet mark once saved, an alert with a retry when saving failed). A new personal best is celebrated with a badge
 * and a short hop of the mascot. Its heading takes the focus when it appears (the game's input is gone).
 */
export function TypingResult({
  state,
  figures,
  best = false,
  rank = null,
  coins = 0,
  onPlayAgain,
  onRetrySave,
  headingLevel = 2,
  words: wordsProp,
  className,
}: TypingResultProps) {
  const words = { ...typingGameWords.result, ...wordsProp };
  const id = useId();
  const reducedMotion = usePrefersReducedMotion();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const mascotRef = useRef<SVGSVGElement>(null);
  const Heading = `h${headingLevel}` as const;

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  // A new best: one short hop (0.9 s), never under reduced motion.
  useEffect(() => {
    if (!best || reducedMotion) return;
    const animation = mascotRef.current?.animate(
      [
        { transform: 'none' },
        { transform: 'translateY(-18%) rotate(-6deg)' },
        { transform: 'none' },
        { transform: 'translateY(-8%) rotate(6deg)' },
        { transform: 'none' },
      ],
      { duration: 900, easing: 'ease-in-out' },
    );
    return () => animation?.cancel();
  }, [best, reducedMotion]);

  const figureList = [
    { label: words.cpm, value: words.cpmValue(figures.cpm) },
    { label: words.accuracy, value: words.accuracyValue(figures.accuracy) },
    { label: words.score, value: words.scoreValue(figures.score) },
  ];

  return (
    <section
      aria-labelledby={`${id}-title`}
      data-slot="typing-result"
      data-state={state}
      data-best={best ? '' : undefined}
      className={cn(
        'flex min-w-0 flex-col items-center gap-4 rounded-xl border-2 border-border bg-surface px-4 py-6 text-center break-keep shadow-soft desktop:px-8 desktop:py-8',
        best && 'border-primary',
        className,
      )}
    >
      <div className="relative">
        <Mascot ref={mascotRef} pose="happy" size="lg" />
        {best ? (
          <Sparkles aria-hidden="true" className="absolute -top-2 -right-5 size-8 fill-coin text-coin" />
        ) : null}
      </div>
      <Heading
        id={`${id}-title`}
        ref={headingRef}
        tabIndex={-1}
        className="m-0 text-base font-semibold text-muted focus:outline-none"
      >
        {words.title}
      </Heading>
      <p className="m-0 text-2xl leading-snug font-bold text-text desktop:text-3xl">
        {words.cheer(figures.score)}
      </p>
      {best ? (
        <p className="m-0 inline-flex items-center gap-2 rounded-full bg-primary px-4 py-1.5 text-lg font-bold text-primary-foreground">
          <Trophy aria-hidden="true" className="size-5" />
          {words.best}
        </p>
      ) : null}
      <div role="group" aria-label={words.figures} className="w-full max-w-lg">
        <dl className="m-0 grid grid-cols-3 gap-2 desktop:gap-3">
          {figureList.map((figure) => (
            <div
              key={figure.label}
              className="flex min-w-0 flex-col items-center gap-0.5 rounded-lg bg-surface-muted px-2 py-3"
            >
              <dt className="text-sm font-semibold text-muted">{figure.label}</dt>
              <dd className="m-0 text-2xl font-bold text-text tabular-nums desktop:text-3xl">
                {figure.value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
      {rank !== null && rank > 0 ? (
        <p className="m-0 text-lg font-semibold text-text">{words.rank(rank)}</p>
      ) : null}
      <div role="status" aria-busy={state === 'saving' || undefined} data-slot="typing-result-save">
        {state === 'saving' ? (
          <p className="m-0 flex items-center gap-2 text-base text-muted">
            <Spinner className="size-5 text-primary" />
            {words.saving}
          </p>
        ) : state === 'saved' ? (
          <>
            <p className="m-0 flex items-center justify-center gap-2 text-base text-muted">
              <Check aria-hidden="true" className="size-5 text-success" />
              {words.saved}
            </p>
            {coins > 0 ? (
              <p
                data-slot="typing-result-coins"
                className="m-0 mt-2 inline-flex items-center gap-2 rounded-full border-2 border-coin bg-coin/15 px-4 py-1.5 text-lg font-bold text-text"
              >
                <CoinIcon className="size-6" />
                {words.coins(coins)}
              </p>
            ) : null}
          </>
        ) : null}
      </div>
      {state === 'failed' ? (
        <div
          role="alert"
          className="flex w-full max-w-lg flex-col items-center gap-3 rounded-lg border border-dashed border-danger/40 px-4 py-4"
        >
          <p className="m-0 text-base font-semibold text-text">{words.failed}</p>
          {onRetrySave ? (
            <Button variant="outline" onClick={onRetrySave}>
              {words.retrySave}
            </Button>
          ) : null}
        </div>
      ) : null}
      <Button size="lg" onClick={onPlayAgain}>
        <RotateCcw aria-hidden="true" />
        {words.playAgain}
      </Button>
    </section>
  );
}
