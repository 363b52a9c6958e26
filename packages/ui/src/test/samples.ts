/*
 * The kit's sample media for the monorepo's stories and their fixtures (the product blocks in packages/app use them):
 * small drawings as data addresses, the reward bank's drawings and a generated tone, so no story depends on a file; and
 * the stories' own helpers (a faded-in element, reduced motion). `@buddy/ui/samples` resolves
 * only through the `@buddy/source` condition: not built, not packed, not part of the kit's promise (ADR 053). Apart
 * from `@buddy/ui/testing`, which needs Vitest: a story runs in Storybook too.
 */
export { toneClip } from '../components/test-paper/fixtures';
export { PICTURES } from './sample-pictures';
export { itemImage } from '../components/pet-stage/fixtures';
export { reduceMotion, visible } from './story-helpers';
