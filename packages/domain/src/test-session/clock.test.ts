import { describe, expect, it } from 'vitest';
import { startTestClock } from './clock';
import { fakeTime } from './fake-time';

function harness(type: 'W' | 'M' | 'L', secondsLeft: number, serverAhead = 0) {
  const time = fakeTime(5_000);
  const ticks: number[] = [];
  const warnings: number[] = [];
  let ended = 0;
  const serverNow = 1_700_000_000_000 + serverAhead;
  const clock = startTestClock({
    type,
    deadline: serverNow + secondsLeft * 1000,
    serverNow,
    monotonicNow: time.now,
    timers: time.timers,
    onTick: (s) => ticks.push(s),
    onWarning: (m) => warnings.push(m),
    onTimeUp: () => {
      ended += 1;
    },
  });
  return { time, ticks, warnings, ended: () => ended, clock };
}

describe('given the paper clock', () => {
  it('counts down every second from the server deadline', () => {
    const { time, ticks, clock } = harness('W', 600);
    expect(ticks).toEqual([600]);
    time.advance(3000);
    expect(ticks).toEqual([600, 599, 598, 597]);
    expect(clock.seconds()).toBe(597);
  });

  it.each([
    ['W', 2],
    ['M', 3],
    ['L', 5],
  ] as const)('%s warns once at exactly %i minutes left', (type, minutes) => {
    const { time, warnings, ticks } = harness(type, minutes * 60 + 2);
    time.advance(1000);
    expect(warnings).toEqual([]);
    time.advance(1000);
    expect(ticks.at(-1)).toBe(minutes * 60);
    expect(warnings).toEqual([minutes]);
    time.advance(10_000);
    expect(warnings).toEqual([minutes]);
  });

  it('a throttled background tab that skips the warning second still warns once, by the monotonic clock', () => {
    const { time, warnings, ticks } = harness('W', 200);
    time.jump(85_000); // frozen: no tick ran
    time.advance(1000);
    expect(ticks.at(-1)).toBe(114);
    expect(warnings).toEqual([2]);
  });

  it('at zero it reports the end once and stops', () => {
    const { time, ended, ticks } = harness('W', 3);
    time.advance(2000);
    expect(ended()).toBe(0);
    time.advance(1000);
    expect(ticks.at(-1)).toBe(0);
    expect(ended()).toBe(1);
    expect(time.pending()).toBe(0);
    time.advance(5000);
    expect(ended()).toBe(1);
  });

  it('a deadline already passed (resumed late) ends at once', () => {
    const { ended, ticks, time } = harness('W', -5);
    expect(ticks).toEqual([0]);
    expect(ended()).toBe(1);
    expect(time.pending()).toBe(0);
  });

  it('stop() ends the ticking (the result is loading)', () => {
    const { time, ticks, clock } = harness('W', 600);
    clock.stop();
    time.advance(5000);
    expect(ticks).toEqual([600]);
  });
});
