import { describeBaselines, storyOf, type VisualShot } from '@buddy/ui/testing';
import * as cardList from './library-card-list.stories';
import * as grammarList from './library-grammar-list.stories';
import * as shelf from './library-shelf.stories';
import * as viewer from './library-viewer.stories';

/*
 * Visual baselines of the library at the widths a page must hold where its layout changes (a phone, 390 px; the
 * widest mobile layout, 900 px; a desktop, 1280 px), each from its own stories (their args and decorators), in the
 * theme the app shows it in. The records list, the video viewer and a member's shelf are not shot here: the study
 * library's screen stories Records, Video and Member videos (their pages' layout stories) shoot them in the page at
 * every width (ADR 044); the visitor's preview of the shelf is shot here, since its page is not a screen story. What
 * moves (the loading spinner) is left to the stories' tests. The first run writes the PNGs under
 * __screenshots__/library.visual.test.tsx/; later runs compare (CI=true never writes).
 */

const shots: VisualShot[] = [
  ['shelf-preview', storyOf(shelf, 'Preview'), { theme: 'brand' }],
  ['grammar', storyOf(grammarList, 'Ready'), { theme: 'study' }],
  ['cards', storyOf(cardList, 'Ready'), { theme: 'study' }],
  ['viewer-song', storyOf(viewer, 'SongWithLyrics'), { theme: 'study' }],
];

describeBaselines('library', 'library', shots);
