import { appendFileSync } from 'node:fs';
import path from 'node:path';
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

/**
 * A browser command: notes the PNG a test compares (Vitest's default place for it) in the file BUDDY_BASELINES_SEEN
 * names, one path a line relative to the repository. After a whole run, `scripts/visual/baselines.mjs check --seen`
 * fails on a committed baseline no test compared any more (a width or a story dropped). Without the variable: nothing.
 */
export const noteBaseline: BrowserCommand<[name: string]> = (context, name) => {
  const list = process.env['BUDDY_BASELINES_SEEN'];
  const test = context.testPath;
  if (!list || !test) return;
  const root = process.cwd();
  const file = path.relative(
    root,
    path.join(path.dirname(test), '__screenshots__', path.basename(test), `${name}-chromium-linux.png`),
  );
  appendFileSync(list, `${file}\n`);
};
