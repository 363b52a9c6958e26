import type { ComponentType } from 'react';
import { composeStories } from '@storybook/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { matchBaseline } from './baseline';
import { layoutSignature, widthsThatChangeLayout } from './layout';
import { cleanup, render } from './render';

/*
 * The visual-baseline harness of a kit area's `*.visual.test.tsx`: its stories drawn at the widths a page must hold
 * (a phone, the widest mobile layout, a desktop) where their layout differs, in the theme the app shows them in, each
 * compared with its PNG under __screenshots__/<test file>/ (the first run writes it; CI=true never writes).
 */

export const VISUAL_WIDTHS = [390, 900, 1280] as const;

type StoryModule = Parameters<typeof composeStories>[0];

/** A story of a stories module, composed with its args and decorators. */
export function storyOf(module: object, name: string): ComponentType {
  const composed = composeStories(module as StoryModule) as unknown as Record<string, ComponentType>;
  const Story = composed[name];
  if (!Story) throw new Error(`story ${name} not found (renamed?): update the visual test that names it`);
  return Story;
}

export const frames = () =>
  new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/**
 * Waits until every font and picture has loaded and been decoded (the frame already holds the whole shot, so lazy
 * ones load too): a picture that has loaded but is not decoded yet is painted blank on a busy machine.
 */
export async function settled(): Promise<void> {
  await frames();
  await document.fonts.ready;
  await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
  await frames();
}

export type VisualShot = [name: string, Story: ComponentType, where: { theme: string; course?: string }];

/**
 * Draws `Story` at `width` in the frame the baselines are shot in and waits until it has settled: the frame ignores
 * the pointer (a hover left by an earlier test is not part of the look) and grows to hold the whole shot, since
 * Chromium paints (and loads lazy pictures) only inside the viewport. Returns the shot's element.
 */
async function drawAt(
  width: number,
  Story: ComponentType,
  { theme, course }: VisualShot[2],
): Promise<HTMLElement> {
  cleanup();
  await page.viewport(width, 800);
  render(
    <div
      data-theme={theme}
      data-course={course}
      data-testid="shot"
      className="pointer-events-none bg-background text-text"
      style={{ width }}
    >
      <Story />
    </div>,
  );
  await frames();
  const shot = document.querySelector<HTMLElement>('[data-testid="shot"]');
  if (!shot) throw new Error('the shot frame did not render');
  // Fonts and pictures settle after the first measure and can make the shot taller (a web font wraps a line more):
  // the viewport grows until it holds the settled shot, else its foot is shot unpainted (CI's 390 px library shelf
  // lost its last 70 px, twice).
  for (let viewport = 0; ;) {
    const height = Math.ceil(shot.getBoundingClientRect().height);
    if (height + 40 <= viewport) return shot;
    viewport = Math.max(800, height + 40);
    await page.viewport(width, viewport);
    // The runner sizes the frame a frame or more later: a shot before would paint only the old window.
    await expect.poll(() => window.innerHeight).toBe(viewport);
    await settled();
  }
}

/**
 * Registers the baselines of `shots`: each is drawn at 390 px, then at 900 and 1280 px where its layout has changed
 * since the last width drawn (packages/ui/src/test/layout.ts); the PNG of shot `name` at width `w` is
 * `${prefix}-${name}-${w}`.
 */
export function describeBaselines(area: string, prefix: string, shots: readonly VisualShot[]): void {
  beforeEach(async () => {
    await page.viewport(1280, 800);
  });
  afterEach(cleanup);

  describe(`${area} baselines`, () => {
    it.each(shots)('%s looks the same at every width its layout changes at', async (name, Story, where) => {
      const layoutAt = async (width: number) => layoutSignature(await drawAt(width, Story, where));
      for await (const width of widthsThatChangeLayout(VISUAL_WIDTHS, layoutAt)) {
        await matchBaseline(page.getByTestId('shot'), `${prefix}-${name}-${width}`);
      }
    });
  });
}
