import { expect, inject } from 'vitest';
import { commands, page, type Locator } from 'vitest/browser';

/*
 * How every visual baseline of the repository is compared (docs/decisions/044-test-gate-layout.md): the shot is
 * compared with its PNG by Vitest's `toMatchScreenshot`, the baseline's name is noted for the stale-baseline check,
 * and a difference says which Chromium drew the baselines and which one drew the shot.
 */

/** The Chromium that drew this run's shots and the one that drew the committed baselines (visual-baselines.json). */
export interface VisualRenderers {
  current: { chromium: string; pinned: boolean };
  baseline: { chromium: string; package: string };
}

declare module 'vitest' {
  export interface ProvidedContext {
    visualRenderers: VisualRenderers;
  }
}

/** One line for a failure: 'shot on Chromium 156.0.8078.108 (the machine's); baselines drawn on 153.0.8010.0 (…)'. */
export function rendererNote(renderers: VisualRenderers = inject('visualRenderers')): string {
  const { current, baseline } = renderers;
  const same = current.chromium === baseline.chromium;
  return [
    `shot on Chromium ${current.chromium} (${current.pinned ? 'the pinned renderer' : "the machine's Chromium: BUDDY_RENDERER=system"});`,
    `baselines drawn on Chromium ${baseline.chromium} (${baseline.package}).`,
    same
      ? 'Same build: the difference is a change of look.'
      : 'Different builds: run without BUDDY_RENDERER=system, or redraw on purpose (README, "Visual baselines").',
  ].join(' ');
}

const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/**
 * Vitest scales the frame a test draws in down to fit the runner's window (1280 × 720 by default): a tall frame would
 * be shot smaller than life (a 390 px wide shot came out 183–351 px wide). The runner's window is grown to hold the
 * frame as it is, and the frame set to its size again so the runner lays it out afresh, unscaled.
 */
async function unscaledFrame(): Promise<void> {
  const [width, height] = [window.innerWidth, window.innerHeight];
  await commands.fitWindow(width, height);
  await page.viewport(width, height);
  await expect.poll(() => [window.innerWidth, window.innerHeight]).toEqual([width, height]);
  await frames();
}

type ScreenshotOptions = Parameters<ReturnType<typeof expect.element>['toMatchScreenshot']>[1];

/** Compares `locator` with the baseline `name`; a difference carries the renderer note. */
export async function matchBaseline(
  locator: Locator,
  name: string,
  options?: ScreenshotOptions,
): Promise<void> {
  await commands.noteBaseline(name);
  await unscaledFrame();
  try {
    await expect.element(locator).toMatchScreenshot(name, options);
  } catch (error) {
    if (error instanceof Error) error.message = `${error.message}\n${rendererNote()}`;
    throw error;
  } finally {
    // The runner's window back to its own size: later tests run as they always have.
    await commands.fitWindow();
  }
}

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** Sizes the runner's own window (no size: back to its default), so a frame is shot unscaled (.storybook/fit-window.ts). */
    fitWindow: (width?: number, height?: number) => Promise<void>;
    /** Notes that this test compares baseline `name` (the stale-baseline check reads the list). */
    noteBaseline: (name: string) => Promise<void>;
  }
}
