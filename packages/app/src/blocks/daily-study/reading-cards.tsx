import { useId, useState } from 'react';
import type * as React from 'react';
import { Check, ChevronLeft, ChevronRight } from 'lucide-react';
import type { StudySlide } from '@buddy/domain';
import { usePrefersReducedMotion } from '@buddy/ui/hooks';
import { cn } from '@buddy/ui/utils';
import { Button } from '@buddy/ui/button';
import { AudioButton } from '@buddy/ui/test-paper';
import { dailyStudyWords } from './words';

type ReadingWords = typeof dailyStudyWords.readingCards;

export interface ReadingCardsProps extends Omit<React.ComponentProps<'section'>, 'children' | 'title'> {
  title: string;
  slides: readonly StudySlide[];
  /** Cards already completed (stored progress). */
  doneParts?: readonly number[];
  /** A card was read: its '읽었어요' button (read units). */
  onPartDone?: (index: number) => void;
  /**
   * Whether each card has the '읽었어요' button (read units). A speak unit turns it off and completes a card when
   * its recording is uploaded (see `actions`).
   */
  markable?: boolean;
  /** More under a card, e.g. the speak unit's RecordButton. */
  actions?: (slide: StudySlide, index: number) => React.ReactNode;
  /** The card shown first. */
  defaultIndex?: number;
  /** Follow the shown card (e.g. to key a recorder to it). */
  onIndexChange?: (index: number) => void;
  words?: Partial<ReadingWords>;
}

/**
 * The cards of a read or speak unit (spec §3 Study session): one sentence at a time with its picture, its sound on the
 * page's AudioPlayerProvider, and the Korean meaning on demand. '읽었어요' reports the card and moves to the next.
 */
export function ReadingCards({
  title,
  slides,
  doneParts = [],
  onPartDone,
  markable = true,
  actions,
  defaultIndex = 0,
  onIndexChange,
  words: wordsProp,
  className,
  ...props
}: ReadingCardsProps) {
  const words = { ...dailyStudyWords.readingCards, ...wordsProp };
  const reducedMotion = usePrefersReducedMotion();
  const headingId = useId();
  const owner = useId();
  const [index, setIndex] = useState(() =>
    Math.min(Math.max(0, defaultIndex), Math.max(0, slides.length - 1)),
  );
  const [showMeaning, setShowMeaning] = useState(false);
  // The first card shows at once; later cards fade in (not with reduced motion).
  const [moved, setMoved] = useState(false);
  const [read, setRead] = useState<ReadonlySet<number>>(() => new Set());
  const done = (at: number) => read.has(at) || doneParts.includes(at);
  const total = slides.length;
  const slide = slides[index];

  function move(to: number) {
    if (to < 0 || to >= total) return;
    setIndex(to);
    setMoved(true);
    onIndexChange?.(to);
  }

  function markRead() {
    setRead((current) => new Set([...current, index]));
    onPartDone?.(index);
    if (index + 1 < total) move(index + 1);
  }

  return (
    <section
      data-slot="reading-cards"
      aria-labelledby={headingId}
      className={cn('flex flex-col gap-3', className)}
      {...props}
    >
      <h3 id={headingId} className="sr-only">
        {words.label(title)}
      </h3>
      {slide ? (
        <article
          key={reducedMotion ? undefined : index}
          aria-label={words.card(index + 1, total)}
          data-done={done(index) ? '' : undefined}
          data-moved={moved || undefined}
          className={cn(
            'flex flex-col items-center gap-3 rounded-xl border-3 border-course-soft bg-surface p-4 shadow-soft desktop:p-6',
            'motion-safe:data-moved:animate-[fade-in_var(--duration-fade)_ease-out]',
          )}
        >
          <p className="m-0 flex w-full items-center justify-between text-sm text-muted tabular-nums">
            <span aria-live="polite">{words.card(index + 1, total)}</span>
            {done(index) ? (
              <span className="inline-flex items-center gap-1 font-semibold text-course-strong">
                <Check aria-hidden="true" className="size-4" strokeWidth={3} />
                {words.doneAlready}
              </span>
            ) : null}
          </p>
          <img src={slide.image} alt="" className="h-36 w-auto max-w-full object-contain desktop:h-48" />
          <p lang="en" className="m-0 text-center font-kid text-2xl font-bold desktop:text-3xl">
            {slide.text}
          </p>
          {showMeaning ? <p className="m-0 text-center text-lg text-muted">{slide.ko}</p> : null}
          <div className="flex flex-wrap items-center justify-center gap-2">
            <AudioButton
              id={`${owner}-${index}`}
              src={slide.audio}
              label={words.listen}
              accessibleLabel={words.listenLabel(slide.text)}
            />
            <Button
              variant="outline"
              aria-pressed={showMeaning}
              onClick={() => setShowMeaning((shown) => !shown)}
            >
              {words.meaning}
            </Button>
            {markable ? (
              <Button variant="course" onClick={markRead}>
                <Check aria-hidden="true" />
                {words.done}
              </Button>
            ) : null}
          </div>
          {actions ? <div className="w-full">{actions(slide, index)}</div> : null}
        </article>
      ) : (
        <p className="m-0 rounded-lg bg-surface-muted p-6 text-center text-muted">{words.empty}</p>
      )}
      {total > 1 ? (
        <div className="flex items-center justify-center gap-2">
          <Button variant="outline" disabled={index === 0} onClick={() => move(index - 1)}>
            <ChevronLeft aria-hidden="true" />
            {words.previous}
          </Button>
          <Button variant="outline" disabled={index >= total - 1} onClick={() => move(index + 1)}>
            {words.next}
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      ) : null}
    </section>
  );
}
