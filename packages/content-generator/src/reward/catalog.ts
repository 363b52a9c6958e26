/**
 * The catalogue of the reward area "buddymon" (content/reward/catalog.json, a RewardCatalog of @buddy/domain) and
 * its drawings (art.ts): seven lands with three buddymon each (baby, child, grown), backgrounds, decorations, props,
 * pets and medicine, each with a Korean name and one Korean sentence a child can read, a price in coins and where it
 * sits on the square stage. Everything here is written by hand; nothing is random, so building twice gives the same
 * bytes.
 */
import {
  BUDDY_MOODS,
  ITEM_CATEGORIES,
  LANDS,
  moodImage,
  type CatalogItem,
  type CatalogLand,
  type ItemCategory,
  type Land,
  type RewardCatalog,
} from '@buddy/domain';
import {
  BACKGROUND_ART,
  buddyArt,
  ITEM_ART,
  landCardArt,
  MOOD_ART,
  moodArt,
  squareSvg,
  type Level,
} from './art';

/** Where the catalogue and its drawings go, relative to content/. */
export const CATALOG_FILE = 'reward/catalog.json';
export const ITEM_MEDIA = 'media/reward/items';
export const LAND_MEDIA = 'media/reward/lands';
export const MOOD_MEDIA = 'media/reward/moods';

export const itemImage = (code: string): string => `${ITEM_MEDIA}/${code}.svg`;
export const landImage = (land: Land): string => `${LAND_MEDIA}/${land}.svg`;

/** Default placements on the square stage, in percent (a layer's height equals its width). */
export const PLACEMENT = {
  BG: { top: 0, left: 0, width: 100 },
  CHAR: { top: 24, left: 22, width: 56 },
  ACC: { top: 20, left: 34, width: 32 },
  EQM: { top: 48, left: 64, width: 30 },
  PET: { top: 68, left: 5, width: 26 },
  MED: { top: 0, left: 0, width: 20 },
} as const satisfies Record<ItemCategory, { top: number; left: number; width: number }>;

/** Price ranges in coins (a character's price is fixed by its level). */
export const PRICE_RANGES: Record<ItemCategory, readonly [number, number]> = {
  BG: [40, 80],
  CHAR: [60, 200],
  ACC: [20, 50],
  EQM: [20, 50],
  PET: [80, 150],
  MED: [10, 30],
};
export const CHARACTER_PRICES: Record<Level, number> = { 1: 60, 2: 120, 3: 200 };

/** Every member owns these from the start: the sky land's baby and its background. */
export const STARTER = ['char-sky-1', 'bg-sky'];

interface LandText {
  name: string;
  description: string;
  /** The buddymon's name, then one sentence for each level. */
  buddy: string;
  levels: readonly [string, string, string];
}

const LAND_TEXT: Record<Land, LandText> = {
  sky: {
    name: '하늘 랜드',
    description: '폭신한 구름 위에서 둥실둥실 날아다니는 버디몬이 살아요.',
    buddy: '뭉실',
    levels: [
      '작은 날개를 파닥이며 구름 위에서 걸음마를 하는 아기 버디몬이에요.',
      '날개가 자라서 하늘을 조금씩 날 수 있게 되었어요.',
      '큰 날개를 펴고 무지개 끝까지 날아가는 멋진 버디몬이에요.',
    ],
  },
  green: {
    name: '초록 랜드',
    description: '꽃과 나무가 가득한 숲에서 새싹 버디몬이 쑥쑥 자라요.',
    buddy: '새록',
    levels: [
      '머리 위에 작은 새싹이 돋아난 아기 버디몬이에요.',
      '새싹이 쑥쑥 자라서 잎이 세 장이 되었어요.',
      '머리 위에 예쁜 꽃이 활짝 핀 숲의 버디몬이에요.',
    ],
  },
  snow: {
    name: '눈꽃 랜드',
    description: '하얀 눈이 펑펑 내리는 곳에서 털이 복슬복슬한 버디몬이 놀아요.',
    buddy: '포근',
    levels: [
      '귀마개를 하고 눈밭에서 데굴데굴 구르는 아기 버디몬이에요.',
      '빨간 목도리를 두르고 눈사람을 만들 줄 알아요.',
      '배에 눈꽃 무늬가 반짝이는 씩씩한 버디몬이에요.',
    ],
  },
  city: {
    name: '도시 랜드',
    description: '높은 건물 사이를 꼬마 로봇 버디몬이 씩씩하게 다녀요.',
    buddy: '삐뽀',
    levels: [
      '안테나를 깜빡이며 인사하는 꼬마 로봇 버디몬이에요.',
      '팔이 생겨서 친구를 도와줄 수 있어요.',
      '안테나 세 개로 도시의 소식을 모두 듣는 멋진 로봇이에요.',
    ],
  },
  aqua: {
    name: '바다 랜드',
    description: '파란 바닷속에서 지느러미 버디몬이 뽀글뽀글 헤엄쳐요.',
    buddy: '방울',
    levels: [
      '작은 지느러미로 뽀글뽀글 헤엄치는 아기 버디몬이에요.',
      '지느러미가 커져서 파도를 타고 놀 수 있어요.',
      '커다란 지느러미로 넓은 바다를 힘차게 누비는 버디몬이에요.',
    ],
  },
  toy: {
    name: '장난감 랜드',
    description: '블록과 인형이 가득한 방에서 곰 인형 버디몬이 친구를 기다려요.',
    buddy: '곰곰',
    levels: [
      '바느질 자국이 귀여운 아기 곰 인형 버디몬이에요.',
      '알록달록한 천 조각을 붙이고 씩씩하게 걸어 다녀요.',
      '빨간 나비넥타이를 맨 멋쟁이 곰 인형 버디몬이에요.',
    ],
  },
  magic: {
    name: '마법 랜드',
    description: '반짝이는 별빛 아래에서 별 뿔 버디몬이 마법을 부려요.',
    buddy: '별콩',
    levels: [
      '머리에 작은 별 뿔이 난 아기 마법 버디몬이에요.',
      '별 뿔이 자라서 작은 마법을 부릴 수 있어요.',
      '빛나는 별 뿔과 보라색 망토를 가진 마법사 버디몬이에요.',
    ],
  },
};

const levelName = (buddy: string, level: Level): string =>
  level === 1 ? `아기 ${buddy}` : level === 2 ? buddy : `${buddy} 대장`;

/** What a non-character item is: its code, Korean words, price and, where it differs from its category's, placement. */
interface ItemText {
  code: string;
  name: string;
  description: string;
  price: number;
  top?: number;
  left?: number;
  width?: number;
}

const BACKGROUNDS: readonly ItemText[] = [
  {
    code: 'bg-sky',
    name: '구름 언덕',
    description: '무지개가 걸린 하늘 위의 폭신한 구름 언덕이에요.',
    price: 40,
  },
  { code: 'bg-green', name: '초록 숲', description: '나무와 꽃이 가득한 싱그러운 숲이에요.', price: 50 },
  {
    code: 'bg-snow',
    name: '눈 덮인 산',
    description: '하얀 눈이 소복이 쌓인 산과 전나무가 있어요.',
    price: 50,
  },
  {
    code: 'bg-city',
    name: '노을 도시',
    description: '노을이 지는 도시에 창문 불빛이 하나둘 켜져요.',
    price: 60,
  },
  {
    code: 'bg-aqua',
    name: '바닷속',
    description: '물방울이 뽀글뽀글 올라오는 바닷속 모래밭이에요.',
    price: 60,
  },
  {
    code: 'bg-toy',
    name: '장난감 방',
    description: '블록과 그림이 있는 알록달록한 놀이방이에요.',
    price: 70,
  },
  { code: 'bg-magic', name: '별빛 성', description: '초승달 아래에 작은 마법 성이 빛나요.', price: 80 },
  {
    code: 'bg-beach',
    name: '여름 바닷가',
    description: '야자나무와 파라솔이 있는 시원한 바닷가예요.',
    price: 60,
  },
  {
    code: 'bg-space',
    name: '우주 여행',
    description: '고리가 있는 행성이 떠 있는 신기한 우주예요.',
    price: 80,
  },
];

const DECORATIONS: readonly ItemText[] = [
  {
    code: 'acc-crown',
    name: '금빛 왕관',
    description: '보석이 박힌 반짝반짝 왕관이에요.',
    price: 50,
    top: 18,
  },
  {
    code: 'acc-party-hat',
    name: '고깔모자',
    description: '생일 파티에 쓰는 알록달록 고깔모자예요.',
    price: 30,
    top: 14,
  },
  {
    code: 'acc-ribbon',
    name: '분홍 리본',
    description: '머리 위에 달면 더 귀여워지는 큰 리본이에요.',
    price: 20,
    top: 18,
  },
  {
    code: 'acc-glasses',
    name: '동글 안경',
    description: '책을 좋아하는 친구에게 어울리는 동그란 안경이에요.',
    price: 30,
    top: 41,
    left: 35,
    width: 30,
  },
  {
    code: 'acc-sunglasses',
    name: '선글라스',
    description: '햇볕이 쨍쨍한 날에 쓰는 멋진 선글라스예요.',
    price: 40,
    top: 42,
    left: 35,
    width: 30,
  },
  {
    code: 'acc-flower',
    name: '꽃 머리핀',
    description: '머리 옆에 꽂는 분홍 꽃 머리핀이에요.',
    price: 20,
    top: 26,
    left: 50,
    width: 20,
  },
  {
    code: 'acc-headphones',
    name: '헤드폰',
    description: '좋아하는 영어 노래를 들을 수 있는 헤드폰이에요.',
    price: 40,
    top: 30,
    left: 28,
    width: 44,
  },
  {
    code: 'acc-straw-hat',
    name: '밀짚모자',
    description: '소풍 갈 때 쓰는 챙이 넓은 밀짚모자예요.',
    price: 30,
    top: 18,
    left: 31,
    width: 38,
  },
  {
    code: 'acc-wizard-hat',
    name: '마법사 모자',
    description: '별이 그려진 뾰족한 마법사 모자예요.',
    price: 50,
    top: 12,
  },
  {
    code: 'acc-beanie',
    name: '털모자',
    description: '추운 겨울에 머리를 따뜻하게 해 주는 털모자예요.',
    price: 30,
    top: 18,
  },
];

const PROPS: readonly ItemText[] = [
  {
    code: 'eqm-balloon',
    name: '빨간 풍선',
    description: '하늘 높이 둥둥 떠오르는 빨간 풍선이에요.',
    price: 20,
    top: 30,
  },
  {
    code: 'eqm-umbrella',
    name: '노란 우산',
    description: '비가 와도 걱정 없는 노란 우산이에요.',
    price: 30,
    top: 34,
    left: 62,
    width: 34,
  },
  {
    code: 'eqm-book',
    name: '영어 동화책',
    description: '재미있는 영어 이야기가 담긴 동화책이에요.',
    price: 30,
  },
  {
    code: 'eqm-ball',
    name: '비치볼',
    description: '바닷가에서 친구와 통통 주고받는 비치볼이에요.',
    price: 20,
    top: 58,
    width: 26,
  },
  { code: 'eqm-flag', name: '별 깃발', description: '열심히 공부한 날에 흔드는 별 깃발이에요.', price: 30 },
  {
    code: 'eqm-ice-cream',
    name: '아이스크림',
    description: '딸기 맛이 나는 달콤한 아이스크림이에요.',
    price: 20,
  },
  {
    code: 'eqm-kite',
    name: '가오리연',
    description: '바람을 타고 높이 나는 알록달록한 연이에요.',
    price: 40,
    top: 26,
  },
  { code: 'eqm-guitar', name: '기타', description: '신나는 노래를 연주할 수 있는 작은 기타예요.', price: 50 },
  { code: 'eqm-magic-wand', name: '요술봉', description: '휘두르면 별이 반짝이는 요술봉이에요.', price: 50 },
  {
    code: 'eqm-trophy',
    name: '우승 트로피',
    description: '최고의 영어 왕에게 주는 금빛 트로피예요.',
    price: 50,
    top: 54,
    width: 26,
  },
];

const PETS: readonly ItemText[] = [
  { code: 'pet-chick', name: '병아리', description: '삐약삐약 노래하는 노란 병아리예요.', price: 80 },
  {
    code: 'pet-kitten',
    name: '아기 고양이',
    description: '꼬리를 살랑살랑 흔드는 아기 고양이예요.',
    price: 100,
  },
  { code: 'pet-puppy', name: '강아지', description: '귀가 축 늘어진 다정한 강아지예요.', price: 100 },
  { code: 'pet-bunny', name: '토끼', description: '당근을 좋아하는 하얀 토끼예요.', price: 90 },
  {
    code: 'pet-fishbowl',
    name: '금붕어 어항',
    description: '동그란 어항 속에서 금붕어가 헤엄쳐요.',
    price: 120,
  },
  { code: 'pet-turtle', name: '거북이', description: '느리지만 끝까지 가는 초록 거북이예요.', price: 110 },
  { code: 'pet-penguin', name: '펭귄', description: '뒤뚱뒤뚱 걸으며 인사하는 아기 펭귄이에요.', price: 150 },
];

const MEDICINES: readonly ItemText[] = [
  {
    code: 'med-grow',
    name: '성장 물약',
    description: '버디몬이 쑥쑥 자라도록 도와주는 물약이에요.',
    price: 30,
  },
  {
    code: 'med-candy',
    name: '기분 좋은 사탕',
    description: '먹으면 기분이 좋아지는 달콤한 사탕이에요.',
    price: 10,
  },
  {
    code: 'med-vitamin',
    name: '반짝 비타민',
    description: '버디몬을 힘이 나게 하는 반짝이는 비타민이에요.',
    price: 20,
  },
];

const OTHER_ITEMS: Record<Exclude<ItemCategory, 'CHAR'>, readonly ItemText[]> = {
  BG: BACKGROUNDS,
  ACC: DECORATIONS,
  EQM: PROPS,
  PET: PETS,
  MED: MEDICINES,
};

const LEVELS: readonly Level[] = [1, 2, 3];

function characters(): CatalogItem[] {
  return LANDS.flatMap((land) =>
    LEVELS.map((level) => ({
      code: `char-${land}-${level}`,
      category: 'CHAR' as const,
      name: levelName(LAND_TEXT[land].buddy, level),
      description: LAND_TEXT[land].levels[level - 1] ?? '',
      price: CHARACTER_PRICES[level],
      image: itemImage(`char-${land}-${level}`),
      land,
      order: level,
      level,
      ...PLACEMENT.CHAR,
    })),
  );
}

function itemsOf(category: Exclude<ItemCategory, 'CHAR'>): CatalogItem[] {
  return OTHER_ITEMS[category].map((item, i) => ({
    code: item.code,
    category,
    name: item.name,
    description: item.description,
    price: item.price,
    image: itemImage(item.code),
    land: null,
    order: i + 1,
    level: 1,
    top: item.top ?? PLACEMENT[category].top,
    left: item.left ?? PLACEMENT[category].left,
    width: item.width ?? PLACEMENT[category].width,
  }));
}

/** The catalogue: lands in LANDS order, items category by category (ITEM_CATEGORIES order), each in its order. */
export function buildCatalog(): RewardCatalog {
  const lands: CatalogLand[] = LANDS.map((land, i) => ({
    code: land,
    name: LAND_TEXT[land].name,
    description: LAND_TEXT[land].description,
    image: landImage(land),
    order: i + 1,
    characters: LEVELS.map((level) => `char-${land}-${level}`),
  }));
  const items = ITEM_CATEGORIES.flatMap((category) =>
    category === 'CHAR' ? characters() : itemsOf(category),
  );
  return { lands, items, starter: [...STARTER] };
}

/** The catalogue as committed (two-space JSON, arrays of words on one line as Prettier keeps them). */
export function catalogJson(catalog: RewardCatalog): string {
  return `${JSON.stringify(catalog, null, 2).replace(/\[\n\s+("[^"\n]*",?\n\s+)*"[^"\n]*"\n\s+\]/g, (list) =>
    list.replace(/\n\s*/g, '').replace(/,/g, ', '),
  )}\n`;
}

/** Every drawing of the catalogue: its path under content/ and its SVG. */
export function buildDrawings(catalog: RewardCatalog): Map<string, string> {
  const files = new Map<string, string>();
  for (const land of catalog.lands) files.set(land.image, squareSvg(land.name, landCardArt(land.code), 400));
  for (const item of catalog.items) {
    if (item.category === 'CHAR') {
      files.set(item.image, squareSvg(item.name, buddyArt(item.land ?? 'sky', item.level as Level)));
    } else if (item.category === 'BG') {
      const body = BACKGROUND_ART[item.code];
      if (!body) throw new Error(`no drawing for ${item.code}`);
      files.set(item.image, squareSvg(item.name, body, 400));
    } else {
      const body = ITEM_ART[item.code];
      if (!body) throw new Error(`no drawing for ${item.code}`);
      files.set(item.image, squareSvg(item.name, body));
    }
  }
  // The mood bubbles shown beside the buddy (ADR 061), where @buddy/domain's moodImage says.
  for (const mood of BUDDY_MOODS) files.set(moodImage(mood), squareSvg(MOOD_ART[mood].name, moodArt(mood)));
  return files;
}
