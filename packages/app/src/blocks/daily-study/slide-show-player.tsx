import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type * as React from 'react';
import { Check, ChevronLeft, ChevronRight, Pause, Play, RotateCcw } from 'lucide-react';
import type { StudySlide } from '@buddy/domain';
import { usePrefersReducedMotion } from '@buddy/ui/hooks';
import { cn } from '@buddy/ui/utils';
import { Button } from '@buddy/ui/button';
import { useAudioPlayer } from '@buddy/ui/test-paper';
import { SlideShowLyrics } from './slide-show-lyrics';
import { dailyStudyWords } from './words';

type SlideShowWords = typeof dailyStudyWords.slideShow;

export interface SlideShowPlayerProps extends Omit<React.ComponentProps<'section'>, 'children' | 'title'> {
  /** The unit's title (names the player). */
  title: string;
  slides: readonly StudySlide[];
  /** Slides already completed (stored progress), marked in the progress indicator. */
  doneParts?: readonly number[];
  /** Called each time a slide completes: its sound ended, or its time passed when it has no sound or is muted. */
  onPartDone?: (index: number) => void;
  /** Called when the last slide completes. */
  onFinished?: () => void;
  /** Show the Korean meaning at first. */
  defaultShowMeaning?: boolean;
  /**
   * A song: every line is listed beside the pictures with the line being sung highlighted; a line moves the show to
   * it. On a phone the list comes under the picture.
   */
  lyrics?: boolean;
  words?: Partial<SlideShowWords>;
}

/** How the current slide is timed: its sound on the shared player, or its durationMs. */
type Pacing = 'audio' | 'timer' | null;

/**
 * The "video" of a watch or sing unit (spec §3 Study session): a slide show of pictures, English lines with their
 * sound and the Korean meaning on demand. It plays on the page's AudioPlayerProvider (one sound at a time) and moves
 * on when a slide's sound ends, or after the slide's durationMs when it has no sound, the sound fails or the player is
 * muted. Each completed slide is reported (onPartDone). Keys inside the player: Space plays or pauses, the arrows move
 * between slides. With reduced motion the slides change without fading.
 */
export function SlideShowPlayer({
  title,
  slides,
  doneParts = [],
  onPartDone,
  onFinished,
  defaultShowMeaning = false,
  lyrics = false,
  words: wordsProp,
  className,
  ref,
  ...props
}: SlideShowPlayerProps) {
  const words = { ...dailyStudyWords.slideShow, ...wordsProp };
  const player = useAudioPlayer();
  const reducedMotion = usePrefersReducedMotion();
  const owner = `slide-show-${useId()}`;
  const headingId = useId();
  const keysId = useId();
  const total = slides.length;

  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [finished, setFinished] = useState(false);
  const [showMeaning, setShowMeaning] = useState(defaultShowMeaning);
  // The first slide shows at once; later slides fade in (not with reduced motion).
  const [moved, setMoved] = useState(false);
  const [played, setPlayed] = useState<ReadonlySet<number>>(() => new Set());
  const isDone = (at: number) => played.has(at) || doneParts.includes(at);
  const rootRef = useRef<HTMLElement | null>(null);
  // The caller's ref (e.g. to focus the player when it opens) and ours.
  const setRoot = useCallback(
    (element: HTMLElement | null) => {
      rootRef.current = element;
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );

  // What the event handlers and timers must see at once.
  const indexRef = useRef(0);
  const playingRef = useRef(false);
  const pacing = useRef<Pacing>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const timerStarted = useRef(0);
  const timerLeft = useRef(0);
  const callbacks = useRef({ onPartDone, onFinished });
  useEffect(() => {
    callbacks.current = { onPartDone, onFinished };
  }, [onPartDone, onFinished]);

  const clearTimer = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  // complete() and startSlide() call each other through the timer: keep the latest in a ref.
  const completeRef = useRef<(at: number) => void>(() => undefined);

  const startTimer = useCallback(
    (ms: number) => {
      clearTimer();
      pacing.current = 'timer';
      timerStarted.current = Date.now();
      timerLeft.current = ms;
      const at = indexRef.current;
      timer.current = setTimeout(() => completeRef.current(at), Math.max(0, ms));
    },
    [clearTimer],
  );

  const startSlide = useCallback(
    (at: number) => {
      const slide = slides[at];
      if (!slide) return;
      clearTimer();
      if (at !== indexRef.current) setMoved(true);
      indexRef.current = at;
      setIndex(at);
      if (slide.audio !== '' && !player.muted && player.play(owner, slide.audio)) {
        pacing.current = 'audio';
        return;
      }
      startTimer(slide.durationMs);
    },
    [slides, clearTimer, player, owner, startTimer],
  );

  const stopAll = useCallback(() => {
    clearTimer();
    pacing.current = null;
    if (player.ownerId === owner && player.busy) player.stop();
  }, [clearTimer, player, owner]);

  const complete = useCallback(
    (at: number) => {
      if (!playingRef.current || at !== indexRef.current) return;
      setPlayed((current) => (current.has(at) ? current : new Set([...current, at])));
      callbacks.current.onPartDone?.(at);
      if (at + 1 < total) {
        startSlide(at + 1);
        return;
      }
      playingRef.current = false;
      pacing.current = null;
      setPlaying(false);
      setFinished(true);
      callbacks.current.onFinished?.();
    },
    [startSlide, total],
  );
  useEffect(() => {
    completeRef.current = complete;
  }, [complete]);

  // The shared player tells how the slide's sound went.
  const status = player.statusOf(owner);
  useEffect(() => {
    if (!playingRef.current || pacing.current !== 'audio') return;
    if (status === 'ended') completeRef.current(indexRef.current);
    else if (status === 'stop') {
      // The sound failed (or was taken away): the slide keeps its time instead.
      startTimer(slides[indexRef.current]?.durationMs ?? 0);
    }
  }, [status, slides, startTimer]);

  useEffect(() => () => clearTimer(), [clearTimer]);
  // Stop the show's sound when the player goes away.
  const stopRef = useRef(stopAll);
  useEffect(() => {
    stopRef.current = stopAll;
  }, [stopAll]);
  useEffect(() => () => stopRef.current(), []);

  const play = useCallback(() => {
    if (total === 0) return;
    playingRef.current = true;
    setPlaying(true);
    if (finished) {
      setFinished(false);
      startSlide(0);
      return;
    }
    if (pacing.current === 'audio' && player.statusOf(owner) === 'pause') {
      player.resume();
      return;
    }
    if (pacing.current === 'timer' && timerLeft.current > 0) {
      startTimer(timerLeft.current);
      return;
    }
    startSlide(indexRef.current);
  }, [total, finished, startSlide, player, owner, startTimer]);

  const pause = useCallback(() => {
    playingRef.current = false;
    setPlaying(false);
    if (pacing.current === 'audio') player.pause();
    else if (pacing.current === 'timer') {
      timerLeft.current = Math.max(0, timerLeft.current - (Date.now() - timerStarted.current));
      clearTimer();
    }
  }, [player, clearTimer]);

  const go = useCallback(
    (to: number) => {
      if (to < 0 || to >= total) return;
      setFinished(false);
      if (playingRef.current) {
        startSlide(to);
        return;
      }
      stopAll();
      timerLeft.current = 0;
      indexRef.current = to;
      setIndex(to);
      setMoved(true);
    },
    [total, startSlide, stopAll],
  );

  // The keys work anywhere inside the player (listened for on its element).
  const keys = useRef<(event: KeyboardEvent) => void>(() => undefined);
  useEffect(() => {
    keys.current = (event) => {
      const target = event.target as HTMLElement;
      if (event.key === ' ') {
        // A focused button answers Space itself.
        if (target.closest('button, input, textarea, select, a')) return;
        event.preventDefault();
        if (playingRef.current) pause();
        else play();
      } else if (event.key === 'ArrowLeft') {
        event.preventDefault();
        go(indexRef.current - 1);
      } else if (event.key === 'ArrowRight') {
        event.preventDefault();
        go(indexRef.current + 1);
      }
    };
  }, [pause, play, go]);
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const listener = (event: KeyboardEvent) => keys.current(event);
    root.addEventListener('keydown', listener);
    return () => root.removeEventListener('keydown', listener);
  }, []);

  const slide = slides[index];
  return (
    <section
      ref={setRoot}
      data-slot="slide-show-player"
      data-state={finished ? 'finished' : playing ? 'playing' : 'paused'}
      aria-labelledby={headingId}
      aria-describedby={keysId}
      // The player itself takes focus, so the keys work before a button is focused.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={cn(
        'flex flex-col gap-3 rounded-xl bg-surface p-3 shadow-soft outline-offset-4 focus-visible:outline-3 focus-visible:outline-focus desktop:p-5',
        className,
      )}
      {...props}
    >
      <h3 id={headingId} className="sr-only">
        {words.label(title)}
      </h3>
      <p id={keysId} className="sr-only">
        {words.keys}
      </p>
      <div
        className={cn(lyrics && total > 0 && 'grid gap-3 desktop:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]')}
      >
        {slide ? (
          <figure
            key={reducedMotion ? undefined : index}
            data-moved={moved || undefined}
            className={cn(
              'm-0 flex min-h-64 flex-col items-center justify-center gap-3 rounded-lg bg-course-soft p-4 desktop:min-h-80',
              'motion-safe:data-moved:animate-[fade-in_var(--duration-fade)_ease-out]',
            )}
          >
            <img src={slide.image} alt="" className="h-40 w-auto max-w-full object-contain desktop:h-56" />
            <figcaption className="flex flex-col items-center gap-1 text-center">
              <span lang="en" className="font-kid text-2xl font-bold text-text desktop:text-3xl">
                {slide.text}
              </span>
              {showMeaning ? <span className="text-lg text-muted">{slide.ko}</span> : null}
            </figcaption>
          </figure>
        ) : (
          <p className="m-0 rounded-lg bg-surface-muted p-6 text-center text-muted">{words.empty}</p>
        )}
        {lyrics && total > 0 ? (
          <SlideShowLyrics
            slides={slides}
            current={index}
            playing={playing}
            showMeaning={showMeaning}
            onSelect={go}
            words={{ label: words.lyrics, line: words.lyricLine, now: words.lyricNow }}
          />
        ) : null}
      </div>

      {total > 0 ? (
        <ol aria-label={words.progress} className="m-0 flex list-none flex-wrap justify-center gap-1.5 p-0">
          {slides.map((_, at) => (
            <li
              key={at}
              aria-current={at === index ? 'step' : undefined}
              data-done={isDone(at) || undefined}
              className={cn(
                'flex size-5 items-center justify-center rounded-full border-2 border-course-strong bg-surface',
                'data-done:bg-course-strong data-done:text-course-foreground',
                'aria-[current=step]:ring-3 aria-[current=step]:ring-focus/40',
              )}
            >
              {isDone(at) ? <Check aria-hidden="true" className="size-3" strokeWidth={3} /> : null}
              <span className="sr-only">
                {words.dot(at + 1)}
                {isDone(at) ? `, ${words.slideDone}` : ''}
              </span>
            </li>
          ))}
        </ol>
      ) : null}

      <div className="flex flex-wrap items-center justify-center gap-2">
        <Button
          variant="outline"
          size="icon"
          aria-label={words.previous}
          title={words.previous}
          disabled={index === 0 || total === 0}
          onClick={() => go(index - 1)}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        {finished ? (
          <Button variant="course" size="lg" onClick={play}>
            <RotateCcw aria-hidden="true" />
            {words.replay}
          </Button>
        ) : (
          <Button variant="course" size="lg" disabled={total === 0} onClick={playing ? pause : play}>
            {playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
            {playing ? words.pause : words.play}
          </Button>
        )}
        <Button
          variant="outline"
          size="icon"
          aria-label={words.next}
          title={words.next}
          disabled={index >= total - 1}
          onClick={() => go(index + 1)}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
        <Button
          variant="outline"
          size="md"
          aria-pressed={showMeaning}
          onClick={() => setShowMeaning((shown) => !shown)}
        >
          {words.meaning}
        </Button>
      </div>
      <p role="status" className="m-0 text-center text-sm text-muted tabular-nums">
        {finished ? words.finished : total > 0 ? words.slide(index + 1, total) : ''}
      </p>
    </section>
  );
}
