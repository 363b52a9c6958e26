import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHIME_VOLUME, COIN_CHIME, playChime, type ChimeContext } from './chime';

/** An AudioParam that records what is scheduled on it. */
class FakeParam {
  calls: [method: string, value: number, time: number][] = [];
  setValueAtTime(value: number, time: number) {
    this.calls.push(['set', value, time]);
  }
  exponentialRampToValueAtTime(value: number, time: number) {
    this.calls.push(['ramp', value, time]);
  }
  linearRampToValueAtTime(value: number, time: number) {
    this.calls.push(['linear', value, time]);
  }
  setTargetAtTime(value: number, time: number) {
    this.calls.push(['target', value, time]);
  }
  cancelScheduledValues(time: number) {
    this.calls.push(['cancel', 0, time]);
  }
}

class FakeOscillator {
  type = 'sine';
  frequency = new FakeParam();
  started: number[] = [];
  stopped: number[] = [];
  connectedTo: unknown[] = [];
  connect(node: unknown) {
    this.connectedTo.push(node);
  }
  start(time: number) {
    this.started.push(time);
  }
  stop(time: number) {
    this.stopped.push(time);
  }
}

class FakeGain {
  gain = new FakeParam();
  connectedTo: unknown[] = [];
  connect(node: unknown) {
    this.connectedTo.push(node);
  }
}

/** A fake AudioContext: its clock at `currentTime`, every node it made kept for the test to read. */
class FakeContext {
  currentTime = 10;
  destination = { destination: true };
  state: AudioContextState = 'running';
  oscillators: FakeOscillator[] = [];
  gains: FakeGain[] = [];
  resume = vi.fn(() => Promise.resolve());
  createOscillator() {
    const oscillator = new FakeOscillator();
    this.oscillators.push(oscillator);
    return oscillator;
  }
  createGain() {
    const gain = new FakeGain();
    this.gains.push(gain);
    return gain;
  }
}

const asContext = (fake: FakeContext) => fake as unknown as ChimeContext;
/**
 * Waits until the context's resume() has settled. The chime attached its handler to that promise first, so it has
 * run by the time this one does.
 */
async function resumed(context: FakeContext): Promise<void> {
  const asked = context.resume.mock.results[0]?.value as Promise<void> | undefined;
  expect(asked).toBeInstanceOf(Promise);
  await asked?.then(
    () => undefined,
    () => undefined,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('given a running audio context', () => {
  it('schedules three rising notes, one after another, all over within half a second', () => {
    const context = new FakeContext();
    playChime({ context: asContext(context) });

    expect(context.oscillators).toHaveLength(COIN_CHIME.length);
    const frequencies = context.oscillators.map((oscillator) => oscillator.frequency.calls[0]?.[1]);
    expect(frequencies).toEqual(COIN_CHIME.map((note) => note.frequency));
    expect([...frequencies].sort((a, b) => a! - b!)).toEqual(frequencies);

    const starts = context.oscillators.map((oscillator) => oscillator.started[0]!);
    expect(starts[0]).toBeGreaterThanOrEqual(context.currentTime);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(new Set(starts).size).toBe(starts.length);
    const lastStop = Math.max(...context.oscillators.map((oscillator) => oscillator.stopped[0]!));
    expect(lastStop - context.currentTime).toBeLessThanOrEqual(0.5);
  });

  it('plays each note through its own quiet envelope into the speakers', () => {
    const context = new FakeContext();
    playChime({ context: asContext(context) });

    context.oscillators.forEach((oscillator, index) => {
      const gain = context.gains[index]!;
      expect(oscillator.connectedTo).toEqual([gain]);
      expect(gain.connectedTo).toEqual([context.destination]);
      const levels = gain.gain.calls.map(([, value]) => value);
      expect(Math.max(...levels)).toBe(CHIME_VOLUME);
      expect(CHIME_VOLUME).toBeLessThanOrEqual(0.2);
      // It starts and ends silent: no click.
      expect(levels[0]).toBeLessThan(0.001);
      expect(levels.at(-1)).toBeLessThan(0.001);
    });
  });

  it('fades out what still rings when stopped early', () => {
    const context = new FakeContext();
    const stop = playChime({ context: asContext(context) });
    context.currentTime += 0.05;
    stop();
    for (const oscillator of context.oscillators) {
      expect(oscillator.stopped.at(-1)).toBeCloseTo(context.currentTime + 0.05);
    }
    expect(context.gains[0]!.gain.calls.some(([method]) => method === 'target')).toBe(true);
  });
});

describe('given a context the autoplay policy keeps suspended', () => {
  it('asks it to resume and plays once it does', async () => {
    const context = new FakeContext();
    context.state = 'suspended';
    context.resume.mockImplementation(() => {
      context.state = 'running';
      return Promise.resolve();
    });
    playChime({ context: asContext(context) });
    expect(context.resume).toHaveBeenCalledOnce();
    await resumed(context);
    expect(context.oscillators).toHaveLength(COIN_CHIME.length);
  });

  it('stays silent, without an error, when resuming is refused', async () => {
    const context = new FakeContext();
    context.state = 'suspended';
    context.resume.mockImplementation(() =>
      Promise.reject(new DOMException('not allowed', 'NotAllowedError')),
    );
    expect(() => playChime({ context: asContext(context) })).not.toThrow();
    await resumed(context);
    expect(context.oscillators).toHaveLength(0);
  });

  it('drops the chime rather than play it late (after a tap long afterwards)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const context = new FakeContext();
    context.state = 'suspended';
    let allow: () => void = () => {};
    context.resume.mockImplementation(
      () =>
        new Promise<void>((resolve) => {
          allow = () => {
            context.state = 'running';
            resolve();
          };
        }),
    );
    playChime({ context: asContext(context) });
    vi.setSystemTime(Date.now() + 5000);
    allow();
    await resumed(context);
    expect(context.oscillators).toHaveLength(0);
  });

  it('plays nothing once stopped before the context resumed', async () => {
    const context = new FakeContext();
    context.state = 'suspended';
    context.resume.mockImplementation(() => {
      context.state = 'running';
      return Promise.resolve();
    });
    const stop = playChime({ context: asContext(context) });
    stop();
    await resumed(context);
    expect(context.oscillators).toHaveLength(0);
  });
});

describe('given a browser without Web Audio', () => {
  it('is harmless: no error, and stopping is harmless too', () => {
    vi.stubGlobal('AudioContext', undefined);
    vi.stubGlobal('webkitAudioContext', undefined);
    let stop: () => void = () => {};
    expect(() => {
      stop = playChime();
    }).not.toThrow();
    expect(() => stop()).not.toThrow();
  });

  it('is harmless when the browser refuses to make a context', () => {
    vi.stubGlobal('AudioContext', function Refusing() {
      throw new DOMException('too many contexts', 'NotSupportedError');
    });
    expect(() => playChime()).not.toThrow();
  });

  it('is harmless when a node cannot be made', () => {
    const context = new FakeContext();
    context.createOscillator = () => {
      throw new Error('no oscillator');
    };
    expect(() => playChime({ context: asContext(context) })).not.toThrow();
  });
});

describe('given the page context', () => {
  it('makes one and reuses it for the next chime', () => {
    const made: FakeContext[] = [];
    vi.stubGlobal(
      'AudioContext',
      class extends FakeContext {
        constructor() {
          super();
          made.push(this);
        }
      },
    );
    playChime();
    playChime();
    expect(made).toHaveLength(1);
    expect(made[0]!.oscillators).toHaveLength(COIN_CHIME.length * 2);
  });
});
