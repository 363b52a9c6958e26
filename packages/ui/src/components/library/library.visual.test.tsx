import { describeBaselines, storyOf, type VisualShot } from '../../test/visual';
import * as cardList from './library-card-list.stories';
import * as grammarList from './library-grammar-list.stories';
import * as records from './library-records.stories';
import * as shelf from './library-shelf.stories';
import * as viewer from './library-viewer.stories';

/*
 * Visual baselines of the library at the three widths a page must hold: a phone (390 px), the widest mobile layout
 * (900 px) and a desktop (1280 px), each from its own stories (their args and decorators), in the theme the app
 * shows it in. What moves (the loading spinner) is left to the stories' tests. The first run writes the PNGs under
 * __screenshots__/library.visual.test.tsx/; later runs compare (CI=true never writes).
 */

const shots: VisualShot[] = [
  ['shelf', storyOf(shelf, 'Ready'), { theme: 'brand' }],
  ['shelf-preview', storyOf(shelf, 'Preview'), { theme: 'brand' }],
  ['records', storyOf(records, 'Ready'), { theme: 'study' }],
  ['grammar', storyOf(grammarList, 'Ready'), { theme: 'study' }],
  ['cards', storyOf(cardList, 'Ready'), { theme: 'study' }],
  ['viewer-video', storyOf(viewer, 'Video'), { theme: 'study' }],
  ['viewer-song', storyOf(viewer, 'SongWithLyrics'), { theme: 'study' }],
];

describeBaselines('library', 'library', shots);
