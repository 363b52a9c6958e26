/**
 * A demo member's growth album, written once for the fake /v2 of the stories and component tests and for the album
 * blocks' samples (ADR 055): twelve pictures a day apart, each with the words a child wrote under it and a scene.
 * The server's pictures are its SVG drawings of a saved layout (ADR 035); the samples cannot reach those files, so a
 * scene is drawn here as a small data picture of the same kind (the buddy on its land, with a prop). The server's
 * demo seed stores no picture: a child's album starts empty, and the first picture is the child's own (the journeys
 * take it). Data and small builders only: times are reckoned from the `now` each reader gives.
 */

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** What is drawn beside the buddy. */
export type DemoAlbumProp = 'sun' | 'flower' | 'crown' | 'moon' | 'balloon' | 'stars';

/** One picture of the album: its words, its scene, and how long after it was taken its words were edited. */
export interface DemoAlbumEntry {
  comment: string;
  sky: string;
  ground: string;
  prop: DemoAlbumProp;
  /** Hours after it was taken that the child changed the words; absent when never edited. */
  editedAfterHours?: number;
}

/** The six scenes the album's pictures are taken in, in turn: a sky, the land under the buddy and a prop. */
const SCENES: readonly Pick<DemoAlbumEntry, 'sky' | 'ground' | 'prop'>[] = [
  { sky: '#bfe6ff', ground: '#ffffff', prop: 'sun' },
  { sky: '#d9f5e5', ground: '#1bac78', prop: 'flower' },
  { sky: '#ffe3e6', ground: '#ea5364', prop: 'crown' },
  { sky: '#2f3c7e', ground: '#268abd', prop: 'moon' },
  { sky: '#fff3c4', ground: '#32bd27', prop: 'balloon' },
  { sky: '#eadcff', ground: '#882fc3', prop: 'stars' },
];

/** The child's words under each picture, oldest first, and the hours after which some were edited. */
const WORDS: readonly (readonly [comment: string, editedAfterHours?: number])[] = [
  ['버디몬을 처음 만난 날이에요!'],
  ['꽃밭에서 같이 놀았어요.'],
  ['왕관을 쓰고 왕이 되었어요.', 1],
  ['밤하늘의 별을 보았어요.'],
  ['풍선을 들고 소풍을 갔어요.'],
  ['레벨이 올라서 기뻐요.'],
  ['오늘은 단어를 열 개나 외웠어요.'],
  ['버디몬이 조금 더 컸어요.', 2],
  ['비가 와서 집에서 쉬었어요.'],
  ['친구에게 버디몬을 보여 줬어요.'],
  ['시험을 잘 봐서 코인을 받았어요.'],
  ['새 모자가 잘 어울려요.', 1],
];

/** The album, oldest first (the first is the day the child met the buddy): the words in the scenes in turn. */
export const DEMO_ALBUM: readonly DemoAlbumEntry[] = WORDS.map(([comment, editedAfterHours], index) => ({
  comment,
  ...(SCENES[index % SCENES.length] as (typeof SCENES)[number]),
  ...(editedAfterHours === undefined ? {} : { editedAfterHours }),
}));

const PROPS: Record<DemoAlbumProp, string> = {
  sun: '<circle cx="98" cy="22" r="11" fill="#ffd84d"/>',
  flower: '<circle cx="22" cy="92" r="6" fill="#ee4f36"/><circle cx="22" cy="92" r="2.5" fill="#ffd84d"/>',
  crown: '<path d="M44 44l4-16 8 9 4-12 4 12 8-9 4 16z" fill="#f5b700" stroke="#8a5a00" stroke-width="2"/>',
  moon: '<circle cx="96" cy="24" r="10" fill="#fff6c8"/><circle cx="101" cy="20" r="9" fill="#2f3c7e"/>',
  balloon:
    '<ellipse cx="100" cy="40" rx="12" ry="15" fill="#ea5364"/>' +
    '<path d="M100 55q-4 10 -12 18" fill="none" stroke="#3b3355" stroke-width="2"/>',
  stars:
    '<path d="M44 44l4-16 8 9 4-12 4 12 8-9 4 16z" fill="#f5b700" stroke="#8a5a00" stroke-width="2"/>' +
    '<path d="M24 16l4 9 9 1-7 6 2 9-8-5-8 5 2-9-7-6 9-1z" fill="#ffd84d"/>',
};

/** A scene as a data picture: the buddy (a round cloud with a face) on its land, with its prop. */
export function demoAlbumDrawing(entry: Pick<DemoAlbumEntry, 'sky' | 'ground' | 'prop'>): string {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120">' +
    `<rect width="120" height="120" fill="${entry.sky}"/><ellipse cx="60" cy="112" rx="84" ry="26" fill="${entry.ground}"/>` +
    '<ellipse cx="60" cy="70" rx="30" ry="30" fill="#f7fbff" stroke="#3b3355" stroke-width="3"/>' +
    '<circle cx="50" cy="66" r="4" fill="#3b3355"/><circle cx="70" cy="66" r="4" fill="#3b3355"/>' +
    '<path d="M52 79q8 7 16 0" fill="none" stroke="#3b3355" stroke-width="3" stroke-linecap="round"/>' +
    `${PROPS[entry.prop]}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** The scene of the album's `index`-th picture (0 = the oldest), going round the album past its end. */
export function demoAlbumEntry(index: number): DemoAlbumEntry {
  const entry = DEMO_ALBUM[((index % DEMO_ALBUM.length) + DEMO_ALBUM.length) % DEMO_ALBUM.length];
  if (!entry) throw new Error('the demo album is empty');
  return entry;
}

/** A picture as the readers map it: numbered from 1 (the oldest), taken a day apart, newest taken on `now`. */
export interface DemoPicture {
  no: number;
  comment: string;
  imageUrl: string;
  /** ISO instant. */
  takenAt: string;
  /** ISO instant of the last change of the words, when they were changed. */
  editedAt?: string;
}

/**
 * The newest `count` pictures (default all twelve; more go round the scenes again), newest first as the album lists
 * them: the newest taken at `now`, each older one a day before; none is later than `now`.
 */
export function demoAlbum(now: number, count: number = DEMO_ALBUM.length): DemoPicture[] {
  return Array.from({ length: Math.max(0, count) }, (_, i) => {
    const index = count - 1 - i;
    const entry = demoAlbumEntry(index);
    const taken = now - i * DAY_MS;
    const picture: DemoPicture = {
      no: index + 1,
      comment: entry.comment,
      imageUrl: demoAlbumDrawing(entry),
      takenAt: new Date(taken).toISOString(),
    };
    // An edit never lands after `now`: a picture taken at `now` keeps its words unedited.
    const edited = entry.editedAfterHours === undefined ? null : taken + entry.editedAfterHours * HOUR_MS;
    return edited !== null && edited <= now
      ? { ...picture, editedAt: new Date(edited).toISOString() }
      : picture;
  });
}
