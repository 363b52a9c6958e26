import { useEffect, useId, useRef, useState } from 'react';
import type * as React from 'react';
import { CircleAlert, Headphones, RotateCcw, Square, Volume2 } from 'lucide-react';
import { usePrefersReducedMotion } from '@buddy/ui/hooks';
import { cn } from '@buddy/ui/utils';
import { Button } from '@buddy/ui/button';
import { useAudioPlayer } from '@buddy/ui/test-paper';
import { useClipShape, type ClipShapeState } from './use-clip-shape';
import { Waveform } from './waveform';
import { roundSeconds } from './waveform-peaks';
import { dailyStudyWords } from './words';

type ListenWords = typeof dailyStudyWords.listenCompare;
type Which = 'mine' | 'model';
/** What was last asked to play: one of the two voices, or both in turn. */
type Run = Which | 'compare';

/** What the comparison is doing (its `data-state`). */
export type ListenCompareState = 'idle' | 'playing-mine' | 'playing-model' | 'stopped' | 'ended';

export interface ListenCompareProps extends Omit<React.ComponentProps<'section'>, 'children'> {
  /** The child's recording (an object URL of the recorded Blob): what plays. */
  recordingUrl: string;
  /**
   * The recorded Blob itself, decoded for its waveform (the page's CSP refuses a fetch of a blob: address, so a
   * recording must be given as a Blob; without it the URL is fetched, as stories and other hosts may).
   */
  recording?: Blob | null;
  /** The model voice: the sentence's own clip. Without it only the child's voice is shown. */
  modelUrl?: string | null;
  /** The heading's level (5 under the RecordButton's h4 by default). */
  headingLevel?: 3 | 4 | 5 | 6;
  /** How many bars each waveform has. */
  bars?: number;
  words?: Partial<ListenWords>;
}

/**
 * Listen and compare (issue 30, ADR 071): the child's recording and the sentence's model voice, each drawn as a
 * waveform and played alone or one after the other ('비교해서 듣기'). Everything plays on the page's
 * AudioPlayerProvider, so only one sound plays at a time: another sound playing blocks these buttons with a reason,
 * and these block the others. The part being played is filled as it plays; a voice that cannot be decoded says so in
 * Korean and takes nothing else away (the recording stays and can still be uploaded).
 */
export function ListenCompare({
  recordingUrl,
  recording = null,
  modelUrl = null,
  headingLevel = 5,
  bars = 48,
  words: wordsProp,
  className,
  ...props
}: ListenCompareProps) {
  const words = { ...dailyStudyWords.listenCompare, ...wordsProp };
  const player = useAudioPlayer();
  const reducedMotion = usePrefersReducedMotion();
  const base = useId();
  const headingId = `${base}-heading`;
  const blockedId = `${base}-blocked`;
  const owners: Record<Run, string> = {
    mine: `${base}-mine`,
    model: `${base}-model`,
    compare: `${base}-compare`,
  };
  const mine = useClipShape(recordingUrl, bars, recording);
  const model = useClipShape(modelUrl, bars);
  const hasModel = model.status !== 'none';
  const mineSeconds = mine.status === 'ready' ? mine.shape.seconds : 0;
  const modelSeconds = model.status === 'ready' ? model.shape.seconds : 0;

  const [last, setLast] = useState<Run | null>(null);
  const [stopped, setStopped] = useState(false);
  const [progress, setProgress] = useState<Record<Which, number>>({ mine: 0, model: 0 });

  const status = last === null ? 'stop' : player.statusOf(owners[last]);
  const active = status === 'play' || status === 'pause';
  const playing: Which | null =
    !active || last === null
      ? null
      : last === 'compare'
        ? player.trackIndex === 0
          ? 'mine'
          : 'model'
        : last;
  const blocked = player.busy && !active;
  const state: ListenCompareState = playing
    ? `playing-${playing}`
    : status === 'ended'
      ? 'ended'
      : stopped
        ? 'stopped'
        : 'idle';

  // The played part follows the shared element: once a frame, or four times a second with reduced motion (the fill
  // then moves in small steps and nothing glides).
  const currentTime = player.currentTime;
  useEffect(() => {
    if (!playing) return undefined;
    const length = playing === 'mine' ? mineSeconds : modelSeconds;
    const both = last === 'compare';
    const read = () => {
      const fraction = length > 0 ? Math.min(1, currentTime() / length) : 0;
      setProgress(
        playing === 'mine' ? { mine: fraction, model: 0 } : { mine: both ? 1 : 0, model: fraction },
      );
    };
    if (reducedMotion) {
      const id = setInterval(read, 250);
      return () => clearInterval(id);
    }
    let frame = requestAnimationFrame(function tick() {
      read();
      frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [playing, last, mineSeconds, modelSeconds, reducedMotion, currentTime]);

  // Leaving (record again, another card) stops what these buttons started.
  const latest = useRef({ stop: player.stop, active });
  useEffect(() => {
    latest.current = { stop: player.stop, active };
  });
  useEffect(
    () => () => {
      if (latest.current.active) latest.current.stop();
    },
    [],
  );

  function start(run: Run) {
    if (blocked) return;
    const sources =
      run === 'mine' ? recordingUrl : run === 'model' ? (modelUrl ?? '') : [recordingUrl, modelUrl ?? ''];
    if (active) player.stop();
    if (!player.play(owners[run], sources)) return;
    setLast(run);
    setStopped(false);
    setProgress({ mine: 0, model: 0 });
  }

  function stop() {
    player.stop();
    setStopped(true);
  }

  /** The fill a voice shows: while it plays or once stopped the place reached, full once its run ended. */
  function shown(which: Which): number | null {
    if (state === 'idle' || last === null || (last !== 'compare' && last !== which)) return null;
    if (state === 'ended') return 1;
    // Comparing, the child's voice was heard whole once the model's begins.
    if (which === 'mine' && last === 'compare' && playing === 'model') return 1;
    return playing === which || progress[which] > 0 ? progress[which] : null;
  }

  const message =
    state === 'playing-mine'
      ? words.playing(words.mine)
      : state === 'playing-model'
        ? words.playing(words.model)
        : state === 'stopped'
          ? words.stopped
          : state === 'ended'
            ? last === 'compare'
              ? words.endedCompare
              : words.ended
            : words.idle;
  const Heading = `h${headingLevel}` as const;
  const canCompare = hasModel && mine.status !== 'failed' && model.status !== 'failed';
  const comparing = active && last === 'compare';

  const listenButton = (which: Which) => {
    const name = which === 'mine' ? words.mine : words.model;
    const own = active && last === which;
    return (
      <Button
        variant={own ? 'course' : 'outline'}
        aria-label={own ? words.stopLabel(name) : words.listenLabel(name)}
        aria-disabled={blocked || undefined}
        aria-describedby={blocked ? blockedId : undefined}
        onClick={() => (own ? stop() : start(which))}
        className={cn(!own && 'border-course-strong text-course-strong')}
      >
        {own ? <Square aria-hidden="true" /> : <Volume2 aria-hidden="true" />}
        {own ? words.stop : words.listen}
      </Button>
    );
  };

  return (
    <section
      data-slot="listen-compare"
      data-state={state}
      aria-labelledby={headingId}
      className={cn('flex flex-col gap-3 rounded-lg bg-surface-muted p-3 desktop:p-4', className)}
      {...props}
    >
      <Heading id={headingId} className="m-0 flex items-center gap-2 text-base font-bold">
        <Headphones aria-hidden="true" className="size-5 text-course-strong" />
        {words.heading}
      </Heading>
      {/*
        Said politely as it changes. Not a second `status`: the recording button around it has the recording's own,
        and one region keeps one status.
      */}
      <p data-slot="listen-status" aria-live="polite" aria-atomic="true" className="m-0 text-base">
        {message}
      </p>
      <div className={cn('grid gap-3', hasModel && 'desktop:grid-cols-2')}>
        <Track
          which="mine"
          name={words.mine}
          shape={mine}
          progress={shown('mine')}
          playing={playing === 'mine'}
          words={words}
          failure={words.mineFailed}
          actions={mine.status === 'failed' ? null : listenButton('mine')}
        />
        {hasModel ? (
          <Track
            which="model"
            name={words.model}
            shape={model}
            progress={shown('model')}
            playing={playing === 'model'}
            words={words}
            failure={words.modelFailed}
            actions={
              model.status === 'failed' ? (
                <Button variant="outline" onClick={model.retry}>
                  <RotateCcw aria-hidden="true" />
                  {words.retryModel}
                </Button>
              ) : (
                listenButton('model')
              )
            }
          />
        ) : null}
      </div>
      {canCompare ? (
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant={comparing ? 'course' : 'outline'}
            size="lg"
            aria-disabled={blocked || undefined}
            aria-describedby={blocked ? blockedId : undefined}
            onClick={() => (comparing ? stop() : start('compare'))}
            className={cn(!comparing && 'border-course-strong text-course-strong')}
          >
            {comparing ? <Square aria-hidden="true" /> : <Headphones aria-hidden="true" />}
            {comparing ? words.stopCompare : words.compare}
          </Button>
        </div>
      ) : null}
      {blocked ? (
        <p id={blockedId} className="m-0 text-sm text-muted">
          {words.blocked}
        </p>
      ) : null}
    </section>
  );
}

interface TrackProps {
  which: Which;
  name: string;
  shape: ClipShapeState;
  progress: number | null;
  playing: boolean;
  words: ListenWords;
  failure: string;
  actions: React.ReactNode;
}

/** One voice: its name and length, its waveform (or why there is none) and its button. */
function Track({ which, name, shape, progress, playing, words, failure, actions }: TrackProps) {
  const seconds = shape.status === 'ready' ? roundSeconds(shape.shape.seconds) : null;
  return (
    <div
      data-slot="listen-track"
      data-track={which}
      data-state={playing ? 'playing' : shape.status}
      className="flex min-w-0 flex-col gap-2 rounded-md border border-border bg-surface p-3"
    >
      <p className="m-0 flex items-baseline justify-between gap-2 font-semibold">
        <span>{name}</span>
        {seconds !== null ? (
          <span aria-hidden="true" className="text-sm font-normal text-muted tabular-nums">
            {words.seconds(seconds)}
          </span>
        ) : null}
      </p>
      {/* Said when the voice turns out to be undecodable (the note appears after decoding). */}
      <div aria-live="polite">
        {shape.status === 'failed' ? (
          <p className="m-0 flex items-start gap-2 text-sm text-danger">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {failure}
          </p>
        ) : null}
      </div>
      {shape.status === 'failed' ? null : (
        <Waveform
          peaks={shape.status === 'ready' ? shape.shape.peaks : null}
          progress={progress}
          label={seconds !== null ? words.picture(name, seconds) : words.decoding(name)}
        />
      )}
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
  );
}
