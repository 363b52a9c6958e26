import { describe, expect, it } from 'vitest';
import { computePeaks, roundSeconds, scalePeaks } from './waveform-peaks';

const samples = (...values: number[]) => Float32Array.from(values);

describe('given decoded samples to draw as bars', () => {
  it.each([
    {
      situation: 'one channel in equal slices',
      channels: [samples(0.1, -0.5, 0.2, 0.3)],
      bars: 2,
      peaks: [0.5, 0.3],
    },
    {
      situation: 'two channels: the louder of both in each slice',
      channels: [samples(0.1, 0, 0, 0.2), samples(0, -0.4, 0.9, 0)],
      bars: 2,
      peaks: [0.4, 0.9],
    },
    {
      situation: 'slices of unequal size',
      channels: [samples(0.1, 0.2, 0.3, 0.4, 0.5)],
      bars: 2,
      peaks: [0.2, 0.5],
    },
    {
      situation: 'fewer samples than bars: a sample spans neighbouring bars',
      channels: [samples(0.2, 0.6)],
      bars: 4,
      peaks: [0.2, 0.2, 0.6, 0.6],
    },
    { situation: 'samples past full scale', channels: [samples(1.7, -3)], bars: 2, peaks: [1, 1] },
    {
      situation: 'a NaN sample counts as silence',
      channels: [samples(Number.NaN, 0.5)],
      bars: 2,
      peaks: [0, 0.5],
    },
    {
      situation: 'channels of different lengths: the shortest',
      channels: [samples(0.1, 0.2), samples(0.3)],
      bars: 1,
      peaks: [0.3],
    },
    { situation: 'no channels', channels: [], bars: 3, peaks: [0, 0, 0] },
    { situation: 'no samples', channels: [samples()], bars: 2, peaks: [0, 0] },
    { situation: 'no bars', channels: [samples(0.5)], bars: 0, peaks: [] },
    { situation: 'a fractional bar count', channels: [samples(0.5, 0.25)], bars: 2.7, peaks: [0.5, 0.25] },
    { situation: 'a bar count that is not a number', channels: [samples(0.5)], bars: Number.NaN, peaks: [] },
  ])('$situation', ({ channels, bars, peaks }) => {
    const result = computePeaks(channels, bars);
    expect(result).toHaveLength(peaks.length);
    result.forEach((peak, index) => expect(peak).toBeCloseTo(peaks[index] ?? Number.NaN, 5));
  });

  it('keeps a long sound to the bar count and every bar within 0–1', () => {
    const long = Float32Array.from({ length: 48_000 }, (_, index) => Math.sin(index / 7) * (index / 48_000));
    const peaks = computePeaks([long], 48);
    expect(peaks).toHaveLength(48);
    expect(peaks.every((peak) => peak >= 0 && peak <= 1)).toBe(true);
    // The sound grows louder: the last bar is louder than the first.
    expect(peaks[47] ?? 0).toBeGreaterThan(peaks[0] ?? 1);
  });
});

describe('given peaks to scale for the picture', () => {
  it.each([
    { situation: 'the loudest bar reaches the top', peaks: [0.1, 0.2, 0.4], scaled: [0.25, 0.5, 1] },
    { situation: 'a full-scale clip is unchanged', peaks: [0.5, 1], scaled: [0.5, 1] },
    {
      situation: 'near silence stays low (scaled as if it reached the floor)',
      peaks: [0.01, 0.02],
      scaled: [0.2, 0.4],
    },
    { situation: 'silence stays flat', peaks: [0, 0], scaled: [0, 0] },
    { situation: 'no bars', peaks: [], scaled: [] },
  ])('$situation', ({ peaks, scaled }) => {
    const result = scalePeaks(peaks);
    expect(result).toHaveLength(scaled.length);
    result.forEach((peak, index) => expect(peak).toBeCloseTo(scaled[index] ?? Number.NaN, 5));
  });

  it('takes another floor', () => {
    expect(scalePeaks([0.01], 0.02)).toEqual([0.5]);
  });
});

describe('given a length to say in seconds', () => {
  it.each([
    [1.26, 1.3],
    [2, 2],
    [0.04, 0.1],
    [0, 0],
    [-1, 0],
    [Number.POSITIVE_INFINITY, 0],
    [Number.NaN, 0],
  ])('%s s is said as %s', (seconds, said) => {
    expect(roundSeconds(seconds)).toBe(said);
  });
});
