/**
 * Ends the current task and resumes in a new one, so that the browser can answer input and paint in between: the
 * Prioritized Task Scheduling API's `scheduler.yield()` where the browser has it (Chromium 129+: the rest of the work
 * keeps its place ahead of other tasks), a zero-delay timeout elsewhere.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
