import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToMain } from './yield';

const real = Object.getOwnPropertyDescriptor(globalThis, 'scheduler');
afterEach(() => {
  if (real) Object.defineProperty(globalThis, 'scheduler', real);
  else delete (globalThis as { scheduler?: unknown }).scheduler;
  vi.useRealTimers();
});

describe('yielding to the browser between the steps of taking a page over (app/yield.ts)', () => {
  it("ends the task with the browser's scheduler.yield() where there is one", async () => {
    const yielded = vi.fn(() => Promise.resolve());
    Object.defineProperty(globalThis, 'scheduler', { value: { yield: yielded }, configurable: true });
    await yieldToMain();
    expect(yielded).toHaveBeenCalledTimes(1);
  });

  it('resumes after a zero-delay timeout elsewhere, not in the same task', async () => {
    Object.defineProperty(globalThis, 'scheduler', { value: undefined, configurable: true });
    vi.useFakeTimers();
    let resumed = false;
    const step = yieldToMain().then(() => {
      resumed = true;
    });
    await Promise.resolve();
    expect(resumed).toBe(false);
    await vi.runAllTimersAsync();
    await step;
    expect(resumed).toBe(true);
  });
});
