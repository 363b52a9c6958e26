import { cva } from 'class-variance-authority';
import { useEffect, useId, useRef } from 'react';
import type * as React from 'react';
import { CircleAlert, CircleCheck, Mic, MicOff, RotateCcw, Square, Upload } from 'lucide-react';
import { RECORDING_LIMITS } from '@buddy/domain';
import { cn } from '@buddy/ui/utils';
import { Button } from '@buddy/ui/button';
import { dailyStudyWords } from './words';

type RecordWords = typeof dailyStudyWords.record;

/** Every state of the recording button: the recorder's, then the upload's. */
export type RecordState =
  | 'idle'
  | 'asking'
  | 'recording'
  | 'recorded'
  | 'uploading'
  | 'uploaded'
  | 'failed'
  | 'denied'
  | 'unsupported';

export interface RecordButtonProps extends Omit<React.ComponentProps<'section'>, 'children'> {
  state: RecordState;
  /** Recording time so far (recording). */
  elapsedMs?: number;
  maxSeconds?: number;
  /** The recording to listen to (recorded, uploading, failed), with the browser's own audio controls. */
  recordingUrl?: string | null;
  /**
   * What plays the recording back instead of the browser's controls, e.g. ListenCompare (the recording beside the
   * model voice, on the page's one audio player). Shown once recorded: recorded, uploading, uploaded, failed.
   */
  listen?: React.ReactNode;
  /** Upload progress 0–1; without it the bar shows that something is happening. */
  progress?: number | null;
  /** The server's reason when the upload failed (shown under the failure text). */
  message?: string | null;
  /** Names what is recorded, e.g. the sentence (added to the heading for assistive technology). */
  subject?: string;
  /** The heading's level where the button sits (4 under a card's h3 by default). */
  headingLevel?: 2 | 3 | 4 | 5;
  onStart?: () => void;
  onStop?: () => void;
  onUpload?: () => void;
  /** Record again (drops the recording). */
  onAgain?: () => void;
  words?: Partial<RecordWords>;
}

/** The status line's colour: red when recording cannot go on, the course colour once uploaded. */
const statusLineVariants = cva('m-0 flex items-center gap-2 font-semibold', {
  variants: {
    tone: {
      neutral: 'text-text',
      danger: 'text-danger',
      success: 'text-course-strong',
    },
  },
  defaultVariants: { tone: 'neutral' },
});

/**
 * The child's voice recording (spec §3 Study session, Portfolio): record, stop, listen, upload or record again. The
 * component only shows the state and calls back; the microphone lives in `useRecorder` and the upload in the page.
 * Every state says in Korean what is happening; the status is announced politely and the focus moves to the new
 * main button when the pressed one goes away.
 */
export function RecordButton({
  state,
  elapsedMs = 0,
  maxSeconds = RECORDING_LIMITS.maxSeconds,
  recordingUrl = null,
  listen = null,
  progress = null,
  message = null,
  subject,
  headingLevel = 4,
  onStart,
  onStop,
  onUpload,
  onAgain,
  words: wordsProp,
  className,
  ...props
}: RecordButtonProps) {
  const words = { ...dailyStudyWords.record, ...wordsProp };
  const headingId = useId();
  const container = useRef<HTMLElement>(null);
  const previous = useRef(state);
  const Heading = `h${headingLevel}` as const;

  // The pressed button is replaced by the next state's: keep the keyboard where it was.
  useEffect(() => {
    if (previous.current === state) return;
    previous.current = state;
    const root = container.current;
    const active = document.activeElement;
    if (!root || (active && active !== document.body && !root.contains(active))) return;
    root.querySelector<HTMLElement>('[data-primary]')?.focus();
  }, [state]);

  const status: Record<RecordState, string> = {
    idle: words.idle,
    asking: words.asking,
    recording: words.recording,
    recorded: words.recorded,
    uploading: words.uploading,
    uploaded: words.uploaded,
    failed: words.failed,
    denied: words.denied,
    unsupported: words.unsupported,
  };
  const tone =
    state === 'failed' || state === 'denied' || state === 'unsupported'
      ? 'danger'
      : state === 'uploaded'
        ? 'success'
        : 'neutral';
  const showListen =
    listen !== null &&
    (state === 'recorded' || state === 'uploading' || state === 'uploaded' || state === 'failed');
  const showPlayback =
    !showListen &&
    recordingUrl !== null &&
    (state === 'recorded' || state === 'uploading' || state === 'failed');

  return (
    <section
      ref={container}
      data-slot="record-button"
      data-state={state}
      aria-labelledby={headingId}
      className={cn('flex flex-col gap-3 rounded-xl border-2 border-course-soft bg-surface p-4', className)}
      {...props}
    >
      <Heading id={headingId} className="m-0 flex items-center gap-2 text-base font-bold">
        <Mic aria-hidden="true" className="size-5 text-course-strong" />
        {words.heading}
        {subject ? <span className="sr-only">{`: ${subject}`}</span> : null}
      </Heading>

      <p role="status" data-tone={tone} className={statusLineVariants({ tone })}>
        {state === 'recording' ? (
          <span
            aria-hidden="true"
            className="size-3 rounded-full bg-danger motion-safe:animate-pulse"
            data-slot="recording-dot"
          />
        ) : null}
        {state === 'uploaded' ? <CircleCheck aria-hidden="true" className="size-5" /> : null}
        {state === 'failed' ? <CircleAlert aria-hidden="true" className="size-5" /> : null}
        {state === 'denied' || state === 'unsupported' ? (
          <MicOff aria-hidden="true" className="size-5" />
        ) : null}
        {status[state]}
      </p>
      {state === 'failed' && message ? <p className="m-0 text-sm text-danger">{message}</p> : null}

      {state === 'recording' ? (
        <p className="m-0 font-kid text-2xl font-bold tabular-nums">
          <span aria-hidden="true">{words.elapsed(elapsedMs)}</span>
          <span className="sr-only">{words.elapsedLabel(elapsedMs, maxSeconds)}</span>
        </p>
      ) : null}

      {showPlayback ? (
        // The child's own voice: there is nothing to caption.
        // eslint-disable-next-line jsx-a11y/media-has-caption
        <audio controls src={recordingUrl} aria-label={words.playback} className="w-full max-w-md" />
      ) : null}
      {showListen ? listen : null}

      {state === 'uploading' ? (
        <progress
          aria-label={words.uploadProgress}
          max={1}
          value={progress ?? undefined}
          className="h-3 w-full max-w-md accent-course-strong"
        />
      ) : null}

      <div className="flex flex-wrap items-center gap-2">
        {state === 'idle' ? (
          <Button data-primary="" variant="course" size="lg" onClick={onStart}>
            <Mic aria-hidden="true" />
            {words.start}
          </Button>
        ) : null}
        {state === 'asking' ? (
          <Button data-primary="" variant="course" size="lg" loading>
            <Mic aria-hidden="true" />
            {words.start}
          </Button>
        ) : null}
        {state === 'recording' ? (
          <Button data-primary="" variant="danger" size="lg" onClick={onStop}>
            <Square aria-hidden="true" />
            {words.stop}
          </Button>
        ) : null}
        {state === 'recorded' ? (
          <>
            <Button data-primary="" variant="course" size="lg" onClick={onUpload}>
              <Upload aria-hidden="true" />
              {words.upload}
            </Button>
            <Button variant="outline" size="lg" onClick={onAgain}>
              <RotateCcw aria-hidden="true" />
              {words.again}
            </Button>
          </>
        ) : null}
        {state === 'uploading' ? (
          <Button data-primary="" variant="course" size="lg" loading>
            <Upload aria-hidden="true" />
            {words.upload}
          </Button>
        ) : null}
        {state === 'uploaded' ? (
          <Button data-primary="" variant="outline" size="lg" onClick={onAgain}>
            <RotateCcw aria-hidden="true" />
            {words.again}
          </Button>
        ) : null}
        {state === 'failed' ? (
          <>
            <Button data-primary="" variant="course" size="lg" onClick={onUpload}>
              <Upload aria-hidden="true" />
              {words.retryUpload}
            </Button>
            <Button variant="outline" size="lg" onClick={onAgain}>
              <RotateCcw aria-hidden="true" />
              {words.again}
            </Button>
          </>
        ) : null}
        {state === 'denied' ? (
          <Button data-primary="" variant="outline" size="lg" onClick={onStart}>
            <Mic aria-hidden="true" />
            {words.retry}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
