import { describeBaselines, storyOf, type VisualShot } from '@buddy/ui/testing';
import * as ranking from './game-ranking.stories';
import * as game from './typing-game.stories';
import * as result from './typing-result.stories';

/*
 * Visual baselines of the typing game at the three widths a page must hold: a phone (390 px), the widest mobile
 * layout (900 px) and a desktop (1280 px), each from its own stories (their args and decorators), in the theme the
 * app shows it in: the game at the start of a 자리 연습 round (with its keyboard), the saved result, and the week's
 * ranking with the child's row. What moves (the spinner, the best's hop) is left to the stories' tests. The first run
 * writes the PNGs under __screenshots__/typing-game.visual.test.tsx/; later runs compare (CI=true never writes).
 */

const shots: VisualShot[] = [
  ['place', storyOf(game, 'PlaceStart'), { theme: 'brand' }],
  ['result', storyOf(result, 'Saved'), { theme: 'brand' }],
  ['ranking', storyOf(ranking, 'Ready'), { theme: 'brand' }],
];

describeBaselines('typing game', 'typing-game', shots);
