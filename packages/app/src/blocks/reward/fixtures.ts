/**
 * Sample coin summaries and shop items for the stories and tests only: the app gets them from the API. The items are
 * the content bank's real drawings (the kit's samples' `itemImage`).
 */
import type { CoinSummary } from '@buddy/domain';
import { itemImage } from '@buddy/ui/samples';
import type { RewardCategory, RewardItem } from './item-shelf';

/** A child with coins: 1,250 now, 35 of them today. */
export const sampleSummary: CoinSummary = {
  rewardPoint: 1250,
  incrsPoint: 1890,
  decrsPoint: 640,
  todayIncrsPoint: 35,
};

/** A child who has not earned a coin yet. */
export const zeroSummary: CoinSummary = { rewardPoint: 0, incrsPoint: 0, decrsPoint: 0, todayIncrsPoint: 0 };

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
