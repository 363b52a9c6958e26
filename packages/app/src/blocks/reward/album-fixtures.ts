/**
 * Sample pictures of the buddymon growth album for the stories and tests only (the app gets them from the API): small
 * flat drawings as data addresses, so the stories never depend on a file.
 */
import type { AlbumPicture } from './album-grid';

const svg = (shapes: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120">${shapes}</svg>`,
  )}`;

/** The buddymon (a round cloud with a face) on a background and with a prop. */
const buddy = (sky: string, ground: string, prop: string) =>
  svg(
    `<rect width="120" height="120" fill="${sky}"/><ellipse cx="60" cy="112" rx="84" ry="26" fill="${ground}"/>` +
      `<ellipse cx="60" cy="70" rx="30" ry="30" fill="#f7fbff" stroke="#3b3355" stroke-width="3"/>` +
      `<circle cx="50" cy="66" r="4" fill="#3b3355"/><circle cx="70" cy="66" r="4" fill="#3b3355"/>` +
      `<path d="M52 79q8 7 16 0" fill="none" stroke="#3b3355" stroke-width="3" stroke-linecap="round"/>${prop}`,
  );

const sun = '<circle cx="98" cy="22" r="11" fill="#ffd84d"/>';
const moon = '<circle cx="96" cy="24" r="10" fill="#fff6c8"/><circle cx="101" cy="20" r="9" fill="#2f3c7e"/>';
const crown =
  '<path d="M44 44l4-16 8 9 4-12 4 12 8-9 4 16z" fill="#f5b700" stroke="#8a5a00" stroke-width="2"/>';
const balloon =
  '<ellipse cx="100" cy="40" rx="12" ry="15" fill="#ea5364"/><path d="M100 55q-4 10 -12 18" fill="none" stroke="#3b3355" stroke-width="2"/>';
const flower =
  '<circle cx="22" cy="92" r="6" fill="#ee4f36"/><circle cx="22" cy="92" r="2.5" fill="#ffd84d"/>';
const star = '<path d="M24 16l4 9 9 1-7 6 2 9-8-5-8 5 2-9-7-6 9-1z" fill="#ffd84d"/>';

const drawings = [
  buddy('#bfe6ff', '#ffffff', sun),
  buddy('#d9f5e5', '#1bac78', flower),
  buddy('#ffe3e6', '#ea5364', crown),
  buddy('#2f3c7e', '#268abd', moon + star),
  buddy('#fff3c4', '#32bd27', balloon),
  buddy('#eadcff', '#882fc3', crown + star),
];

const comments = [
  '버디몬을 처음 만난 날이에요!',
  '꽃밭에서 같이 놀았어요.',
  '왕관을 쓰고 왕이 되었어요.',
  '밤하늘의 별을 보았어요.',
  '풍선을 들고 소풍을 갔어요.',
  '레벨이 올라서 기뻐요.',
  '오늘은 단어를 열 개나 외웠어요.',
  '버디몬이 조금 더 컸어요.',
  '비가 와서 집에서 쉬었어요.',
  '친구에게 버디몬을 보여 줬어요.',
  '시험을 잘 봐서 코인을 받았어요.',
  '새 모자가 잘 어울려요.',
];

/** Twelve pictures (a page of 8 and one of 4), a day apart, newest first (as the album lists them): 2025-05-12 09:05 Seoul time down to 05-01. */
export const albumPictures: readonly AlbumPicture[] = comments.map((comment, index) => ({
  id: 9001 + index,
  comment,
  imageUrl: drawings[index % drawings.length] ?? '',
  takenAt: new Date(Date.UTC(2025, 4, 12 - index, 0, 5)).toISOString(),
}));

/** A page of the sample album, 1-based. */
export const albumPage = (page: number, pageSize = 8): readonly AlbumPicture[] =>
  albumPictures.slice((page - 1) * pageSize, page * pageSize);

/** A comment of 101 characters: one over the viewer's limit. */
export const tooLongComment = '가'.repeat(101);
