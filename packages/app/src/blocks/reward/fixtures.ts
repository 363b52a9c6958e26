/**
 * Sample coin summaries and shop items for the stories and tests only: the app gets them from the API. The items are
 * the content bank's, as its catalogue describes them, with its real drawings (the kit's samples' `itemImage`).
 */
import type { CoinSummary, RewardCatalog } from '@buddy/domain';
import bank from '../../../../../content/reward/catalog.json';
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

/** The bank's catalogue (content/reward/catalog.json, made by packages/content-generator/src/reward). */
const catalog = bank as RewardCatalog;

/** The sample shop: two items of every category of the bank, by code. */
const SHOP_CODES = [
  'bg-sky',
  'bg-green',
  'char-sky-1',
  'char-sky-3',
  'acc-crown',
  'acc-party-hat',
  'eqm-balloon',
  'eqm-guitar',
  'pet-chick',
  'pet-penguin',
  'med-grow',
  'med-candy',
];

/**
 * Every sample item as the bank has it, none owned (ids by category: BG 10x, CHAR 20x, ACC 30x, EQM 40x, PET 50x,
 * MED 60x).
 */
export const sampleItems: readonly RewardItem[] = SHOP_CODES.map((code, index) => {
  const found = catalog.items.find((entry) => entry.code === code);
  if (!found) throw new Error(`no item ${code} in content/reward/catalog.json`);
  const { category, name, description, price, level, land, order, top, left, width } = found;
  return {
    id: { BG: 100, CHAR: 200, ACC: 300, EQM: 400, PET: 500, MED: 600 }[category] + 1 + (index % 2),
    category,
    name,
    description,
    price,
    image: itemImage(code),
    level,
    land,
    order,
    top,
    left,
    width,
    owned: false,
    quantity: 0,
    weeksToOpen: 0,
  };
});

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
