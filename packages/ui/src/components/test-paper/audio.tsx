import { createContext, use, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type * as React from 'react';
import { Pause, Play, Square, Volume2, VolumeX } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import { testPaperWords } from './words';
import { clampRate, clampVolume, MEDIA_LIMITS, type MediaStatus } from './paper-format';

/**
 * The paper's one audio player (spec §4 Media): a single HTMLAudioElement shared by every listen button. While one
 * owner (a question, a group or listen-all) plays or is paused, every other owner is blocked until it ends or is
 * stopped. Listen-all plays its sources one after the other on the same element.
 */
export interface AudioPlayerApi {
  /** The owner (a button's id) of the current or last sound, null after stop. */
  ownerId: string | null;
  /** stop, play, pause or ended (the last source of the owner finished). */
  status: MediaStatus;
  /** Something plays or is paused: other owners are blocked. */
  busy: boolean;
  /** The position in the owner's sources (0-based) and their count (listen-all). */
  trackIndex: number;
  trackCount: number;
  /** Playback rate, clamped to 0.1..maxRate. */
  rate: number;
  /** Volume 0–100; 0 is muted. */
  volume: number;
  muted: boolean;
  /** Plays the sources in order for this owner; false (nothing happens) while another owner is busy. */
  play: (ownerId: string, sources: string | readonly string[]) => boolean;
  pause: () => void;
  resume: () => void;
  stop: () => void;
  setRate: (rate: number) => void;
  setVolume: (volume: number) => void;
  /** Whether this owner must wait for another to end or stop. */
  isBlocked: (ownerId: string) => boolean;
  /**
   * Where the sound playing now is, in seconds from its start (its own source, not the whole list); 0 when nothing
   * was played. Read it while playing (e.g. once a frame) to draw progress; the element itself stays the provider's.
   */
  currentTime: () => number;
  /** The status as this owner sees it: its own status, 'stop' for everyone else. */
  statusOf: (ownerId: string) => MediaStatus;
}

const AudioPlayerContext = createContext<AudioPlayerApi | null>(null);

export interface AudioPlayerProviderProps {
  children?: React.ReactNode;
  /** The highest rate (spec: the max, 2 by default). */
  maxRate?: number;
  defaultRate?: number;
  /** 0–100, 100 by default. */
  defaultVolume?: number;
  /** Called when a source cannot be played (the player stops). */
  onError?: (source: string) => void;
}

interface PlayerState {
  ownerId: string | null;
  status: MediaStatus;
  trackIndex: number;
  trackCount: number;
}

const IDLE: PlayerState = { ownerId: null, status: 'stop', trackIndex: 0, trackCount: 0 };

/** Holds the one shared <audio> element of a paper; put it once around the whole paper. */
export function AudioPlayerProvider({
  children,
  maxRate = MEDIA_LIMITS.maxRate,
  defaultRate = 1,
  defaultVolume = MEDIA_LIMITS.maxVolume,
  onError,
}: AudioPlayerProviderProps) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const sources = useRef<readonly string[]>([]);
  const [state, setState] = useState<PlayerState>(IDLE);
  // The state as the event handlers must see it at once (set together with every setState).
  const stateRef = useRef(state);
  const [rate, setRateState] = useState(() => clampRate(defaultRate, maxRate));
  const [{ volume, muted }, setVolumeState] = useState(() => clampVolume(defaultVolume));
  const onErrorRef = useRef(onError);
  useEffect(() => {
    onErrorRef.current = onError;
  }, [onError]);

  const start = useCallback((index: number) => {
    const audio = audioRef.current;
    const source = sources.current[index];
    if (!audio || source === undefined) return;
    audio.src = source;
    audio.currentTime = 0;
    audio.play().catch((error: unknown) => {
      // A newer source or a stop interrupted this one: nothing to report.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      if (stateRef.current.status !== 'play') return;
      onErrorRef.current?.(source);
      sources.current = [];
      stateRef.current = IDLE;
      setState(IDLE);
    });
  }, []);

  const play = useCallback(
    (ownerId: string, given: string | readonly string[]) => {
      const current = stateRef.current;
      const isBusy = current.status === 'play' || current.status === 'pause';
      if (isBusy && current.ownerId !== ownerId) return false;
      const list = (typeof given === 'string' ? [given] : given).filter((source) => source !== '');
      if (list.length === 0) return false;
      sources.current = list;
      const next: PlayerState = { ownerId, status: 'play', trackIndex: 0, trackCount: list.length };
      stateRef.current = next;
      setState(next);
      start(0);
      return true;
    },
    [start],
  );

  const pause = useCallback(() => {
    if (stateRef.current.status !== 'play') return;
    audioRef.current?.pause();
    const paused: PlayerState = { ...stateRef.current, status: 'pause' };
    stateRef.current = paused;
    setState(paused);
  }, []);

  const resume = useCallback(() => {
    if (stateRef.current.status !== 'pause') return;
    const playing: PlayerState = { ...stateRef.current, status: 'play' };
    stateRef.current = playing;
    setState(playing);
    audioRef.current?.play().catch(() => undefined);
  }, []);

  const stop = useCallback(() => {
    const audio = audioRef.current;
    if (audio) {
      audio.pause();
      audio.currentTime = 0;
    }
    sources.current = [];
    stateRef.current = IDLE;
    setState(IDLE);
  }, []);

  const currentTime = useCallback(() => audioRef.current?.currentTime ?? 0, []);
  const setRate = useCallback((next: number) => setRateState(clampRate(next, maxRate)), [maxRate]);
  const setVolume = useCallback((next: number) => setVolumeState(clampVolume(next)), []);

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.defaultPlaybackRate = rate;
    audio.playbackRate = rate;
  }, [rate]);

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.volume = volume / 100;
    audio.muted = muted;
  }, [volume, muted]);

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    const onEnded = () => {
      const current = stateRef.current;
      if (current.status !== 'play') return;
      const next = current.trackIndex + 1;
      if (next < sources.current.length) {
        const moved = { ...current, trackIndex: next };
        stateRef.current = moved;
        setState(moved);
        start(next);
        return;
      }
      const ended: PlayerState = { ...current, status: 'ended' };
      stateRef.current = ended;
      setState(ended);
    };
    const onMediaError = () => {
      const current = stateRef.current;
      if (current.status !== 'play') return;
      onErrorRef.current?.(sources.current[current.trackIndex] ?? '');
      sources.current = [];
      stateRef.current = IDLE;
      setState(IDLE);
    };
    audio.addEventListener('ended', onEnded);
    audio.addEventListener('error', onMediaError);
    return () => {
      audio.removeEventListener('ended', onEnded);
      audio.removeEventListener('error', onMediaError);
      audio.pause();
    };
  }, [start]);

  const busy = state.status === 'play' || state.status === 'pause';
  const api = useMemo<AudioPlayerApi>(
    () => ({
      ...state,
      busy,
      rate,
      volume,
      muted,
      play,
      pause,
      resume,
      stop,
      setRate,
      setVolume,
      isBlocked: (ownerId) => busy && state.ownerId !== ownerId,
      statusOf: (ownerId) => (state.ownerId === ownerId ? state.status : 'stop'),
      currentTime,
    }),
    [state, busy, rate, volume, muted, play, pause, resume, stop, setRate, setVolume, currentTime],
  );

  return (
    <AudioPlayerContext value={api}>
      {children}
      {/*
        The one player of the paper, controlled by the listen buttons only. No captions on purpose: the sound is the
        listening question, and its text would give the answer away (the result's explanation has the script).
      */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <audio ref={audioRef} data-slot="audio-player" preload="auto" hidden />
    </AudioPlayerContext>
  );
}

/** The paper's audio player (the nearest AudioPlayerProvider). */
export function useAudioPlayer(): AudioPlayerApi {
  const api = use(AudioPlayerContext);
  if (!api) throw new Error('useAudioPlayer() needs an <AudioPlayerProvider> around the paper.');
  return api;
}

type AudioWords = typeof testPaperWords.audio;

interface PlayerButtonsProps {
  id: string;
  sources: string | readonly string[];
  label: string;
  /** The screen-reader name of the play button (defaults to the label). */
  accessibleLabel?: string;
  words: AudioWords;
  className?: string;
}

/** Play (or pause/resume) and, while active, stop; blocked with a reason while another owner is busy. */
function PlayerButtons({ id, sources, label, accessibleLabel, words, className }: PlayerButtonsProps) {
  const player = useAudioPlayer();
  const reasonId = useId();
  const status = player.statusOf(id);
  const blocked = player.isBlocked(id);
  const active = status === 'play' || status === 'pause';
  const progress = active && player.trackCount > 1 ? ` ${player.trackIndex + 1}/${player.trackCount}` : '';

  function onMain() {
    if (blocked) return;
    if (status === 'play') player.pause();
    else if (status === 'pause') player.resume();
    else player.play(id, sources);
  }

  const text = status === 'play' ? words.pause : status === 'pause' ? words.resume : label;
  return (
    <span
      data-slot="audio-button"
      data-state={status}
      data-blocked={blocked ? '' : undefined}
      data-print-hide=""
      className={cn('inline-flex items-center gap-1.5', className)}
    >
      <Button
        variant={active ? 'course' : 'outline'}
        size="md"
        aria-label={active ? undefined : accessibleLabel}
        aria-disabled={blocked || undefined}
        aria-describedby={blocked ? reasonId : undefined}
        title={blocked ? words.blocked : undefined}
        onClick={onMain}
        className={cn(!active && 'border-course-strong text-course-strong')}
      >
        {status === 'play' ? <Pause aria-hidden="true" /> : null}
        {status === 'pause' ? <Play aria-hidden="true" /> : null}
        {active ? null : <Volume2 aria-hidden="true" />}
        {text}
        {progress}
      </Button>
      {active ? (
        <Button
          variant="outline"
          size="icon"
          aria-label={words.stop}
          title={words.stop}
          onClick={player.stop}
        >
          <Square aria-hidden="true" />
        </Button>
      ) : null}
      {blocked ? (
        <span id={reasonId} className="sr-only">
          {words.blocked}
        </span>
      ) : null}
    </span>
  );
}

export interface AudioButtonProps {
  /** A unique owner id (e.g. 'question-3', 'group-5'). */
  id: string;
  /** The address of the sound (a question's or a passage's). */
  src: string;
  /** The visible label; '듣기' by default. */
  label?: string;
  /** The screen-reader name, e.g. '3번 문제 듣기' (defaults to the label). */
  accessibleLabel?: string;
  words?: Partial<AudioWords>;
  className?: string;
}

/** The listen button of a question or a group: play, pause/resume and stop on the paper's one player. */
export function AudioButton({
  id,
  src,
  label,
  accessibleLabel,
  words: wordsProp,
  className,
}: AudioButtonProps) {
  const words = { ...testPaperWords.audio, ...wordsProp };
  return (
    <PlayerButtons
      id={id}
      sources={src}
      label={label ?? words.listen}
      accessibleLabel={accessibleLabel}
      words={words}
      className={className}
    />
  );
}

export interface ListenAllButtonProps {
  /** The owner id, 'listen-all' by default. */
  id?: string;
  /** Every question audio of the paper, in order. */
  sources: readonly string[];
  label?: string;
  words?: Partial<AudioWords>;
  className?: string;
}

/** Plays every question audio of the paper in order (listen-all); shows which one is playing. */
export function ListenAllButton({
  id = 'listen-all',
  sources,
  label,
  words: wordsProp,
  className,
}: ListenAllButtonProps) {
  const words = { ...testPaperWords.audio, ...wordsProp };
  if (sources.length === 0) return null;
  return (
    <PlayerButtons
      id={id}
      sources={sources}
      label={label ?? words.listenAll}
      words={words}
      className={className}
    />
  );
}

export interface AudioControlsProps extends Omit<React.ComponentProps<'div'>, 'children'> {
  words?: Partial<AudioWords>;
}

/** The player's rate (0.1 to the max) and volume (0–100, 0 muted) as two labelled sliders. */
export function AudioControls({ words: wordsProp, className, ...props }: AudioControlsProps) {
  const words = { ...testPaperWords.audio, ...wordsProp };
  const player = useAudioPlayer();
  const rateId = useId();
  const volumeId = useId();
  const rateText = words.rateValue(player.rate);
  const volumeText = player.muted ? words.muted : String(player.volume);
  return (
    <div
      data-slot="audio-controls"
      data-print-hide=""
      className={cn('flex flex-wrap items-center gap-x-5 gap-y-2 text-sm', className)}
      {...props}
    >
      <div className="flex items-center gap-2">
        <label htmlFor={rateId} className="font-semibold">
          {words.rate}
        </label>
        <input
          id={rateId}
          type="range"
          min={MEDIA_LIMITS.minRate}
          max={MEDIA_LIMITS.maxRate}
          step={0.1}
          value={player.rate}
          aria-valuetext={rateText}
          onChange={(event) => player.setRate(Number(event.target.value))}
          className="h-11 w-28 cursor-pointer accent-course-strong"
        />
        <output htmlFor={rateId} className="min-w-12 tabular-nums" aria-hidden="true">
          {rateText}
        </output>
      </div>
      <div className="flex items-center gap-2">
        <label htmlFor={volumeId} className="font-semibold">
          {words.volume}
        </label>
        <input
          id={volumeId}
          type="range"
          min={0}
          max={MEDIA_LIMITS.maxVolume}
          step={10}
          value={player.volume}
          aria-valuetext={volumeText}
          onChange={(event) => player.setVolume(Number(event.target.value))}
          className="h-11 w-28 cursor-pointer accent-course-strong"
        />
        <output
          htmlFor={volumeId}
          className="inline-flex min-w-12 items-center gap-1 tabular-nums"
          aria-hidden="true"
        >
          {player.muted ? <VolumeX className="size-4" /> : null}
          {volumeText}
        </output>
      </div>
    </div>
  );
}
