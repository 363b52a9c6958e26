import type { BrowserCommand } from 'vitest/node';
import '@vitest/browser-playwright';

/** The window Playwright opens the test runner in (its default page size). */
export const RUNNER_WINDOW = { width: 1280, height: 720 } as const;

/**
 * A browser command: sizes the runner's own window. Vitest scales the frame a test draws in down to fit that window
 * (`transform: scale(…)`), so a frame taller or wider than the window would be shot smaller than it is; a baseline
 * first grows the window to hold its frame whole, and puts it back after (`fitWindow()` with no size).
 */
export const fitWindow: BrowserCommand<[width?: number, height?: number]> = async (
  context,
  width,
  height,
) => {
  await context.page.setViewportSize({
    width: Math.max(RUNNER_WINDOW.width, width ?? 0),
    height: Math.max(RUNNER_WINDOW.height, height ?? 0),
  });
};
