/**
 * The reward area "buddymon" (spec §2 reward area, §3 reward state and layer types, §4 reward area, §5; ADR 034):
 * the item categories and layer types, the pet's layout (dpyData) and how an item toggles in it, and the coin rules.
 * The server enforces the coin rules; the kit draws the layout; both read them here.
 */

/** Spec §3 layer types: the five kinds of image a pet's layout is drawn from, bottom to top by `order`. */
export const LAYER_TYPES = ['RWD_BG', 'RWD_CHAR', 'RWD_ACC', 'RWD_EQM', 'RWD_PET'] as const;
export type LayerType = (typeof LAYER_TYPES)[number];

/** Item categories (srchCatgrTp): the five layer kinds and medicine, which is used, not worn. */
export const ITEM_CATEGORIES = ['BG', 'CHAR', 'ACC', 'EQM', 'PET', 'MED'] as const;
export type ItemCategory = (typeof ITEM_CATEGORIES)[number];

export const ITEM_CATEGORY_LABELS: Record<ItemCategory, string> = {
  BG: '배경',
  CHAR: '캐릭터',
  ACC: '꾸미기',
  EQM: '소품',
  PET: '펫',
  MED: '약',
};

/** The layer an item of a category becomes; medicine none. */
export const CATEGORY_LAYER: Record<ItemCategory, LayerType | null> = {
  BG: 'RWD_BG',
  CHAR: 'RWD_CHAR',
  ACC: 'RWD_ACC',
  EQM: 'RWD_EQM',
  PET: 'RWD_PET',
  MED: null,
};

/** The seven lands (spec §2), in their order. */
export const LANDS = ['sky', 'green', 'snow', 'city', 'aqua', 'toy', 'magic'] as const;
export type Land = (typeof LANDS)[number];

/** One image of a layout (spec §3 render layout): where it sits, in percent of the square stage. */
export interface Layer {
  type: LayerType;
  /** The item's id. */
  id: number;
  description: string;
  /** Stacking order: higher is drawn on top. */
  order: number;
  image: string;
  top: number;
  left: number;
  width: number;
}

/** A pet's saved layout (dpyData, spec §3 render layout). */
export interface PetLayout {
  /** The chosen character's item id, or 0 when none is chosen. */
  characterId: number;
  model: { layers: Layer[] };
}

/** The default empty layout (spec §5: an unreadable saved layout falls back to it). */
export const EMPTY_LAYOUT: PetLayout = Object.freeze({ characterId: 0, model: { layers: [] } }) as PetLayout;

const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

function readLayer(value: unknown): Layer | null {
  if (typeof value !== 'object' || value === null) return null;
  const layer = value as Record<string, unknown>;
  if (!(LAYER_TYPES as readonly unknown[]).includes(layer.type)) return null;
  if (!isFiniteNumber(layer.id) || !isFiniteNumber(layer.order)) return null;
  if (typeof layer.image !== 'string' || layer.image === '') return null;
  if (![layer.top, layer.left, layer.width].every(isFiniteNumber)) return null;
  return {
    type: layer.type as LayerType,
    id: layer.id,
    description: typeof layer.description === 'string' ? layer.description : '',
    order: layer.order,
    image: layer.image,
    top: layer.top as number,
    left: layer.left as number,
    width: layer.width as number,
  };
}

/**
 * A saved layout read from its JSON (dpyData). Anything unreadable (not JSON, the wrong shape, a layer missing a
 * field) gives the default empty layout, never an error (spec §5): a child's pet page always opens.
 */
export function parseLayout(dpyData: string | null | undefined): PetLayout {
  if (!dpyData) return EMPTY_LAYOUT;
  let value: unknown;
  try {
    value = JSON.parse(dpyData);
  } catch {
    return EMPTY_LAYOUT;
  }
  if (typeof value !== 'object' || value === null) return EMPTY_LAYOUT;
  const { characterId, model } = value as { characterId?: unknown; model?: unknown };
  const layers = (model as { layers?: unknown } | null)?.layers;
  if (!isFiniteNumber(characterId) || !Array.isArray(layers)) return EMPTY_LAYOUT;
  const read = layers.map(readLayer);
  if (read.some((layer) => layer === null)) return EMPTY_LAYOUT;
  return { characterId, model: { layers: read as Layer[] } };
}

/** The layers bottom to top (by order; ties keep their saved order). */
export const layersInOrder = (layout: PetLayout): Layer[] =>
  [...layout.model.layers].sort((a, b) => a.order - b.order);

/** The item a child places: what its layer needs. */
export interface PlaceableItem {
  id: number;
  category: ItemCategory;
  name: string;
  image: string;
  /** Where it sits on the stage by default, in percent. */
  top: number;
  left: number;
  width: number;
}

/**
 * Spec §4: toggling a decoration, prop or pet adds it as the new top layer (order one above the highest) or removes
 * it when it is placed; a background or a character replaces the one there (keeping its order), and a character sets
 * characterId. Medicine is not placed: the layout is returned unchanged.
 */
export function toggleItem(layout: PetLayout, item: PlaceableItem): PetLayout {
  const type = CATEGORY_LAYER[item.category];
  if (!type) return layout;
  const layers = layout.model.layers;
  const layer = (order: number): Layer => ({
    type,
    id: item.id,
    description: item.name,
    order,
    image: item.image,
    top: item.top,
    left: item.left,
    width: item.width,
  });
  const top = layers.reduce((highest, l) => Math.max(highest, l.order), 0);
  if (type === 'RWD_BG' || type === 'RWD_CHAR') {
    const existing = layers.find((l) => l.type === type);
    // The background stays at the bottom and the character above it, whatever was placed before them.
    const order = existing?.order ?? (type === 'RWD_BG' ? 0 : 1);
    const next = [...layers.filter((l) => l.type !== type), layer(order)];
    return {
      characterId: type === 'RWD_CHAR' ? item.id : layout.characterId,
      model: { layers: next },
    };
  }
  if (layers.some((l) => l.type === type && l.id === item.id)) {
    return { ...layout, model: { layers: layers.filter((l) => !(l.type === type && l.id === item.id)) } };
  }
  return { ...layout, model: { layers: [...layers, layer(Math.max(top, 1) + 1)] } };
}

/** Whether an item is on the pet now. */
export const isPlaced = (layout: PetLayout, itemId: number): boolean =>
  layout.model.layers.some((layer) => layer.id === itemId);

/**
 * Where a layer may sit, as the contract's Layer says (percent of the square stage; a higher order is drawn on top):
 * a saved layout with a layer outside these is refused (issue 29, defect 5).
 */
export const LAYER_LIMITS = {
  order: { min: 0, max: 1000 },
  top: { min: -50, max: 150 },
  left: { min: -50, max: 150 },
  width: { min: 1, max: 200 },
} as const;

/** Whether every place of a layer is within LAYER_LIMITS (and its order a whole number). */
export function layerInRange(layer: Pick<Layer, 'order' | 'top' | 'left' | 'width'>): boolean {
  return (
    Number.isInteger(layer.order) &&
    (Object.keys(LAYER_LIMITS) as (keyof typeof LAYER_LIMITS)[]).every(
      (key) => layer[key] >= LAYER_LIMITS[key].min && layer[key] <= LAYER_LIMITS[key].max,
    )
  );
}

/** The most layers a layout may hold (the server refuses more; a stage of 40 images is not a pet any more). */
export const MAX_LAYERS = 40;

/* ------------------------------------------------------------------------------------------------------------ */
/* Coins (ADR 034)                                                                                              */
/* ------------------------------------------------------------------------------------------------------------ */

/** What a ledger entry is for: an earning from verified learning, or a purchase. */
export const COIN_SOURCES = [
  'unit',
  'day',
  'attendance',
  'test',
  'quiz',
  'game',
  'mission',
  'collection',
  'purchase',
] as const;
export type CoinSource = (typeof COIN_SOURCES)[number];

/** Coins per event. A test pays by its score band; its kind doubles it for a monthly test. */
export const COIN_RULES = {
  unit: 5,
  day: 10,
  attendance: 2,
  quiz: 10,
  game: 3,
  /** Today's mission, once a Seoul day (ADR 059; STREAK_RULES.missionCoins). */
  mission: 5,
  /** A test pays by its score band (ADR 057): nothing below 50 points. */
  test: [
    { atLeast: 90, coins: 30 },
    { atLeast: 70, coins: 20 },
    { atLeast: 50, coins: 10 },
    { atLeast: 0, coins: 0 },
  ],
  /** Monthly and level tests pay this many times the weekly band. */
  testMultiplier: { W: 1, M: 2, L: 2 } as Record<string, number>,
  /** Typing-game rounds that pay in one Seoul day. */
  gameRoundsPerDay: 5,
  /** The most coins learning can earn in one Seoul day. */
  dailyCap: 150,
  /** Earnings the daily cap does not cut: paid once ever, a capped day would lose them for good (ADR 062). */
  uncapped: ['collection'] as readonly CoinSource[],
  /**
   * The least time one part of a unit (a slide, a word card) takes a child, in ms: about half of what a slide runs.
   * A unit pays only when its parts' time has passed since it was served, and since the last unit paid (ADR 057).
   */
  partMinimumMs: 2000,
} as const;

/** The lowest score that pays and the coins of the lowest and highest paying bands of a weekly test. */
export const TEST_PAYING_BANDS = COIN_RULES.test.filter((band) => band.coins > 0);

/**
 * Why a finished activity paid nothing (ADR 057): the server did not see it served to this member, it was done
 * faster than its parts can be, a speaking unit had no recording, or a test scored below the paying bands.
 */
export type CoinHeld = 'UNIT_NOT_SEEN' | 'UNIT_TOO_FAST' | 'UNIT_NO_RECORDING' | 'TEST_LOW_SCORE';

/** What the child reads when a finished activity paid nothing: what to do next time, never a reproach. */
export const COIN_HELD_MESSAGES: Record<CoinHeld, string> = {
  UNIT_NOT_SEEN: '활동을 열어서 보고 들으면 코인을 받을 수 있어요.',
  UNIT_TOO_FAST: '활동을 처음부터 끝까지 천천히 하면 코인을 받을 수 있어요.',
  UNIT_NO_RECORDING: '목소리를 녹음하면 코인을 받을 수 있어요.',
  TEST_LOW_SCORE: `${TEST_PAYING_BANDS[TEST_PAYING_BANDS.length - 1]?.atLeast ?? 0}점부터 코인을 받을 수 있어요. 다시 도전해요!`,
};

/** What the server saw of a finished unit (ADR 057). */
export interface UnitSeen {
  /** Whether the unit records the child's voice (a speaking unit). */
  speaks: boolean;
  parts: number;
  /** When the server served the unit's activity to this member (its show opened, its week loaded); null: never. */
  servedAt: Date | null;
  /** When this member's last unit was paid; null: never. Learning time is not counted twice. */
  lastPaidAt: Date | null;
  /** The member's recordings of this unit. */
  recordings: number;
  now: Date;
}

/** Why a finished unit pays nothing, or null when it pays: served, recorded when it speaks, and given its time. */
export function unitHeld(seen: UnitSeen): CoinHeld | null {
  if (!seen.servedAt || seen.servedAt.getTime() > seen.now.getTime()) return 'UNIT_NOT_SEEN';
  if (seen.speaks && seen.recordings < 1) return 'UNIT_NO_RECORDING';
  const since = Math.max(seen.servedAt.getTime(), seen.lastPaidAt?.getTime() ?? 0);
  return seen.now.getTime() - since >= seen.parts * COIN_RULES.partMinimumMs ? null : 'UNIT_TOO_FAST';
}

/** The coins a submitted test earns: its score band (0 below 50), times its kind's multiplier (W 1, M 2, L 2). */
export function testCoins(score: number, testType: string): number {
  const band = COIN_RULES.test.find((b) => score >= b.atLeast);
  return (band?.coins ?? 0) * (COIN_RULES.testMultiplier[testType] ?? 1);
}

/** The Korean line of a ledger entry in the coin history: what paid it, by the rule that pays (ADR 057). */
export const COIN_SOURCE_LABELS: Record<CoinSource, string> = {
  unit: '활동을 끝까지 학습',
  day: '하루 학습을 모두 마침',
  attendance: '오늘 첫 학습 (출석)',
  test: `시험 ${TEST_PAYING_BANDS[TEST_PAYING_BANDS.length - 1]?.atLeast ?? 0}점 이상`,
  quiz: '오답 퀴즈를 끝까지',
  game: `타자 게임 (하루 ${COIN_RULES.gameRoundsPerDay}판까지)`,
  mission: '오늘의 미션 완료',
  collection: '랜드 친구 모으기 완성',
  purchase: '아이템 구매',
};

/** Spec §3 coin summary. */
export interface CoinSummary {
  /** The balance: the sum of every entry. */
  rewardPoint: number;
  /** Everything earned. */
  incrsPoint: number;
  /** Everything spent (a positive number). */
  decrsPoint: number;
  /** Earned today (Seoul). */
  todayIncrsPoint: number;
}

/** One line of the coin history (GET /reward/trans/stats), newest first. */
export interface CoinEntry {
  transNo: number;
  transTp: CoinSource;
  /** What it was for, in Korean: the unit, the test, the item bought. */
  transDesc: string;
  /** Coins in (positive) or out (negative). */
  point: number;
  /** The balance just after this entry. */
  balance: number;
  /** When, as an ISO instant. */
  regDt: string;
}

/* ------------------------------------------------------------------------------------------------------------ */
/* The catalogue (content/reward/catalog.json, made by packages/content-generator/src/reward)                   */
/* ------------------------------------------------------------------------------------------------------------ */

/** An item of the shop as the content bank describes it; the server gives it an id when seeding. */
export interface CatalogItem {
  /** Stable key, e.g. 'char-sky-1', 'acc-star-hat'. */
  code: string;
  category: ItemCategory;
  /** Korean name, short (a shop card's title). */
  name: string;
  /** One Korean sentence a child can read. */
  description: string;
  /** Coins. */
  price: number;
  /** Under content/media, e.g. 'media/reward/items/char-sky-1.svg'. A square drawing. */
  image: string;
  /** The land a character belongs to; null for the other categories. */
  land: Land | null;
  /** Order inside its category (and a character's order inside its land). */
  order: number;
  /** A character's growth level (1–3); 1 for the rest. */
  level: number;
  /** Where it sits on the square stage by default, in percent (the layer's height equals its width). */
  top: number;
  left: number;
  width: number;
}

export interface CatalogLand {
  code: Land;
  name: string;
  description: string;
  /** Under content/media, e.g. 'media/reward/lands/sky.svg'. */
  image: string;
  order: number;
  /** Codes of its characters (CHAR items), in order. */
  characters: string[];
}

export interface RewardCatalog {
  lands: CatalogLand[];
  items: CatalogItem[];
  /** Codes of what every member owns from the start (a character and a background), so the pet is never empty. */
  starter: string[];
}

/* ------------------------------------------------------------------------------------------------------------ */
/* The growth album (spec §7 pictures; ADR 035)                                                                  */
/* ------------------------------------------------------------------------------------------------------------ */

/** The album's limits (ADR 035); the contract's PictureUpload says the same (contract limits test). */
export const ALBUM_LIMITS = {
  /** A picture's words, counted after trimming. */
  commentMax: 100,
  /** An uploaded picture (PNG or JPEG). */
  fileMaxBytes: 1024 * 1024,
  /** Pictures a member keeps. */
  perMember: 200,
} as const;

/** The album's Korean messages (ADR 035), in the tone of the spec's messages. */
export const ALBUM_MESSAGES = {
  /** 400 PICTURE_COMMENT: empty after trimming, or longer than 100. */
  comment: '사진에 남길 말을 1자 이상 100자 이하로 입력해 주세요.',
  /** 400 PICTURE_TYPE: not a PNG or JPEG by its content. */
  type: 'PNG나 JPG 사진만 올릴 수 있어요.',
  /** 413 PICTURE_TOO_LARGE */
  tooLarge: '사진이 너무 커요. 1MB까지 올릴 수 있어요.',
  /** 409 PICTURE_LIMIT */
  full: '앨범이 가득 찼어요. 사진은 200장까지 남길 수 있어요. 지난 사진을 지우고 다시 찍어 주세요.',
  /** 404 PICTURE_NOT_FOUND */
  missing: '사진을 찾을 수 없어요.',
  /** 400 PICTURE_REQUEST: a form the album cannot read (a file under another name, a repeated field). */
  request: '사진 정보를 확인해 주세요.',
  /** 400 PICTURE_REQUEST: more than one picture in one add. */
  oneFile: '사진은 한 번에 한 장만 올릴 수 있어요.',
} as const;

/**
 * Control characters (tabs, line breaks, escapes, bell) and the bidirectional overrides that reorder what follows
 * them: none belongs in one line of a picture's words (issue 29, defect 5).
 */
const UNPRINTABLE = /[\p{Cc}\u202A-\u202E\u2066-\u2069]+/gu;

/**
 * A picture's words as stored: control characters and direction overrides taken out (a run becomes one space),
 * trimmed; null when empty or too long (ADR 035).
 */
export function albumComment(value: string | null | undefined): string | null {
  const trimmed = (value ?? '').replace(UNPRINTABLE, ' ').trim();
  if (trimmed.length < 1 || [...trimmed].length > ALBUM_LIMITS.commentMax) return null;
  return trimmed;
}
