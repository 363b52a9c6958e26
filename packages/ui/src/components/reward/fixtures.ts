/**
 * Sample pets, coin summaries and coin histories for the stories and tests only: the app gets them from the API.
 * The pet layers are the content bank's real drawings (content/media/reward/items, made by
 * packages/content-generator/src/reward), loaded by Vite as asset URLs, at the catalogue's default places; a drawing
 * not in the bank falls back to a small flat stand-in as a data address, so the stories never depend on a file.
 */
import type { CoinEntry, CoinSource, CoinSummary, Layer, LayerType, PetLayout } from '@buddy/domain';
import type { RewardCategory, RewardItem } from './item-shelf';
import type { CoinRange } from './range';

const drawings = import.meta.glob<string>('../../../../../content/media/reward/items/*.svg', {
  query: '?url',
  import: 'default',
  eager: true,
});

const svg = (shapes: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">${shapes}</svg>`,
  )}`;

/** Stand-ins for the drawings of the sample pets, in the same flat style and square canvas. */
const standIns: Record<string, string> = {
  'bg-sky': svg(
    '<rect width="100" height="100" fill="#bfe6ff"/><circle cx="80" cy="20" r="9" fill="#ffd84d"/><ellipse cx="50" cy="92" rx="70" ry="22" fill="#ffffff"/>',
  ),
  'char-sky-1': svg(
    '<ellipse cx="50" cy="58" rx="30" ry="32" fill="#f7fbff" stroke="#3b3355" stroke-width="3"/><circle cx="40" cy="55" r="4" fill="#3b3355"/><circle cx="60" cy="55" r="4" fill="#3b3355"/><path d="M43 68q7 6 14 0" fill="none" stroke="#3b3355" stroke-width="3" stroke-linecap="round"/>',
  ),
  'acc-crown': svg(
    '<path d="M15 75 20 30l18 22 12-30 12 30 18-22 5 45z" fill="#f5b700" stroke="#8a5a00" stroke-width="3" stroke-linejoin="round"/><circle cx="50" cy="60" r="6" fill="#ea5364"/>',
  ),
  'pet-chick': svg(
    '<circle cx="50" cy="58" r="30" fill="#ffd84d" stroke="#3b3355" stroke-width="3"/><circle cx="42" cy="52" r="3.5" fill="#3b3355"/><circle cx="58" cy="52" r="3.5" fill="#3b3355"/><path d="M44 62h12l-6 7z" fill="#ee4f36"/>',
  ),
  'eqm-balloon': svg(
    '<ellipse cx="50" cy="38" rx="24" ry="30" fill="#ea5364" stroke="#3b3355" stroke-width="3"/><path d="M50 68q-6 14 2 30" fill="none" stroke="#3b3355" stroke-width="2"/>',
  ),
};

/** A drawing of the reward bank by its item code ('char-sky-1'). */
export function itemImage(code: string): string {
  const url = drawings[`../../../../../content/media/reward/items/${code}.svg`] ?? standIns[code];
  if (!url) throw new Error(`no drawing ${code}.svg in content/media/reward/items and no stand-in`);
  return url;
}

/** The sample items with their catalogue places and names (content/reward/catalog.json). */
const items = {
  'bg-sky': { type: 'RWD_BG', id: 101, description: '구름 언덕', top: 0, left: 0, width: 100 },
  'char-sky-1': { type: 'RWD_CHAR', id: 201, description: '아기 뭉실', top: 24, left: 22, width: 56 },
  'acc-crown': { type: 'RWD_ACC', id: 301, description: '금빛 왕관', top: 18, left: 34, width: 32 },
  'eqm-balloon': { type: 'RWD_EQM', id: 401, description: '빨간 풍선', top: 34, left: 64, width: 28 },
  'pet-chick': { type: 'RWD_PET', id: 501, description: '병아리', top: 70, left: 6, width: 24 },
} satisfies Record<string, Omit<Layer, 'order' | 'image'> & { type: LayerType }>;

type SampleItem = keyof typeof items;

/** A layer of a sample item at a stacking order. */
export const sampleLayer = (code: SampleItem, order: number): Layer => ({
  ...items[code],
  order,
  image: itemImage(code),
});

/** What every member starts with: a background and a character. */
export const starterLayout: PetLayout = {
  characterId: items['char-sky-1'].id,
  model: { layers: [sampleLayer('bg-sky', 0), sampleLayer('char-sky-1', 1)] },
};

/** A dressed pet: background, character, crown, balloon and a chick, saved in a shuffled order. */
export const dressedLayout: PetLayout = {
  characterId: items['char-sky-1'].id,
  model: {
    layers: [
      sampleLayer('acc-crown', 2),
      sampleLayer('bg-sky', 0),
      sampleLayer('pet-chick', 4),
      sampleLayer('char-sky-1', 1),
      sampleLayer('eqm-balloon', 3),
    ],
  },
};

/** A pet's layout saved with relative image paths, as the server stores them (for `imageBase`). */
export const savedLayout: PetLayout = {
  characterId: items['char-sky-1'].id,
  model: {
    layers: [
      { ...items['bg-sky'], order: 0, image: 'media/reward/items/bg-sky.svg' },
      { ...items['char-sky-1'], order: 1, image: 'media/reward/items/char-sky-1.svg' },
    ],
  },
};

/** A child with coins: 1,250 now, 35 of them today. */
export const sampleSummary: CoinSummary = {
  rewardPoint: 1250,
  incrsPoint: 1890,
  decrsPoint: 640,
  todayIncrsPoint: 35,
};

/** A child who has not earned a coin yet. */
export const zeroSummary: CoinSummary = { rewardPoint: 0, incrsPoint: 0, decrsPoint: 0, todayIncrsPoint: 0 };

/** The day the sample history ends (Seoul). */
export const sampleToday = '2025-05-14';

/** The range the sample history was searched for: the month up to today. */
export const sampleRange: CoinRange = { from: '2025-04-14', to: sampleToday };

/** The sample history, oldest first: Seoul time, source, what for, coins. */
const events: [string, CoinSource, string, number][] = [
  ['2025-05-06 16:10', 'attendance', '5월 6일 출석', 2],
  ['2025-05-06 16:25', 'unit', 'A코스 1단계 3주차 · 단어 학습', 5],
  ['2025-05-06 16:40', 'unit', 'A코스 1단계 3주차 · 문장 학습', 5],
  ['2025-05-06 16:52', 'day', '3주차 1일 학습', 10],
  ['2025-05-07 17:02', 'attendance', '5월 7일 출석', 2],
  ['2025-05-07 17:20', 'game', '영어 타자 게임 · 단어 연습 175점', 3],
  ['2025-05-08 15:45', 'attendance', '5월 8일 출석', 2],
  ['2025-05-08 16:05', 'quiz', '3주차 오답 퀴즈', 10],
  ['2025-05-09 18:30', 'purchase', '빨간 풍선', -20],
  ['2025-05-10 10:15', 'attendance', '5월 10일 출석', 2],
  ['2025-05-10 10:40', 'test', '주간 평가 A-1 3주차 · 92점', 30],
  ['2025-05-11 11:00', 'purchase', '금빛 왕관', -50],
  ['2025-05-12 16:00', 'attendance', '5월 12일 출석', 2],
  ['2025-05-12 16:20', 'unit', 'A코스 1단계 4주차 · 파닉스', 5],
  ['2025-05-12 16:41', 'unit', 'A코스 1단계 4주차 · 노래', 5],
  ['2025-05-12 17:03', 'day', '4주차 1일 학습', 10],
  ['2025-05-13 19:10', 'purchase', '병아리', -80],
  ['2025-05-13 19:30', 'game', '영어 타자 게임 · 문장 연습 142점', 3],
  ['2025-05-14 09:05', 'attendance', '5월 14일 출석', 2],
  ['2025-05-14 09:20', 'unit', 'A코스 1단계 4주차 · 단어 학습', 5],
  ['2025-05-14 09:38', 'unit', 'A코스 1단계 4주차 · 읽기', 5],
  ['2025-05-14 09:55', 'game', '영어 타자 게임 · 자리 연습 98점', 3],
  ['2025-05-14 10:10', 'day', '4주차 2일 학습', 10],
];

/** The whole sample history, newest first, ending at the summary's balance. */
export const sampleEntries: readonly CoinEntry[] = (() => {
  const start = sampleSummary.rewardPoint - events.reduce((sum, [, , , point]) => sum + point, 0);
  let balance = start;
  return events
    .map(([seoul, transTp, transDesc, point], index): CoinEntry => {
      balance += point;
      return {
        transNo: 9000 + index,
        transTp,
        transDesc,
        point,
        balance,
        regDt: new Date(`${seoul.replace(' ', 'T')}:00+09:00`).toISOString(),
      };
    })
    .reverse();
})();

/** A page of the sample history (10 a page). */
export const samplePage = (page: number, pageSize = 10): readonly CoinEntry[] =>
  sampleEntries.slice((page - 1) * pageSize, page * pageSize);

/** Shop items of the catalogue (content/reward/catalog.json): code, category, name, description, price, place. */
const shopRows: [string, RewardItem['category'], string, string, number, number, number, number][] = [
  ['bg-sky', 'BG', '구름 언덕', '무지개가 걸린 하늘 위의 폭신한 구름 언덕이에요.', 40, 0, 0, 100],
  ['bg-green', 'BG', '초록 숲', '나무와 꽃이 가득한 싱그러운 숲이에요.', 50, 0, 0, 100],
  [
    'char-sky-1',
    'CHAR',
    '아기 뭉실',
    '작은 날개를 파닥이며 구름 위에서 걸음마를 하는 아기 버디몬이에요.',
    60,
    24,
    22,
    56,
  ],
  [
    'char-sky-3',
    'CHAR',
    '뭉실 대장',
    '큰 날개를 펴고 무지개 끝까지 날아가는 멋진 버디몬이에요.',
    200,
    24,
    22,
    56,
  ],
  ['acc-crown', 'ACC', '금빛 왕관', '보석이 박힌 반짝반짝 왕관이에요.', 50, 18, 34, 32],
  ['acc-party-hat', 'ACC', '고깔모자', '생일 파티에 쓰는 알록달록 고깔모자예요.', 30, 14, 34, 32],
  ['eqm-balloon', 'EQM', '빨간 풍선', '하늘 높이 둥둥 떠오르는 빨간 풍선이에요.', 20, 30, 64, 30],
  ['eqm-guitar', 'EQM', '기타', '신나는 노래를 연주할 수 있는 작은 기타예요.', 50, 48, 64, 30],
  ['pet-chick', 'PET', '병아리', '삐약삐약 노래하는 노란 병아리예요.', 80, 68, 5, 26],
  ['pet-penguin', 'PET', '펭귄', '뒤뚱뒤뚱 걸으며 인사하는 아기 펭귄이에요.', 150, 68, 5, 26],
  ['med-grow', 'MED', '성장 물약', '버디몬이 쑥쑥 자라도록 도와주는 물약이에요.', 30, 0, 0, 20],
  ['med-candy', 'MED', '기분 좋은 사탕', '먹으면 기분이 좋아지는 달콤한 사탕이에요.', 10, 0, 0, 20],
];

/** Every sample item, none owned (ids by category: BG 10x, CHAR 20x, ACC 30x, EQM 40x, PET 50x, MED 60x). */
export const sampleItems: readonly RewardItem[] = shopRows.map(
  ([code, category, name, description, price, top, left, width], index) => ({
    id: { BG: 100, CHAR: 200, ACC: 300, EQM: 400, PET: 500, MED: 600 }[category] + 1 + (index % 2),
    category,
    name,
    description,
    price,
    image: itemImage(code),
    level: code.endsWith('-3') ? 3 : 1,
    land: category === 'CHAR' ? 'sky' : null,
    order: index + 1,
    top,
    left,
    width,
    owned: false,
    quantity: 0,
  }),
);

/** A sample item by its name. */
export const sampleItem = (name: string): RewardItem => {
  const found = sampleItems.find((item) => item.name === name);
  if (!found) throw new Error(`no sample item ${name}`);
  return found;
};

/** The category buttons of the sample shop, with their counts. */
export const sampleCategories: readonly RewardCategory[] = (
  [
    ['BG', '배경'],
    ['CHAR', '캐릭터'],
    ['ACC', '꾸미기'],
    ['EQM', '소품'],
    ['PET', '펫'],
    ['MED', '약'],
  ] as const
).map(([id, name]) => ({
  id,
  name,
  count: sampleItems.filter((item) => item.category === id).length,
}));

/** The sample shop with some items owned: the sky background and character, the crown, and two growth potions. */
export const ownedItems: readonly RewardItem[] = sampleItems.map((item) =>
  ['구름 언덕', '아기 뭉실', '금빛 왕관', '빨간 풍선', '병아리'].includes(item.name)
    ? { ...item, owned: true, quantity: 1 }
    : item.name === '성장 물약'
      ? { ...item, owned: true, quantity: 2 }
      : item,
);

/** What the child owns (the inventory). */
export const inventoryItems: readonly RewardItem[] = ownedItems.filter((item) => item.owned);

/** The items worn on the dressed sample pet: the sky background and character and the crown. */
export const placedSample: ReadonlySet<number> = new Set(
  ['구름 언덕', '아기 뭉실', '금빛 왕관'].map((name) => sampleItem(name).id),
);

/** A page of items. */
export const itemPage = (
  list: readonly RewardItem[],
  page: number,
  pageSize: number,
): readonly RewardItem[] => list.slice((page - 1) * pageSize, page * pageSize);
