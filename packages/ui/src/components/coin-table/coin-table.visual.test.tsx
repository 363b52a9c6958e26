import { describeBaselines, storyOf, type VisualShot } from '../../test/visual';
import * as coinTable from './coin-table.stories';

/*
 * Visual baselines of the coin table at the widths a page must hold where its layout changes (390, 900 and 1280 px),
 * from its own stories, in the buddymon theme the app shows it in. Named `reward-…` as when it was part of the
 * reward area (ADR 053). The first run writes the PNGs under __screenshots__/coin-table.visual.test.tsx/; later runs
 * compare (CI=true never writes).
 */

const BUDDYMON = { theme: 'buddymon' };

const shots: VisualShot[] = [['coin-table', storyOf(coinTable, 'Ready'), BUDDYMON]];

describeBaselines('coin table', 'reward', shots);
