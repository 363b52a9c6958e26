import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { composeStories } from '@storybook/react';
import type { ComponentType } from 'react';
import { cleanup, render } from '../../test/render';
import * as coinSummary from './coin-summary-card.stories';
import * as buyConfirm from './buy-confirm.stories';
import * as coinTable from './coin-table.stories';
import * as itemShelf from './item-shelf.stories';
import * as petStage from './pet-stage.stories';

/*
 * Visual baselines of the reward area at the three widths a page must hold: a phone (390 px), the widest mobile
 * layout (900 px) and a desktop (1280 px), each from its own stories (their args and decorators), in the buddymon
 * theme the app shows them in. The pet's motions are left to the stories' tests (a still stage is drawn). The first
 * run writes the PNGs under __screenshots__/reward.visual.test.tsx/; later runs compare (CI=true never writes).
 */

type StoryModule = Parameters<typeof composeStories>[0];

function story(module: object, name: string): ComponentType {
  const composed = composeStories(module as StoryModule) as unknown as Record<string, ComponentType>;
  const Story = composed[name];
  if (!Story) throw new Error(`story ${name} not found (renamed?): update reward.visual.test.tsx`);
  return Story;
}

const shots: [string, ComponentType][] = [
  ['pet-dressed', story(petStage, 'Dressed')],
  ['pet-empty', story(petStage, 'EmptyLayout')],
  ['pet-small-empty', story(petStage, 'SmallEmpty')],
  ['coin-summary', story(coinSummary, 'Ready')],
  ['coin-table', story(coinTable, 'Ready')],
  ['shelf-shop', story(itemShelf, 'ShopReady')],
  ['shelf-shop-short', story(itemShelf, 'ShopShortOfCoins')],
  ['shelf-inventory', story(itemShelf, 'Inventory')],
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

describe.each(widths)('reward baselines at %i px', (width) => {
  it.each(shots)('%s looks the same', async (name, Story) => {
    await page.viewport(width, 800);
    render(
      // The pointer is ignored: a hover left by an earlier test is not part of the look.
      <div
        data-theme="buddymon"
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
    await expect.element(page.getByTestId('shot')).toMatchScreenshot(`reward-${name}-${width}`);
  });
});

/*
 * The purchase question is a dialog in a portal outside the frame: its shot is the dialog itself, the theme set on
 * the page's root while it is shown.
 */
const BuyConfirmOpen = story(buyConfirm, 'Open');

describe.each(widths)('buy confirm baseline at %i px', (width) => {
  afterEach(() => {
    document.documentElement.removeAttribute('data-theme');
  });

  it('looks the same', async () => {
    await page.viewport(width, 800);
    document.documentElement.setAttribute('data-theme', 'buddymon');
    render(<BuyConfirmOpen />);
    const dialog = page.getByRole('alertdialog');
    await expect.element(dialog).toBeVisible();
    // The dialog fades in: wait until it is fully shown.
    await expect.poll(() => getComputedStyle(dialog.element()).opacity).toBe('1');
    // Whether the focused button shows its ring depends on how earlier tests last moved the focus: no focus here.
    (document.activeElement as HTMLElement | null)?.blur();
    await settled();
    await expect.element(dialog).toMatchScreenshot(`reward-buy-confirm-${width}`);
  });
});
