import { useEffect, useRef, type ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import {
  cleanup,
  render,
  layoutSignature,
  widthsThatChangeLayout,
  describeBaselines,
  settled,
  storyOf,
  VISUAL_WIDTHS,
  type VisualShot,
  matchBaseline,
} from '@buddy/ui/testing';
import { tooLongComment } from './album-fixtures';
import * as albumGrid from './album-grid.stories';
import * as albumViewer from './album-viewer.stories';
import * as coinSummary from './coin-summary-card.stories';
import * as buyConfirm from './buy-confirm.stories';
import * as coinCelebration from './coin-celebration.stories';
import * as itemShelf from './item-shelf.stories';

/*
 * Visual baselines of the reward area's blocks (the kit's pet stage and coin table have their own) at the widths a page must hold where its layout changes (a phone, 390 px; the
 * widest mobile layout, 900 px; a desktop, 1280 px), each from its own stories (their args and decorators), in the buddymon
 * theme the app shows them in. The pet's motions are left to the stories' tests (a still stage is drawn). The first
 * run writes the PNGs under __screenshots__/reward.visual.test.tsx/; later runs compare (CI=true never writes).
 */

const BUDDYMON = { theme: 'buddymon' };

const shots: VisualShot[] = [
  ['coin-summary', storyOf(coinSummary, 'Ready'), BUDDYMON],
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

describe('buy confirm baseline', () => {
  afterEach(() => {
    document.documentElement.removeAttribute('data-theme');
  });

  it('looks the same at every width its layout changes at', async () => {
    const dialog = page.getByRole('alertdialog');
    const layoutAt = async (width: number) => {
      cleanup();
      await page.viewport(width, 800);
      document.documentElement.setAttribute('data-theme', 'buddymon');
      render(<BuyConfirmOpen />);
      await expect.element(dialog).toBeVisible();
      // The dialog fades in: wait until it is fully shown.
      await expect.poll(() => getComputedStyle(dialog.element()).opacity).toBe('1');
      // Whether the focused button shows its ring depends on how earlier tests last moved the focus: no focus here.
      (document.activeElement as HTMLElement | null)?.blur();
      await settled();
      return layoutSignature(dialog.element());
    };
    for await (const width of widthsThatChangeLayout(VISUAL_WIDTHS, layoutAt)) {
      await matchBaseline(dialog, `reward-buy-confirm-${width}`);
    }
  });
});

/*
 * The album viewer is a dialog in a portal too: the picture with its comment, and the comment being edited with the
 * too-long message under the field.
 */
const AlbumViewerMiddle = storyOf(albumViewer, 'Middle');

describe('album viewer baselines', () => {
  afterEach(() => {
    document.documentElement.removeAttribute('data-theme');
  });

  const dialog = page.getByRole('dialog', { name: '성장 앨범' });

  async function open(width: number) {
    cleanup();
    await page.viewport(width, 900);
    document.documentElement.setAttribute('data-theme', 'buddymon');
    render(<AlbumViewerMiddle />);
    await expect.element(dialog).toBeVisible();
    await expect.poll(() => getComputedStyle(dialog.element()).opacity).toBe('1');
  }

  async function settledLayout() {
    (document.activeElement as HTMLElement | null)?.blur();
    await settled();
    return layoutSignature(dialog.element());
  }

  it('showing a picture looks the same at every width its layout changes at', async () => {
    const layoutAt = async (width: number) => {
      await open(width);
      return settledLayout();
    };
    for await (const width of widthsThatChangeLayout(VISUAL_WIDTHS, layoutAt)) {
      await matchBaseline(dialog, `reward-album-viewer-${width}`);
    }
  });

  it('editing a too-long comment looks the same at every width its layout changes at', async () => {
    const layoutAt = async (width: number) => {
      await open(width);
      await userEvent.click(page.getByRole('button', { name: '설명 고치기' }));
      await userEvent.fill(page.getByRole('textbox', { name: '사진 설명' }), tooLongComment);
      await expect.element(page.getByText('100자까지만 쓸 수 있어요.')).toBeVisible();
      return settledLayout();
    };
    for await (const width of widthsThatChangeLayout(VISUAL_WIDTHS, layoutAt)) {
      await matchBaseline(dialog, `reward-album-viewer-too-long-${width}`);
    }
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
