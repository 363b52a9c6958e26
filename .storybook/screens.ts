/*
 * What the preview and the storybook project's setup share about the screen stories' visual baselines (ADR 042).
 * This file is imported by the preview, so it holds no test-runner code: the setup defines the shooter.
 */

/** The instant every story runs at: the demo content's own "now" (2026-11-20, 11:00 in Seoul, a Friday). */
export const SCREEN_CLOCK = new Date('2026-11-20T11:00:00+09:00');

/** The widths a screen is reviewed at: a phone, the widest mobile layout, a desktop. */
export const SCREEN_WIDTHS = [390, 900, 1280] as const;

/** The preview's named viewports' widths: a story pinned to one shows a state of that width only. */
const PINNED_WIDTHS: Record<string, number> = { mobile: 390, narrow: 900, site: 1020, desktop: 1280 };

/**
 * The widths a story may be shot at (ADR 044): its pinned viewport's alone; all three for a page's layout story (tag
 * `layout`), of which the shooter keeps those where the layout changes; the phone's for every other state, whose
 * frame the page's layout story shows at every width.
 */
export function screenWidths(pinned: string | undefined, layout: boolean): readonly number[] {
  const width = pinned === undefined ? undefined : PINNED_WIDTHS[pinned];
  if (width !== undefined) return [width];
  return layout ? SCREEN_WIDTHS : [SCREEN_WIDTHS[0]];
}

/**
 * A screen story's `parameters.screen`: `mask` names (CSS selectors) what reads differently on each run by nature,
 * such as a typing speed measured on the real clock; the shot paints them over.
 */
export interface ScreenParameters {
  mask?: readonly string[];
}

export type ScreenShooter = (story: {
  id: string;
  pinned: string | undefined;
  /** The page's layout story (tag `layout`): shot at every width where its layout changes. */
  layout: boolean;
  mask: readonly string[];
}) => Promise<void>;

export type ScreenSettler = (story: { pinned: string | undefined }) => Promise<void>;

declare global {
  /** Set by the storybook project's setup; absent in Storybook itself, where nothing is shot. */
  var buddyShoot: ScreenShooter | undefined;
  /** Set by the storybook project's setup: waits until the frame has the story's width. */
  var buddySettle: ScreenSettler | undefined;
}
