import { describeBaselines, storyOf, type VisualShot } from '../../test/visual';
import * as petStage from './pet-stage.stories';

/*
 * Visual baselines of the pet stage at the widths a page must hold where its layout changes (390, 900 and 1280 px),
 * from its own stories, in the buddymon theme the app shows it in. Named `reward-…` as when it was part of the
 * reward area (ADR 053). The first run writes the PNGs under __screenshots__/pet-stage.visual.test.tsx/; later runs
 * compare (CI=true never writes).
 */

const BUDDYMON = { theme: 'buddymon' };

const shots: VisualShot[] = [
  ['pet-dressed', storyOf(petStage, 'Dressed'), BUDDYMON],
  ['pet-empty', storyOf(petStage, 'EmptyLayout'), BUDDYMON],
  ['pet-small-empty', storyOf(petStage, 'SmallEmpty'), BUDDYMON],
];

describeBaselines('pet stage', 'reward', shots);
