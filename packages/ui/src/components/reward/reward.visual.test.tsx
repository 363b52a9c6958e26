import { useEffect, useRef, type ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from '../../test/render';
import { describeBaselines, settled, storyOf, VISUAL_WIDTHS, type VisualShot } from '../../test/visual';
import { tooLongComment } from './album-fixtures';
import * as albumGrid from './album-grid.stories';
import * as albumViewer from './album-viewer.stories';
import * as coinSummary from './coin-summary-card.stories';
import * as buyConfirm from './buy-confirm.stories';
import * as coinCelebration from './coin-celebration.stories';
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
  ['album-grid', storyOf(albumGrid, 'SeveralPages'), BUDDYMON],
  ['album-loading', storyOf(albumGrid, 'Loading'), BUDDYMON],
  ['album-empty', storyOf(albumGrid, 'Empty'), BUDDYMON],
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

/*
 * The album viewer is a dialog in a portal too: the picture with its comment, and the comment being edited with the
 * too-long message under the field.
 */
const AlbumViewerMiddle = storyOf(albumViewer, 'Middle');

describe.each(VISUAL_WIDTHS)('album viewer baselines at %i px', (width) => {
  afterEach(() => {
    document.documentElement.removeAttribute('data-theme');
  });

  async function open() {
    await page.viewport(width, 900);
    document.documentElement.setAttribute('data-theme', 'buddymon');
    render(<AlbumViewerMiddle />);
    const dialog = page.getByRole('dialog', { name: '성장 앨범' });
    await expect.element(dialog).toBeVisible();
    await expect.poll(() => getComputedStyle(dialog.element()).opacity).toBe('1');
    return dialog;
  }

  it('showing a picture looks the same', async () => {
    const dialog = await open();
    (document.activeElement as HTMLElement | null)?.blur();
    await settled();
    await expect.element(dialog).toMatchScreenshot(`reward-album-viewer-${width}`);
  });

  it('editing a too-long comment looks the same', async () => {
    const dialog = await open();
    await userEvent.click(page.getByRole('button', { name: '설명 고치기' }));
    await userEvent.fill(page.getByRole('textbox', { name: '사진 설명' }), tooLongComment);
    await expect.element(page.getByText('100자까지만 쓸 수 있어요.')).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
    await settled();
    await expect.element(dialog).toMatchScreenshot(`reward-album-viewer-too-long-${width}`);
  });
});

/*
 * The coin celebration at rest, in the study theme the study screens show it in: its one-off motion (all within 1 s)
 * is finished at once, so the shot is the still card, which is also what reduced motion shows.
 */
function atRest(Story: ComponentType): ComponentType {
  return function AtRest() {
    const ref = useRef<HTMLDivElement>(null);
    useEffect(() => {
      for (const animation of ref.current?.getAnimations({ subtree: true }) ?? []) {
        if (animation.effect?.getComputedTiming().iterations !== Infinity) animation.finish();
      }
    }, []);
    return (
      <div ref={ref}>
        <Story />
      </div>
    );
  };
}

const STUDY = { theme: 'study' };

describeBaselines('coin celebration', 'reward-celebration', [
  ['unit', atRest(storyOf(coinCelebration, 'Unit')), STUDY],
  ['day', atRest(storyOf(coinCelebration, 'DayFinished')), STUDY],
  ['test', atRest(storyOf(coinCelebration, 'TestFinished')), BUDDYMON],
]);
