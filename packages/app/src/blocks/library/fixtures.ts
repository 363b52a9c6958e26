/**
 * Sample library items for the stories and tests: items of the content bank (content/library/items.json, made by
 * `npm run content`: what the server's seed stores and the fake /v2 lists, ADR 055), chosen by their codes and mapped
 * to the blocks' shape. Their real drawings, sheets and speech are loaded by Vite as asset URLs, so every picture
 * shows and every sound plays; the sounds are listed by name, so only these are bundled; a file missing from the lists fails at load with its
 * path.
 */
import type { LibraryContentItem, StudySlide } from '@buddy/domain';
import bank from '../../../../../content/library/items.json';
import type { LibraryFilter, LibraryListItem, LibrarySearch } from './types';

const pictures = import.meta.glob<string>('../../../../../content/media/study/images/*.svg', {
  query: '?url',
  import: 'default',
  eager: true,
});
const sheets = import.meta.glob<string>(
  '../../../../../content/media/library/sheets/bsc-{be,a-an,plural,this-these,have-has}-{worksheet,answer}.svg',
  { query: '?url', import: 'default', eager: true },
);
const sounds = import.meta.glob<string>(
  '../../../../../content/media/study/audio/{a-dog-has-four-legs-2f0bd8,a-fish-can-swim-89ee7b,an-elephant-has-a-long-nose-300830,apples-apples-yum-yum-yum-879422,baby-6cf347,bag-9b4e47,ball-8bec04,bananas-bananas-in-my-tum-0f0b93,bed-fefe23,birds-fly-in-the-sky-49fc2c,brother-d67cca,brother-sister-i-love-you-52dc2f,bus-32c70c,can-i-have-some-water-872d58,can-i-play-with-your-ball-f0e14b,close-your-eyes-25662f,come-again-another-day-b70482,dad-0da19b,dad-is-on-the-sofa-2a97b9,dance-dance-touch-the-sky-2c7e21,fish-live-in-the-river-80e35f,good-morning-33e888,good-morning-teacher-dc3498,goodbye-goodbye-see-you-soon-05692d,grandma-grandpa-hug-me-too-98b326,he-plays-the-drum-f03d61,hello-hello-how-are-you-439af5,how-do-you-go-to-school-18f98f,how-i-wonder-what-you-are-11724a,i-am-five-years-old-d24749,i-can-run-bf708d,i-can-swim-74837d,i-draw-with-crayons-ddfb9c,i-drink-milk-36b8f2,i-eat-an-egg-a09acf,i-eat-breakfast-at-seven-66f459,i-go-to-school-by-bus-f0f192,i-have-a-pink-bag-d564be,i-have-bread-for-breakfast-cf6d6d,i-have-two-hands-19b2d0,i-like-apples-a3c705,i-like-the-rain-684c2e,i-like-your-new-shoes-ab0518,i-love-my-mom-e9d4f8,i-m-fine-i-m-fine-and-you-39410d,i-m-hungry-let-s-eat-119038,i-see-a-cat-e95b5c,i-see-a-star-fd0994,i-see-three-cats-216a34,i-wear-red-socks-b68577,it-is-a-sunny-happy-day-41293c,it-is-eight-o-clock-bb1c78,it-is-sunny-today-96154b,it-s-time-for-lunch-830325,jump-jump-jump-6da6f3,jump-jump-jump-up-high-d818cb,let-s-open-our-books-and-learn-e7d60d,let-s-take-a-taxi-646a7f,let-s-walk-together-4c99a9,let-us-dance-051c2b,like-a-diamond-in-the-sky-49e03a,look-at-the-big-tree-c02cc5,milk-and-bread-eggs-and-cake-a84989,mom-e5e021,mommy-daddy-i-love-you-3914ca,my-dad-is-tall-ca28f2,my-robot-has-two-big-eyes-63d84a,my-sister-is-seven-e90b88,my-teacher-is-kind-ca2b8e,open-your-book-c08a7e,open-your-mouth-de20a5,put-your-toys-in-the-box-e16840,rabbits-love-carrots-f894c3,rain-rain-go-away-3c076e,run-run-run-around-bcbd32,saturday-comes-at-the-end-007cdb,seven-days-my-friend-87eb61,she-has-a-pretty-dress-71d9b9,sister-1dd09b,sit-at-your-desk-0920b4,sun-sun-come-and-play-1d2a40,sunday-monday-tuesday-f7678e,swim-swim-like-a-fish-f13fdf,thank-you-for-the-food-we-make-3b6db7,the-apple-is-red-7e4240,the-baby-is-sleeping-0e697b,the-banana-is-yellow-666b21,the-bird-can-fly-30a395,the-cat-is-under-the-bed-0debc1,the-cat-says-meow-meow-meow-da243b,the-cloud-is-big-4816ba,the-dog-is-big-74ae68,the-dog-says-woof-woof-woof-16b3e7,the-duck-says-quack-3a2576,the-duck-says-quack-quack-quack-c0abe9,the-flower-is-pretty-de31e0,the-frog-is-green-0be704,the-grass-is-soft-01afa2,the-leaf-is-green-04e95a,the-lion-is-strong-8c3fc2,the-monkey-likes-bananas-bb548a,the-moon-is-bright-b0c90d,the-pig-is-pink-a2c9e9,the-pig-says-oink-oink-oink-f1548b,the-rabbit-has-long-ears-1aa301,the-sky-is-blue-497e3f,the-snow-is-white-6904d7,the-stars-shine-at-night-4d53c4,the-sun-is-hot-a780a4,the-sun-is-yellow-80eea3,the-tree-is-tall-5a269f,the-truck-is-very-big-ec5e96,the-turtle-walks-slowly-419603,the-wind-is-strong-today-e05abc,there-are-six-eggs-aa5654,these-grapes-are-purple-eddcd2,these-pants-are-too-long-8e9a0c,this-is-my-brother-efebb0,this-is-my-chair-629ef1,touch-your-nose-acde7f,turn-on-the-lamp-bf962f,twinkle-twinkle-little-star-cd0873,up-above-the-world-so-high-9b0a49,we-are-a-happy-family-cf49f2,we-eat-rice-every-day-8c5426,we-have-dinner-together-2152f3,we-saw-a-lion-at-the-zoo-20f19d,we-sing-a-song-937139,we-went-to-the-sea-last-summer-209bfb,wednesday-thursday-friday-bfe7e3,what-are-you-wearing-ed2b35,what-time-is-it-a18081,where-is-my-bag-62db2f}.ogg',
  { query: '?url', import: 'default', eager: true },
);

/** A file of the bank (its path under content/, e.g. 'media/study/images/cat.svg') as an asset URL. */
function media(path: string): string {
  const key = `../../../../../content/${path}`;
  const url = pictures[key] ?? sheets[key] ?? sounds[key];
  if (!url)
    throw new Error(`no ${path} among the library samples' files (add it to the globs in fixtures.ts)`);
  return url;
}

const items = bank as LibraryContentItem[];

/** A bank item by its code, in the blocks' shape, numbered `id`. */
function sample(code: string, id: number): LibraryListItem {
  const item = items.find((each) => each.code === code);
  if (!item) throw new Error(`no library item ${code} in content/library/items.json`);
  return {
    id,
    title: item.title,
    titleKo: item.titleKo,
    summary: item.summary,
    thumbnail: item.thumbnail ? media(item.thumbnail) : null,
    course: item.course,
    step: item.step,
    week: item.week,
    audio: item.audio ? media(item.audio) : null,
    durationMs: item.durationMs,
    slides: item.slides.map((slide): StudySlide => ({
      ...slide,
      image: media(slide.image),
      audio: media(slide.audio),
    })),
    worksheet: item.worksheet ? media(item.worksheet) : null,
    answer: item.answer ? media(item.answer) : null,
  };
}

const samples = (codes: readonly string[], first: number) =>
  codes.map((code, index) => sample(code, first + index));

/** Ten videos (two pages of six): the bank's animations, two of each of courses A–E. */
export const sampleVideos: LibraryListItem[] = samples(
  ['A', 'B', 'C', 'D', 'E'].flatMap((course) =>
    items
      .filter((item) => item.type === 'ani' && item.course === course)
      .slice(0, 2)
      .map((item) => item.code),
  ),
  101,
);

/** Eight sound tracks (버디음원) of courses A–C, each with its sentences: two at A step 4, one of course B. */
export const sampleRecords: LibraryListItem[] = samples(
  ['ebb-A-1-1', 'ebb-A-1-2', 'ebb-A-4-1', 'ebb-A-4-2', 'ebb-A-7-1', 'ebb-B-2-1', 'ebp-C-3-2', 'ebp-C-4-1'],
  201,
);

/**
 * Five grammar lectures with their sheets. The fourth is the bank's with its worksheet taken away (the bank's
 * lectures all have one): the case of a lecture whose worksheet is not there yet.
 */
export const sampleGrammar: LibraryListItem[] = samples(
  ['bsc-be', 'bsc-a-an', 'bsc-plural', 'bsc-this-these', 'bsc-have-has'],
  301,
).map((item, index) => (index === 3 ? { ...item, worksheet: null } : item));

/** Reading, reading skill, phonics, words and sentence patterns: one of each; phonics and words have a sound. */
export const sampleCards: LibraryListItem[] = samples(
  ['read-A-1-3', 'rs-A-1-4', 'pns-b', 'wd-family-1', 'sp-i-like'],
  401,
);

export const noSearch: LibrarySearch = { srchTp: 'TD', srchText: '' };
export const noFilter: LibraryFilter = { course: '', step: '', week: '' };

/** The server's search, for the demos: title (T), summary and sentences (D), or both (TD). */
export function matches(entry: LibraryListItem, search: LibrarySearch): boolean {
  const text = search.srchText.trim().toLowerCase();
  if (!text) return true;
  const inTitle = `${entry.title} ${entry.titleKo}`.toLowerCase().includes(text);
  const inContent = [entry.summary, ...entry.slides.flatMap((each) => [each.text, each.ko])]
    .join(' ')
    .toLowerCase()
    .includes(text);
  return search.srchTp === 'T' ? inTitle : search.srchTp === 'D' ? inContent : inTitle || inContent;
}

export const libraryHref = (id: number) => `/library/videos/${id}`;
