/*
 * The kit's test helpers for the monorepo's own tests and stories (the product blocks in packages/app use them):
 * `@buddy/ui/testing` resolves only through the `@buddy/source` condition. It is not built, not packed and not part
 * of what the kit promises (ADR 053); only test and story files may import it (.dependency-cruiser.cjs).
 */
export { advanceTimers, cleanup, render } from './render';
export { isShown, serverThenHydrated } from './hydrate';
export { matchBaseline } from './baseline';
export { layoutSignature, widthsThatChangeLayout } from './layout';
export { reduceMotion, visible } from './story-helpers';
export { VISUAL_WIDTHS, describeBaselines, settled, storyOf, type VisualShot } from './visual';
export {
  describeOverlayShots,
  describePartShots,
  pick,
  still,
  type MovingShot,
  type OverlayShot,
  type PartShot,
} from './shots';
