import { useCallback, useEffect, useRef, useState } from 'react';
import { RECORDING_LIMITS } from '@buddy/domain';

/** Where the microphone recorder is: the RecordButton's first states (the upload states are the page's). */
export type RecorderState = 'idle' | 'asking' | 'recording' | 'recorded' | 'denied' | 'unsupported';

export interface UseRecorderOptions {
  /** Stops by itself after this many seconds (RECORDING_LIMITS.maxSeconds). */
  maxSeconds?: number;
  /** How often the elapsed time moves, in milliseconds. */
  tickMs?: number;
  /** The types to try in order (the first the browser records is used); WebM/Opus first. */
  mimeTypes?: readonly string[];
  /** For tests: where the microphone comes from (default navigator.mediaDevices.getUserMedia). */
  getUserMedia?: (constraints: MediaStreamConstraints) => Promise<MediaStream>;
}

export interface Recorder {
  state: RecorderState;
  elapsedMs: number;
  /** The recording once stopped, with a playable object URL (revoked on reset and unmount). */
  blob: Blob | null;
  url: string | null;
  /** The file extension of the recording's type: webm, ogg, m4a or wav. */
  extension: string;
  start: () => Promise<void>;
  stop: () => void;
  /** Back to idle (drops the recording). */
  reset: () => void;
}

const DEFAULT_TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus', 'audio/mp4'] as const;

/** The extension a recording of this MIME type is stored with. */
export function recordingExtension(type: string): string {
  if (type.includes('ogg')) return 'ogg';
  if (type.includes('mp4') || type.includes('aac')) return 'm4a';
  if (type.includes('wav')) return 'wav';
  return 'webm';
}

function supportedType(types: readonly string[]): string | undefined {
  if (typeof MediaRecorder === 'undefined' || typeof MediaRecorder.isTypeSupported !== 'function')
    return undefined;
  return types.find((type) => MediaRecorder.isTypeSupported(type));
}

/**
 * The browser's microphone as a small state machine (MediaRecorder): idle, asking for permission, recording with the
 * elapsed time (stopping itself at the limit), recorded (a Blob and a URL to listen to), denied or unsupported.
 */
export function useRecorder({
  maxSeconds = RECORDING_LIMITS.maxSeconds,
  tickMs = 250,
  mimeTypes = DEFAULT_TYPES,
  getUserMedia,
}: UseRecorderOptions = {}): Recorder {
  const [state, setState] = useState<RecorderState>('idle');
  const [elapsedMs, setElapsedMs] = useState(0);
  const [recording, setRecording] = useState<{ blob: Blob; url: string } | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const ticker = useRef<ReturnType<typeof setInterval> | null>(null);
  const urlRef = useRef<string | null>(null);
  const alive = useRef(true);

  const release = useCallback(() => {
    if (ticker.current !== null) clearInterval(ticker.current);
    ticker.current = null;
    for (const track of stream.current?.getTracks() ?? []) track.stop();
    stream.current = null;
  }, []);

  const dropUrl = useCallback(() => {
    if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    urlRef.current = null;
  }, []);

  const stop = useCallback(() => {
    const current = recorder.current;
    if (current && current.state !== 'inactive') current.stop();
  }, []);

  const start = useCallback(async () => {
    const ask = getUserMedia ?? navigator.mediaDevices?.getUserMedia?.bind(navigator.mediaDevices);
    if (!ask || typeof MediaRecorder === 'undefined') {
      setState('unsupported');
      return;
    }
    dropUrl();
    setRecording(null);
    setElapsedMs(0);
    setState('asking');
    let media: MediaStream;
    try {
      media = await ask({ audio: true });
    } catch {
      // NotAllowedError (refused), NotFoundError (no microphone), SecurityError: the child cannot record here.
      if (alive.current) setState('denied');
      return;
    }
    if (!alive.current) {
      for (const track of media.getTracks()) track.stop();
      return;
    }
    stream.current = media;
    const type = supportedType(mimeTypes);
    let made: MediaRecorder;
    try {
      made = new MediaRecorder(media, type ? { mimeType: type } : undefined);
    } catch {
      release();
      setState('unsupported');
      return;
    }
    const chunks: Blob[] = [];
    made.addEventListener('dataavailable', (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    });
    made.addEventListener('stop', () => {
      for (const track of media.getTracks()) track.stop();
      // A recorder dropped by reset (or by unmounting) leaves no recording behind.
      if (recorder.current !== made || !alive.current) return;
      release();
      recorder.current = null;
      const blob = new Blob(chunks, { type: made.mimeType || type || 'audio/webm' });
      const url = URL.createObjectURL(blob);
      urlRef.current = url;
      setRecording({ blob, url });
      setState('recorded');
    });
    recorder.current = made;
    const startedAt = Date.now();
    made.start(1000);
    setState('recording');
    ticker.current = setInterval(() => {
      const elapsed = Date.now() - startedAt;
      setElapsedMs(Math.min(elapsed, maxSeconds * 1000));
      if (elapsed >= maxSeconds * 1000) stop();
    }, tickMs);
  }, [getUserMedia, mimeTypes, maxSeconds, tickMs, dropUrl, release, stop]);

  const reset = useCallback(() => {
    const current = recorder.current;
    recorder.current = null;
    if (current && current.state !== 'inactive') current.stop();
    release();
    dropUrl();
    setRecording(null);
    setElapsedMs(0);
    setState('idle');
  }, [release, dropUrl]);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      const current = recorder.current;
      if (current && current.state !== 'inactive') current.stop();
      release();
      dropUrl();
    };
  }, [release, dropUrl]);

  return {
    state,
    elapsedMs,
    blob: recording?.blob ?? null,
    url: recording?.url ?? null,
    extension: recordingExtension(recording?.blob.type ?? supportedType(mimeTypes) ?? 'audio/webm'),
    start,
    stop,
    reset,
  };
}
