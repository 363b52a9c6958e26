import { useEffect, useRef } from 'react';
import type * as React from 'react';
import { Music } from 'lucide-react';
import type { StudySlide } from '@buddy/domain';
import { usePrefersReducedMotion } from '@buddy/ui/hooks';
import { cn } from '@buddy/ui/utils';

export interface SlideShowLyricsProps extends Omit<React.ComponentProps<'section'>, 'children' | 'onSelect'> {
  slides: readonly StudySlide[];
  /** The line being sung (the player's current slide). */
  current: number;
  /** Whether the show is playing: the current line is then marked as sung now, not only where the show stands. */
  playing: boolean;
  /** Show each line's Korean meaning under it. */
  showMeaning: boolean;
  /** A line was chosen: the show moves to it. */
  onSelect: (index: number) => void;
  words: {
    label: string;
    line: (index: number) => string;
    now: string;
  };
}

/**
 * A song's lyrics beside its slide show: every line, the current one marked by a note, a thick edge, bold text and
 * a tinted background (never by colour alone) and named to a screen reader as the current line. A line is a button
 * that moves the show to it. The list keeps the current line in view by scrolling itself, never the page, and jumps
 * instead of gliding under reduced motion.
 */
export function SlideShowLyrics({
  slides,
  current,
  playing,
  showMeaning,
  onSelect,
  words,
  className,
  ...props
}: SlideShowLyricsProps) {
  const listRef = useRef<HTMLOListElement | null>(null);
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    const list = listRef.current;
    const line = list?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!list || !line || list.scrollHeight <= list.clientHeight) return;
    const top = line.offsetTop - list.offsetTop;
    const bottom = top + line.offsetHeight;
    if (top >= list.scrollTop && bottom <= list.scrollTop + list.clientHeight) return;
    list.scrollTo({
      top: Math.max(0, top - list.clientHeight / 3),
      behavior: reducedMotion ? 'auto' : 'smooth',
    });
  }, [current, reducedMotion]);

  return (
    <section
      data-slot="slide-show-lyrics"
      aria-label={words.label}
      className={cn('flex flex-col gap-2 rounded-lg border-2 border-course-soft p-2', className)}
      {...props}
    >
      <h4 className="m-0 flex items-center gap-2 px-2 text-base font-bold text-course-strong">
        <Music aria-hidden="true" className="size-5" />
        {words.label}
      </h4>
      <ol ref={listRef} className="relative m-0 flex max-h-72 list-none flex-col gap-1 overflow-y-auto p-0">
        {slides.map((slide, at) => {
          const isCurrent = at === current;
          return (
            <li key={at}>
              <button
                type="button"
                aria-current={isCurrent ? 'true' : undefined}
                data-playing={(isCurrent && playing) || undefined}
                onClick={() => onSelect(at)}
                className={cn(
                  'flex min-h-12 w-full cursor-pointer items-start gap-3 rounded-md border-l-6 border-transparent bg-transparent px-3 py-2 text-left',
                  'hover:bg-surface-muted focus-visible:outline-3 focus-visible:outline-focus',
                  'aria-[current=true]:border-course-strong aria-[current=true]:bg-course-soft',
                )}
              >
                <span
                  aria-hidden="true"
                  className="mt-1 flex size-6 shrink-0 items-center justify-center text-sm text-muted tabular-nums"
                >
                  {isCurrent ? (
                    <Music
                      className={cn('size-5 text-course-strong', playing && 'motion-safe:animate-bounce')}
                    />
                  ) : (
                    at + 1
                  )}
                </span>
                <span className="flex min-w-0 flex-col">
                  <span className="sr-only">
                    {words.line(at + 1)}
                    {isCurrent ? `, ${words.now}` : ''}
                  </span>
                  <span
                    lang="en"
                    className={cn(
                      'font-kid text-xl leading-snug text-text [overflow-wrap:anywhere]',
                      isCurrent ? 'font-bold' : 'font-medium',
                    )}
                  >
                    {slide.text}
                  </span>
                  {showMeaning ? <span className="text-base text-muted">{slide.ko}</span> : null}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
