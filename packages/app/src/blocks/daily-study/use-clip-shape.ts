import { useCallback, useEffect, useState } from 'react';
import { computePeaks, scalePeaks } from './waveform-peaks';

/** A sound's picture: its bar heights (0–1) and its length in seconds. */
export interface ClipShape {
  peaks: number[];
  seconds: number;
}

/** Where a sound's picture is: none (no address), decoding, ready, or failed (not fetched, or not a sound). */
export type ClipShapeState =
  { status: 'none' } | { status: 'decoding' } | { status: 'ready'; shape: ClipShape } | { status: 'failed' };

/**
 * The rate the sound is decoded at: enough for a picture of a few dozen bars, and an eighth of the work of 44.1 kHz
 * (a two-minute recording is under a million samples).
 */
const DECODE_RATE = 8000;

/**
 * Decodes a sound with the Web Audio API into `bars` peaks and its length: a Blob (a recording) is read as it is, an
 * address (a clip, a data address) is fetched. A recording is never fetched by its object URL: the product's
 * Content-Security-Policy (`connect-src 'self'`) refuses a fetch of a blob: address. The length is the decoded one: a
 * MediaRecorder WebM has no duration in its header (an <audio> element says Infinity), the decoded samples tell it.
 */
export async function decodeClip(
  source: string | Blob,
  bars: number,
  signal?: AbortSignal,
): Promise<ClipShape> {
  let data: ArrayBuffer;
  if (typeof source === 'string') {
    const response = await fetch(source, { signal });
    if (!response.ok) throw new Error(`The sound at ${source} answered ${response.status}.`);
    data = await response.arrayBuffer();
  } else {
    data = await source.arrayBuffer();
  }
  const context = new OfflineAudioContext(1, 1, DECODE_RATE);
  const buffer = await context.decodeAudioData(data);
  const channels = Array.from({ length: buffer.numberOfChannels }, (_, index) =>
    buffer.getChannelData(index),
  );
  return { peaks: scalePeaks(computePeaks(channels, bars)), seconds: buffer.duration };
}

/**
 * A sound's picture, decoded once per address (again on `retry`); a newer address or unmounting drops an older
 * decoding. A null or empty address has none. With `blob`, the sound is that Blob (`url` is its object URL, which
 * names it), read directly rather than fetched.
 */
export function useClipShape(
  url: string | null | undefined,
  bars: number,
  blob?: Blob | null,
): ClipShapeState & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const key = `${attempt}|${bars}|${url ?? ''}`;
  const [result, setResult] = useState<{ key: string; state: ClipShapeState } | null>(null);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  useEffect(() => {
    if (!url) return undefined;
    const controller = new AbortController();
    decodeClip(blob ?? url, bars, controller.signal).then(
      (shape) => {
        if (!controller.signal.aborted) setResult({ key, state: { status: 'ready', shape } });
      },
      () => {
        if (!controller.signal.aborted) setResult({ key, state: { status: 'failed' } });
      },
    );
    return () => controller.abort();
  }, [url, bars, key, blob]);

  const state: ClipShapeState = !url
    ? { status: 'none' }
    : result?.key === key
      ? result.state
      : { status: 'decoding' };
  return { ...state, retry };
}
