import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from '../../test/render';
import { describeBaselines, settled, storyOf, VISUAL_WIDTHS, type VisualShot } from '../../test/visual';
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

const BUDDYMON = { theme: 'buddymon' };

const shots: VisualShot[] = [
  ['pet-dressed', storyOf(petStage, 'Dressed'), BUDDYMON],
  ['pet-empty', storyOf(petStage, 'EmptyLayout'), BUDDYMON],
  ['pet-small-empty', storyOf(petStage, 'SmallEmpty'), BUDDYMON],
  ['coin-summary', storyOf(coinSummary, 'Ready'), BUDDYMON],
  ['coin-table', storyOf(coinTable, 'Ready'), BUDDYMON],
  ['shelf-shop', storyOf(itemShelf, 'ShopReady'), BUDDYMON],
  ['shelf-shop-short', storyOf(itemShelf, 'ShopShortOfCoins'), BUDDYMON],
  ['shelf-inventory', storyOf(itemShelf, 'Inventory'), BUDDYMON],
];

describeBaselines('reward', 'reward', shots);

/*
 * The purchase question is a dialog in a portal outside the frame: its shot is the dialog itself, the theme set on
 * the page's root while it is shown.
 */
const BuyConfirmOpen = storyOf(buyConfirm, 'Open');

describe.each(VISUAL_WIDTHS)('buy confirm baseline at %i px', (width) => {
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
