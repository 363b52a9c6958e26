/**
 * A sound's shape for drawing (listen and compare, ADR 071): pure functions from decoded samples to bar heights. The
 * decoding itself (Web Audio) is `decodeClip` in use-clip-shape.ts; these take what it gives and nothing else.
 */

/**
 * The loudness of `bars` equal slices of a sound, in order: for each slice the largest absolute sample over every
 * channel, 0–1 (samples past full scale count as 1; NaN counts as silence). A sound shorter than `bars` samples
 * repeats its samples over neighbouring bars; no channels or no samples give silent bars.
 */
export function computePeaks(channels: readonly Float32Array[], bars: number): number[] {
  const count = Number.isFinite(bars) ? Math.max(0, Math.floor(bars)) : 0;
  const length = channels.reduce((shortest, channel) => Math.min(shortest, channel.length), Infinity);
  const peaks = new Array<number>(count).fill(0);
  if (count === 0 || channels.length === 0 || length === 0 || !Number.isFinite(length)) return peaks;
  for (let bar = 0; bar < count; bar += 1) {
    const start = Math.floor((bar * length) / count);
    const end = Math.max(start + 1, Math.floor(((bar + 1) * length) / count));
    let peak = 0;
    for (const channel of channels) {
      for (let index = start; index < end; index += 1) {
        const sample = Math.abs(channel[index] ?? 0);
        if (sample > peak) peak = sample;
      }
    }
    peaks[bar] = Math.min(1, peak);
  }
  return peaks;
}

/**
 * Peaks scaled for the picture so the loudest bar reaches the top: a quiet child's voice is drawn as clearly as the
 * model's. A clip whose loudest bar is under `floor` (near silence) is scaled as if it reached `floor`, so its noise
 * stays low instead of being blown up to full height.
 */
export function scalePeaks(peaks: readonly number[], floor = 0.05): number[] {
  const loudest = peaks.reduce((most, peak) => Math.max(most, peak), 0);
  const top = Math.max(loudest, floor, Number.EPSILON);
  return peaks.map((peak) => Math.min(1, Math.max(0, peak) / top));
}

/** A length in seconds as the waveform's text alternative says it: one decimal place, at least 0.1. */
export function roundSeconds(seconds: number): number {
  if (!Number.isFinite(seconds) || seconds <= 0) return 0;
  return Math.max(0.1, Math.round(seconds * 10) / 10);
}
