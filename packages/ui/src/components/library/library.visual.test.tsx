import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { composeStories } from '@storybook/react';
import type { ComponentType } from 'react';
import { cleanup, render } from '../../test/render';
import * as cardList from './library-card-list.stories';
import * as grammarList from './library-grammar-list.stories';
import * as records from './library-records.stories';
import * as shelf from './library-shelf.stories';
import * as viewer from './library-viewer.stories';

/*
 * Visual baselines of the library at the three widths a page must hold: a phone (390 px), the widest mobile layout
 * (900 px) and a desktop (1280 px), each from its own stories (their args and decorators), in the theme the app
 * shows it in. What moves (the loading spinner) is left to the stories' tests. The first run writes the PNGs under
 * __screenshots__/library.visual.test.tsx/; later runs compare (CI=true never writes).
 */

type StoryModule = Parameters<typeof composeStories>[0];

function story(module: object, name: string): ComponentType {
  const composed = composeStories(module as StoryModule) as unknown as Record<string, ComponentType>;
  const Story = composed[name];
  if (!Story) throw new Error(`story ${name} not found (renamed?): update library.visual.test.tsx`);
  return Story;
}

const shots: [string, ComponentType, { theme: string; course?: string }][] = [
  ['shelf', story(shelf, 'Ready'), { theme: 'brand' }],
  ['shelf-preview', story(shelf, 'Preview'), { theme: 'brand' }],
  ['records', story(records, 'Ready'), { theme: 'study' }],
  ['grammar', story(grammarList, 'Ready'), { theme: 'study' }],
  ['cards', story(cardList, 'Ready'), { theme: 'study' }],
  ['viewer-video', story(viewer, 'Video'), { theme: 'study' }],
  ['viewer-song', story(viewer, 'SongWithLyrics'), { theme: 'study' }],
];

const widths = [390, 900, 1280] as const;

const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/** Waits until every font and picture has loaded (the frame already holds the whole shot, so lazy ones load too). */
async function settled() {
  await frames();
  await document.fonts.ready;
  await Promise.all(
    [...document.images].map((image) =>
      image.complete
        ? undefined
        : new Promise((resolve) => {
            image.addEventListener('load', resolve, { once: true });
            image.addEventListener('error', resolve, { once: true });
          }),
    ),
  );
  await frames();
}

beforeEach(async () => {
  await page.viewport(1280, 800);
});
afterEach(cleanup);

describe.each(widths)('library baselines at %i px', (width) => {
  it.each(shots)('%s looks the same', async (name, Story, { theme, course }) => {
    await page.viewport(width, 800);
    render(
      // The pointer is ignored: a hover left by an earlier test is not part of the look.
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
    // The frame grows to hold the whole shot: Chromium paints (and loads lazy pictures) only inside the viewport.
    const shot = document.querySelector<HTMLElement>('[data-testid="shot"]');
    const height = Math.ceil(shot?.getBoundingClientRect().height ?? 800);
    await page.viewport(width, Math.max(800, height + 40));
    await settled();
    await expect.element(page.getByTestId('shot')).toMatchScreenshot(`library-${name}-${width}`);
  });
});
