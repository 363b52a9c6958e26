/**
 * The reward area's wire and the domain's records in the words of the kit and the blocks (ADR 018, 053): the
 * `RewardItem`, `RewardCategory`, `PetLayer` and `CoinEntry` they draw name what they hold; the wire's names stay here.
 */
import type { BuddyCare, ItemCategoryInfo, LandScene, ShopItem } from '@buddy/contract';
import {
  COIN_SOURCE_LABELS,
  ITEM_CATEGORY_LABELS,
  MOOD_PLACEMENT,
  toggleItem,
  type CoinEntry as CoinHistoryEntry,
  type LayerType,
  type PetLayout,
} from '@buddy/domain';
import type { CoinEntry as KitCoinEntry } from '@buddy/ui/coin-table';
import type { PetLayer } from '@buddy/ui/pet-stage';
import type { RewardCategory, RewardItem } from '../../blocks/reward';

export function toRewardItem(item: ShopItem): RewardItem {
  return {
    id: item.itemId,
    category: item.catgrTp,
    name: item.itemNm,
    description: item.itemConts,
    price: item.itemPrice,
    image: item.itemImgUrl,
    level: item.itemLvl,
    land: item.landCd,
    order: item.ords,
    top: item.top,
    left: item.left,
    width: item.width,
    owned: item.owned,
    quantity: item.qty,
    weeksToOpen: item.weeksToOpen,
  };
}

export function toRewardCategory(category: ItemCategoryInfo): RewardCategory {
  return { id: category.catgrTp, name: category.catgrNm, count: category.itemCount };
}

/** What Buddy English calls each kind of layer, by the layer's type (RWD_BG → 배경). */
const LAYER_KINDS: Record<LayerType, string> = {
  RWD_BG: ITEM_CATEGORY_LABELS.BG,
  RWD_CHAR: ITEM_CATEGORY_LABELS.CHAR,
  RWD_ACC: ITEM_CATEGORY_LABELS.ACC,
  RWD_EQM: ITEM_CATEGORY_LABELS.EQM,
  RWD_PET: ITEM_CATEGORY_LABELS.PET,
};

/** A pet's saved layout (spec §3 render layout) as the kit's layers: each named by its kind, backgrounds as scenery. */
export function toPetLayers(layout: PetLayout): PetLayer[] {
  return layout.model.layers.map((layer) => ({
    id: layer.id,
    type: layer.type,
    kind: LAYER_KINDS[layer.type],
    description: layer.description,
    order: layer.order,
    image: layer.image,
    top: layer.top,
    left: layer.left,
    width: layer.width,
    scenery: layer.type === 'RWD_BG',
  }));
}

/** The pet's layout with a land's scene as its background (ADR 065): what the buddy looks like there, or keeps. */
export function inScene(layout: PetLayout, scene: LandScene): PetLayout {
  return toggleItem(layout, {
    id: scene.itemId,
    category: 'BG',
    name: scene.itemNm,
    image: scene.itemImgUrl,
    top: scene.top,
    left: scene.left,
    width: scene.width,
  });
}

/** What the mood's layer is called in the stage's name ('기분 배가 고파요. 밥을 주세요!'). */
export const MOOD_KIND = '기분';

/**
 * The buddy's mood (ADR 061) as the pet's top layer: its bubble beside the buddy, moving with it, named in the stage's
 * accessible name by the mood's words. It is not saved with the layout; the care answer draws it.
 */
export function moodLayer(care: Pick<BuddyCare, 'mood' | 'moodText' | 'moodImgUrl'>): PetLayer {
  return {
    id: care.mood,
    type: 'RWD_MOOD',
    kind: MOOD_KIND,
    description: care.moodText,
    order: Number.MAX_SAFE_INTEGER,
    image: care.moodImgUrl,
    ...MOOD_PLACEMENT,
  };
}

/**
 * The pet's layers with the mood's bubble on top, once the care is known; a pet with no layers stays empty (its
 * friendly empty state, not a bubble over nothing).
 */
export function withMood(
  layers: PetLayer[],
  care: Pick<BuddyCare, 'mood' | 'moodText' | 'moodImgUrl'> | undefined,
): PetLayer[] {
  return care && layers.length > 0 ? [...layers, moodLayer(care)] : layers;
}

/** The coin history (GET /reward/trans/stats) as the kit's entries: each named by its source (spec §3). */
export function toCoinEntries(entries: readonly CoinHistoryEntry[]): KitCoinEntry[] {
  return entries.map((entry) => ({
    id: entry.transNo,
    label: COIN_SOURCE_LABELS[entry.transTp] ?? '',
    description: entry.transDesc,
    change: entry.point,
    balance: entry.balance,
    at: entry.regDt,
  }));
}
