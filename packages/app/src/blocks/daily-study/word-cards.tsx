import { useId, useState } from 'react';
import type * as React from 'react';
import { Check, RotateCw } from 'lucide-react';
import type { StudyWord } from '@buddy/domain';
import { cn } from '@buddy/ui/utils';
import { AudioButton } from '@buddy/ui/test-paper';
import { dailyStudyWords } from './words';

type WordCardsWords = typeof dailyStudyWords.wordCards;

/** A word card as the server sends it (the picture may be missing). */
export type WordCardItem = Omit<StudyWord, 'image'> & { image?: string | null };

export interface WordCardsProps extends Omit<React.ComponentProps<'section'>, 'children' | 'title'> {
  title: string;
  items: readonly WordCardItem[];
  /** Cards already completed (stored progress). */
  doneParts?: readonly number[];
  /** A card was turned to its meaning for the first time. */
  onPartDone?: (index: number) => void;
  words?: Partial<WordCardsWords>;
}

/**
 * The cards of a words unit (spec §3 Study session): the word and its picture in front; the card turns over (a
 * button, so keyboard and screen reader can turn it) to the Korean meaning and an example with its Korean. Each card
 * has its sound on the page's AudioPlayerProvider. Turning a card to its meaning completes it. The turn is a fade
 * (none with reduced motion), never a 3D spin that could hide the text.
 */
export function WordCards({
  title,
  items,
  doneParts = [],
  onPartDone,
  words: wordsProp,
  className,
  ...props
}: WordCardsProps) {
  const words = { ...dailyStudyWords.wordCards, ...wordsProp };
  const headingId = useId();
  const owner = useId();
  const [flipped, setFlipped] = useState<ReadonlySet<number>>(() => new Set());
  const [seen, setSeen] = useState<ReadonlySet<number>>(() => new Set());
  const isSeen = (at: number) => seen.has(at) || doneParts.includes(at);

  function flip(at: number) {
    const toBack = !flipped.has(at);
    setFlipped((current) => {
      const next = new Set(current);
      if (toBack) next.add(at);
      else next.delete(at);
      return next;
    });
    if (toBack && !seen.has(at)) {
      setSeen((current) => new Set([...current, at]));
      onPartDone?.(at);
    }
  }

  return (
    <section
      data-slot="word-cards"
      aria-labelledby={headingId}
      className={cn('flex flex-col gap-3', className)}
      {...props}
    >
      <h3 id={headingId} className="sr-only">
        {words.label(title)}
      </h3>
      {items.length === 0 ? (
        <p className="m-0 rounded-lg bg-surface-muted p-6 text-center text-muted">{words.empty}</p>
      ) : (
        <>
          <p className="m-0 text-sm text-muted">{words.hint}</p>
          <ul className="m-0 grid list-none grid-cols-1 gap-3 p-0 sm:grid-cols-2 desktop:grid-cols-3">
            {items.map((item, at) => {
              const back = flipped.has(at);
              return (
                <li
                  key={`${item.en}-${at}`}
                  data-side={back ? 'back' : 'front'}
                  className="flex flex-col gap-2 rounded-xl border-3 border-course-soft bg-surface p-3 shadow-soft"
                >
                  <button
                    type="button"
                    aria-label={back ? words.flipToFront(item.en) : words.flipToBack(item.en)}
                    onClick={() => flip(at)}
                    className="flex min-h-48 cursor-pointer flex-col items-center justify-center gap-2 rounded-lg bg-course-soft p-3 text-text outline-offset-2 focus-visible:outline-3 focus-visible:outline-focus"
                  >
                    <span
                      key={back ? 'back' : 'front'}
                      // A card fades to its other side once it has been turned (the first view shows at once).
                      data-turned={seen.has(at) || undefined}
                      className="flex flex-col items-center gap-2 motion-safe:data-turned:animate-[fade-in_var(--duration-fade)_ease-out]"
                    >
                      {back ? (
                        <>
                          <span className="text-2xl font-bold">{item.ko}</span>
                          <span className="text-xs font-semibold text-muted">{words.example}</span>
                          <span lang="en" className="text-center font-kid text-lg">
                            {item.example}
                          </span>
                          <span className="text-center text-sm text-muted">{item.exampleKo}</span>
                        </>
                      ) : (
                        <>
                          {item.image ? (
                            <img src={item.image} alt="" className="h-24 w-auto object-contain" />
                          ) : null}
                          <span lang="en" className="font-kid text-3xl font-bold">
                            {item.en}
                          </span>
                        </>
                      )}
                      <RotateCw aria-hidden="true" className="size-4 text-muted" />
                    </span>
                  </button>
                  <div className="flex items-center justify-between gap-2">
                    <AudioButton
                      id={`${owner}-${at}`}
                      src={item.audio}
                      label={words.listen}
                      accessibleLabel={words.listenLabel(item.en)}
                    />
                    {isSeen(at) ? (
                      <span className="inline-flex items-center gap-1 text-sm font-semibold text-course-strong">
                        <Check aria-hidden="true" className="size-4" strokeWidth={3} />
                        {words.seen}
                      </span>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
