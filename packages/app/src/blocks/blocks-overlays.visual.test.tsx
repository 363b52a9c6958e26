import { describeOverlayShots, storyOf as story, type MovingShot, type OverlayShot } from '@buddy/ui/testing';
import { BranchFinder } from './branch-finder';
import * as branchFinder from './branch-finder/branch-finder.stories';
import * as faqList from './faq-list/faq-list.stories';
import * as recordButton from './daily-study/record-button.stories';
import * as reviewDialog from './study-home/review-dialog.stories';

/*
 * Visual baselines of the product blocks' overlays and moving states, drawn as the kit's are (@buddy/ui/testing's
 * `describeOverlayShots`: the theme on <html>, the pointer off, every animation frozen):
 * - what opens in a portal: the ReviewDialog (ready, loading, failed) and the branch finder's office select (loading,
 *   failed), opened by a keydown on its trigger;
 * - what moves: the FAQ's and the branch finder's loading, the recording pulse and the upload's spinner.
 * The first run writes the PNGs under __screenshots__/blocks-overlays.visual.test.tsx/; later runs compare (CI=true
 * never writes).
 */

/** The branch finder's office select while the office list loads, or after it failed (opened by openOfficeSelect). */
function OfficeSelect({ officesState }: { officesState: 'loading' | 'error' }) {
  return (
    <div className="w-[1020px] p-4">
      <BranchFinder
        state="loading"
        onPageChange={() => undefined}
        search={{ office: '', text: '' }}
        onSearch={() => undefined}
        officesState={officesState}
        onOfficesNeeded={() => undefined}
        hrefFor={(code) => `/branch/${code}`}
      />
    </div>
  );
}

/** Opens the branch finder's office select with a keydown on its trigger. */
function openOfficeSelect() {
  const trigger = document.querySelector<HTMLElement>(
    '[data-slot="branch-finder"] [data-slot="select-trigger"]',
  );
  if (!trigger) throw new Error('the office select is missing');
  trigger.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
}

const overlays: OverlayShot[] = [
  { name: 'review-dialog-ready', Ui: story(reviewDialog, 'Ready'), role: 'dialog', fit: true },
  { name: 'review-dialog-loading', Ui: story(reviewDialog, 'Loading'), role: 'dialog', fit: true },
  { name: 'review-dialog-failed', Ui: story(reviewDialog, 'LoadFailed'), role: 'dialog', fit: true },
  {
    name: 'branch-offices-loading',
    Ui: () => <OfficeSelect officesState="loading" />,
    role: 'listbox',
    open: openOfficeSelect,
  },
  {
    name: 'branch-offices-failed',
    Ui: () => <OfficeSelect officesState="error" />,
    role: 'listbox',
    open: openOfficeSelect,
  },
];

const moving: MovingShot[] = [
  ['faq-list-loading', [story(faqList, 'Loading')]],
  ['branch-finder-loading', [story(branchFinder, 'Loading')]],
  ['record-button-busy', [story(recordButton, 'Recording'), story(recordButton, 'Uploading')]],
];

describeOverlayShots(overlays, moving);
